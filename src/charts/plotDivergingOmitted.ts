/**
 * Stand-in for Observable Plot's diverging scales (`src/scales/diverging.js`) in the site's and
 * the embed kit's bundles (swapped in by scripts/plotAliases.mjs): no figure has a scale of a
 * diverging type. Each export throws when used.
 * @example createScaleDiverging("color", [], {}) // throws Error: … is not bundled (createScaleDiverging) …
 */
import { omittedExport } from "./omittedExport.ts";

const module = "@observablehq/plot/src/scales/diverging.js";

export const createScaleDiverging = omittedExport(module, "createScaleDiverging");
export const createScaleDivergingSqrt = omittedExport(module, "createScaleDivergingSqrt");
export const createScaleDivergingPow = omittedExport(module, "createScaleDivergingPow");
export const createScaleDivergingLog = omittedExport(module, "createScaleDivergingLog");
export const createScaleDivergingSymlog = omittedExport(module, "createScaleDivergingSymlog");
