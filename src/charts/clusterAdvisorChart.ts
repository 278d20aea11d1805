/**
 * The cluster advisor's chart: per fabric option, the optimizer step time (bar with the band of the
 * collectives as whiskers, the fastest option's slow end dashed: options left of it are within its
 * band) and the cost per million tokens side by side, under a legend, with the reading as wrapped
 * text; when the workload does not fit the cluster, the reason in words instead.
 */

import type { ChartContext } from "../figures/FigureDefinition.ts";
import { type AdvisorChartRow, advisorBarPanel } from "./advisorBarPanel.ts";
import { type AdvisorLegendItem, advisorLegend } from "./advisorLegend.ts";
import { stackCharts } from "./stackCharts.ts";
import { svgElement, svgViewport } from "./svgElement.ts";
import { wrapText } from "./textWidth.ts";

/** What the chart draws: rows (`samples` carries the step time, s; `cost` the cost per million tokens). */
export interface ClusterAdvisorChartData {
  readonly rows: readonly AdvisorChartRow[];
  readonly legend: readonly AdvisorLegendItem[];
  readonly stepTitle: string;
  readonly costTitle: string;
  /** The fastest option's slow end, s, and its label. */
  readonly bandLine: { readonly x: number; readonly label: string };
  /** Sentences under the panels. */
  readonly notes: readonly string[];
  /** Instead of the panels: why the workload does not run as set. */
  readonly message: string | null;
}

const TEXT_CHAR = 6.4;
const LINE = 17;
const LABEL_MARGIN = 190;

/** Wrapped sentences as one SVG (it survives an SVG download). */
function textBlock(document: Document, sentences: readonly string[], width: number, size = 12): Element {
  const lines: Element[] = [];
  let y = 0;
  for (const sentence of sentences) {
    for (const line of wrapText(sentence, width / TEXT_CHAR)) {
      y += LINE;
      lines.push(
        svgElement(document, "text", { x: 0, y: y - 4, fill: "currentColor", "font-size": size }, line),
      );
    }
    y += 4;
  }
  return svgViewport(document, width, y + 4, {}, lines);
}

/** The whole figure (see the module note). */
export function clusterAdvisorChart(data: ClusterAdvisorChartData, context: ChartContext): Element {
  const { document } = context;
  if (data.message !== null) return textBlock(document, [data.message], context.width, 14);
  const narrow = context.width < 720;
  const half = narrow ? context.width : Math.floor((context.width - 16) / 2);
  const step = advisorBarPanel(data, context, {
    width: narrow ? context.width : half + 80,
    title: data.stepTitle,
    pick: (r) => r.samples,
    digits: (v) => (v < 10 ? 2 : v < 100 ? 1 : 0),
    showLabels: true,
    labelMargin: LABEL_MARGIN,
    rule: data.bandLine,
  });
  const cost = advisorBarPanel(data, context, {
    width: narrow ? context.width : half - 80,
    title: data.costTitle,
    pick: (r) => r.cost,
    digits: (v) => (v < 1 ? 3 : v < 10 ? 2 : 1),
    showLabels: narrow,
    labelMargin: LABEL_MARGIN,
  });
  return stackCharts(
    document,
    [
      advisorLegend(document, data.legend, context.width),
      stackCharts(document, [step, cost], { direction: narrow ? "column" : "row" }),
      textBlock(document, data.notes, context.width),
    ],
    { direction: "column", gap: 12 },
  );
}
