/**
 * Static paths of the per-chapter workshop routes (presenter view, notes window) for one language:
 * one per chapter that language has, the chapter entry and the language as props.
 */
import { type Chapter, chapterSlug, chaptersOf } from "../lib/chapters.ts";
import type { Lang } from "../lib/i18n.ts";

/** Props of a per-chapter workshop route. */
export interface WorkshopRouteProps {
  readonly entry: Chapter;
  readonly lang: Lang;
}

/**
 * `getStaticPaths()` entries for `lang`'s chapters.
 * @example await workshopPaths("en") // [{ params: { chapter: "shared-bus-vs-switched-fabric" }, props: {…} }, …]
 */
export async function workshopPaths(
  lang: Lang,
): Promise<Array<{ params: { chapter: string }; props: WorkshopRouteProps }>> {
  const chapters = await chaptersOf(lang);
  return chapters.map((entry) => ({ params: { chapter: chapterSlug(entry) }, props: { entry, lang } }));
}
