/**
 * Loads a language's whole UI dictionary in the browser, once, for the labs (figures and exercises
 * load only their areas, see stringAreas.ts); any language but English arrives as its own chunk,
 * so English pages never fetch it.
 */
import { defaultLang, type Lang } from "./i18n.ts";

const loaders: Partial<Record<Lang, () => Promise<unknown>>> = {
  ko: () => import("./strings/ko.ts"),
};

const loading = new Map<Lang, Promise<void>>();

/**
 * Resolves when `lang`'s strings are registered (at once for English; never rejects: on a
 * failed load the page keeps English labels).
 * @example await loadLanguage("ko"); t("ko", "nav.home") // "홈"
 */
export function loadLanguage(lang: Lang): Promise<void> {
  const load = loaders[lang];
  if (lang === defaultLang || !load) return Promise.resolve();
  let promise = loading.get(lang);
  if (!promise) {
    promise = load().then(
      () => undefined,
      () => undefined,
    );
    loading.set(lang, promise);
  }
  return promise;
}
