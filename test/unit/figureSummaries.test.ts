/**
 * Figure summaries are read out with the chart (its accessible name) and under it: a sentence or
 * two a listener can follow, not a table read aloud. Every figure's summary at its default state,
 * in every language, stays within a length and a count of numbers, and speaks no template left
 * unfilled.
 */
import { describe, expect, it } from "vitest";
import { figures } from "../../src/figures/registry.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { languages, translator } from "../../src/lib/i18n.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";

/**
 * At most this many characters: the longest today is the fabric advisor's "measure first" advice
 * with its reason and the command that settles it (354); the message timeline's was 353 before its
 * summary dropped the lanes' readouts once every stage is shown, the calibrated parameters' 325.
 */
const MAX_CHARS = 360;
/** At most this many numbers (the hierarchical all-reduce's four node counts and their busbw: 17). */
const MAX_NUMBERS = 17;

const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).length;

describe("figure summaries at their default state", () => {
  for (const [id, def] of figures) {
    it(`${id}'s summary is at most ${MAX_CHARS} characters and ${MAX_NUMBERS} numbers, in ${languages.join(" and ")}`, () => {
      const data = def.compute(defaultState(def.spec));
      for (const lang of languages) {
        const text = def.summary(data, translator(lang), lang, defaultLens);
        expect(text, lang).not.toMatch(/[{}]|NaN/);
        if (lang === "en") {
          expect(text.length, text).toBeLessThanOrEqual(MAX_CHARS);
          expect(numbers(text), text).toBeLessThanOrEqual(MAX_NUMBERS);
        }
      }
    });
  }
});
