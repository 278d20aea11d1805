/**
 * The bilingual glossary: terms from content/glossary/terms.json (prose lives there), checked
 * when loaded, with the link to a term's entry in each language.
 */
import terms from "../../content/glossary/terms.json" with { type: "json" };
import { type Lang, languages, localePath } from "./i18n.ts";

/** One glossary entry: the English term, the Korean term, the chapter that teaches it. */
export interface GlossaryTerm {
  /** Kebab-case id: the entry's anchor is `term-<id>`. */
  readonly id: string;
  /** The term as English text writes it, with its expansion. */
  readonly term: string;
  /** The term as Korean engineers write it (English kept where they keep it). */
  readonly ko: string;
  /** Slug of the chapter that teaches it. */
  readonly chapter: string;
  /** Forms that count as a use of the term in each language's prose (see glossaryMatchers). */
  readonly match: Readonly<Record<Lang, readonly string[]>>;
  /** A short definition in each language. */
  readonly definition: Readonly<Record<Lang, string>>;
}

/**
 * Check the raw glossary data and return it typed, in file order.
 * @throws Error naming the entry and the field when an entry is malformed or an id repeats.
 * @example parseGlossary([{ id: "rdma", term: "RDMA", ko: "RDMA", chapter: "kernel-bypass", match: {en: ["RDMA"], ko: ["RDMA"]}, definition: {en: "…", ko: "…"} }])
 */
export function parseGlossary(raw: unknown): GlossaryTerm[] {
  if (!Array.isArray(raw)) throw new Error("glossary: expected a list of terms");
  const seen = new Set<string>();
  return raw.map((entry, index) => {
    const e = entry as Record<string, unknown>;
    const where = `glossary entry ${index + 1} (${String(e?.id)})`;
    const text = (value: unknown, field: string): string => {
      if (typeof value !== "string" || value.trim() === "")
        throw new Error(`${where}: ${field} must be text`);
      return value;
    };
    const id = text(e?.id, "id");
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) throw new Error(`${where}: id must be kebab-case`);
    if (seen.has(id)) throw new Error(`${where}: id repeats`);
    seen.add(id);
    const match = e.match as Record<string, unknown> | undefined;
    const definition = e.definition as Record<string, unknown> | undefined;
    const perLang = <T>(read: (lang: Lang) => T): Record<Lang, T> =>
      Object.fromEntries(languages.map((lang) => [lang, read(lang)])) as Record<Lang, T>;
    return {
      id,
      term: text(e.term, "term"),
      ko: text(e.ko, "ko"),
      chapter: text(e.chapter, "chapter"),
      match: perLang((lang) => {
        const forms = match?.[lang];
        if (!Array.isArray(forms) || forms.length === 0) throw new Error(`${where}: match.${lang} is empty`);
        return forms.map((f) => text(f, `match.${lang}`));
      }),
      definition: perLang((lang) => text(definition?.[lang], `definition.${lang}`)),
    };
  });
}

/** Every glossary term, in the file's order. */
export const glossary: readonly GlossaryTerm[] = parseGlossary(terms);

/** The anchor of a term on the glossary page: `glossaryAnchor("rdma")` -> "term-rdma". */
export function glossaryAnchor(id: string): string {
  return `term-${id}`;
}

/** The link to a term's entry: `glossaryHref("ko", "rkey")` -> "/ko/glossary/#term-rkey". */
export function glossaryHref(lang: Lang, id: string): string {
  return `${localePath(lang, "/glossary/")}#${glossaryAnchor(id)}`;
}
