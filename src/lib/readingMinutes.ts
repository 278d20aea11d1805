/**
 * Reading time of a chapter's source text, in whole minutes (at least 1). Markup, tags and
 * code spans' backticks are ignored. English is counted in words (220 a minute); Korean in
 * Hangul syllables (500 a minute, a common figure for silent reading of Korean prose), plus the
 * Latin words it keeps in English (RDMA, Queue Pair) at the English rate.
 * @example readingMinutes("word ".repeat(440), "en") // 2
 */
import type { Lang } from "./i18n.ts";

/** English words read per minute. */
export const WORDS_PER_MINUTE = 220;
/** Korean (Hangul) syllables read per minute. */
export const HANGUL_PER_MINUTE = 500;

const HANGUL = /[\uAC00-\uD7A3]/g;

/** Minutes to read `text` in `lang`: `readingMinutes("가".repeat(1500), "ko")` -> 3. */
export function readingMinutes(text: string, lang: Lang): number {
  const prose = text.replace(/<[^>]+>/g, " ");
  if (lang === "ko") {
    const syllables = (prose.match(HANGUL) ?? []).length;
    const latinWords = prose
      .replace(HANGUL, " ")
      .split(/\s+/)
      .filter((w) => /[A-Za-z]{2,}/.test(w)).length;
    return Math.max(1, Math.round(syllables / HANGUL_PER_MINUTE + latinWords / WORDS_PER_MINUTE));
  }
  const words = prose.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
