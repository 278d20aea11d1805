import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the real third-party tool outputs live: `../shared/fixtures/measurements/` beside the
 * repository. They are never copied into the project; tests read them in place and skip, saying
 * so, when the folder is absent.
 */
export const sharedFixturesDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../../../shared/fixtures/measurements",
);

/** True when the shared fixtures folder exists beside the repository. */
export const haveSharedFixtures = existsSync(sharedFixturesDir);

if (!haveSharedFixtures) {
  console.warn(
    `[fabric-model tests] ../shared/fixtures/measurements not found (looked in ${sharedFixturesDir}): fixture tests are skipped.`,
  );
}

/** Names of fixture text files matching a prefix, e.g. `sharedFixtureNames("nccl_")`. */
export function sharedFixtureNames(prefix = ""): string[] {
  if (!haveSharedFixtures) return [];
  return readdirSync(sharedFixturesDir)
    .filter((f) => f.endsWith(".txt") && f.startsWith(prefix))
    .sort();
}

/** The text of one fixture file. */
export function readSharedFixture(name: string): string {
  return readFileSync(join(sharedFixturesDir, name), "utf8");
}

/** The provenance JSON that sits beside a fixture (`x.txt` -> `x.json`). */
export function readSharedFixtureMeta(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(sharedFixturesDir, name.replace(/\.txt$/, ".json")), "utf8"));
}
