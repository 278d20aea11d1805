import { type Source, sourceUrl } from "../src/Source.ts";

/**
 * The numbers a source says it read (`read`, thousands separators dropped, "1/256" as 0.00390625),
 * so a test can check a preset's value against its own provenance: editing one without the other
 * fails.
 */
export function numbersRead(source: Source | readonly Source[]): number[] {
  const text = ([] as Source[])
    .concat(source)
    .map((s) => `${s.read} ${sourceUrl(s)}`)
    .join(" ")
    .replace(/(\d),(\d{3})\b/g, "$1$2");
  const fractions = [...text.matchAll(/\b(\d+)\/(\d+)\b/g)].map((m) => Number(m[1]) / Number(m[2]));
  return [...[...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0])), ...fractions];
}
