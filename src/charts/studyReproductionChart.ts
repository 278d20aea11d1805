/**
 * The study reproduced: one panel per cluster with samples/s against node count, the model's
 * line and fit band per network path and the measured points as open circles (one node: a
 * diamond); below, every point's error as a bar; below that, the selected point's provenance.
 * Plain SVG (no Observable Plot), laid out as Plot laid it out before: node counts on a log2 axis,
 * nice linear ticks (about every 35 px up, 80 px across), the error strip's rows as bands with
 * 20 % padding.
 */
import type { VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { bandScale } from "./bandScale.ts";
import { mutedColor } from "./chartTheme.ts";
import { dotMarks } from "./dotMarks.ts";
import { linearAxis } from "./linearAxis.ts";
import { areaPath, linePath } from "./linePath.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import {
  chartKey,
  fmt,
  NETWORK_COLORS,
  NETWORK_SHORT,
  NETWORKS,
  powersOfTwo,
  spreadLabels,
  type TextBlockItem,
  textBlock,
} from "./trainingChartParts.ts";

needStrings("studyReproduction", "trainingStudy");

/** The model's line for one cluster: samples/s per network path and node count, with its band. */
export interface ReproductionPanel {
  readonly cluster: string;
  readonly label: string;
  readonly maxNodes: number;
  readonly lines: ReadonlyArray<{
    readonly network: VirtualisationLayerId;
    readonly nodes: number;
    readonly value: number;
    readonly low: number;
    readonly high: number;
  }>;
}

/** A point's provenance and caveats, as the study record gives them. */
export interface ReproductionProvenance {
  readonly pointId: string;
  readonly sourceRead: string;
  readonly sourceUrl: string;
  readonly clusterRead: string;
  readonly clusterNote: string;
  readonly throughputDefinition: string;
  readonly maxBatchLen: {
    readonly used: number | null;
    readonly readings: ReadonlyArray<{ readonly id: string; readonly value: number; readonly read: string }>;
    readonly why: string;
  };
  readonly cpuOffload: {
    readonly used: boolean | null;
    readonly readings: ReadonlyArray<{ readonly id: string; readonly value: boolean; readonly read: string }>;
    readonly why: string;
  };
  readonly questions: ReadonlyArray<{
    readonly id: string;
    readonly question: string;
    readonly evidence: string;
  }>;
}

/** One measured point as the chart draws it. */
export interface ReproductionRow {
  readonly id: string;
  readonly cluster: string;
  readonly label: string;
  readonly nodes: number;
  readonly network: VirtualisationLayerId | null;
  readonly measured: number;
  readonly predicted: number;
  readonly error: number;
}

/** The chart's input. */
export interface StudyReproductionChartData {
  readonly panels: readonly ReproductionPanel[];
  readonly rows: readonly ReproductionRow[];
  readonly selected: string;
  /** The selected point's provenance as text, or none. */
  readonly provenanceLines: readonly TextBlockItem[];
}

const color = (network: VirtualisationLayerId | null) => (network ? NETWORK_COLORS[network] : mutedColor);

/** The whole figure as one SVG: legend, cluster panels, error strip and provenance. */
export function studyReproductionChart(data: StudyReproductionChartData, context: ChartContext): Element {
  const { tr, lang, document } = context;
  const narrow = context.width < 640;
  const side = !narrow && data.panels.length > 1;
  const panelWidth = side ? Math.floor((context.width - 16) / 2) : context.width;
  const maxNodes = Math.max(...data.panels.map((p) => p.maxNodes));
  const ticks = powersOfTwo(maxNodes);

  const marks = panelMarks(document);
  const { el, group } = marks;
  const top = 30;
  const bottom = 300 - 30;
  const right = panelWidth - 96;
  const x = logScaleAxis([0.9, maxNodes * 1.08], [48, right], 1).at;

  const panels = data.panels.map((p) => {
    const measured = data.rows.filter((r) => r.cluster === p.cluster);
    const yMax = Math.max(...p.lines.map((l) => l.high), ...measured.map((r) => r.measured)) * 1.12;
    const y = linearAxis([0, yMax], [bottom, top], (bottom - top) / 35);
    const series = NETWORKS.map((n) => ({ network: n, line: p.lines.filter((l) => l.network === n) })).filter(
      (s) => s.line.length > 0,
    );
    const ends = series.flatMap(({ network, line }) => {
      const last = line[line.length - 1];
      return last ? [{ network, nodes: last.nodes, value: last.value }] : [];
    });
    const spread = spreadLabels(
      ends.map((e) => e.value),
      yMax * 0.065,
    );
    const at = (nodes: number, value: number) => ({ x: x(nodes), y: y.at(value) });
    const selected = measured.filter((r) => r.id === data.selected);
    return marks.panel(panelWidth, 300, [
      ...marks.yAxis(y.ticks, y.at, (t) => y.label(t, lang), 48, right),
      panelMarks(document).yLabel(tr("fig.studyRepro.axisThroughput", { cluster: p.label })),
      ...marks.xAxis(ticks, x, (d) => fmt(lang, d, 0), top, bottom),
      panelMarks(document).xLabel(tr("fig.studyRepro.axisNodes"), panelWidth, bottom),
      group(
        { "fill-opacity": 0.18 },
        series.map(({ network, line }) =>
          el("path", {
            d: areaPath(line.map((l) => [x(l.nodes), y.at(l.high), y.at(l.low)] as const)),
            fill: color(network),
          }),
        ),
      ),
      group(
        { fill: "none", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" },
        series.map(({ network, line }) =>
          el("path", {
            d: linePath(line.map((l) => [x(l.nodes), y.at(l.value)] as const)),
            stroke: color(network),
          }),
        ),
      ),
      dotMarks(
        document,
        measured
          .filter((r) => r.network !== null)
          .map((r) => ({ ...at(r.nodes, r.measured), stroke: color(r.network) })),
        5,
        { fill: "none", "stroke-width": 2 },
      ),
      dotMarks(
        document,
        measured.filter((r) => r.network === null).map((r) => at(r.nodes, r.measured)),
        6,
        { fill: "currentColor" },
        "diamond",
      ),
      ...(selected.length > 0
        ? [
            dotMarks(
              document,
              selected.map((r) => at(r.nodes, r.measured)),
              11,
              { fill: "none", stroke: "currentColor", "stroke-dasharray": "3,2" },
            ),
          ]
        : []),
      group(
        { "font-weight": 600, "text-anchor": "start" },
        ends.map((e, i) =>
          el(
            "text",
            {
              x: px(x(e.nodes) + 8),
              y: px(y.at(spread[i] ?? e.value)),
              dy: "0.32em",
              fill: color(e.network),
            },
            tr(NETWORK_SHORT[e.network]),
          ),
        ),
      ),
    ]);
  });

  const rows = data.rows;
  const span = Math.max(4, ...rows.map((r) => Math.abs(r.error) * 100)) * 1.35;
  const stripLeft = Math.min(210, Math.floor(context.width * 0.45));
  const stripHeight = 40 + rows.length * 20;
  const stripBottom = stripHeight - 30;
  const ex = linearAxis(
    [-span, span],
    [stripLeft, context.width - 24],
    (context.width - 24 - stripLeft) / 80,
  );
  const bands = bandScale(
    rows.map((r) => r.label),
    [28, stripBottom],
    0.2,
  );
  const mid = (r: ReproductionRow) => bands.at(r.label) + bands.bandwidth / 2;
  const bar = (r: ReproductionRow, x1: number, x2: number, attributes: Record<string, string | number>) =>
    el("rect", {
      x: px(ex.at(Math.min(x1, x2))),
      y: bands.at(r.label),
      width: px(Math.abs(ex.at(x2) - ex.at(x1))),
      height: bands.bandwidth,
      ...attributes,
    });
  const errorText = (r: ReproductionRow) => {
    const v = fmt(lang, Math.abs(r.error) * 100, 1);
    return r.error >= 0 ? `+${v}%` : `−${v}%`;
  };
  const strip = marks.panel(context.width, stripHeight, [
    marks.rowLabels(
      stripLeft - 9,
      rows.map((r) => ({ label: r.label, y: mid(r) })),
    ),
    ...marks.xAxis(ex.ticks, ex.at, (d) => fmt(lang, d, 0), 28, stripBottom),
    panelMarks(document).xLabel(tr("fig.studyRepro.axisError"), context.width, stripBottom),
    marks.title(tr("fig.studyRepro.stripTitle"), 8),
    group(
      { "fill-opacity": 0.08 },
      rows.filter((r) => r.id === data.selected).map((r) => bar(r, -span, span, {})),
    ),
    group(
      {},
      rows.map((r) => bar(r, 0, r.error * 100, { fill: color(r.network) })),
    ),
    el("line", { x1: px(ex.at(0)), x2: px(ex.at(0)), y1: 28, y2: stripBottom, stroke: "currentColor" }),
    ...[1, -1].map((sign) =>
      group(
        { "font-size": 11, "text-anchor": sign > 0 ? "start" : "end" },
        rows
          .filter((r) => (sign > 0 ? r.error >= 0 : r.error < 0))
          .map((r) =>
            el("text", { x: px(ex.at(r.error * 100) + sign * 6), y: mid(r), dy: "0.32em" }, errorText(r)),
          ),
      ),
    ),
  ]);

  const networks = NETWORKS.filter((n) => data.rows.some((r) => r.network === n));
  const legend = chartKey(
    document,
    [
      ...networks.map((n) => ({
        label: tr(NETWORK_SHORT[n]),
        color: NETWORK_COLORS[n],
        shape: "line" as const,
      })),
      { label: tr("fig.studyRepro.legendMeasured"), color: "currentColor", shape: "circle" as const },
      { label: tr("fig.studyRepro.legendOneNode"), color: "currentColor", shape: "diamond" as const },
      { label: tr("fig.studyRepro.legendBand"), color: mutedColor, shape: "swatch" as const },
    ],
    context.width,
  );
  const body = side
    ? stackCharts(document, panels, { direction: "row" })
    : stackCharts(document, panels, { direction: "column" });
  const parts = [legend, body, strip];
  if (data.provenanceLines.length > 0) parts.push(textBlock(document, data.provenanceLines, context.width));
  return stackCharts(document, parts, { direction: "column", gap: 12 });
}
