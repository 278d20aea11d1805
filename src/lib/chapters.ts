/**
 * Chapter listing helpers: the chapters of one language in reading order, with the slug, the
 * neighbours, the languages a chapter exists in, and counts derived from the MDX source.
 */
import { type CollectionEntry, getCollection, getEntry } from "astro:content";
import { type ChapterPart, chapterParts } from "../workshop/chapterParts.ts";
import { isLang, type Lang, languages } from "./i18n.ts";
import { readingMinutes } from "./readingMinutes.ts";

/** A chapter entry. */
export type Chapter = CollectionEntry<"chapters">;

/** `en/shared-bus-vs-switched-fabric` -> `shared-bus-vs-switched-fabric`. */
export function chapterSlug(entry: Chapter): string {
  return entry.id.replace(/^[a-z]{2}\//, "");
}

/** The language folder an entry lives in. */
export function chapterLang(entry: Chapter): string {
  return entry.id.split("/")[0] ?? "";
}

/** Chapters of `lang` sorted by `order`. */
export async function chaptersOf(lang: Lang): Promise<Chapter[]> {
  const all = await getCollection("chapters", (entry) => chapterLang(entry) === lang);
  return all.sort((a, b) => a.data.order - b.data.order);
}

/** The languages that have chapter `slug`, in the order of `languages`: `["en", "ko"]`. */
export async function chapterLanguages(slug: string): Promise<Lang[]> {
  const all = await getCollection("chapters", (entry) => chapterSlug(entry) === slug);
  const found = new Set(all.map(chapterLang).filter(isLang));
  return languages.filter((lang) => found.has(lang));
}

/** How many of the component `tag` a chapter places (counted in its MDX source): `partCount(entry, "Predict")`. */
export function partCount(entry: Chapter, tag: ChapterPart["tag"]): number {
  return chapterParts(entry.body ?? "").filter((p) => p.tag === tag).length;
}

/**
 * Where a chapter places its `tag` named `id`: the part (its section) and its 1-based number among
 * the chapter's parts of that kind (checkpoint 2, exercise 3).
 * @throws Error when the chapter does not place it (a build-time authoring mistake).
 */
export function chapterPart(
  entry: Chapter,
  tag: ChapterPart["tag"],
  id: string,
): { readonly part: ChapterPart; readonly n: number } {
  const same = chapterParts(entry.body ?? "").filter((p) => p.tag === tag);
  const i = same.findIndex((p) => p.id === id);
  const part = same[i];
  if (!part) throw new Error(`chapter ${entry.id} places no <${tag}> "${id}"`);
  return { part, n: i + 1 };
}

/**
 * The chapter a workshop page belongs to (`/workshop/<slug>/…`, `/<lang>/workshop/<slug>/…`) in
 * `lang`: a slide component placed by a chapter's MDX finds its
 * chapter's parts through it.
 * @throws Error for any other path.
 */
export async function chapterOfWorkshopPath(pathname: string, lang: Lang): Promise<Chapter> {
  const slug = /^(?:\/[a-z]{2})?\/workshop\/([a-z0-9-]+)\//.exec(pathname)?.[1];
  const entry = slug ? await getEntry("chapters", `${lang}/${slug}`) : undefined;
  if (!entry) throw new Error(`${pathname} is not a workshop page of a ${lang} chapter`);
  return entry;
}

/** How many `<Figure …/>` a chapter places (counted in its MDX source). */
export function figureCount(entry: Chapter): number {
  return partCount(entry, "Figure");
}

/** Reading time in minutes, counted for the chapter's language (words, or Hangul syllables), at least 1. */
export function chapterReadingMinutes(entry: Chapter): number {
  const lang = chapterLang(entry);
  return readingMinutes(entry.body ?? "", isLang(lang) ? lang : "en");
}
