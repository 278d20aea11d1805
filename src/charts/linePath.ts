/**
 * SVG path data through points, for charts drawn by hand (no Observable Plot), as Plot's line and
 * area marks (d3's line and area) write it: straight segments, or a staircase that holds each value
 * until the next point (Plot's "step-after" curve); a lone point closes on itself ("Mx,yZ", drawn as
 * a dot by a round line cap); a point that is not finite leaves a gap. Coordinates to 1/100 px.
 * Smooth curves: `monotonePath`.
 */
import { px } from "./panelMarks.ts";

/** A point in pixels. */
export type PixelPoint = readonly [x: number, y: number];

const finite = ([x, y]: PixelPoint) => Number.isFinite(x) && Number.isFinite(y);

/**
 * Path data through `points` ("" for none).
 * @example linePath([[0, 10], [5, 4]]) // "M0,10L5,4"
 * @example linePath([[0, 10], [5, 4]], "step-after") // "M0,10L5,10L5,4"
 * @example linePath([[0, 1], [1, Number.NaN], [2, 3], [3, 4]]) // "M0,1ZM2,3L3,4"
 */
export function linePath(points: readonly PixelPoint[], curve: "linear" | "step-after" = "linear"): string {
  let d = "";
  let run: PixelPoint[] = [];
  const flush = () => {
    run.forEach(([x, y], i) => {
      if (i === 0) d += `M${px(x)},${px(y)}`;
      else {
        if (curve === "step-after") d += `L${px(x)},${px(run[i - 1]?.[1] ?? y)}`;
        d += `L${px(x)},${px(y)}`;
      }
    });
    if (run.length === 1) d += "Z";
    run = [];
  };
  for (const point of points) {
    if (finite(point)) run.push(point);
    else flush();
  }
  flush();
  return d;
}

/**
 * Path data of the area between two lines over the same xs (Plot's areaY): along `high`, back
 * along `low`, closed.
 * @example areaPath([[0, 2, 8], [4, 3, 6]]) // "M0,2L4,3L4,6L0,8Z"
 */
export function areaPath(points: ReadonlyArray<readonly [x: number, high: number, low: number]>): string {
  if (points.length === 0) return "";
  const high = points.map(([x, y]) => `${px(x)},${px(y)}`);
  const low = [...points].reverse().map(([x, , y]) => `${px(x)},${px(y)}`);
  return `M${[...high, ...low].join("L")}Z`;
}
