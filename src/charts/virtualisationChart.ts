/**
 * What each virtualisation layer costs, one row per path: effective bandwidth (with the link
 * rate as a rule), added one-way latency, and payload copies and kernel entries per message.
 * Rows resting on estimates are drawn pale with a dashed outline and their values marked "≈";
 * measurements are open circles. Plain SVG (no Observable Plot), laid out as Plot laid it out
 * before: a band per path (25 % padding), four nice linear ticks with a light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { bandScale } from "./bandScale.ts";
import { copyColor, crossingColor, mutedColor } from "./chartTheme.ts";
import { copyEntryLayout } from "./copyEntryLayout.ts";
import { legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { type DotSymbol, symbolPath } from "./symbolPath.ts";

needStrings("kernelBypass");

/** One path (bare metal or behind a layer), ready to draw. */
export interface LayerBar {
  readonly label: string;
  readonly color: string;
  /** Effective bandwidth, in the chart's `unit`. */
  readonly bandwidth: number;
  readonly addedLatencyUs: number;
  readonly copies: number;
  readonly kernelCrossings: number;
  /** True when a number on this path is an estimate rather than measured or calibrated. */
  readonly estimate: boolean;
  readonly measured?: number;
  readonly measuredAddedLatencyUs?: number;
}

/** The chart's input. */
export interface VirtualisationChartData {
  readonly rows: readonly LayerBar[];
  /** The link's rate, in `unit`. */
  readonly linkRate: number;
  /** The unit of the bandwidths, already translated ("Gb/s", "GB/s"). */
  readonly unit: string;
  /** Message size of the latency panel, already formatted ("2 B"). */
  readonly latencySize: string;
}

const ROW_PX = 34;
const MARGIN_TOP = 30;
const MARGIN_BOTTOM = 36;
const LABEL_MARGIN = 132;

/** Three panels side by side (stacked when narrow), rows aligned, with a legend above. */
export function virtualisationChart(data: VirtualisationChartData, context: ChartContext): Element {
  const { tr, lang, document } = context;
  const narrow = context.width < 640;
  const labels = data.rows.map((r) => r.label);
  const height = MARGIN_TOP + data.rows.length * ROW_PX + MARGIN_BOTTOM;
  const gap = 12;
  const inner = context.width - LABEL_MARGIN - 2 * gap;
  const widths = narrow
    ? [context.width, context.width, context.width]
    : [LABEL_MARGIN + Math.floor(inner * 0.42), Math.floor(inner * 0.32), Math.floor(inner * 0.26)];
  const left = (i: number) => (narrow || i === 0 ? LABEL_MARGIN : 8);
  const bottom = height - MARGIN_BOTTOM;
  const marks = panelMarks(document);
  const { el, group } = marks;
  const y = bandScale(labels, [MARGIN_TOP, bottom], 0.25);
  const middle = (r: LayerBar) => y.at(r.label) + y.bandwidth / 2;
  const value = (v: number, estimate: boolean, digits: number) => {
    const text = formatNumber(lang, v, digits);
    return estimate ? tr("fig.virtLayers.approx", { value: text }) : text;
  };
  const maxBw = Math.max(data.linkRate, ...data.rows.map((r) => Math.max(r.bandwidth, r.measured ?? 0)));
  const maxLat = Math.max(
    ...data.rows.map((r) => Math.max(r.addedLatencyUs, r.measuredAddedLatencyUs ?? 0)),
    0.1,
  );
  /** Panel `i`: its row labels (first panel, or all when stacked) and title, then `content`. */
  const panel = (i: number, title: string, content: readonly Element[]) =>
    marks.panel(widths[i] ?? context.width, height, [
      ...(narrow || i === 0
        ? [
            marks.rowLabels(
              left(i) - 9,
              data.rows.map((r) => ({ label: r.label, y: middle(r) })),
            ),
          ]
        : []),
      ...content,
      el("text", { x: 4, y: MARGIN_TOP - 24, dy: "0.71em", "font-weight": 700, "font-size": 13 }, title),
    ]);
  /** A panel of bars from zero (estimates pale and dashed), their values and measured circles. */
  const barPanel = (
    i: number,
    title: string,
    marginRight: number,
    max: number,
    pick: (r: LayerBar) => number,
    measured: (r: LayerBar) => number | undefined,
    digits: (v: number) => number,
    extra: (x: ReturnType<typeof linearAxis>) => Element[] = () => [],
  ) => {
    const x = linearAxis([0, max], [left(i), (widths[i] ?? context.width) - marginRight], 4);
    const bar = (r: LayerBar, attributes: Record<string, string>) =>
      el("rect", {
        x: px(x.at(0)),
        y: y.at(r.label),
        width: px(x.at(pick(r)) - x.at(0)),
        height: y.bandwidth,
        fill: r.color,
        ...attributes,
      });
    const circles = data.rows.flatMap((r) => {
      const at = measured(r);
      return at === undefined ? [] : [el("circle", { cx: px(x.at(at)), cy: middle(r), r: 6 })];
    });
    return panel(i, title, [
      ...marks.xAxis(x.ticks, x.at, (t) => x.label(t, lang), MARGIN_TOP, bottom),
      group(
        {},
        data.rows.filter((r) => !r.estimate).map((r) => bar(r, {})),
      ),
      group(
        { "fill-opacity": 0.28, "stroke-width": 1.5, "stroke-dasharray": "4,3" },
        data.rows.filter((r) => r.estimate).map((r) => bar(r, { stroke: r.color })),
      ),
      ...extra(x),
      group(
        { "font-size": 11, "text-anchor": "start" },
        data.rows.map((r) =>
          el(
            "text",
            { x: px(x.at(pick(r)) + 10), y: middle(r), dy: "0.32em" },
            value(pick(r), r.estimate, digits(pick(r))),
          ),
        ),
      ),
      group({ fill: "none", stroke: "currentColor", "stroke-width": 2 }, circles),
    ]);
  };
  const bandwidth = barPanel(
    0,
    tr("fig.virtLayers.bandwidthTitle", { unit: data.unit }),
    46,
    maxBw * 1.05,
    (r) => r.bandwidth,
    (r) => r.measured,
    (v) => (v < 10 ? 1 : 0),
    (x) => [
      el("line", {
        x1: px(x.at(data.linkRate)),
        x2: px(x.at(data.linkRate)),
        y1: MARGIN_TOP,
        y2: bottom,
        stroke: mutedColor,
        "stroke-dasharray": "5,4",
        "stroke-width": 1.5,
      }),
      el(
        "text",
        {
          x: px(x.at(data.linkRate)),
          y: MARGIN_TOP - 6,
          dy: "0.71em",
          "font-size": 11,
          "text-anchor": "end",
        },
        tr("fig.virtLayers.linkRate", { rate: formatNumber(lang, data.linkRate, 0), unit: data.unit }),
      ),
    ],
  );
  const latency = barPanel(
    1,
    tr("fig.virtLayers.latencyTitle", { size: data.latencySize }),
    40,
    maxLat * 1.1,
    (r) => r.addedLatencyUs,
    (r) => r.measuredAddedLatencyUs,
    (v) => (v < 10 ? 2 : 1),
  );
  // Copies as squares, kernel entries as triangles after them: the timeline's marks, in the middle
  // of each row (Plot placed them on a point scale of their own, out of line with the other panels' rows).
  const glyphs = copyEntryLayout(
    data.rows.map((r) => ({ label: r.label, copies: r.copies, entries: r.kernelCrossings })),
  );
  const gx = linearAxis(glyphs.domain, [left(2), (widths[2] ?? context.width) - 8], 1);
  const glyphGroup = (items: typeof glyphs.copies, symbol: DotSymbol, r: number, fill: string) =>
    group(
      { fill },
      items.map((g) =>
        el("path", {
          d: symbolPath(symbol, r),
          transform: `translate(${px(gx.at(g.x))},${y.at(g.label) + y.bandwidth / 2})`,
        }),
      ),
    );
  const counts = panel(2, tr("fig.virtLayers.countsTitle", { size: data.latencySize }), [
    glyphGroup(glyphs.copies, "square", 4, copyColor),
    glyphGroup(glyphs.entries, "triangle", 5, crossingColor),
  ]);
  const legend = legendRow(
    document,
    [
      { label: tr("fig.virtLayers.legendSolid"), color: mutedColor },
      { label: tr("fig.virtLayers.legendEstimate"), color: mutedColor, shape: "dashed" },
      { label: tr("kernelBypass.measured"), color: "currentColor", shape: "circle" },
      { label: tr("fig.virtLayers.copies"), color: copyColor, shape: "square" },
      { label: tr("fig.virtLayers.crossings"), color: crossingColor, shape: "triangle" },
    ],
    context.width,
  );
  const panels = stackCharts(document, [bandwidth, latency, counts], {
    direction: narrow ? "column" : "row",
    gap,
  });
  return stackCharts(document, [legend, panels], { direction: "column", gap: 6 });
}
