/**
 * UI strings. Every label a page or figure shows goes through `t()`, so a second language is a
 * data change: add a dictionary with the same keys and list it in `dictionaries`.
 * The site shell's strings are always here; each area's strings (a chapter's figures, a page)
 * register themselves when the code that uses them loads, so a page ships only its own.
 */

import { site } from "./strings/en/site.ts";
import type { UiKey } from "./strings/en.ts";

export type { UiKey };

/** Languages that have a UI dictionary; routes exist only for languages with content. */
export const languages = ["en"] as const;
/** A supported UI language code (BCP 47). */
export type Lang = (typeof languages)[number];
/** The default locale: its routes carry no language prefix. */
export const defaultLang: Lang = "en";

const dictionaries: Record<Lang, Partial<Record<UiKey, string>>> = { en: { ...site } };

/** Add strings to a language's dictionary (an area's file calls this when it loads). */
export function registerStrings(lang: Lang, strings: Partial<Record<UiKey, string>>): void {
  Object.assign(dictionaries[lang], strings);
}

/** True when `value` names a supported language: `isLang("en")` -> true. */
export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * The string for `key` in `lang`, with `{name}` placeholders filled from `vars`.
 * Falls back to English, then to the key itself, so a missing entry shows, never breaks.
 * @example t("en", "figure.downloadSvg") // "Download SVG"
 */
export function t(lang: Lang, key: UiKey, vars?: Record<string, string | number>): string {
  const template = dictionaries[lang]?.[key] ?? dictionaries.en[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator bound to one language: `const tr = translator("en"); tr("nav.home")`. */
export function translator(lang: Lang): (key: UiKey, vars?: Record<string, string | number>) => string {
  return (key, vars) => t(lang, key, vars);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The number format for a language: `formatNumber("en", 1234.5, 1)` -> "1,234.5". */
export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 2): string {
  if (!Number.isFinite(value)) return "–";
  // Building an Intl.NumberFormat costs far more than formatting: keep one per (language, digits).
  const key = `${lang}/${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** The path of `path` in `lang`: `localePath("en", "/chapters/x/")` -> "/chapters/x/". */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return lang === defaultLang ? clean : `/${lang}${clean}`;
}
