/**
 * A smooth line through points that never overshoots them: the path data of a monotone cubic
 * (Steffen, "A simple method for monotonic interpolation in one dimension", Astronomy and
 * Astrophysics 239, 1990), the curve Observable Plot draws as `curve: "monotone-x"`. Between two
 * points the curve rises or falls only as the points do, so a falling throughput never dips below
 * its last value on screen.
 */
import type { PixelPoint } from "./linePath.ts";
import { px } from "./panelMarks.ts";

/** Slope at an inner point from the secants either side: their harmonic-style blend, limited so no overshoot. */
function innerSlope(h0: number, h1: number, s0: number, s1: number): number {
  const blend = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(blend)) || 0;
}

/**
 * SVG path data through `points` (x ascending): a straight segment for two, cubic segments for more.
 * @example monotonePath([[0, 0], [10, 10]]) // "M0,0L10,10"
 */
export function monotonePath(points: readonly PixelPoint[]): string {
  const n = points.length;
  if (n === 0) return "";
  const [x0, y0] = points[0] as PixelPoint;
  if (n < 3) return `M${px(x0)},${px(y0)}${n === 2 ? `L${points[1]?.map(px).join(",")}` : ""}`;
  const h: number[] = [];
  const s: number[] = [];
  for (let i = 0; i + 1 < n; i++) {
    const [xa, ya] = points[i] as PixelPoint;
    const [xb, yb] = points[i + 1] as PixelPoint;
    h.push(xb - xa);
    s.push(xb === xa ? 0 : (yb - ya) / (xb - xa));
  }
  const slopes: number[] = new Array(n).fill(0);
  for (let i = 1; i + 1 < n; i++) {
    slopes[i] = innerSlope(h[i - 1] as number, h[i] as number, s[i - 1] as number, s[i] as number);
  }
  // End slopes: the parabola through the end point and its neighbour's slope.
  const end = (hh: number, secant: number, neighbour: number) =>
    hh ? (3 * secant - neighbour) / 2 : neighbour;
  slopes[0] = end(h[0] as number, s[0] as number, slopes[1] as number);
  slopes[n - 1] = end(h[n - 2] as number, s[n - 2] as number, slopes[n - 2] as number);
  let d = `M${px(x0)},${px(y0)}`;
  for (let i = 0; i + 1 < n; i++) {
    const [xa, ya] = points[i] as PixelPoint;
    const [xb, yb] = points[i + 1] as PixelPoint;
    const third = (xb - xa) / 3;
    d += `C${px(xa + third)},${px(ya + third * (slopes[i] as number))},${px(xb - third)},${px(yb - third * (slopes[i + 1] as number))},${px(xb)},${px(yb)}`;
  }
  return d;
}
