/**
 * Build-time rendering of a figure: its state (validated), chart as static SVG (through a DOM
 * shim, or its Lit template rendered on the server), data table, disabled controls; the same markup the custom element renders in the page.
 * Server only.
 */
import { render } from "@lit-labs/ssr";
import { collectResultSync } from "@lit-labs/ssr/lib/render-result.js";
import { parseHTML } from "linkedom";
import { unsafeHTML } from "lit/directives/unsafe-html.js";
import { readState, type StateOf, type StateSpec } from "../lib/figureState.ts";
import { type Lang, translator } from "../lib/i18n.ts";
import { defaultLens } from "../lib/unitLens.ts";
import { EMBED_CHART_WIDTH, embedFrameHeight, svgSize } from "./embedFrameHeight.ts";
import { type AnyFigureDefinition, isChartElement } from "./FigureDefinition.ts";
import { figureLinks, statePrefix } from "./figureLinks.ts";
import { dataTableTemplate, figureTemplate, STATIC_TABLE_SLOT } from "./figureTemplate.ts";
import { type ControlsMode, figureView, renderFigureParts } from "./figureView.ts";

/** Chart width used at build time; the SVG scales to its container with its viewBox. */
export const STATIC_CHART_WIDTH = 720;

/**
 * Resolve a figure's state from author-given values (MDX props).
 * @throws Error when a value is invalid: that is an authoring mistake the build must stop on.
 */
export function authoredState(
  definition: AnyFigureDefinition,
  values: Readonly<Record<string, string | number | boolean>> = {},
): StateOf<StateSpec> {
  const unknown = Object.keys(values).filter((k) => !(k in definition.spec));
  if (unknown.length > 0) {
    throw new Error(`Figure "${definition.id}" has no state ${unknown.join(", ")}`);
  }
  const lang: Lang = "en";
  const { state, errors } = readState(definition.spec, (key) => {
    const v = values[key];
    return v === undefined ? undefined : typeof v === "boolean" ? (v ? "1" : "0") : String(v);
  });
  if (errors.length > 0) {
    const tr = translator(lang);
    throw new Error(
      `Figure "${definition.id}": ${errors.map((e) => `${e.param}: ${tr(e.message.key, e.message.vars)}`).join("; ")}`,
    );
  }
  return state;
}

/** What the build renders a figure from: its page, language and state. */
interface StaticFigureOptions {
  definition: AnyFigureDefinition;
  state: StateOf<StateSpec>;
  lang: Lang;
  controlsMode?: ControlsMode;
  /** Absolute URL of the page the figure is on. */
  pageUrl: string;
  /** True on the embed route, where state keys carry no prefix. */
  standalone?: boolean;
}

/** The figure's parts with its chart drawn `width` px wide, its view, and its chart's markup. */
function staticFigure(options: StaticFigureOptions, width: number) {
  const { definition, state, lang } = options;
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const tr = translator(lang);
  const parts = renderFigureParts(definition, state, {
    document: document as unknown as Document,
    width,
    lang,
    tr,
    lens: defaultLens,
  });
  const view = figureView({
    definition,
    state,
    errors: [],
    lang,
    lens: defaultLens,
    chart: null,
    table: parts.table,
    summary: parts.summary,
    links: parts.links,
    live: false,
    controlsMode: options.controlsMode ?? "full",
    ...figureLinks({
      definition,
      state,
      lang,
      pageUrl: options.pageUrl,
      prefix: options.standalone ? "" : statePrefix(definition.id),
    }),
  });
  // A chart drawn as a Lit template renders with the rest of the figure; an element as its markup.
  const chart = isChartElement(parts.chart) ? unsafeHTML(parts.chart.outerHTML) : parts.chart;
  const chartMarkup = isChartElement(parts.chart)
    ? parts.chart.outerHTML
    : collectResultSync(render(parts.chart));
  return { view, chart, chartMarkup };
}

/** The figure's HTML for `state`, ready to place inside its `fab-<id>` element. */
export function renderFigureStatic(options: StaticFigureOptions): string {
  const { view, chart } = staticFigure(options, STATIC_CHART_WIDTH);
  const html = withoutLitMarkers(collectResultSync(render(figureTemplate(view, chart))));
  // The data table only for readers without JavaScript: to a browser that runs scripts a
  // <noscript> holds one text node, no elements to parse, style or lay out (the live figure
  // renders the table when it is opened).
  const table = withoutLitMarkers(collectResultSync(render(dataTableTemplate(view))));
  return html.replace(STATIC_TABLE_SLOT, () => STATIC_TABLE_SLOT.replace("></", `>${table}</`));
}

/**
 * The height an iframe of the figure's embed route in `state` starts at ({@link embedFrameHeight}),
 * from the figure drawn as its embed page draws it in a frame `EMBED_FRAME_WIDTH` px wide.
 * @throws Error when the chart's markup has no size (every chart's SVG carries one).
 */
export function staticEmbedFrameHeight(options: Omit<StaticFigureOptions, "standalone">): number {
  const { view, chartMarkup } = staticFigure({ ...options, standalone: true }, EMBED_CHART_WIDTH);
  const size = svgSize(withoutLitMarkers(chartMarkup));
  if (!size) throw new Error(`Figure "${options.definition.id}": its chart's SVG has no width and height`);
  return embedFrameHeight(view, size);
}

/** The comments Lit's server rendering marks its parts with (`<!--lit-part …-->`, `<!--lit-node N-->`). */
const LIT_MARKER = /<!--(?:\/?lit-part[^>]*|lit-node \d+)-->/g;

/**
 * `html` without Lit's part markers. They are there for client-side hydration, which figures do
 * not use (the element renders afresh when it comes alive), and were about half the bytes of a
 * chapter's HTML and thousands of comment nodes to parse (the NCCL chapter: 6,900 comments, 304 KB
 * of HTML, 176 KB without them).
 */
export function withoutLitMarkers(html: string): string {
  return html.replace(LIT_MARKER, "");
}
