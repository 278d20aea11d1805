import * as Plot from "@observablehq/plot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hclRamp } from "../../src/charts/hclRamp.ts";

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`);

describe("hclRamp", () => {
  it('hclRamp("#f3d35b", "#b1202f") starts and ends at its two colours (the link-load ramp)', () => {
    const ramp = hclRamp("#f3d35b", "#b1202f");
    expect(ramp(0)).toBe("rgb(243, 211, 91)");
    expect(ramp(1)).toBe("rgb(177, 32, 47)");
  });

  it("hclRamp(from, to)(t) is the colour Observable Plot's linear hcl colour scale gives", () => {
    fc.assert(
      fc.property(hex, hex, fc.double({ min: 0, max: 1, noNaN: true }), (from, to, t) => {
        const plot = Plot.scale({
          color: { type: "linear", domain: [0, 1], range: [from, to], interpolate: "hcl" },
        });
        expect(hclRamp(from, to)(t)).toBe(String(plot.apply(t)));
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
