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
import { type AnyFigureDefinition, isChartElement } from "./FigureDefinition.ts";
import { figureLinks, statePrefix } from "./figureLinks.ts";
import { figureTemplate } from "./figureTemplate.ts";
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

/** The figure's HTML for `state`, ready to place inside its `fab-<id>` element. */
export function renderFigureStatic(options: {
  definition: AnyFigureDefinition;
  state: StateOf<StateSpec>;
  lang: Lang;
  controlsMode?: ControlsMode;
  /** Absolute URL of the page the figure is on. */
  pageUrl: string;
  /** True on the embed route, where state keys carry no prefix. */
  standalone?: boolean;
}): string {
  const { definition, state, lang } = options;
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const tr = translator(lang);
  const parts = renderFigureParts(definition, state, {
    document: document as unknown as Document,
    width: STATIC_CHART_WIDTH,
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
  return collectResultSync(render(figureTemplate(view, chart)));
}
