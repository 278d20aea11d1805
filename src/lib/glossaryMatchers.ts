/**
 * Finding uses of glossary terms in prose. A form matches as a whole word: Latin forms not
 * inside a longer word (a plural "s" allowed when the form is written in lower case), Korean
 * forms not glued to a preceding syllable. A short Korean form (one or two syllables) may be
 * followed only by particles (은, 는, 의, 에서, …), so "링" matches "링은" but not "링크" or
 * "스케줄링"; a longer one by any ending ("무손실이어야"). Spaces in a form match any
 * whitespace (prose wraps across lines). Overlaps resolve leftmost, then longest.
 */
import type { GlossaryTerm } from "./glossary.ts";
import type { Lang } from "./i18n.ts";

/** A compiled form of a term. */
export interface TermMatcher {
  readonly id: string;
  readonly pattern: RegExp;
}

/** A use of a term in a text: `text.slice(start, end)` is the matched form. */
export interface TermMatch {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

const HANGUL = "\\uAC00-\\uD7A3";
const WORD = "A-Za-z0-9_";
/** Korean particles and endings that may follow a noun, longest first. */
const PARTICLES = [
  "입니다",
  "이라는",
  "에서",
  "에게",
  "으로",
  "까지",
  "부터",
  "보다",
  "처럼",
  "마다",
  "만큼",
  "이나",
  "이며",
  "이고",
  "이란",
  "라는",
  "이다",
  "은",
  "는",
  "이",
  "가",
  "을",
  "를",
  "의",
  "에",
  "로",
  "와",
  "과",
  "도",
  "만",
  "나",
  "며",
  "란",
  "당",
  "별",
  "들",
];

const isHangul = (ch: string) => /[\uAC00-\uD7A3]/.test(ch);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression of one form: `formPattern("queue pair").test("Queue\npairs")` -> true. */
export function formPattern(form: string): RegExp {
  const first = form[0] ?? "";
  const last = form[form.length - 1] ?? "";
  const body = form.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  const caseless = /[a-z]/.test(form);
  const before = isHangul(first) ? `(?<![${HANGUL}])` : `(?<![${WORD}])`;
  const syllables = form.match(/[\uAC00-\uD7A3]/g)?.length ?? 0;
  const after = !isHangul(last)
    ? `${caseless && /[a-z]/i.test(last) ? "(?:e?s)?" : ""}(?![${WORD}])`
    : syllables <= 2
      ? `(?=(?:${PARTICLES.join("|")}){0,3}(?![${HANGUL}]))`
      : "";
  return new RegExp(`${before}${body}${after}`, caseless ? "giu" : "gu");
}

/** The matchers of every term's forms in `lang`. */
export function glossaryMatchers(terms: readonly GlossaryTerm[], lang: Lang): TermMatcher[] {
  return terms.flatMap((term) =>
    term.match[lang].map((form) => ({ id: term.id, pattern: formPattern(form) })),
  );
}

/**
 * Non-overlapping uses of terms in `text`, in order: leftmost first, the longest at a tie.
 * @example findTermMatches("a fat-tree fabric", matchers) // [{ id: "fat-tree", start: 2, end: 10 }]
 */
export function findTermMatches(text: string, matchers: readonly TermMatcher[]): TermMatch[] {
  const found: TermMatch[] = [];
  for (const { id, pattern } of matchers) {
    pattern.lastIndex = 0;
    for (const m of text.matchAll(pattern)) {
      found.push({ id, start: m.index, end: m.index + m[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TermMatch[] = [];
  let reached = 0;
  for (const m of found) {
    if (m.start < reached) continue;
    out.push(m);
    reached = m.end;
  }
  return out;
}
