/**
 * Chapter listing helpers: the chapters of one language in reading order, with the slug, the
 * neighbours, and counts derived from the MDX source.
 */
import { type CollectionEntry, getCollection } from "astro:content";
import type { Lang } from "./i18n.ts";

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

/** How many `<Figure …/>` a chapter places (counted in its MDX source). */
export function figureCount(entry: Chapter): number {
  return (entry.body?.match(/<Figure\b/g) ?? []).length;
}

/** Reading time in minutes at 220 words per minute, at least 1. */
export function readingMinutes(entry: Chapter): number {
  const words = (entry.body ?? "")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
