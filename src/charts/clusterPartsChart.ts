/**
 * The parts of a cluster as two small charts: cable reach (a range bar from the shortest to the
 * longest listed length, log metres, coloured by medium), or, per published node configuration,
 * the scale-out network bandwidth per GPU beside the GPU's own in-node link (log scale). Plain SVG
 * (no Observable Plot), laid out as Plot laid it out before: a band per row, or per node a facet
 * band (25 % between them, 45 % when narrow) holding a band per kind; decade ticks, light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { bandScale } from "./bandScale.ts";
import { series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks } from "./logAxis.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("linkFamilies");

/** One cable kind: reach in metres, medium label already translated. */
export interface CableBar {
  readonly name: string;
  readonly medium: string;
  readonly minMeters: number;
  readonly maxMeters: number;
  readonly part: string;
}

/** One node configuration: rates in Gb/s one way. */
export interface PairingBar {
  readonly name: string;
  readonly networkPerGpuGbps: number;
  readonly inNodePerGpuGbps: number;
}

/** Cable reach as range bars. */
export function cableReachChart(bars: readonly CableBar[], context: ChartContext): Element {
  const { tr, document, lang } = context;
  // Narrow screens: the part numbers stay in the table.
  const narrow = context.width < 560;
  const media = [...new Set(bars.map((b) => b.medium))];
  const color = { domain: media, range: media.map((_, i) => series[i % series.length] as string) };
  const floor = 0.3;
  const domain: [number, number] = [floor, Math.max(...bars.map((b) => b.maxMeters)) * 16];
  const marks = panelMarks(document);
  const { el, group } = marks;
  const { width } = context;
  const height = 30 + bars.length * 28;
  const left = 96;
  const top = 20;
  const bottom = height - 30;
  const x = logScaleAxis(domain, [left, width - 16], 1);
  const ticks = decadeTicks(1, domain[1]).filter((t) => t <= domain[1]);
  const names = bars.map((b) => b.name);
  const y = bandScale(names, [top, bottom], 0.25);
  const middle = (name: string) => y.at(name) + y.bandwidth / 2;
  const colorOf = new Map(media.map((m, i) => [m, color.range[i]]));
  const plot = marks.panel(width, height, [
    marks.rowTicks(left, names.map(middle)),
    marks.rowLabels(
      left - 9,
      names.map((name) => ({ label: name, y: middle(name) })),
    ),
    ...marks.xAxis(ticks, x.at, (v) => formatNumber(lang, v, 1), top, bottom),
    marks.xLabel(tr("fig.clusterParts.axisReach"), width, bottom),
    group(
      {},
      bars.map((b) => {
        const x1 = x.at(Math.max(floor, b.minMeters));
        const x2 = x.at(b.maxMeters);
        return el("rect", {
          x: px(Math.min(x1, x2)),
          y: y.at(b.name),
          width: px(Math.abs(x2 - x1)),
          height: y.bandwidth,
          fill: colorOf.get(b.medium),
        });
      }),
    ),
    group(
      { "text-anchor": "start" },
      bars.map((b) =>
        el(
          "text",
          { x: px(x.at(b.maxMeters) + 5), y: middle(b.name), dy: "0.32em" },
          `${b.minMeters > 0 ? `${formatNumber(lang, b.minMeters, 1)}–` : tr("fig.clusterParts.upTo")}${formatNumber(lang, b.maxMeters, 0)} m${narrow ? "" : ` · ${b.part}`}`,
        ),
      ),
    ),
  ]);
  const legend = legendRow(
    document,
    media.map((m, i) => ({ label: m, color: color.range[i] as string })),
    context.width,
  );
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
}

/** Network per GPU beside the in-node GPU link, per configuration. */
export function gpuPairingChart(bars: readonly PairingBar[], context: ChartContext): Element {
  const { tr, document, lang, lens } = context;
  // Narrow screens: each node's name goes above its bars instead of in a left margin.
  const narrow = context.width < 560;
  const unit = tr(lensRateUnit("capacity", lens));
  const kinds = [
    { key: "networkPerGpuGbps" as const, label: tr("fig.clusterParts.networkPerGpu"), color: series[0] },
    { key: "inNodePerGpuGbps" as const, label: tr("fig.clusterParts.inNodePerGpu"), color: series[1] },
  ];
  // Each node's bars, one per kind, in the lens's unit (none where the log axis has no place for it).
  const rows = bars.map((b) => kinds.map((k) => ({ ...k, value: lensRate(b[k.key], "capacity", lens) })));
  const values = rows
    .flat()
    .map((r) => r.value)
    .filter((v) => v > 0);
  const domain: [number, number] = [Math.min(...values) / 3, Math.max(...values) * (narrow ? 3 : 6)];
  const marks = panelMarks(document);
  const { el, group } = marks;
  const { width } = context;
  const height = 30 + bars.length * (narrow ? 66 : 52);
  const left = narrow ? 8 : 262;
  const top = narrow ? 34 : 20;
  const bottom = height - 30;
  const x = logScaleAxis(domain, [left, width - (narrow ? 56 : 16)], 1);
  const ticks = decadeTicks(domain[0], domain[1]).filter((t) => t >= domain[0] && t <= domain[1]);
  // A facet band per node (no padding outside them), a band per kind inside each.
  const facets = bandScale(
    bars.map((b) => b.name),
    [top, bottom],
    0,
    narrow ? 0.45 : 0.25,
  );
  const frames = bars.map((b, i) => {
    const start = facets.at(b.name);
    const end = start + facets.bandwidth;
    const kind = bandScale(
      kinds.map((k) => k.label),
      [start, end],
      0.1,
    );
    return { name: b.name, start, end, kind, rows: (rows[i] ?? []).filter((r) => r.value > 0) };
  });
  const last = frames.at(-1);
  const axisAt = last?.end ?? bottom;
  const plot = marks.panel(width, height, [
    ...(narrow
      ? []
      : [
          marks.rowLabels(
            left - 9,
            frames.map((f) => ({ label: f.name, y: (f.start + f.end) / 2 })),
          ),
        ]),
    // A grid in each facet; tick marks and labels under the last one.
    ...frames.map((f) => marks.xGrid(ticks, x.at, f.start, f.end)),
    ...marks.xTicks(ticks, x.at, (v) => formatNumber(lang, v, 2), axisAt),
    marks.xLabel(tr("fig.clusterParts.axisRate", { unit }), width, axisAt),
    ...(narrow
      ? [
          group(
            { "font-weight": 600, "text-anchor": "start" },
            frames.map((f) => el("text", { x: left, y: f.start - 14, dy: "0.71em" }, f.name)),
          ),
        ]
      : []),
    group(
      {},
      frames.flatMap((f) =>
        f.rows.map((r) =>
          el("rect", {
            x: left,
            y: f.kind.at(r.label),
            width: px(x.at(r.value) - left),
            height: f.kind.bandwidth,
            fill: r.color,
          }),
        ),
      ),
    ),
    group(
      { "text-anchor": "start" },
      frames.flatMap((f) =>
        f.rows.map((r) =>
          el(
            "text",
            { x: px(x.at(r.value) + 5), y: f.kind.at(r.label) + f.kind.bandwidth / 2, dy: "0.32em" },
            `${formatNumber(lang, r.value, 1)} ${unit}`,
          ),
        ),
      ),
    ),
  ]);
  const legend = legendRow(
    document,
    kinds.map((k) => ({ label: k.label, color: k.color })),
    context.width,
  );
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
}
