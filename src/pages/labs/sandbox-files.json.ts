/**
 * /labs/sandbox-files.json: the file tree the Node sandbox mounts (the labs, `npm run lab` and the
 * fabric-model sources they import), built from the repository at build time.
 */
import { existsSync, readFileSync } from "node:fs";
import { labPrograms } from "../../labs/labPrograms.ts";
import { sandboxFileTree } from "../../labs/sandboxFileTree.ts";

export const prerender = true;

function readText(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

export function GET(): Response {
  const tree = sandboxFileTree(
    labPrograms.map((p) => p.name),
    readText,
  );
  return new Response(JSON.stringify(tree), { headers: { "Content-Type": "application/json" } });
}
