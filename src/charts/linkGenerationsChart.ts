/**
 * Link generations as horizontal bars on a log scale: for each InfiniBand generation at the
 * chosen width, the signalling (line) rate as a pale bar and the data rate after line coding as a
 * solid one; Ethernet MAC rates below in their own colour. Plain SVG (no Observable Plot), laid
 * out as Plot laid it out before: a band per row (10 % padding), decade ticks with a light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { bandScale } from "./bandScale.ts";
import { mutedColor, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks } from "./logAxis.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
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
  const marks = panelMarks(document);
  const { el, group } = marks;
  const { width } = context;
  const height = 28 + rows.length * 24;
  const left = 78;
  const top = 20;
  const bottom = height - 30;
  const x = logScaleAxis(domain, [left, width - 16], 1);
  const ticks = decadeTicks(domain[0], domain[1]).filter((t) => t >= domain[0] && t <= domain[1]);
  const y = bandScale(names, [top, bottom], 0.1);
  const middle = (name: string) => y.at(name) + y.bandwidth / 2;
  const bar = (name: string, value: number, fill?: string) =>
    el("rect", { x: left, y: y.at(name), width: px(x.at(value) - left), height: y.bandwidth, fill });
  const signalled = rows.filter((r) => Number.isFinite(r.signalling));
  const plot = marks.panel(width, height, [
    marks.rowTicks(left, names.map(middle)),
    marks.rowLabels(
      left - 9,
      names.map((name) => ({ label: name, y: middle(name) })),
    ),
    ...marks.xAxis(ticks, x.at, (v) => formatNumber(lang, v, 2), top, bottom),
    marks.xLabel(tr("fig.linkGen.axisRate", { unit }), width, bottom),
    group(
      { fill: mutedColor, "fill-opacity": 0.45 },
      signalled.map((r) => bar(r.name, r.signalling)),
    ),
    group(
      {},
      rows.map((r) => bar(r.name, r.data, colorOf(r))),
    ),
    group(
      { "text-anchor": "start" },
      rows.map((r) =>
        el(
          "text",
          {
            x: px(x.at(Number.isFinite(r.signalling) ? Math.max(r.signalling, r.data) : r.data) + 5),
            y: middle(r.name),
            dy: "0.32em",
          },
          `${formatNumber(lang, r.data, r.data < 10 ? 2 : 1)} ${unit}${r.encoding && !narrow ? ` · ${r.encoding}` : ""}`,
        ),
      ),
    ),
  ]);
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
