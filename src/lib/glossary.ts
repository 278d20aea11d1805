/**
 * The bilingual glossary: terms from content/glossary/terms.json (prose lives there), validated
 * with a zod schema (astro/zod, as the content collections are) when loaded, with the link to a
 * term's entry in each language.
 */
import { z } from "astro/zod";
import terms from "../../content/glossary/terms.json" with { type: "json" };
import { type Lang, languages, localePath } from "./i18n.ts";

/** Text with something in it (a definition, a term, a form to match). */
const text = z.string().refine((value) => value.trim() !== "", "must be text");

/** One value per language of the site: `{ en: …, ko: … }`. */
function perLanguage<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(languages.map((lang) => [lang, schema])) as Record<Lang, T>);
}

/** The schema of one glossary entry (see `GlossaryTerm`). */
const glossaryTerm = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"),
  term: text,
  ko: text,
  chapter: text,
  section: z.number().int().positive().optional(),
  match: perLanguage(z.array(text).min(1, "is empty")),
  definition: perLanguage(text),
});

/** The glossary file: a list of entries whose ids do not repeat. */
const glossarySchema = z.array(glossaryTerm).superRefine((entries, context) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) context.addIssue({ code: "custom", path: [index], message: "id repeats" });
    seen.add(entry.id);
  });
});

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
  /** The chapter's section (1-based, its `#section-<n>` anchor) that teaches it, when one does. */
  readonly section?: number;
  /** Forms that count as a use of the term in each language's prose (see glossaryMatchers). */
  readonly match: Readonly<Record<Lang, readonly string[]>>;
  /** A short definition in each language. */
  readonly definition: Readonly<Record<Lang, string>>;
}

/**
 * Check the raw glossary data against its schema and return it typed, in file order.
 * @throws Error naming the entry and the field of each problem: a malformed entry, a repeated id.
 * @example parseGlossary([{ id: "rdma", term: "RDMA", ko: "RDMA", chapter: "kernel-bypass", match: {en: ["RDMA"], ko: ["RDMA"]}, definition: {en: "…", ko: "…"} }])
 */
export function parseGlossary(raw: unknown): GlossaryTerm[] {
  const parsed = glossarySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const [index, ...field] = issue.path;
    if (typeof index !== "number") return `glossary: ${issue.message}`;
    const id = (raw as Array<{ id?: unknown }>)[index]?.id;
    const where = `glossary entry ${index + 1} (${String(id)})`;
    return `${where}: ${field.length > 0 ? `${field.join(".")} ` : ""}${issue.message}`;
  });
  throw new Error(problems.join("; "));
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
