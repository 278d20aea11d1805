/**
 * A congested switch port over time (log time axis): the queue for the congested receiver, what
 * sender 0's link does (in use, held back), and each flow's goodput (drops are in the table). Three panels stacked, one
 * time axis; an SVG legend on top.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { chartStyle, failedColor, mutedColor, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks } from "./logAxis.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("linkFamilies");

/** One trace window: time in µs, queue in KiB, shares in %, rates in Gb/s one way. */
export interface CongestedSwitchPoint {
  readonly timeUs: number;
  readonly egressQueueKiB: number;
  readonly linkUsePercent: number;
  readonly blockedPercent: number;
  readonly innocentGbps: number;
  readonly sender0Gbps: number;
  readonly otherSendersGbps: number;
}

/** What the chart draws besides the trace. */
export interface CongestedSwitchChartInput {
  readonly points: readonly CongestedSwitchPoint[];
  readonly innocentFlow: boolean;
  readonly senders: number;
  /** Horizontal guides on the queue panel (ECN thresholds, buffer size), KiB. */
  readonly queueGuides: ReadonlyArray<{ readonly valueKiB: number; readonly label: string }>;
  /** Label of the "held back" line: by PAUSE or by credits; null when nothing holds senders back. */
  readonly blockedLabel: string | null;
}

/** Three panels over a shared log time axis. */
export function congestedSwitchChart(input: CongestedSwitchChartInput, context: ChartContext): Element {
  const { tr, document, lang, lens } = context;
  const points = input.points.filter((p) => p.timeUs > 0);
  const tMin = Math.min(...points.map((p) => p.timeUs));
  const tMax = Math.max(...points.map((p) => p.timeUs));
  const x = {
    type: "log" as const,
    domain: [tMin, tMax],
    ticks: decadeTicks(tMin, tMax).filter((t) => t >= tMin && t <= tMax),
    tickFormat: (v: number) => formatNumber(lang, v, 0),
    label: tr("fig.congested.axisTime"),
    grid: true,
  };
  const common = { document, width: context.width, marginLeft: 64, marginRight: 132, style: chartStyle };
  const endLabel = (
    data: readonly CongestedSwitchPoint[],
    y: (p: CongestedSwitchPoint) => number,
    text: string,
    fill: string,
  ) =>
    Plot.text(data.slice(-1), {
      x: "timeUs",
      y,
      text: () => text,
      textAnchor: "start",
      dx: 6,
      fill,
      fontWeight: 600,
    });

  const queue = Plot.plot({
    ...common,
    height: 190,
    x: { ...x, label: null },
    y: { label: tr("fig.congested.axisQueue"), grid: true, zero: true },
    marks: [
      Plot.ruleY(input.queueGuides, { y: "valueKiB", stroke: mutedColor, strokeDasharray: "4,3" }),
      Plot.text(input.queueGuides, {
        x: tMin,
        y: "valueKiB",
        text: "label",
        textAnchor: "start",
        dx: 4,
        dy: 9,
        fill: mutedColor,
      }),
      Plot.line(points, { x: "timeUs", y: "egressQueueKiB", stroke: series[3], strokeWidth: 2 }),
    ],
  }) as unknown as Element;

  const linkMarks = [
    Plot.line(points, { x: "timeUs", y: "linkUsePercent", stroke: series[0], strokeWidth: 2 }),
    endLabel(points, (p) => p.linkUsePercent, tr("fig.congested.linkUse"), series[0]),
  ];
  if (input.blockedLabel) {
    linkMarks.push(
      Plot.line(points, {
        x: "timeUs",
        y: "blockedPercent",
        stroke: failedColor,
        strokeWidth: 1.5,
        strokeDasharray: "5,3",
      }),
      endLabel(points, (p) => p.blockedPercent, input.blockedLabel, failedColor),
    );
  }
  const link = Plot.plot({
    ...common,
    height: 150,
    x: { ...x, label: null },
    y: { label: tr("fig.congested.axisLink"), grid: true, domain: [0, 100] },
    marks: linkMarks,
  }) as unknown as Element;

  const unit = tr(lensRateUnit("throughput", lens));
  const rate = (v: number) => lensRate(v, "throughput", lens);
  const flowSeries = [
    ...(input.innocentFlow
      ? [{ key: "innocentGbps" as const, label: tr("fig.congested.innocent"), color: series[2] }]
      : []),
    { key: "sender0Gbps" as const, label: tr("fig.congested.sender0"), color: series[0] },
    ...(input.senders > 1
      ? [{ key: "otherSendersGbps" as const, label: tr("fig.congested.otherSenders"), color: series[1] }]
      : []),
  ];
  const goodputMarks = flowSeries.map((s) =>
    Plot.line(points, {
      x: "timeUs",
      y: (p: CongestedSwitchPoint) => rate(p[s.key]),
      stroke: s.color,
      strokeWidth: 2,
    }),
  );
  const goodput = Plot.plot({
    ...common,
    height: 210,
    x,
    y: { label: tr("fig.congested.axisGoodput", { unit }), grid: true, zero: true },
    marks: goodputMarks,
  }) as unknown as Element;

  const legend = legendRow(
    document,
    [
      { label: tr("fig.congested.queue"), color: series[3] },
      ...flowSeries.map((s) => ({ label: s.label, color: s.color })),
    ],
    context.width,
  );
  return stackCharts(document, [legend, queue, link, goodput], { direction: "column", gap: 8 });
}
