/**
 * A congested switch port over time (log time axis): the queue for the congested receiver, what
 * sender 0's link does (in use, held back), and each flow's goodput (drops are in the table). Three panels stacked, one
 * time axis; an SVG legend on top. Plain SVG (no Observable Plot), laid out as Plot laid it out
 * before: decade ticks on the time axis, nice linear ticks on each panel's y axis (one per 35 px),
 * light grids both ways.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { failedColor, mutedColor, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { linePath } from "./linePath.ts";
import { decadeTicks } from "./logAxis.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
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

/** A line of one panel: a value per point, its colour and stroke. */
interface PanelLine {
  readonly y: (p: CongestedSwitchPoint) => number;
  readonly color: string;
  readonly width: number;
  readonly dash?: string;
  /** Written after the line's last point, in its colour. */
  readonly endLabel?: string;
}

/** What one panel draws besides its lines. */
interface PanelOptions {
  readonly height: number;
  readonly yLabel: string;
  /** The y domain's top; the lines' and guides' largest value when not given (from zero). */
  readonly yMax?: number;
  readonly guides?: CongestedSwitchChartInput["queueGuides"];
  /** The time axis's label, under the bottom panel only. */
  readonly xLabel?: string;
}

const MARGIN = { left: 64, right: 132, top: 20, bottom: 30 } as const;

/** Three panels over a shared log time axis. */
export function congestedSwitchChart(input: CongestedSwitchChartInput, context: ChartContext): Element {
  const { tr, document, lang, lens } = context;
  const { width } = context;
  const points = input.points.filter((p) => p.timeUs > 0);
  const tMin = Math.min(...points.map((p) => p.timeUs));
  const tMax = Math.max(...points.map((p) => p.timeUs));
  const right = width - MARGIN.right;
  const x = logScaleAxis([tMin, tMax], [MARGIN.left, right], 1);
  const xTicks = decadeTicks(tMin, tMax).filter((t) => t >= tMin && t <= tMax);
  const marks = panelMarks(document);
  const { el, group } = marks;
  const panel = (lines: readonly PanelLine[], options: PanelOptions): Element => {
    const { height } = options;
    const bottom = height - MARGIN.bottom;
    const guides = options.guides ?? [];
    const top =
      options.yMax ?? Math.max(0, ...guides.map((g) => g.valueKiB), ...lines.flatMap((l) => points.map(l.y)));
    const y = linearAxis([0, top > 0 ? top : 1], [bottom, MARGIN.top], (bottom - MARGIN.top) / 35);
    const last = points.at(-1);
    return marks.panel(width, height, [
      ...marks.yAxis(y.ticks, y.at, (t) => y.label(t, lang), MARGIN.left, right),
      marks.yLabel(options.yLabel),
      ...marks.xAxis(xTicks, x.at, (t) => formatNumber(lang, t, 0), MARGIN.top, bottom),
      ...(options.xLabel ? [marks.xLabel(options.xLabel, width, bottom)] : []),
      ...(guides.length > 0
        ? [
            group(
              { stroke: mutedColor, "stroke-dasharray": "4,3" },
              guides.map((g) =>
                el("line", {
                  x1: MARGIN.left,
                  x2: right,
                  y1: px(y.at(g.valueKiB)),
                  y2: px(y.at(g.valueKiB)),
                }),
              ),
            ),
            group(
              { fill: mutedColor, "text-anchor": "start" },
              guides.map((g) =>
                el("text", { x: MARGIN.left + 4, y: px(y.at(g.valueKiB) + 9), dy: "0.32em" }, g.label),
              ),
            ),
          ]
        : []),
      ...lines.flatMap((l) => [
        el("path", {
          d: linePath(points.map((p) => [x.at(p.timeUs), y.at(l.y(p))])),
          fill: "none",
          stroke: l.color,
          "stroke-width": l.width,
          "stroke-dasharray": l.dash,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
        ...(l.endLabel !== undefined && last
          ? [
              el(
                "text",
                {
                  x: px(x.at(last.timeUs) + 6),
                  y: px(y.at(l.y(last))),
                  dy: "0.32em",
                  fill: l.color,
                  "font-weight": 600,
                  "text-anchor": "start",
                },
                l.endLabel,
              ),
            ]
          : []),
      ]),
    ]);
  };

  const queue = panel([{ y: (p) => p.egressQueueKiB, color: series[3], width: 2 }], {
    height: 190,
    yLabel: tr("fig.congested.axisQueue"),
    guides: input.queueGuides,
  });

  const linkLines: PanelLine[] = [
    { y: (p) => p.linkUsePercent, color: series[0], width: 2, endLabel: tr("fig.congested.linkUse") },
  ];
  if (input.blockedLabel) {
    linkLines.push({
      y: (p) => p.blockedPercent,
      color: failedColor,
      width: 1.5,
      dash: "5,3",
      endLabel: input.blockedLabel,
    });
  }
  const link = panel(linkLines, { height: 150, yLabel: tr("fig.congested.axisLink"), yMax: 100 });

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
  const goodput = panel(
    flowSeries.map((s) => ({ y: (p: CongestedSwitchPoint) => rate(p[s.key]), color: s.color, width: 2 })),
    {
      height: 210,
      yLabel: tr("fig.congested.axisGoodput", { unit }),
      xLabel: tr("fig.congested.axisTime"),
    },
  );

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
