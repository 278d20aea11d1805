/**
 * Every English UI string registered before any test, as at build time: in the browser, modules
 * declare the areas they show (src/lib/stringAreas.ts) and the figure loader fetches them.
 */
import "./src/lib/strings/en.ts";
