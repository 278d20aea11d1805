import type { Lang } from "../lib/i18n.ts";

/**
 * Languages with a presenter view (`/workshop/…` routes). A language is added by listing it here
 * and adding its routes, which take the language as a parameter.
 * @example presenterLanguages.includes("en") // true
 */
export const presenterLanguages: readonly Lang[] = ["en", "ko"];
