/**
 * Every UI string of every language registered before any test, as at build time: in the
 * browser, a page or figure loads only the areas it shows (src/lib/stringAreas.ts).
 */
import "./src/lib/allStrings.ts";
