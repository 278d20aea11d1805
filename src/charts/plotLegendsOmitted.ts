/**
 * Stand-in for Observable Plot's drawn legends (`src/legends/ramp.js` and `src/legends/swatches.js`,
 * the first with d3-axis) in the site's and the embed kit's bundles (swapped in by
 * scripts/plotAliases.mjs): the figures draw their own keys (legendRow.ts, chartKey), which also
 * render at build time with no canvas. Each export throws when used.
 * @example legendSwatches(scale, {}) // throws Error: @observablehq/plot/src/legends is not bundled (legendSwatches) …
 */
import { omittedExport } from "./omittedExport.ts";

const module = "@observablehq/plot/src/legends";

export const legendRamp = omittedExport(module, "legendRamp");
export const legendSwatches = omittedExport(module, "legendSwatches");
export const legendSymbols = omittedExport(module, "legendSymbols");
