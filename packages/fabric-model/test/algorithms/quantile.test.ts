import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quantile } from "../../src/algorithms/quantile.ts";

describe("quantile", () => {
  it("quantile([1, 2, 3, 4], q) interpolates between neighbours: 0.5 -> 2.5, 0.9 -> 3.7, ends exact", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7, 12);
    expect(quantile([1, 2, 3, 4], 0)).toBe(1);
    expect(quantile([1, 2, 3, 4], 1)).toBe(4);
    expect(quantile([], 0.5)).toBe(0);
  });

  it("quantile(sorted, q) lies between the smallest and largest value and grows with q (property, seed 5)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (values, a, b) => {
          const sorted = [...values].sort((x, y) => x - y);
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const qLo = quantile(sorted, lo);
          expect(qLo).toBeGreaterThanOrEqual(sorted[0] as number);
          expect(qLo).toBeLessThanOrEqual(sorted.at(-1) as number);
          expect(quantile(sorted, hi)).toBeGreaterThanOrEqual(qLo - 1e-9 * Math.max(1, Math.abs(qLo)));
        },
      ),
      { seed: 5 },
    );
  });
});
