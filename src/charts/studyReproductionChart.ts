/**
 * The study reproduced: one panel per cluster with samples/s against node count, the model's
 * line and fit band per network path and the measured points as open circles (one node: a
 * diamond); below, every point's error as a bar; below that, the selected point's provenance.
 */
import * as Plot from "@observablehq/plot";
import type { VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle, mutedColor } from "./chartTheme.ts";
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

  const panels = data.panels.map((p) => {
    const measured = data.rows.filter((r) => r.cluster === p.cluster);
    const yMax = Math.max(...p.lines.map((l) => l.high), ...measured.map((r) => r.measured)) * 1.12;
    const ends = NETWORKS.flatMap((n) => {
      const line = p.lines.filter((l) => l.network === n);
      const last = line[line.length - 1];
      return last ? [{ network: n, nodes: last.nodes, value: last.value }] : [];
    });
    const spread = spreadLabels(
      ends.map((e) => e.value),
      yMax * 0.065,
    );
    const labels = ends.map((e, i) => ({ ...e, y: spread[i] ?? e.value }));
    const selected = measured.filter((r) => r.id === data.selected);
    return Plot.plot({
      document,
      width: panelWidth,
      height: 300,
      marginTop: 30,
      marginLeft: 48,
      marginRight: 96,
      style: chartStyle,
      x: {
        type: "log",
        base: 2,
        domain: [0.9, maxNodes * 1.08],
        ticks,
        tickFormat: (d: number) => fmt(lang, d, 0),
        label: tr("fig.studyRepro.axisNodes"),
        grid: true,
      },
      y: { domain: [0, yMax], label: tr("fig.studyRepro.axisThroughput", { cluster: p.label }), grid: true },
      marks: [
        Plot.areaY(p.lines, {
          x: "nodes",
          y1: "low",
          y2: "high",
          z: "network",
          fill: (l: ReproductionPanel["lines"][number]) => color(l.network),
          fillOpacity: 0.18,
        }),
        Plot.line(p.lines, {
          x: "nodes",
          y: "value",
          z: "network",
          stroke: (l: ReproductionPanel["lines"][number]) => color(l.network),
          strokeWidth: 2,
        }),
        Plot.dot(
          measured.filter((r) => r.network !== null),
          {
            x: "nodes",
            y: "measured",
            r: 5,
            stroke: (r: ReproductionRow) => color(r.network),
            strokeWidth: 2,
            fill: "none",
          },
        ),
        Plot.dot(
          measured.filter((r) => r.network === null),
          { x: "nodes", y: "measured", r: 6, symbol: "diamond", fill: "currentColor" },
        ),
        Plot.dot(selected, {
          x: "nodes",
          y: "measured",
          r: 11,
          stroke: "currentColor",
          strokeWidth: 1.5,
          strokeDasharray: "3,2",
          fill: "none",
        }),
        Plot.text(labels, {
          x: "nodes",
          y: "y",
          text: (e: (typeof labels)[number]) => tr(NETWORK_SHORT[e.network]),
          fill: (e: (typeof labels)[number]) => color(e.network),
          dx: 8,
          textAnchor: "start",
          fontWeight: 600,
        }),
      ],
    }) as unknown as Element;
  });

  const rows = data.rows;
  const span = Math.max(4, ...rows.map((r) => Math.abs(r.error) * 100)) * 1.35;
  const strip = Plot.plot({
    document,
    width: context.width,
    height: 40 + rows.length * 20,
    marginTop: 28,
    marginLeft: Math.min(210, Math.floor(context.width * 0.45)),
    marginRight: 24,
    style: chartStyle,
    x: {
      domain: [-span, span],
      label: tr("fig.studyRepro.axisError"),
      grid: true,
      tickFormat: (d: number) => `${fmt(lang, d, 0)}`,
    },
    y: { domain: rows.map((r) => r.label), label: null, tickSize: 0, padding: 0.2 },
    marks: [
      Plot.text([tr("fig.studyRepro.stripTitle")], {
        frameAnchor: "top-left",
        dx: -Math.min(210, Math.floor(context.width * 0.45)) + 4,
        dy: -20,
        fontWeight: 700,
        fontSize: 13,
      }),
      Plot.barX(
        rows.filter((r) => r.id === data.selected),
        { x1: -span, x2: span, y: "label", fill: "currentColor", fillOpacity: 0.08 },
      ),
      Plot.barX(rows, {
        x: (r: ReproductionRow) => r.error * 100,
        y: "label",
        fill: (r: ReproductionRow) => color(r.network),
      }),
      Plot.ruleX([0], { stroke: "currentColor" }),
      ...[1, -1].map((sign) =>
        Plot.text(
          rows.filter((r) => (sign > 0 ? r.error >= 0 : r.error < 0)),
          {
            x: (r: ReproductionRow) => r.error * 100,
            y: "label",
            text: (r: ReproductionRow) => {
              const v = fmt(lang, Math.abs(r.error) * 100, 1);
              return r.error >= 0 ? `+${v}%` : `−${v}%`;
            },
            dx: sign * 6,
            textAnchor: sign > 0 ? "start" : "end",
            fontSize: 11,
            fill: "currentColor",
          },
        ),
      ),
    ],
  }) as unknown as Element;

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
