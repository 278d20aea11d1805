/**
 * Dots as Observable Plot draws them, for charts drawn without Plot: circles of radius `r` at
 * their positions (or another symbol the size of such a circle), in one group carrying the shared
 * fill and stroke (a stroke 1.5 px wide unless given, as Plot's dot mark).
 */
import { px } from "./panelMarks.ts";
import { type SvgAttributes, svgElement } from "./svgElement.ts";
import { type DotSymbol, symbolPath } from "./symbolPath.ts";

/** One dot: its centre, and its own colours when the group's are not its. */
export interface DotMark {
  readonly x: number;
  readonly y: number;
  readonly fill?: string;
  readonly stroke?: string;
  /** Its own radius (a circle), px. */
  readonly r?: number;
}

/**
 * The dots in one `<g>` with `style` (fill, stroke, dash…), as circles or as `symbol`.
 * @example dotMarks(document, [{ x: 10, y: 20 }], 6, { fill: "red" }).innerHTML // '<circle cx="10" cy="20" r="6"></circle>'
 */
export function dotMarks(
  document: Document,
  dots: readonly DotMark[],
  r: number,
  style: SvgAttributes = {},
  symbol?: DotSymbol,
): Element {
  const stroked = style.stroke !== undefined || dots.some((d) => d.stroke !== undefined);
  const path = symbol ? symbolPath(symbol, r) : "";
  return svgElement(
    document,
    "g",
    { ...(stroked ? { "stroke-width": 1.5 } : {}), ...style },
    dots.map((d) =>
      symbol
        ? svgElement(document, "path", {
            d: path,
            transform: `translate(${px(d.x)},${px(d.y)})`,
            fill: d.fill,
            stroke: d.stroke,
          })
        : svgElement(document, "circle", {
            cx: px(d.x),
            cy: px(d.y),
            r: d.r ?? r,
            fill: d.fill,
            stroke: d.stroke,
          }),
    ),
  );
}
