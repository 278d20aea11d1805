/**
 * Chapter listing helpers: the chapters of one language in reading order, with the slug, the
 * neighbours, the languages a chapter exists in, and counts derived from the MDX source.
 */
import { type CollectionEntry, getCollection } from "astro:content";
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
export function partCount(entry: Chapter, tag: "Figure" | "Predict" | "Exercise"): number {
  return (entry.body?.match(new RegExp(`<${tag}\\b`, "g")) ?? []).length;
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
