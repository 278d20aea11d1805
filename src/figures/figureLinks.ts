/**
 * The links a figure offers for one state: the embed route with the state in its query, and
 * the page URL that restores the state (the citation link). Both keep the figure's language:
 * the embed route under its prefix (/ko/embed/…), and on an unprefixed embed page `lang=…`.
 */
import { type StateOf, type StateSpec, stateEntries } from "../lib/figureState.ts";
import { defaultLang, type Lang, langOfPath, localePath } from "../lib/i18n.ts";
import { defaultLens, isDefaultLens, lensToString, type UnitLens } from "../lib/unitLens.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";

/** Query-string key prefix of a figure's state on a page that may hold several figures. */
export function statePrefix(id: string): string {
  return `${id}.`;
}

/** `{ embedHref, citationUrl }` for a figure in a state. */
export function figureLinks(options: {
  definition: AnyFigureDefinition;
  state: StateOf<StateSpec>;
  lang: Lang;
  /** Absolute URL of the page the figure is on (query and hash are replaced). */
  pageUrl: string;
  /** Prefix of the state keys on that page ("" on the embed route). */
  prefix: string;
  /** The unit lens; carried as `units=…` when it is not the default. */
  lens?: UnitLens;
  /** The notebook's root URL: makes `embedHref` absolute (for figures on other sites). */
  siteUrl?: string;
}): { embedHref: string; citationUrl: string } {
  const { definition, state } = options;
  const lens = options.lens ?? defaultLens;
  const lensEntries: Array<[string, string]> = isDefaultLens(lens) ? [] : [["units", lensToString(lens)]];
  const embedQuery = new URLSearchParams([
    ...stateEntries(definition.spec, state),
    ...lensEntries,
  ]).toString();
  const embedPath =
    localePath(options.lang, `/embed/${definition.id}/`) + (embedQuery ? `?${embedQuery}` : "");
  const embedHref = options.siteUrl ? new URL(embedPath, options.siteUrl).href : embedPath;
  const page = new URL(options.pageUrl);
  // An unprefixed embed page shown in another language (?lang=ko) keeps it in its link.
  const langEntries: Array<[string, string]> =
    !options.prefix && options.lang !== defaultLang && langOfPath(page.pathname) !== options.lang
      ? [["lang", options.lang]]
      : [];
  page.search = new URLSearchParams([
    ...stateEntries(definition.spec, state, options.prefix),
    ...lensEntries,
    ...langEntries,
  ]).toString();
  page.hash = options.prefix ? `fig-${definition.id}` : "";
  return { embedHref, citationUrl: page.href };
}
