import { describe, expect, it } from "vitest";
import { plotStandIn, plotStandIns } from "../../scripts/plotAliases.mjs";
import * as diverging from "../../src/charts/plotDivergingOmitted.ts";
import * as legends from "../../src/charts/plotLegendsOmitted.ts";
import * as marker from "../../src/charts/plotMarkerOmitted.ts";
import * as pointer from "../../src/charts/plotPointerOmitted.ts";
import * as projection from "../../src/charts/plotProjectionOmitted.ts";
import * as tip from "../../src/charts/plotTipOmitted.ts";

// Unit tests import Plot's real modules (the stand-ins apply to the site's and embed kit's bundles only).
const PLOT = "../../node_modules/@observablehq/plot/src";
const standIns: Record<string, object> = {
  "plotTipOmitted.ts": tip,
  "plotPointerOmitted.ts": pointer,
  "plotProjectionOmitted.ts": projection,
  "plotMarkerOmitted.ts": marker,
  "plotLegendsOmitted.ts": legends,
  "plotDivergingOmitted.ts": diverging,
};
/** What a chart without the feature calls, and what the stand-in must answer as Plot does. */
const answered = new Set([
  "createProjection",
  "hasProjection",
  "projectionAspectRatio",
  "markers",
  "applyMarkers",
  "applyGroupedMarkers",
]);

describe("plotStandIns", () => {
  it("plotStandIn(source, importer) swaps a listed module for a file of Plot's, and nothing else", () => {
    const plot = "/site/node_modules/@observablehq/plot/src/plot.js";
    expect(plotStandIn("./marks/tip.js", plot)).toMatch(/src\/charts\/plotTipOmitted\.ts$/);
    expect(
      plotStandIn("../projection.js", "/site/node_modules/@observablehq/plot/src/marks/line.js"),
    ).toMatch(/plotProjectionOmitted\.ts$/);
    expect(plotStandIn("./marks/text.js", plot)).toBeNull();
    expect(plotStandIn("./projection.js", "/site/src/charts/someChart.ts")).toBeNull();
    expect(plotStandIn("d3", plot)).toBeNull();
  });

  for (const [file, stub] of Object.entries(standIns)) {
    const modules = Object.entries(plotStandIns)
      .filter(([, f]) => f === file)
      .map(([m]) => m);
    it(`${file} exports every name ${modules.join(" and ")} export(s)`, async () => {
      const names = new Set<string>();
      for (const m of modules)
        for (const name of Object.keys(await import(/* @vite-ignore */ `${PLOT}/${m}`))) names.add(name);
      expect(Object.keys(stub).sort()).toEqual([...names].sort());
    });
  }

  it("the stand-ins answer a chart without a projection or markers as Plot does", async () => {
    const real = {
      projection: await import(/* @vite-ignore */ `${PLOT}/projection.js`),
      marker: await import(/* @vite-ignore */ `${PLOT}/marker.js`),
    };
    for (const options of [{}, { projection: null }, { projection: undefined }]) {
      expect(projection.createProjection(options, {})).toBe(real.projection.createProjection(options, {}));
      expect(projection.hasProjection(options)).toBe(real.projection.hasProjection(options));
    }
    expect(projection.projectionAspectRatio(undefined)).toBe(
      real.projection.projectionAspectRatio(undefined),
    );
    for (const options of [{}, { marker: false }, { marker: "none" }, { markerEnd: null }]) {
      const mine = {};
      const theirs = {};
      marker.markers(mine, options);
      real.marker.markers(theirs, options);
      expect(mine).toEqual(theirs);
      expect(marker.applyMarkers(null, mine)).toBe(real.marker.applyMarkers(null, theirs, {}, {}));
    }
  });

  it("the stand-ins throw an error naming the module and export for anything a chart would need them for", () => {
    expect(() => projection.createProjection({ projection: "mercator" })).toThrow(
      "is not bundled (createProjection)",
    );
    expect(() => projection.hasProjection({ projection: "mercator" })).toThrow("(hasProjection)");
    expect(() => marker.markers({}, { marker: "arrow" })).toThrow(
      "@observablehq/plot/src/marker.js is not bundled (markers)",
    );
    expect(() => marker.applyMarkers(null, { markerEnd: () => null })).toThrow("(applyMarkers)");
    expect(() => new tip.Tip()).toThrow("@observablehq/plot/src/marks/tip.js is not bundled (Tip)");
    for (const stub of Object.values(standIns))
      for (const [name, value] of Object.entries(stub)) {
        if (answered.has(name) || name === "Tip") continue;
        expect(() => (value as () => unknown)(), name).toThrow(`is not bundled (${name})`);
      }
  });
});
