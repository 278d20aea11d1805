/**
 * Link generations as horizontal bars on a log scale: for each InfiniBand generation at the
 * chosen width, the signalling (line) rate as a pale bar and the data rate after line coding as a
 * solid one; Ethernet MAC rates below in their own colour.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { chartStyle, mutedColor, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks } from "./logAxis.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("linkFamilies");

/** One bar: a generation at a width, or an Ethernet speed. Rates in Gb/s, one direction. */
export interface LinkGenerationBar {
  readonly family: "infiniband" | "ethernet";
  /** Row label, e.g. "HDR 4x" or "400 GbE". */
  readonly name: string;
  readonly dataGbps: number;
  /** Signalling rate of all lanes before line coding; NaN where the preset gives none. */
  readonly signallingGbps: number;
  /** Line code, shown after the value. */
  readonly encoding: string;
}

/** The bars, one row each, InfiniBand first. */
export function linkGenerationsChart(bars: readonly LinkGenerationBar[], context: ChartContext): Element {
  const { tr, document, lens, lang } = context;
  // Narrow screens: the line codes stay in the table.
  const narrow = context.width < 560;
  const unit = tr(lensRateUnit("capacity", lens));
  const rows = bars.map((b) => ({
    ...b,
    data: lensRate(b.dataGbps, "capacity", lens),
    signalling: lensRate(b.signallingGbps, "capacity", lens),
  }));
  const values = rows.flatMap((r) => [r.data, r.signalling]).filter((v) => Number.isFinite(v) && v > 0);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const domain: [number, number] = [min / 2, max * (narrow ? 5 : 14)];
  const names = rows.map((r) => r.name);
  const colorOf = (r: (typeof rows)[number]) => (r.family === "infiniband" ? series[0] : series[1]);
  const plot = Plot.plot({
    document,
    width: context.width,
    height: 28 + rows.length * 24,
    marginLeft: 78,
    marginRight: 16,
    style: chartStyle,
    x: {
      type: "log",
      domain,
      ticks: decadeTicks(domain[0], domain[1]).filter((t) => t >= domain[0] && t <= domain[1]),
      tickFormat: (v: number) => formatNumber(lang, v, 2),
      label: tr("fig.linkGen.axisRate", { unit }),
      grid: true,
    },
    y: { domain: names, label: null },
    marks: [
      Plot.barX(
        rows.filter((r) => Number.isFinite(r.signalling)),
        { y: "name", x1: domain[0], x2: "signalling", fill: mutedColor, fillOpacity: 0.45 },
      ),
      Plot.barX(rows, { y: "name", x1: domain[0], x2: "data", fill: colorOf }),
      Plot.text(rows, {
        y: "name",
        x: (r) => (Number.isFinite(r.signalling) ? Math.max(r.signalling, r.data) : r.data),
        text: (r) =>
          `${formatNumber(lang, r.data, r.data < 10 ? 2 : 1)} ${unit}${r.encoding && !narrow ? ` · ${r.encoding}` : ""}`,
        textAnchor: "start",
        dx: 5,
        fill: "currentColor",
      }),
    ],
  }) as unknown as Element;
  const legend = legendRow(
    document,
    [
      { label: tr("fig.linkGen.legendIb"), color: series[0] },
      { label: tr("fig.linkGen.legendEthernet"), color: series[1] },
      { label: tr("fig.linkGen.legendSignalling"), color: mutedColor },
    ],
    context.width,
  );
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
}
