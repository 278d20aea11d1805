import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { levenbergMarquardt } from "../../src/algorithms/levenbergMarquardt.ts";

describe("levenbergMarquardt", () => {
  it("levenbergMarquardt(Rosenbrock's residuals, [-1.2, 1]) reaches [1, 1]", () => {
    const run = levenbergMarquardt(([a = 0, b = 0]) => [10 * (b - a * a), 1 - a], [-1.2, 1]);
    expect(run.point[0]).toBeCloseTo(1, 8);
    expect(run.point[1]).toBeCloseTo(1, 8);
    expect(run.value).toBeLessThan(1e-16);
    expect(run.evaluations).toBeLessThan(200);
  });

  it("levenbergMarquardt(a straight line's residuals) gives the least-squares line of random points (fast-check, seed 7)", () => {
    const points = fc.array(
      fc.tuple(fc.double({ min: -10, max: 10, noNaN: true }), fc.double({ min: -10, max: 10, noNaN: true })),
      {
        minLength: 3,
        maxLength: 20,
      },
    );
    fc.assert(
      fc.property(points, (pts) => {
        const n = pts.length;
        const mx = pts.reduce((s, [x]) => s + x, 0) / n;
        const my = pts.reduce((s, [, y]) => s + y, 0) / n;
        const sxx = pts.reduce((s, [x]) => s + (x - mx) ** 2, 0);
        fc.pre(sxx > 1e-3);
        const slope = pts.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / sxx;
        const run = levenbergMarquardt(([a = 0, b = 0]) => pts.map(([x, y]) => a + b * x - y), [0, 0]);
        expect(run.point[1]).toBeCloseTo(slope, 5);
        expect(run.point[0]).toBeCloseTo(my - slope * mx, 5);
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it("levenbergMarquardt refuses steps into non-finite residuals and stays at a finite point", () => {
    // log(a) is undefined below 0: the minimum of (log a)^2 + (a - 3)^2 lies between 1 and 3.
    const run = levenbergMarquardt(([a = 0]) => [Math.log(a), a - 3], [0.5]);
    expect(Number.isFinite(run.value)).toBe(true);
    expect(run.point[0]).toBeGreaterThan(1);
    expect(run.point[0]).toBeLessThan(3);
  });

  it("levenbergMarquardt([], …) and a start with non-finite residuals throw RangeError", () => {
    expect(() => levenbergMarquardt(() => [0], [])).toThrow(RangeError);
    expect(() => levenbergMarquardt(() => [0], [Number.NaN])).toThrow(RangeError);
    expect(() => levenbergMarquardt(([a = 0]) => [Math.log(a)], [-1])).toThrow(RangeError);
  });

  it("levenbergMarquardt stops within maxEvaluations", () => {
    const run = levenbergMarquardt(([a = 0, b = 0]) => [10 * (b - a * a), 1 - a], [-1.2, 1], {
      maxEvaluations: 9,
    });
    expect(run.evaluations).toBeLessThanOrEqual(9);
  });
});
