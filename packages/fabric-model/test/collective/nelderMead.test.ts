import { describe, expect, it } from "vitest";
import { nelderMead } from "../../src/collective/nelderMead.ts";

describe("nelderMead", () => {
  it("nelderMead(rosenbrock, [-1.2, 1]) finds the minimum at [1, 1]", () => {
    const rosenbrock = (x: readonly number[]) =>
      100 * ((x[1] as number) - (x[0] as number) ** 2) ** 2 + (1 - (x[0] as number)) ** 2;
    const r = nelderMead(rosenbrock, [-1.2, 1], { maxIterations: 5000, tolerance: 1e-16 });
    expect(r.point[0]).toBeCloseTo(1, 4);
    expect(r.point[1]).toBeCloseTo(1, 4);
    expect(r.value).toBeLessThan(1e-8);
  });

  it("nelderMead([]) throws a RangeError", () => {
    expect(() => nelderMead(() => 0, [])).toThrow(RangeError);
  });
});
