import { describe, expect, it } from "vitest";
import { collectiveSweepError } from "../../src/collective/collectiveSweepError.ts";

describe("collectiveSweepError", () => {
  it("collectiveSweepError([1.1, 0.9], [1, 1]) has geomean 10 %, worst 10 %", () => {
    const e = collectiveSweepError([1.1, 0.9], [1, 1]);
    expect(e.points).toBe(2);
    expect(e.geomeanAbsoluteError).toBeCloseTo(0.1, 12);
    expect(e.worst).toBeCloseTo(0.1, 12);
    expect(e.meanLogError).toBeGreaterThan(0.1);
  });

  it("collectiveSweepError floors an exact hit at 0.01 % and rejects bad lists", () => {
    expect(collectiveSweepError([2, 2], [2, 2]).geomeanAbsoluteError).toBeCloseTo(1e-4, 12);
    expect(() => collectiveSweepError([1], [1, 2])).toThrow(RangeError);
    expect(() => collectiveSweepError([0], [1])).toThrow(RangeError);
  });
});
