/**
 * Charts drawn as Lit templates, turned into elements the tests can query: rendered to markup as
 * the build does (@lit-labs/ssr), then parsed into a DOM shim (linkedom).
 */
import { render } from "@lit-labs/ssr";
import { collectResultSync } from "@lit-labs/ssr/lib/render-result.js";
import { parseHTML } from "linkedom";
import type { SVGTemplateResult, TemplateResult } from "lit";
import { type Chart, isChartElement } from "../../src/figures/FigureDefinition.ts";

export { drawingMarkup } from "../../scripts/drawingMarkup.mjs";

/** The markup of a template as the build writes it. */
export function templateMarkup(template: TemplateResult): string {
  return collectResultSync(render(template));
}

function parsed(markup: string): Element {
  const { document } = parseHTML(`<!doctype html><html><body>${markup}</body></html>`);
  return document.body.firstElementChild as unknown as Element;
}

/** A chart as an element: itself, or its template rendered and parsed. */
export function renderedChart(chart: Chart): Element {
  return isChartElement(chart) ? chart : parsed(templateMarkup(chart));
}

/** The `<svg>` holding an SVG fragment template, rendered and parsed. */
export function renderedSvg(fragment: SVGTemplateResult): Element {
  return parsed(`<svg>${templateMarkup(fragment)}</svg>`);
}
