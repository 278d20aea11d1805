/**
 * Build time and unit tests: every area of every language, loaded through the one loader before
 * anything renders, so `t()` answers at once in Astro's render (the layouts import this module)
 * and in tests (vitest.setup.ts). Browser code never imports it: there a page or figure loads the
 * areas it shows (stringAreas.ts).
 */
import { languages } from "./languages.ts";
import { allStringAreas, loadStrings } from "./stringAreas.ts";

await Promise.all(languages.map((lang) => loadStrings(lang, allStringAreas)));
