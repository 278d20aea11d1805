/**
 * Module aliases shared by the site's build (astro.config.mjs) and the embed kit's build
 * (vite.embed.config.ts). Observable Plot imports d3 modules that no figure here uses (d3-geo for
 * projections, d3-time-format for time axes, d3-scale-chromatic for named colour schemes, d3-time for time scales); each is
 * replaced by a module of the same exports that throw when used (src/charts/*Omitted.ts), which keeps
 * about 20 KB gzip off every page with a chart. Plot's own modules that no figure uses are swapped
 * the same way (`plotStandIns`), another 9 KB gzip (issue 24: of Plot's 64 KB on every page with
 * a chart, half its code never ran on any chapter).
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const stub = (file) => fileURLToPath(new URL(`../src/charts/${file}`, import.meta.url));

export const plotAliases = [
  { find: /^d3-geo$/, replacement: stub("d3GeoOmitted.ts") },
  { find: /^d3-time-format$/, replacement: stub("d3TimeFormatOmitted.ts") },
  { find: /^d3-scale-chromatic$/, replacement: stub("d3ScaleChromaticOmitted.ts") },
  { find: /^d3-time$/, replacement: stub("d3TimeOmitted.ts") },
];

/**
 * Observable Plot's own modules (by their path in its src/) that no figure uses, with their
 * stand-ins in src/charts/: the tip mark and the pointer interaction, projections, line markers,
 * drawn legends and diverging scales. Plot imports them by relative path, which no alias reaches,
 * hence `plotStandInsPlugin`. Measured on the built chunk: 64.5 -> 55.5 KB gzip.
 */
export const plotStandIns = {
  "marks/tip.js": "plotTipOmitted.ts",
  "interactions/pointer.js": "plotPointerOmitted.ts",
  "projection.js": "plotProjectionOmitted.ts",
  "marker.js": "plotMarkerOmitted.ts",
  "legends/ramp.js": "plotLegendsOmitted.ts",
  "legends/swatches.js": "plotLegendsOmitted.ts",
  "scales/diverging.js": "plotDivergingOmitted.ts",
};

/**
 * The stand-in for a module `importer` (a file of Plot's) imports as `source`, or null for any
 * other import.
 * @example plotStandIn("./marks/tip.js", "/x/node_modules/@observablehq/plot/src/plot.js") // ".../src/charts/plotTipOmitted.ts"
 */
export function plotStandIn(source, importer) {
  if (!importer || !source.startsWith(".")) return null;
  const path = join(dirname(importer.split("?")[0] ?? ""), source).replaceAll("\\", "/");
  const inPlot = /\/@observablehq\/plot\/src\/(.+)$/.exec(path)?.[1];
  const file = inPlot ? plotStandIns[inPlot] : undefined;
  return file ? stub(file) : null;
}

/** A Vite plugin that resolves Plot's imports of `plotStandIns` to their stand-ins. */
export const plotStandInsPlugin = {
  name: "fabric:plot-stand-ins",
  enforce: "pre",
  /** @param {string} source @param {string | undefined} importer */
  resolveId(source, importer) {
    return plotStandIn(source, importer);
  },
};
