import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxMinFairShare } from "../../src/flow/maxMinFairShare.ts";

const TOL = 1e-9;

describe("maxMinFairShare", () => {
  it("maxMinFairShare({ capacities: [10, 4], paths: [[0], [0, 1]] }) is [6, 4]", () => {
    const rates = maxMinFairShare({ capacities: [10, 4], paths: [[0], [0, 1]] });
    expect(rates[0]).toBeCloseTo(6, 12);
    expect(rates[1]).toBeCloseTo(4, 12);
  });

  it("parking lot: a flow over 3 unit links and one local flow per link each get 1/2", () => {
    const rates = maxMinFairShare({ capacities: [1, 1, 1], paths: [[0, 1, 2], [0], [1], [2]] });
    for (const r of rates) expect(r).toBeCloseTo(0.5, 12);
  });

  it("a flow limited elsewhere leaves its share to the others (Bertsekas and Gallager's example)", () => {
    // Links A (cap 1) and B (cap 10). f0 on A and B, f1 and f2 on A only, f3 on B only.
    const rates = maxMinFairShare({ capacities: [1, 10], paths: [[0, 1], [0], [0], [1]] });
    expect(rates.slice(0, 3).map((r) => Number(r.toFixed(12)))).toEqual(
      [1 / 3, 1 / 3, 1 / 3].map((r) => Number(r.toFixed(12))),
    );
    expect(rates[3]).toBeCloseTo(10 - 1 / 3, 12);
  });

  it("a flow that crosses no resource gets Infinity; bad input throws", () => {
    expect(maxMinFairShare({ capacities: [1], paths: [[]] })).toEqual([Number.POSITIVE_INFINITY]);
    expect(() => maxMinFairShare({ capacities: [-1], paths: [[0]] })).toThrow(RangeError);
    expect(() => maxMinFairShare({ capacities: [1], paths: [[3]] })).toThrow(RangeError);
  });

  it("is feasible and gives every flow a bottleneck (saturated, and no faster flow on it) (fast-check, seed 42)", () => {
    const instance = fc
      .record({
        capacities: fc.array(fc.double({ min: 0.5, max: 100, noNaN: true }), { minLength: 1, maxLength: 8 }),
        paths: fc.array(fc.uniqueArray(fc.nat({ max: 7 }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 12,
        }),
      })
      .map(({ capacities, paths }) => ({
        capacities,
        paths: paths.map((p) => [...new Set(p.map((r) => r % capacities.length))]),
      }));
    fc.assert(
      fc.property(instance, ({ capacities, paths }) => {
        const rates = maxMinFairShare({ capacities, paths });
        const load = capacities.map(() => 0);
        const fastest = capacities.map(() => 0);
        paths.forEach((path, f) => {
          for (const r of path) {
            load[r] = (load[r] as number) + (rates[f] as number);
            fastest[r] = Math.max(fastest[r] as number, rates[f] as number);
          }
        });
        capacities.forEach((c, r) => {
          expect(load[r]).toBeLessThanOrEqual(c * (1 + TOL));
        });
        paths.forEach((path, f) => {
          const rate = rates[f] as number;
          expect(Number.isFinite(rate) && rate > 0).toBe(true);
          const hasBottleneck = path.some(
            (r) =>
              (load[r] as number) >= (capacities[r] as number) * (1 - TOL) &&
              rate >= (fastest[r] as number) * (1 - TOL),
          );
          expect(hasBottleneck).toBe(true);
        });
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
