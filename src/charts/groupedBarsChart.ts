/**
 * Panels of grouped bars: in each panel, groups along x (facets), one bar per series inside a
 * group, each bar in its own colour and with its value written on top (or a note where it has no
 * value). Panels sit side by side when the width allows, stacked otherwise.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, type Lang } from "../lib/i18n.ts";
import { chartStyle } from "./chartTheme.ts";
import { stackCharts } from "./stackCharts.ts";

/** One bar. */
export interface GroupedBarsDatum {
  readonly group: string;
  readonly bar: string;
  readonly value: number;
  readonly color: string;
  /** Written instead of the value (e.g. "not available"). */
  readonly note?: string | undefined;
}

/** One panel. */
export interface GroupedBarsPanel {
  /** What the panel shows; with `yLabel`, its unit, it labels the y axis. */
  readonly title: string;
  readonly yLabel: string;
  readonly data: readonly GroupedBarsDatum[];
  /** Fraction digits of the values written on the bars. */
  readonly digits: number;
}

/** Width under which the panels stack. */
const SIDE_BY_SIDE_MIN = 720;

/** The chart. */
export function groupedBarsChart(
  panels: readonly GroupedBarsPanel[],
  context: ChartContext,
  lang: Lang,
): Element {
  const row = context.width >= SIDE_BY_SIDE_MIN;
  const gap = 16;
  const width = row ? Math.floor((context.width - gap * (panels.length - 1)) / panels.length) : context.width;
  const charts = panels.map((panel) => {
    const top = Math.max(1e-9, ...panel.data.map((d) => d.value));
    // Groups and bars in the order given, not sorted.
    const groups = [...new Set(panel.data.map((d) => d.group))];
    const bars = [...new Set(panel.data.map((d) => d.bar))];
    return Plot.plot({
      document: context.document,
      width,
      height: 280,
      marginLeft: 52,
      marginTop: 40,
      marginBottom: 64,
      style: chartStyle,
      fx: { label: null, padding: 0.12, domain: groups },
      x: { axis: "bottom", label: null, tickRotate: -20, domain: bars },
      y: { label: `${panel.title} (${panel.yLabel})`, grid: true, domain: [0, top * 1.18] },
      color: { type: "identity" },
      marks: [
        Plot.barY(panel.data, { fx: "group", x: "bar", y: "value", fill: "color" }),
        Plot.text(panel.data, {
          fx: "group",
          x: "bar",
          y: "value",
          text: (d: GroupedBarsDatum) => d.note ?? formatNumber(lang, d.value, panel.digits),
          dy: -7,
          fontSize: 11,
          fontWeight: 600,
        }),
        Plot.ruleY([0]),
      ],
    }) as unknown as Element;
  });
  return stackCharts(context.document, charts, { direction: row ? "row" : "column", gap });
}
