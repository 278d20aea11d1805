/**
 * A measurement beside the model: measured series as dots, the model as a line, over message
 * size (log) or stream count; bandwidth through the unit lens, or latency in microseconds.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import type { MeasurementComparison } from "../yourMeasurements/MeasurementComparison.ts";
import { chartStyle, series as palette } from "./chartTheme.ts";
import { stackCharts } from "./stackCharts.ts";
import { swatchLegend } from "./swatchLegend.ts";

needStrings("measurements");

/** The comparison chart; `xKind` says whether x is a message size or a stream count. */
export function measurementChart(
  comparison: MeasurementComparison,
  context: ChartContext,
  options: { xKind: "bytes" | "streams"; busbw: boolean },
): Element {
  const { tr, lens } = context;
  const value = (v: number) => (comparison.quantity === "rate" ? lensRate(v, "throughput", lens) : v);
  const rows = comparison.series.flatMap((s, i) =>
    s.points.map((p) => ({ x: p.bytes, y: value(p.value), series: tr(s.label), source: s.source, i })),
  );
  const names = comparison.series.map((s) => tr(s.label));
  const colors = comparison.series.map((_, i) => palette[i % palette.length] as string);
  const unit = tr(lensRateUnit("throughput", lens));
  const yLabel =
    comparison.quantity === "time"
      ? tr("measure.axisTime")
      : tr(options.busbw ? "measure.axisBusbw" : "measure.axisRate", { unit });
  const plot = Plot.plot({
    document: context.document,
    width: context.width,
    height: 340,
    marginLeft: 60,
    style: chartStyle,
    x: {
      type: options.xKind === "bytes" ? "log" : "linear",
      label: tr(options.xKind === "bytes" ? "measure.axisSize" : "measure.axisStreams"),
      grid: true,
    },
    // Log scale: measured and modelled values often differ by orders of magnitude.
    y: { type: "log", label: yLabel, grid: true },
    color: { domain: names, range: colors },
    marks: [
      Plot.line(
        rows.filter((r) => r.source === "model"),
        { x: "x", y: "y", stroke: "series", strokeWidth: 2 },
      ),
      Plot.dot(
        rows.filter((r) => r.source === "measured"),
        { x: "x", y: "y", stroke: "series", r: 3.5, strokeWidth: 1.5 },
      ),
    ],
  }) as unknown as Element;
  const legend = swatchLegend(
    context.document,
    names.map((label, i) => ({ label, color: colors[i] ?? palette[0] })),
  );
  return stackCharts(context.document, [legend, plot], { direction: "column", gap: 6 });
}
