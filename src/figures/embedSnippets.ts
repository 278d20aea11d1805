/**
 * The two ways to embed a figure in its current state: an iframe of its embed route, and the
 * web component with its state as attributes. Both carry the language when it is not the
 * default (`lang=ko` in the iframe's query, a `lang="ko"` attribute on the element). Values are
 * validated state, so they contain no markup; they are still attribute-escaped. Neither carries a
 * style attribute, which a host whose Content-Security-Policy forbids inline styles would block
 * (the iframe drops its border with the `frameborder` attribute).
 */
import { type StateOf, type StateSpec, stateEntries } from "../lib/figureState.ts";
import { defaultLang, type Lang } from "../lib/i18n.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";

/** Escape a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** `[{label, code}]` for the iframe and the web component. */
export function embedSnippets(options: {
  definition: AnyFigureDefinition;
  state: StateOf<StateSpec>;
  origin: string;
  /** The figure's language (default English, which the snippets leave implicit). */
  lang?: Lang;
  title: string;
  labels: { iframe: string; component: string };
}): Array<{ label: string; code: string }> {
  const { definition, state, origin } = options;
  const language: Array<[string, string]> =
    options.lang && options.lang !== defaultLang ? [["lang", options.lang]] : [];
  const entries = [...stateEntries(definition.spec, state), ...language];
  const query = new URLSearchParams([...entries, ["theme", "auto"]]).toString();
  const src = `${origin}/embed/${definition.id}/?${query}`;
  const iframe = `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(options.title)}" width="100%" height="640" frameborder="0" loading="lazy"></iframe>`;
  const attributes = entries.map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join("");
  const component = `<script type="module" src="${escapeAttribute(`${origin}/embed/fabric-figures.js`)}"></script>\n<fab-${definition.id}${attributes}></fab-${definition.id}>`;
  return [
    { label: options.labels.iframe, code: iframe },
    { label: options.labels.component, code: component },
  ];
}
