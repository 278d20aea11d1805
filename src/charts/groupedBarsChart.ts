/**
 * Panels of grouped bars: in each panel, groups along x (facets), one bar per series inside a
 * group, each bar in its own colour and with its value written on top (or a note where it has no
 * value). Panels sit side by side when the width allows, stacked otherwise. Plain SVG (no
 * Observable Plot), laid out as Plot laid it out before: facets as bands with 12 % between them,
 * bars as bands with 10 % padding, nice linear ticks on y with a light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, type Lang } from "../lib/i18n.ts";
import { bandScale } from "./bandScale.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
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
const HEIGHT = 280;
const MARGIN = { top: 40, right: 20, bottom: 64, left: 52 } as const;
/** How far below the axis the rotated bar labels start, px (as Plot placed them). */
const LABEL_DROP = 12.76;

/** One panel as a nested `<svg>` `width` px wide. */
function groupedBarsPanel(panel: GroupedBarsPanel, width: number, document: Document, lang: Lang): Element {
  const marks = panelMarks(document);
  const { el, group } = marks;
  const bottom = HEIGHT - MARGIN.bottom;
  const top = Math.max(1e-9, ...panel.data.map((d) => d.value));
  // Groups and bars in the order given, not sorted.
  const groups = [...new Set(panel.data.map((d) => d.group))];
  const bars = [...new Set(panel.data.map((d) => d.bar))];
  const facets = bandScale(groups, [MARGIN.left, width - MARGIN.right], 0, 0.12);
  const y = linearAxis([0, top * 1.18], [bottom, MARGIN.top], 5);
  const frames = groups.map((g) => {
    const start = facets.at(g);
    const inner = bandScale(bars, [start, start + facets.bandwidth], 0.1);
    return { group: g, start, end: start + facets.bandwidth, bar: inner };
  });
  const first = frames[0]?.start ?? MARGIN.left;
  const barAt = (d: GroupedBarsDatum) => {
    const frame = frames.find((f) => f.group === d.group);
    const x = frame ? frame.bar.at(d.bar) : Number.NaN;
    return { x, width: frame?.bar.bandwidth ?? 0 };
  };
  const shown = panel.data.filter((d) => Number.isFinite(barAt(d).x));
  return marks.panel(width, HEIGHT, [
    group(
      {},
      frames.map((f) =>
        el("text", { x: px((f.start + f.end) / 2), y: MARGIN.top - 9, "text-anchor": "middle" }, f.group),
      ),
    ),
    group(
      { stroke: "currentColor", "stroke-opacity": 0.1, "aria-hidden": "true" },
      frames.flatMap((f) =>
        y.ticks.map((t) => el("line", { x1: f.start, x2: f.end, y1: px(y.at(t)), y2: px(y.at(t)) })),
      ),
    ),
    group(
      { stroke: "currentColor", "aria-hidden": "true" },
      y.ticks.map((t) => el("line", { x1: first - 6, x2: first, y1: px(y.at(t)), y2: px(y.at(t)) })),
    ),
    group(
      { "text-anchor": "end", "font-variant": "tabular-nums" },
      y.ticks.map((t) => el("text", { x: first - 9, y: px(y.at(t)), dy: "0.32em" }, y.label(t, lang))),
    ),
    el("text", { x: 4, y: 3, dy: "0.71em", "text-anchor": "start" }, `↑ ${panel.title} (${panel.yLabel})`),
    group(
      { stroke: "currentColor", "aria-hidden": "true" },
      frames.flatMap((f) =>
        bars.map((b) => {
          const x = px(f.bar.at(b) + f.bar.bandwidth / 2);
          return el("line", { x1: x, x2: x, y1: bottom, y2: bottom + 6 });
        }),
      ),
    ),
    group(
      { "text-anchor": "end" },
      frames.flatMap((f) =>
        bars.map((b) => {
          const x = px(f.bar.at(b) + f.bar.bandwidth / 2);
          const at = px(bottom + LABEL_DROP);
          return el("text", { transform: `translate(${x},${at}) rotate(-20)`, dy: "0.32em" }, b);
        }),
      ),
    ),
    group(
      {},
      shown.map((d) => {
        const { x, width: w } = barAt(d);
        const yv = y.at(d.value);
        return el("rect", { x, y: px(yv), width: w, height: px(y.at(0) - yv), fill: d.color });
      }),
    ),
    group(
      { "font-weight": 600, "font-size": 11, "text-anchor": "middle" },
      shown.map((d) => {
        const { x, width: w } = barAt(d);
        return el(
          "text",
          { x: px(x + w / 2), y: px(y.at(d.value) - 7), dy: "0.32em" },
          d.note ?? formatNumber(lang, d.value, panel.digits),
        );
      }),
    ),
    group(
      { stroke: "currentColor" },
      frames.map((f) => el("line", { x1: f.start, x2: f.end, y1: bottom, y2: bottom })),
    ),
  ]);
}

/** The chart. */
export function groupedBarsChart(
  panels: readonly GroupedBarsPanel[],
  context: ChartContext,
  lang: Lang,
): Element {
  const row = context.width >= SIDE_BY_SIDE_MIN;
  const gap = 16;
  const width = row ? Math.floor((context.width - gap * (panels.length - 1)) / panels.length) : context.width;
  const charts = panels.map((panel) => groupedBarsPanel(panel, width, context.document, lang));
  return stackCharts(context.document, charts, { direction: row ? "row" : "column", gap });
}
