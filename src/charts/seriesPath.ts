/**
 * The `d` of an SVG path through a series' points, straight segments between them, as Observable
 * Plot's line mark (linear curve) draws it: coordinates to 1/1000 px, and a gap where a point is
 * not finite (the line resumes at the next finite point).
 */

/** A point in pixels. */
export interface PathPoint {
  readonly x: number;
  readonly y: number;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The path through `points` in order ("" when none is finite).
 * @example seriesPath([{ x: 0, y: 10 }, { x: 5.12345, y: 2 }]) // "M0,10L5.123,2"
 * @example seriesPath([{ x: 0, y: 1 }, { x: 1, y: Number.NaN }, { x: 2, y: 3 }]) // "M0,1M2,3"
 */
export function seriesPath(points: readonly PathPoint[]): string {
  let d = "";
  let drawing = false;
  for (const { x, y } of points) {
    if (!(Number.isFinite(x) && Number.isFinite(y))) {
      drawing = false;
      continue;
    }
    d += `${drawing ? "L" : "M"}${round(x)},${round(y)}`;
    drawing = true;
  }
  return d;
}
