/**
 * Static paths of the workshop routes under `src/pages/[...lang]/workshop/`, one set per language
 * in `presenterLanguages` (English unprefixed, others under `/<lang>/`): the index once per
 * language, the presenter view and notes window once per chapter that language has.
 */
import { type Chapter, chapterSlug, chaptersOf } from "../lib/chapters.ts";
import { type Lang, langParam } from "../lib/i18n.ts";
import { presenterLanguages } from "./presenterLanguages.ts";

/** Props of a per-chapter workshop route. */
export interface WorkshopRouteProps {
  readonly entry: Chapter;
  readonly lang: Lang;
}

/**
 * `getStaticPaths()` entries of the per-chapter routes.
 * @example await workshopChapterPaths() // [{ params: { lang: undefined, chapter: "shared-bus-vs-switched-fabric" }, props: {…} }, …]
 */
export async function workshopChapterPaths(
  langs: readonly Lang[] = presenterLanguages,
): Promise<Array<{ params: { lang: string | undefined; chapter: string }; props: WorkshopRouteProps }>> {
  const perLanguage = await Promise.all(
    langs.map(async (lang) =>
      (await chaptersOf(lang)).map((entry) => ({
        params: { lang: langParam(lang), chapter: chapterSlug(entry) },
        props: { entry, lang },
      })),
    ),
  );
  return perLanguage.flat();
}

/**
 * `getStaticPaths()` entries of the workshop index, one per language.
 * @example workshopIndexPaths() // [{ params: { lang: undefined }, props: { lang: "en" } }]
 */
export function workshopIndexPaths(
  langs: readonly Lang[] = presenterLanguages,
): Array<{ params: { lang: string | undefined }; props: { lang: Lang } }> {
  return langs.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}
