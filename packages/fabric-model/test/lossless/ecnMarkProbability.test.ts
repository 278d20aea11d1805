import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ecnMarkProbability } from "../../src/lossless/ecnMarkProbability.ts";
import { dcqcnParameters } from "../../src/presets/dcqcnParameters.ts";
import { bytes, kb } from "../../src/units.ts";

describe("ecnMarkProbability", () => {
  it("ecnMarkProbability is 0 up to Kmin, Pmax at Kmax, 1 above Kmax (DCQCN's RED profile)", () => {
    expect(ecnMarkProbability(kb(5), dcqcnParameters)).toBe(0);
    expect(ecnMarkProbability(kb(200), dcqcnParameters)).toBeCloseTo(0.01, 12);
    expect(ecnMarkProbability(kb(102.5), dcqcnParameters)).toBeCloseTo(0.005, 12);
    expect(ecnMarkProbability(kb(201), dcqcnParameters)).toBe(1);
  });

  it("ecnMarkProbability never falls as the queue grows and stays in [0, 1]", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const pLo = ecnMarkProbability(bytes(lo), dcqcnParameters);
          const pHi = ecnMarkProbability(bytes(hi), dcqcnParameters);
          expect(pLo).toBeGreaterThanOrEqual(0);
          expect(pHi).toBeLessThanOrEqual(1);
          expect(pHi).toBeGreaterThanOrEqual(pLo);
        },
      ),
      { seed: 42 },
    );
  });
});
