import { describe, expect, it } from "vitest";
import { nelderMead } from "../../src/algorithms/nelderMead.ts";

const rosenbrock = (x: readonly number[]) =>
  100 * ((x[1] as number) - (x[0] as number) ** 2) ** 2 + (1 - (x[0] as number)) ** 2;

describe("nelderMead", () => {
  it("nelderMead(quadratic, [0, 0]) finds the minimum at (1, -2)", () => {
    const r = nelderMead((x) => ((x[0] as number) - 1) ** 2 + ((x[1] as number) + 2) ** 2, [0, 0]);
    expect(r.point[0]).toBeCloseTo(1, 5);
    expect(r.point[1]).toBeCloseTo(-2, 5);
    expect(r.value).toBeLessThan(1e-10);
  });

  it("nelderMead(rosenbrock, [-1.2, 1]) reaches (1, 1) within its evaluation budget", () => {
    const r = nelderMead(rosenbrock, [-1.2, 1], { maxEvaluations: 4000, tolerance: 1e-16 });
    expect(r.point[0]).toBeCloseTo(1, 4);
    expect(r.point[1]).toBeCloseTo(1, 4);
    expect(r.value).toBeLessThan(1e-8);
    expect(r.evaluations).toBeLessThanOrEqual(4000 + 3);
  });

  it("nelderMead is deterministic: the same call gives the same point and count", () => {
    const a = nelderMead(rosenbrock, [-1.2, 1]);
    const b = nelderMead(rosenbrock, [-1.2, 1]);
    expect(b).toEqual(a);
  });

  it("nelderMead treats a non-finite objective as +Infinity and steers away from it", () => {
    const r = nelderMead((x) => ((x[0] as number) < 0 ? Number.NaN : ((x[0] as number) - 2) ** 2), [0.5]);
    expect(r.point[0]).toBeCloseTo(2, 5);
  });

  it("nelderMead over a kinked objective (a max of two absolute values) lands on the kink", () => {
    // The collective cost model is a min over protocols: kinked, so no derivatives to follow.
    const r = nelderMead(
      (x) => Math.max(Math.abs((x[0] as number) - 3), 0.5 * Math.abs((x[1] as number) + 1)),
      [0, 0],
    );
    expect(r.point[0]).toBeCloseTo(3, 4);
    expect(r.point[1]).toBeCloseTo(-1, 4);
  });

  it("nelderMead throws RangeError on an empty or non-finite start", () => {
    expect(() => nelderMead(() => 0, [])).toThrow(RangeError);
    expect(() => nelderMead(() => 0, [Number.NaN])).toThrow(RangeError);
  });
});
