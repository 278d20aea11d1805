/**
 * The one loader of UI strings: `loadStrings(lang, areas)` registers the strings of `areas` in
 * `lang`, each area file fetched once as a chunk of its own. A page or figure asks for the areas
 * it shows, in its own language, so a Korean chapter carries its figures' Korean strings and no
 * English copy of them, nor any other area (the whole Korean dictionary, loaded up front, cost a
 * Korean chapter 34 KB gzip before any figure). The build and the unit tests load every area of
 * every language before anything renders (allStrings.ts).
 *
 * A module that shows an area's strings says so with `needStrings("nccl")`: the figure loader
 * (figures/loaders.ts) loads the areas its figure's modules declared (`declaredAreas()`).
 */
import { isLang, type Lang } from "./languages.ts";
import type { StringArea, UiKey } from "./UiKey.ts";

export type { StringArea };

type AreaModule = Record<string, Partial<Record<UiKey, string>>>;

// Vite (the site, the embed kit, vitest) turns these into loaders, one chunk per file; plain Node
// (a script run without Vite) has no import.meta.env, nor glob, and so loads no strings.
const files: Record<Lang, Record<string, () => Promise<AreaModule>>> = import.meta.env
  ? {
      en: import.meta.glob<AreaModule>("./strings/en/*.ts"),
      ko: import.meta.glob<AreaModule>("./strings/ko/*.ts"),
    }
  : { en: {}, ko: {} };

/** Every area of the dictionary, from the English area files: `allStringAreas.includes("nccl")`. */
export const allStringAreas: readonly StringArea[] = Object.keys(files.en).map(
  (path) => path.replace(/^.*\//, "").replace(/\.ts$/, "") as StringArea,
);

/**
 * Areas whose labels use another area's keys too (the kernel-bypass figures show the data path's
 * labels): declaring or loading one loads both, in every language.
 */
export const areaIncludes: Partial<Record<StringArea, readonly StringArea[]>> = {
  kernelBypass: ["datapath"],
};

const declared = new Set<StringArea>();
const loads = new Map<string, Promise<void>>();

/** Declare that the calling module shows strings of these areas: `needStrings("nccl", "datapath")`. */
export function needStrings(...areas: StringArea[]): void {
  for (const area of areas) declared.add(area);
}

/** The areas declared with `needStrings` by the modules loaded so far. */
export function declaredAreas(): readonly StringArea[] {
  return [...declared];
}

/**
 * Resolves when `lang`'s strings of `areas` (and of the areas they include) are registered; an
 * unknown language loads English. Never rejects: an area that fails to load leaves its labels to
 * the English fallback, or the key, which the page still shows.
 * @example await loadStrings("ko", ["nccl"]); t("ko", "fig.allreduceSteps.title")
 */
export function loadStrings(lang: string, areas: Iterable<StringArea>): Promise<void> {
  const language: Lang = isLang(lang) ? lang : "en";
  const wanted = new Set<StringArea>();
  for (const area of areas) for (const one of [area, ...(areaIncludes[area] ?? [])]) wanted.add(one);
  return Promise.all(
    [...wanted].map((area) => {
      const key = `${language}/${area}`;
      let load = loads.get(key);
      if (!load) {
        const file = files[language][`./strings/${language}/${area}.ts`];
        // i18n.ts loads with the first area, not up front (hydrateFigures.ts stays tiny).
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
