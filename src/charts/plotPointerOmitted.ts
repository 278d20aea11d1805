/**
 * Stand-in for Observable Plot's pointer interaction (`src/interactions/pointer.js`) in the site's
 * and the embed kit's bundles (swapped in by scripts/plotAliases.mjs): no figure uses pointer or
 * tip options; controls change a figure, the pointer does not. Each export throws when used.
 * @example pointerX({}) // throws Error: @observablehq/plot/src/interactions/pointer.js is not bundled (pointerX) …
 */
import { omittedExport } from "./omittedExport.ts";

const module = "@observablehq/plot/src/interactions/pointer.js";

export const pointer = omittedExport(module, "pointer");
export const pointerX = omittedExport(module, "pointerX");
export const pointerY = omittedExport(module, "pointerY");
export const anchorX = omittedExport(module, "anchorX");
export const anchorY = omittedExport(module, "anchorY");
