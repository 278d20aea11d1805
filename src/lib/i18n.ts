/**
 * UI strings and languages. Every label a page or figure shows goes through `t()`, so a language
 * is a data change: a folder of area files (src/lib/strings/<lang>/) with the same keys as en/.
 * The dictionaries fill through one loader, `loadStrings(lang, areas)` (stringAreas.ts): in the
 * browser a page or figure loads the areas it shows in its own language only, so English pages
 * carry no Korean and Korean pages no English; the build and the unit tests load every area of
 * every language up front (allStrings.ts).
 */

import { formatDecimal } from "./formatDecimal.ts";
import { defaultLang, isLang, type Lang, languages } from "./languages.ts";
import type { UiKey } from "./UiKey.ts";

export type { StringArea } from "./UiKey.ts";
export type { Lang, UiKey };
export { defaultLang, isLang, languages };

const dictionaries: Record<Lang, Partial<Record<UiKey, string>>> = { en: {}, ko: {} };

/** Add strings to a language's dictionary (only the loader, stringAreas.ts, calls this). */
export function registerStrings(lang: Lang, strings: Partial<Record<UiKey, string>>): void {
  Object.assign(dictionaries[lang], strings);
}

/**
 * A plural choice in a template, ICU's subset: `{n, plural, one {# figure} other {# figures}}`.
 * Each case is `=<number>` or a CLDR category (zero, one, two, few, many, other); `#` in its text
 * is the number. A language without plural forms (Korean) writes just `{n}`.
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_CASE = /(=\d+|\w+)\s*\{([^{}]*)\}/g;
const PLACEHOLDER = /\{(\w+)\}/g;

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The case of each plural choice in `template` for the numbers in `vars`, `#` as `{name}`. */
function choosePlurals(
  lang: Lang,
  template: string,
  vars: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLURAL, (_whole, name: string, cases: string) => {
    const options = new Map([...cases.matchAll(PLURAL_CASE)].map((m) => [m[1] ?? "", m[2] ?? ""]));
    const n = Number(vars[name]);
    let rules = pluralRules.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(lang);
      pluralRules.set(lang, rules);
    }
    const text = Number.isFinite(n)
      ? (options.get(`=${n}`) ?? options.get(rules.select(n)) ?? options.get("other"))
      : options.get("other");
    return (text ?? "").replaceAll("#", `{${name}}`);
  });
}

/**
 * The variable names a template uses, sorted, each once: its `{name}` placeholders and the numbers
 * its plural choices select on. A template is well-formed when nothing else in it is a brace
 * (`wellFormedTemplate`).
 * @example templateVariables("{n, plural, one {# slide} other {# slides}} of {total}") // ["n", "total"]
 */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  const rest = template.replace(PLURAL, (_whole, name: string, cases: string) => {
    names.add(name);
    for (const m of cases.matchAll(PLACEHOLDER)) names.add(m[1] ?? "");
    return "";
  });
  for (const m of rest.matchAll(PLACEHOLDER)) names.add(m[1] ?? "");
  return [...names].sort();
}

/** True when every brace of `template` belongs to a `{name}` or a plural choice. */
export function wellFormedTemplate(template: string): boolean {
  const rest = template.replace(PLURAL, (_whole, _name: string, cases: string) =>
    [...cases.matchAll(PLURAL_CASE)].map((m) => m[2] ?? "").join(" "),
  );
  return !/[{}]/.test(rest.replace(PLACEHOLDER, ""));
}

/**
 * The string for `key` in `lang`, plural choices made for `lang` (Intl.PluralRules) and `{name}`
 * placeholders filled from `vars`. Falls back to English, then to the key itself, so a missing
 * entry shows, never breaks.
 * @example t("en", "figure.downloadSvg") // "Download SVG"
 * @example t("en", "home.figures", { n: 1 }) // "1 live figure"
 */
export function t(lang: Lang, key: UiKey, vars?: Record<string, string | number>): string {
  const template = dictionaries[lang]?.[key] ?? dictionaries.en[key] ?? key;
  if (!vars) return template;
  return choosePlurals(lang, template, vars).replace(PLACEHOLDER, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** True when `lang`'s dictionary has its own entry for `key` (no English fallback): `hasString("ko", "nav.home")`. */
export function hasString(lang: Lang, key: UiKey): boolean {
  return dictionaries[lang][key] !== undefined;
}

/** A translator bound to one language: `const tr = translator("en"); tr("nav.home")`. */
export function translator(lang: Lang): (key: UiKey, vars?: Record<string, string | number>) => string {
  return (key, vars) => t(lang, key, vars);
}

/**
 * The number format for a language: `formatNumber("ko", 1234.5, 1)` -> "1,234.5". English and
 * Korean write numbers alike (formatDecimal); a language that writes them otherwise adds its rule there.
 */
export function formatNumber(_lang: Lang, value: number, maximumFractionDigits = 2): string {
  return Number.isFinite(value) ? formatDecimal(value, 0, maximumFractionDigits) : "–";
}

/** A number with exactly `digits` fraction digits (an axis's ticks): `formatFixed("en", 0, 1)` -> "0.0". */
export function formatFixed(_lang: Lang, value: number, digits: number): string {
  return Number.isFinite(value) ? formatDecimal(value, digits, digits) : "–";
}

/** The path of `path` in `lang`: `localePath("ko", "/chapters/x/")` -> "/ko/chapters/x/". */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return lang === defaultLang ? clean : `/${lang}${clean}`;
}

/** The language a site path is in, from its first segment: `langOfPath("/ko/units/")` -> "ko". */
export function langOfPath(path: string): Lang {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  return isLang(first) && first !== defaultLang ? first : defaultLang;
}

/** A site path without its language prefix: `unlocalizedPath("/ko/chapters/x/")` -> "/chapters/x/". */
export function unlocalizedPath(path: string): string {
  const lang = langOfPath(path);
  if (lang === defaultLang) return path;
  const rest = path.slice(lang.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The `lang` route parameter of a language: undefined for the default (unprefixed) one. */
export function langParam(lang: Lang): string | undefined {
  return lang === defaultLang ? undefined : lang;
}

/** The language a `[...lang]` route parameter names: `langFromParam(undefined)` -> "en". */
export function langFromParam(param: string | undefined): Lang {
  return isLang(param) ? param : defaultLang;
}

/**
 * One static path per language for a `src/pages/[...lang]/…` route, so a route gains a language
 * by this list alone: `getStaticPaths = () => languagePaths()` -> `[{params:{lang:undefined}}, {params:{lang:"ko"}}]`.
 */
export function languagePaths(): Array<{ params: { lang: string | undefined }; props: { lang: Lang } }> {
  return languages.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}
