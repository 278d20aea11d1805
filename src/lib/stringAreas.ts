/**
 * UI strings by area, loaded in the browser in the page's language only where they are shown.
 *
 * A module that shows an area's strings says so with `needStrings("nccl")` instead of importing
 * the English area file: the figure loader (figures/loaders.ts) then fetches those areas in the
 * figure's language, and nothing else, before the figure renders. A Korean chapter so carries
 * its figures' Korean strings and no English copy of them, and no other area's strings either
 * (the whole Korean dictionary, loaded up front, cost a Korean chapter 34 KB gzip before any
 * figure and took five of seven past the 150 KB page budget).
 *
 * At build time every area of every language is registered (the layouts import strings/en.ts and
 * strings/ko.ts), and so are the unit tests' (vitest.setup.ts), so `t()` answers at once there.
 */
import type { UiKey } from "./i18n.ts";
import { isLang, type Lang } from "./languages.ts";

/** An area of the UI dictionary: a file name in strings/en/ (and in every other language's folder). */
export type StringArea =
  | "advisor"
  | "busAndFabric"
  | "datapath"
  | "figure"
  | "kernelBypass"
  | "labs"
  | "language"
  | "linkFamilies"
  | "measurements"
  | "nccl"
  | "site"
  | "trainingStudy"
  | "verbs"
  | "workshop";

type AreaModule = Record<string, Partial<Record<UiKey, string>>>;

// Vite (the site, the embed kit, vitest) turns these into loaders; plain Node (the benchmarks)
// has no import.meta.env, nor glob, and loads no strings lazily (it registers them up front).
const files: Record<Lang, Record<string, () => Promise<AreaModule>>> = import.meta.env
  ? {
      en: import.meta.glob<AreaModule>("./strings/en/*.ts"),
      ko: import.meta.glob<AreaModule>("./strings/ko/*.ts"),
    }
  : { en: {}, ko: {} };

/**
 * Areas whose English file imports another area's (strings/en/kernelBypass.ts shares the data
 * path's strings): declaring one declares both, so every language loads both.
 */
export const areaIncludes: Partial<Record<StringArea, readonly StringArea[]>> = {
  kernelBypass: ["datapath"],
};

const needed = new Set<StringArea>();
const loads = new Map<string, Promise<void>>();

/** Declare that the calling module shows strings of these areas: `needStrings("nccl", "datapath")`. */
export function needStrings(...areas: StringArea[]): void {
  for (const area of areas) {
    needed.add(area);
    for (const included of areaIncludes[area] ?? []) needed.add(included);
  }
}

/**
 * Resolves when `lang`'s strings of `areas` (by default every area declared so far) are
 * registered; an unknown language loads English. Never rejects: an area that fails to load
 * leaves its labels to the English fallback, or the key, which the page still shows.
 * @example await loadStrings("ko"); t("ko", "fig.busContention.title")
 */
export function loadStrings(lang: string, areas: Iterable<StringArea> = needed): Promise<void> {
  const language: Lang = isLang(lang) ? lang : "en";
  return Promise.all(
    [...areas].map((area) => {
      const key = `${language}/${area}`;
      let load = loads.get(key);
      if (!load) {
        const file = files[language][`./strings/${language}/${area}.ts`];
        // i18n.ts (and the English site strings in it) loads with the first area, not up front.
        load = file
          ? Promise.all([file(), import("./i18n.ts")]).then(
              ([module, { registerStrings }]) => {
                for (const strings of Object.values(module)) registerStrings(language, strings);
              },
              () => undefined,
            )
          : Promise.resolve();
        loads.set(key, load);
      }
      return load;
    }),
  ).then(() => undefined);
}
