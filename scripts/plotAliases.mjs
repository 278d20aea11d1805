/**
 * Module aliases shared by the site's build (astro.config.mjs) and the embed kit's build
 * (vite.embed.config.ts). Observable Plot imports d3 modules that no figure here uses (d3-geo for
 * projections, d3-time-format for time axes, d3-scale-chromatic for named colour schemes, d3-time for time scales); each is
 * replaced by a module of the same exports that throw when used (src/charts/*Omitted.ts), which keeps
 * about 20 KB gzip off every page with a chart.
 */
import { fileURLToPath } from "node:url";

const stub = (file) => fileURLToPath(new URL(`../src/charts/${file}`, import.meta.url));

export const plotAliases = [
  { find: /^d3-geo$/, replacement: stub("d3GeoOmitted.ts") },
  { find: /^d3-time-format$/, replacement: stub("d3TimeFormatOmitted.ts") },
  { find: /^d3-scale-chromatic$/, replacement: stub("d3ScaleChromaticOmitted.ts") },
  { find: /^d3-time$/, replacement: stub("d3TimeOmitted.ts") },
];
