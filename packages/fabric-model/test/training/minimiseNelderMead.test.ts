import { describe, expect, it } from "vitest";
import { minimiseNelderMead } from "../../src/training/minimiseNelderMead.ts";

const rosenbrock = (x: readonly number[]) =>
  100 * ((x[1] as number) - (x[0] as number) ** 2) ** 2 + (1 - (x[0] as number)) ** 2;

describe("minimiseNelderMead", () => {
  it("minimiseNelderMead(quadratic, [0, 0]) finds the minimum at (1, -2)", () => {
    const r = minimiseNelderMead((x) => ((x[0] as number) - 1) ** 2 + ((x[1] as number) + 2) ** 2, [0, 0]);
    expect(r.x[0]).toBeCloseTo(1, 5);
    expect(r.x[1]).toBeCloseTo(-2, 5);
    expect(r.value).toBeLessThan(1e-10);
  });

  it("minimiseNelderMead(rosenbrock, [-1.2, 1]) reaches (1, 1) within its evaluation budget", () => {
    const r = minimiseNelderMead(rosenbrock, [-1.2, 1], { maxEvaluations: 4000 });
    expect(r.x[0]).toBeCloseTo(1, 3);
    expect(r.x[1]).toBeCloseTo(1, 3);
    expect(r.evaluations).toBeLessThanOrEqual(4000 + 3);
  });

  it("minimiseNelderMead is deterministic: the same call gives the same point and count", () => {
    const a = minimiseNelderMead(rosenbrock, [-1.2, 1]);
    const b = minimiseNelderMead(rosenbrock, [-1.2, 1]);
    expect(b).toEqual(a);
  });

  it("minimiseNelderMead treats a non-finite objective as +Infinity and steers away from it", () => {
    const r = minimiseNelderMead(
      (x) => ((x[0] as number) < 0 ? Number.NaN : ((x[0] as number) - 2) ** 2),
      [0.5],
    );
    expect(r.x[0]).toBeCloseTo(2, 5);
  });

  it("minimiseNelderMead throws RangeError on an empty or non-finite start", () => {
    expect(() => minimiseNelderMead(() => 0, [])).toThrow(RangeError);
    expect(() => minimiseNelderMead(() => 0, [Number.NaN])).toThrow(RangeError);
  });
});
