/**
 * A series' path as Observable Plot (d3's line and area, linear curve) writes it, for charts drawn
 * without Plot, to 1/100 px: a line through its points (one point: "Mx,yZ"), an area along its
 * upper edge and back along its lower one.
 */
import { px } from "./panelMarks.ts";

/**
 * The line through `points`, in order.
 * @example linePath([{ x: 0, y: 10 }, { x: 5, y: 2.5 }]) // "M0,10L5,2.5"
 */
export function linePath(points: ReadonlyArray<{ readonly x: number; readonly y: number }>): string {
  if (points.length === 1) return `M${px(points[0]?.x ?? 0)},${px(points[0]?.y ?? 0)}Z`;
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${px(p.x)},${px(p.y)}`).join("");
}

/**
 * The area between `y1` (its lower edge, Plot's y1) and `y2` (its upper edge) over `x`: along y2
 * forwards, back along y1, closed.
 * @example areaPath([{ x: 0, y1: 10, y2: 4 }, { x: 5, y1: 9, y2: 2 }]) // "M0,4L5,2L5,9L0,10Z"
 */
export function areaPath(
  points: ReadonlyArray<{ readonly x: number; readonly y1: number; readonly y2: number }>,
): string {
  const upper = points.map((p) => `${px(p.x)},${px(p.y2)}`);
  const lower = [...points].reverse().map((p) => `${px(p.x)},${px(p.y1)}`);
  return `M${[...upper, ...lower].join("L")}Z`;
}
