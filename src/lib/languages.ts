/**
 * The site's languages, with nothing else, so the smallest scripts can check a language without
 * loading any strings. Re-exported by i18n.ts, which most code imports instead.
 */

/** Languages of the site: each has a UI dictionary and routes (English unprefixed, others under /<lang>/). */
export const languages = ["en", "ko"] as const;
/** A supported UI language code (BCP 47). */
export type Lang = (typeof languages)[number];
/** The default locale: its routes carry no language prefix. */
export const defaultLang: Lang = "en";

/** True when `value` names a supported language: `isLang("ko")` -> true, `isLang("xx")` -> false. */
export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
