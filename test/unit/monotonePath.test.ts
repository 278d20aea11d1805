import * as Plot from "@observablehq/plot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monotonePath } from "../../src/charts/monotonePath.ts";
import { shimChartContext } from "./shimChartContext.ts";

/** The numbers of a path's data, in order. */
const numbers = (d: string) => (d.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);

/** The path Observable Plot draws through `points` (pixels) as a `monotone-x` line. */
function plotPath(points: ReadonlyArray<readonly [number, number]>): string {
  const { document } = shimChartContext();
  const svg = Plot.plot({
    document,
    width: 400,
    height: 300,
    margin: 0,
    x: { type: "identity", axis: null },
    y: { type: "identity", axis: null },
    marks: [Plot.line(points, { x: (p) => p[0], y: (p) => p[1], curve: "monotone-x" })],
  }) as unknown as Element;
  return svg.querySelector('g[aria-label="line"] path')?.getAttribute("d") ?? "";
}

describe("monotonePath", () => {
  it("monotonePath of none, one and two points: nothing, a move, a straight segment", () => {
    expect(monotonePath([])).toBe("");
    expect(monotonePath([[1, 2]])).toBe("M1,2");
    expect(
      monotonePath([
        [0, 0],
        [10, 10],
      ]),
    ).toBe("M0,0L10,10");
  });

  it("monotonePath through a falling curve never rises between its points (no overshoot)", () => {
    const d = monotonePath([
      [0, 10],
      [10, 50],
      [20, 52],
      [40, 52],
      [80, 53],
    ]);
    // Control points of each cubic lie between its ends' y values: the curve stays inside them.
    const n = numbers(d);
    const ys = n.filter((_, i) => i % 2 === 1);
    for (let i = 1; i + 2 < ys.length; i += 3) {
      const [c1, c2, end] = [ys[i], ys[i + 1], ys[i + 2]] as [number, number, number];
      const start = ys[i - 1] as number;
      for (const c of [c1, c2]) {
        expect(c).toBeGreaterThanOrEqual(Math.min(start, end) - 1e-9);
        expect(c).toBeLessThanOrEqual(Math.max(start, end) + 1e-9);
      }
    }
  });

  it("monotonePath(points) is the curve Observable Plot draws as monotone-x, to 1/100 px", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0.5, max: 40, noNaN: true }),
            fc.double({ min: 0, max: 300, noNaN: true }),
          ),
          {
            minLength: 3,
            maxLength: 12,
          },
        ),
        (steps) => {
          let x = 0;
          const points = steps.map(([dx, y]) => {
            x += dx;
            return [x, y] as const;
          });
          const ours = numbers(monotonePath(points));
          const plot = numbers(plotPath(points));
          expect(ours.length).toBe(plot.length);
          for (const [i, v] of ours.entries()) expect(Math.abs(v - (plot[i] as number))).toBeLessThan(0.011);
        },
      ),
      { seed: 20261128, numRuns: 200 },
    );
  });
});
