/**
 * A dot's symbol as Observable Plot draws it, for charts drawn without Plot: d3's symbol path of
 * area pi r^2 around (0, 0) (Plot's dot of radius r), to 1/100 px; place it with a translate.
 */
import { px } from "./panelMarks.ts";

/** The symbols the charts draw besides circles. */
export type DotSymbol = "square" | "triangle" | "diamond";

/**
 * The path of `symbol` the size of a dot of radius `r`.
 * @example symbolPath("square", 4) // "M-3.54,-3.54h7.09v7.09h-7.09Z"
 * @example symbolPath("triangle", 5) // "M0,-7.78L6.73,3.89L-6.73,3.89Z"
 */
export function symbolPath(symbol: DotSymbol, r: number): string {
  const size = Math.PI * r * r;
  if (symbol === "square") {
    const w = Math.sqrt(size);
    return `M${px(-w / 2)},${px(-w / 2)}h${px(w)}v${px(w)}h${px(-w)}Z`;
  }
  if (symbol === "triangle") {
    const y = -Math.sqrt(size / (Math.sqrt(3) * 3));
    const x = -Math.sqrt(3) * y;
    return `M0,${px(y * 2)}L${px(x)},${px(-y)}L${px(-x)},${px(-y)}Z`;
  }
  const tan30 = Math.sqrt(1 / 3);
  const y = Math.sqrt(size / (tan30 * 2));
  const x = y * tan30;
  return `M0,${px(-y)}L${px(x)},0L0,${px(y)}L${px(-x)},0Z`;
}
