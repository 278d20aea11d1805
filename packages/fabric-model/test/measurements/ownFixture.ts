import { readFileSync } from "node:fs";

/** Text of one of this package's own hand-written fixtures in test/fixtures/. */
export function ownFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");
}
