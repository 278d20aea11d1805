/**
 * Per training step and per sharding strategy: bytes each GPU sends, stacked by collective; bytes
 * each node sends across its NICs; and the model state each GPU holds. Three horizontal bar
 * panels, one row per strategy.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { chartStyle, failedColor } from "./chartTheme.ts";
import { type LegendItem, legendRow } from "./legendRow.ts";
import { stackCharts } from "./stackCharts.ts";

/** One stacked segment. */
export interface TrafficSegment {
  readonly row: string;
  readonly category: string;
  readonly gb: number;
}

/** A panel: its title, segments (one colour per category) and a total per row. */
export interface TrafficPanel {
  readonly title: string;
  readonly xLabel: string;
  readonly segments: readonly TrafficSegment[];
  /** A limit drawn as a dashed line (a GPU's usable memory): its value, its label, and what a total past it is called. */
  readonly limit?: { readonly gb: number; readonly label: string; readonly over: string };
}

/** The chart: legend, then the panels stacked. `categories` fixes colours across panels. */
export function trainingTrafficChart(
  data: {
    readonly rows: readonly string[];
    readonly categories: ReadonlyArray<{ readonly label: string; readonly color: string }>;
    readonly panels: readonly TrafficPanel[];
  },
  context: ChartContext,
): Element {
  const { document, lang } = context;
  const color = { domain: data.categories.map((c) => c.label), range: data.categories.map((c) => c.color) };
  const marginLeft = Math.min(170, Math.max(...data.rows.map((r) => r.length)) * 7.4 + 18);
  // Room for "130.7 · does not fit" after the longest bar, the same in every panel so their axes line up.
  const over = Math.max(0, ...data.panels.map((p) => p.limit?.over.length ?? 0));
  const marginRight = over > 0 ? Math.min(70 + 6 * over, Math.round(context.width * 0.3)) : 70;
  const panels = data.panels.map((panel) => {
    const totals = data.rows.map((row) => ({
      row,
      gb: panel.segments.filter((s) => s.row === row).reduce((sum, s) => sum + s.gb, 0),
    }));
    const limit = panel.limit;
    const max = Math.max(1e-9, limit?.gb ?? 0, ...totals.map((t) => t.gb));
    return Plot.plot({
      document,
      width: context.width,
      height: 40 + 30 * data.rows.length + 26,
      marginLeft,
      marginRight,
      marginTop: 28,
      marginBottom: 38,
      style: chartStyle,
      color,
      x: { label: panel.xLabel, domain: [0, max * 1.05], grid: true, labelAnchor: "center" },
      y: { domain: [...data.rows], label: null },
      marks: [
        Plot.text([panel.title], {
          frameAnchor: "top-left",
          dx: -marginLeft,
          dy: -22,
          fontWeight: 700,
          fontSize: 12.5,
        }),
        Plot.barX(panel.segments, { x: "gb", y: "row", fill: "category", insetTop: 4, insetBottom: 4 }),
        Plot.text(totals, {
          x: "gb",
          y: "row",
          text: (t: { gb: number }) =>
            `${formatNumber(lang, t.gb, t.gb < 10 ? 2 : 1)}${limit && t.gb > limit.gb ? ` · ${limit.over}` : ""}`,
          textAnchor: "start",
          dx: 5,
          fontSize: 11,
          fill: (t: { gb: number }) => (limit && t.gb > limit.gb ? failedColor : "currentColor"),
        }),
        ...(limit
          ? [
              Plot.ruleX([limit.gb], { stroke: failedColor, strokeDasharray: "5 3", strokeWidth: 1.5 }),
              Plot.text([limit.label], {
                x: limit.gb,
                frameAnchor: "top",
                textAnchor: limit.gb > max * 0.6 ? "end" : "start",
                dx: limit.gb > max * 0.6 ? -4 : 4,
                dy: -6,
                fontSize: 10.5,
                fill: failedColor,
              }),
            ]
          : []),
      ],
    }) as unknown as Element;
  });
  const legend = legendRow(
    document,
    data.categories.map((c): LegendItem => ({ label: c.label, color: c.color })),
    context.width,
  );
  return stackCharts(document, [legend, ...panels], { direction: "column", gap: 8 });
}
