/**
 * The parts of a cluster as two small charts: cable reach (a range bar from the shortest to the
 * longest listed length, log metres, coloured by medium), or, per published node configuration,
 * the scale-out network bandwidth per GPU beside the GPU's own in-node link (log scale).
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { chartStyle, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks } from "./logAxis.ts";
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
  const plot = Plot.plot({
    document,
    width: context.width,
    height: 30 + bars.length * 28,
    marginLeft: 96,
    marginRight: 16,
    style: chartStyle,
    color,
    x: {
      type: "log",
      domain,
      ticks: decadeTicks(1, domain[1]).filter((t) => t <= domain[1]),
      tickFormat: (v: number) => formatNumber(lang, v, 1),
      label: tr("fig.clusterParts.axisReach"),
      grid: true,
    },
    y: { domain: bars.map((b) => b.name), label: null, padding: 0.25 },
    marks: [
      Plot.barX(bars, {
        y: "name",
        x1: (b: CableBar) => Math.max(floor, b.minMeters),
        x2: "maxMeters",
        fill: "medium",
      }),
      Plot.text(bars, {
        y: "name",
        x: "maxMeters",
        text: (b: CableBar) =>
          `${b.minMeters > 0 ? `${formatNumber(lang, b.minMeters, 1)}–` : tr("fig.clusterParts.upTo")}${formatNumber(lang, b.maxMeters, 0)} m${narrow ? "" : ` · ${b.part}`}`,
        textAnchor: "start",
        dx: 5,
        fill: "currentColor",
      }),
    ],
  }) as unknown as Element;
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
  const rows = bars.flatMap((b) =>
    kinds.map((k) => ({ name: b.name, kind: k.label, value: lensRate(b[k.key], "capacity", lens) })),
  );
  const values = rows.map((r) => r.value).filter((v) => v > 0);
  const domain: [number, number] = [Math.min(...values) / 3, Math.max(...values) * (narrow ? 3 : 6)];
  const plot = Plot.plot({
    document,
    width: context.width,
    height: 30 + bars.length * (narrow ? 66 : 52),
    marginLeft: narrow ? 8 : 262,
    marginTop: narrow ? 34 : 20,
    marginRight: narrow ? 56 : 16,
    style: chartStyle,
    color: { domain: kinds.map((k) => k.label), range: kinds.map((k) => k.color) },
    x: {
      type: "log",
      domain,
      ticks: decadeTicks(domain[0], domain[1]).filter((t) => t >= domain[0] && t <= domain[1]),
      tickFormat: (v: number) => formatNumber(lang, v, 2),
      label: tr("fig.clusterParts.axisRate", { unit }),
      grid: true,
    },
    fy: {
      domain: bars.map((b) => b.name),
      label: null,
      padding: narrow ? 0.45 : 0.25,
      axis: narrow ? null : "left",
    },
    y: { domain: kinds.map((k) => k.label), axis: null, padding: 0.1 },
    marks: [
      ...(narrow
        ? [
            Plot.text(bars, {
              fy: "name",
              frameAnchor: "top-left",
              text: "name",
              dy: -14,
              fill: "currentColor",
              fontWeight: 600,
            }),
          ]
        : []),
      Plot.barX(rows, { fy: "name", y: "kind", x1: domain[0], x2: "value", fill: "kind" }),
      Plot.text(rows, {
        fy: "name",
        y: "kind",
        x: "value",
        text: (r: (typeof rows)[number]) => `${formatNumber(lang, r.value, 1)} ${unit}`,
        textAnchor: "start",
        dx: 5,
        fill: "currentColor",
      }),
    ],
  }) as unknown as Element;
  const legend = legendRow(
    document,
    kinds.map((k) => ({ label: k.label, color: k.color })),
    context.width,
  );
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
}
