/**
 * Stand-in for Observable Plot's tip mark (`src/marks/tip.js`) in the site's and the embed kit's
 * bundles (swapped in by scripts/plotAliases.mjs): no figure draws a tip (the figures are read
 * from their data table, and print), and the module with the pointer interaction it needs is
 * about 4.5 KB gzip on every page with a chart. Each export throws when used.
 * @example tip([], {}) // throws Error: @observablehq/plot/src/marks/tip.js is not bundled (tip) …
 */
import { omittedExport } from "./omittedExport.ts";

const module = "@observablehq/plot/src/marks/tip.js";

export class Tip {
  constructor() {
    omittedExport(module, "Tip")();
  }
}
export const tip = omittedExport(module, "tip");
