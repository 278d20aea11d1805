/**
 * The static paths of the lab routes (`src/pages/[...lang]/labs/`): one index per language that
 * has labs, and one page per lab, English unprefixed (/labs/<name>/) and every other language
 * under its prefix (/ko/labs/<name>/). A language gets labs by having content/labs/<lang>/*.mdx.
 */
import { defaultLang, type Lang } from "../lib/i18n.ts";

/** A lab as the routes need it: its language, name (= demos/<name>.ts) and place in the order. */
export interface LabListing {
  readonly lang: Lang;
  readonly name: string;
  readonly title: string;
  readonly order: number;
}

/** The `lang` route parameter: undefined for the default language (no prefix). */
export function labLangParam(lang: Lang): string | undefined {
  return lang === defaultLang ? undefined : lang;
}

/** Labs of `lang` in their order: `labsIn(all, "en").map((l) => l.name)`. */
export function labsIn<T extends LabListing>(labs: readonly T[], lang: Lang): T[] {
  return labs
    .filter((lab) => lab.lang === lang)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/**
 * One index path per language with at least one lab, in the order of `languages`.
 * `labIndexPaths(labs, ["en", "ko"])` -> [{ params: { lang: undefined }, props: { lang: "en" } }]
 */
export function labIndexPaths(
  labs: readonly LabListing[],
  languages: readonly Lang[],
): Array<{ params: { lang: string | undefined }; props: { lang: Lang } }> {
  return languages
    .filter((lang) => labs.some((lab) => lab.lang === lang))
    .map((lang) => ({ params: { lang: labLangParam(lang) }, props: { lang } }));
}

/**
 * One path per lab: its number in its language's order and its neighbours.
 * `labPagePaths(labs, ["en"])[0].params` -> { lang: undefined, lab: "ring-allreduce" }
 */
export function labPagePaths<T extends LabListing>(
  labs: readonly T[],
  languages: readonly Lang[],
): Array<{
  params: { lang: string | undefined; lab: string };
  props: { lab: T; n: number; previous: T | undefined; next: T | undefined };
}> {
  return languages.flatMap((lang) => {
    const own = labsIn(labs, lang);
    return own.map((lab, i) => ({
      params: { lang: labLangParam(lang), lab: lab.name },
      props: { lab, n: i + 1, previous: own[i - 1], next: own[i + 1] },
    }));
  });
}
