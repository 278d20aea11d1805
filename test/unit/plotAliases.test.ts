import { describe, expect, it } from "vitest";
import { plotAliases } from "../../scripts/plotAliases.mjs";
import * as geo from "../../src/charts/d3GeoOmitted.ts";
import * as chromatic from "../../src/charts/d3ScaleChromaticOmitted.ts";
import * as timeFormat from "../../src/charts/d3TimeFormatOmitted.ts";
import * as time from "../../src/charts/d3TimeOmitted.ts";

// Unit tests import the real modules (the aliases apply to the site's and embed kit's bundles only).
const stubs = [
  { module: "d3-geo", stub: geo },
  { module: "d3-time-format", stub: timeFormat },
  { module: "d3-scale-chromatic", stub: chromatic },
  { module: "d3-time", stub: time },
];

describe("plotAliases", () => {
  it("plotAliases aliases each omitted module by its exact name", () => {
    for (const { module } of stubs) {
      const alias = plotAliases.find((a) => a.find.test(module));
      expect(alias?.replacement).toMatch(/Omitted\.ts$/);
      expect(alias?.find.test(`${module}/sub`)).toBe(false);
    }
  });

  for (const { module, stub } of stubs) {
    it(`${module} stand-in exports every name the real module exports`, async () => {
      const real: object = await import(/* @vite-ignore */ module);
      expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort());
    });

    it(`${module} stand-in: calling any export, or reading a scheme, throws an error naming the module and export`, () => {
      for (const [name, value] of Object.entries(stub)) {
        // geoTransform runs when Plot loads; the transform it returns throws when used.
        const use =
          name === "geoTransform"
            ? () => (value as (m: object) => { stream: () => unknown })({}).stream()
            : typeof value === "function"
              ? () => value()
              : () => (value as readonly string[])[0];
        expect(use).toThrow(`${module} is not bundled (${name})`);
      }
    });
  }
});
