/**
 * SVG path data through points, for charts drawn by hand (no Observable Plot): straight segments,
 * as Plot's line mark draws them, or a staircase that holds each value until the next point
 * (Plot's "step-after" curve). Coordinates to 1/100 px.
 */
import { px } from "./panelMarks.ts";

/** A point in pixels. */
export type PixelPoint = readonly [x: number, y: number];

/**
 * Path data through `points` ("" for none).
 * @example linePath([[0, 10], [5, 4]]) // "M0,10L5,4"
 * @example linePath([[0, 10], [5, 4]], "step-after") // "M0,10L5,10L5,4"
 */
export function linePath(points: readonly PixelPoint[], curve: "linear" | "step-after" = "linear"): string {
  let d = "";
  points.forEach(([x, y], i) => {
    if (i === 0) d += `M${px(x)},${px(y)}`;
    else {
      if (curve === "step-after") d += `L${px(x)},${px(points[i - 1]?.[1] ?? y)}`;
      d += `L${px(x)},${px(y)}`;
    }
  });
  return d;
}

/**
 * Path data of the area between two lines over the same xs (Plot's areaY): along `high`, back
 * along `low`, closed.
 * @example areaPath([[0, 2, 8], [4, 3, 6]]) // "M0,2L4,3L4,6L0,8Z"
 */
export function areaPath(points: ReadonlyArray<readonly [x: number, high: number, low: number]>): string {
  if (points.length === 0) return "";
  const high = linePath(points.map(([x, y]) => [x, y]));
  const low = linePath([...points].reverse().map(([x, , y]) => [x, y])).replace(/^M/, "L");
  return `${high}${low}Z`;
}
