/**
 * Per training step and per sharding strategy: bytes each GPU sends, stacked by collective; bytes
 * each node sends across its NICs; and the model state each GPU holds. Three horizontal bar
 * panels, one row per strategy. Plain SVG (no Observable Plot), laid out as Plot laid it out
 * before: a band per row, nice x ticks with a light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { bandScale } from "./bandScale.ts";
import { failedColor } from "./chartTheme.ts";
import { type LegendItem, legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
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

const MARGIN = { top: 28, bottom: 38 } as const;

/**
 * One panel as a nested `<svg>`: a band per row (10 % padding, as Plot's band scale), the
 * segments stacked from zero in the order given, each row's total after its bar, nice x ticks one
 * per 80 px with a light grid, and the limit as a dashed rule.
 */
function trafficPanel(
  panel: TrafficPanel,
  rows: readonly string[],
  colorOf: ReadonlyMap<string, string>,
  frame: { readonly width: number; readonly left: number; readonly right: number },
  context: ChartContext,
): Element {
  const { document, lang } = context;
  const marks = panelMarks(document);
  const { el, group } = marks;
  const height = 40 + 30 * rows.length + 26;
  const left = frame.left;
  const right = frame.width - frame.right;
  const top = MARGIN.top;
  const bottom = height - MARGIN.bottom;
  const totals = rows.map((row) => ({
    row,
    gb: panel.segments.filter((s) => s.row === row).reduce((sum, s) => sum + s.gb, 0),
  }));
  const limit = panel.limit;
  const max = Math.max(1e-9, limit?.gb ?? 0, ...totals.map((t) => t.gb));
  const x = linearAxis([0, max * 1.05], [left, right], (right - left) / 80);
  const y = bandScale(rows, [top, bottom], 0.1);
  const middle = (row: string) => px(y.at(row) + y.bandwidth / 2);
  // Segments stacked along their row, in the order given.
  const reached = new Map<string, number>();
  const bars = panel.segments.map((s) => {
    const from = reached.get(s.row) ?? 0;
    reached.set(s.row, from + s.gb);
    return { segment: s, from, to: from + s.gb };
  });
  const shown = (row: string) => rows.includes(row);
  const past = (gb: number) => limit !== undefined && gb > limit.gb;
  return marks.panel(frame.width, height, [
    group(
      { stroke: "currentColor", "aria-hidden": "true" },
      rows.map((row) => el("line", { x1: left - 6, x2: left, y1: middle(row), y2: middle(row) })),
    ),
    marks.rowLabels(
      left - 9,
      rows.map((row) => ({ label: row, y: middle(row) })),
    ),
    ...marks.xAxis(x.ticks, x.at, (v) => x.label(v, lang), top, bottom),
    marks.xLabel(panel.xLabel, frame.width, bottom, { marginBottom: MARGIN.bottom, centre: [left, right] }),
    el(
      "text",
      { x: 0, y: top - 22, dy: "0.71em", "font-weight": 700, "font-size": 12.5, "text-anchor": "start" },
      panel.title,
    ),
    group(
      {},
      bars
        .filter((b) => shown(b.segment.row))
        .map((b) =>
          el("rect", {
            x: px(x.at(b.from)),
            y: y.at(b.segment.row) + 4,
            width: px(x.at(b.to) - x.at(b.from)),
            height: Math.max(0, y.bandwidth - 8),
            fill: colorOf.get(b.segment.category),
          }),
        ),
    ),
    group(
      { "font-size": 11, "text-anchor": "start" },
      totals.map((t) =>
        el(
          "text",
          {
            x: px(x.at(t.gb) + 5),
            y: middle(t.row),
            dy: "0.32em",
            fill: past(t.gb) ? failedColor : "currentColor",
          },
          `${formatNumber(lang, t.gb, t.gb < 10 ? 2 : 1)}${limit && past(t.gb) ? ` · ${limit.over}` : ""}`,
        ),
      ),
    ),
    ...(limit
      ? [
          el("line", {
            x1: px(x.at(limit.gb)),
            x2: px(x.at(limit.gb)),
            y1: top,
            y2: bottom,
            stroke: failedColor,
            "stroke-dasharray": "5 3",
            "stroke-width": 1.5,
          }),
          el(
            "text",
            {
              x: px(x.at(limit.gb) + (limit.gb > max * 0.6 ? -4 : 4)),
              y: top - 6,
              dy: "0.71em",
              "font-size": 10.5,
              "text-anchor": limit.gb > max * 0.6 ? "end" : "start",
              fill: failedColor,
            },
            limit.label,
          ),
        ]
      : []),
  ]);
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
  const { document } = context;
  const marginLeft = Math.min(170, Math.max(...data.rows.map((r) => r.length)) * 7.4 + 18);
  // Room for "130.7 · does not fit" after the longest bar, the same in every panel so their axes line up.
  const over = Math.max(0, ...data.panels.map((p) => p.limit?.over.length ?? 0));
  const marginRight = over > 0 ? Math.min(70 + 6 * over, Math.round(context.width * 0.3)) : 70;
  const colorOf = new Map(data.categories.map((c) => [c.label, c.color]));
  const panels = data.panels.map((panel) =>
    trafficPanel(
      panel,
      data.rows,
      colorOf,
      { width: context.width, left: marginLeft, right: marginRight },
      context,
    ),
  );
  const legend = legendRow(
    document,
    data.categories.map((c): LegendItem => ({ label: c.label, color: c.color })),
    context.width,
  );
  return stackCharts(document, [legend, ...panels], { direction: "column", gap: 8 });
}
