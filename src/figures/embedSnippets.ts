/**
 * The two ways to embed a figure in its current state: an iframe of its embed route, followed by a
 * small script that sizes it to its content, and the web component with its state as attributes.
 * Both carry the theme chosen in the embed dialog, and the language when it is not the default
 * (`lang=ko` in the iframe's query, a `lang="ko"` attribute on the element). Values are validated
 * state, so they contain no markup; they are still attribute-escaped. Neither carries a style
 * attribute, which a host whose Content-Security-Policy forbids inline styles would block (the
 * iframe drops its border with the `frameborder` attribute); such a host also refuses the inline
 * script, so the iframe starts at a height that shows the whole figure (`height`).
 */
import { type StateOf, type StateSpec, stateEntries } from "../lib/figureState.ts";
import { defaultLang, type Lang } from "../lib/i18n.ts";
import type { EmbedTheme } from "./embedTheme.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";

/**
 * The message an embed route posts to its parent when its height changes: the `type` names the
 * notebook, `version` the format (a listener checks both), `figure` the figure's id and `height`
 * the page's content height in CSS px (a whole number). Nothing else: no state, no address.
 */
export interface EmbedHeightMessage {
  readonly type: typeof EMBED_HEIGHT_MESSAGE;
  readonly version: typeof EMBED_HEIGHT_VERSION;
  readonly figure: string;
  readonly height: number;
}
export const EMBED_HEIGHT_MESSAGE = "fabric-notebook:height";
export const EMBED_HEIGHT_VERSION = 1;

/**
 * The script that sizes iframes of the notebook at `origin` to their content: it takes only height
 * messages from that origin, and sets the height of the one iframe whose window sent it. Any number
 * of copies on a page size each frame once per message, to the same height.
 */
export function heightListenerScript(origin: string): string {
  return `<script>
addEventListener("message", (e) => {
  const m = e.data;
  if (e.origin !== ${JSON.stringify(origin)} || m?.type !== "${EMBED_HEIGHT_MESSAGE}" || m.version !== ${EMBED_HEIGHT_VERSION}) return;
  if (!(Number.isInteger(m.height) && m.height > 0)) return;
  for (const f of document.querySelectorAll("iframe")) if (f.contentWindow === e.source) f.style.height = m.height + "px";
});
</script>`;
}

/** Escape a value for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** `[{label, code}]` for the iframe (with its height listener) and the web component. */
export function embedSnippets(options: {
  definition: AnyFigureDefinition;
  state: StateOf<StateSpec>;
  origin: string;
  /** The figure's language (default English, which the snippets leave implicit). */
  lang?: Lang;
  theme: EmbedTheme;
  /** The iframe's starting height in px (`embedFrameHeight`). */
  height: number;
  title: string;
  labels: { iframe: string; component: string };
}): Array<{ label: string; code: string }> {
  const { definition, state, origin, theme } = options;
  const language: Array<[string, string]> =
    options.lang && options.lang !== defaultLang ? [["lang", options.lang]] : [];
  const entries: Array<[string, string]> = [
    ...stateEntries(definition.spec, state),
    ...language,
    ["theme", theme],
  ];
  const query = new URLSearchParams(entries).toString();
  const src = `${origin}/embed/${definition.id}/?${query}`;
  const height = String(Math.max(1, Math.ceil(options.height)));
  const iframe = `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(options.title)}" width="100%" height="${height}" frameborder="0" loading="lazy"></iframe>\n${heightListenerScript(origin)}`;
  const attributes = entries.map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`).join("");
  const component = `<script type="module" src="${escapeAttribute(`${origin}/embed/fabric-figures.js`)}"></script>\n<fab-${definition.id}${attributes}></fab-${definition.id}>`;
  return [
    { label: options.labels.iframe, code: iframe },
    { label: options.labels.component, code: component },
  ];
}
