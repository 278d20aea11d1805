/**
 * /labs/lab-types.json: what the lab type checker reads in the page's worker (the compiler options
 * of demos/tsconfig.json, TypeScript's standard library and fabric-model's declarations), gathered
 * at build time (labTypeFiles.ts).
 * Fetched with the compiler, on a lab page's first Run or Check.
 */
import { labTypeSetup } from "../../labs/labTypeFiles.ts";

export const prerender = true;

export function GET(): Response {
  return new Response(JSON.stringify(labTypeSetup()), { headers: { "Content-Type": "application/json" } });
}
