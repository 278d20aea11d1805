/**
 * A measurement beside the model: measured series as dots, the model as a line, over message
 * size (log) or stream count; bandwidth through the unit lens, or latency in microseconds.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit, resolveLens } from "../lib/unitLens.ts";
import { isCollective } from "../yourMeasurements/isCollective.ts";
import type { ComparisonPoint, MeasurementComparison } from "../yourMeasurements/MeasurementComparison.ts";
import { chartStyle, series as palette } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks, formatTick } from "./logAxis.ts";
import { logTicks125 } from "./logTicks125.ts";
import { formatSize, sizeTicks } from "./ncclChartParts.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("measurements");

/**
 * The comparison chart; `xKind` says whether x is a message size or a stream count. A collective's
 * points (those carrying algbw) show busbw or algbw as the lens says.
 */
export function measurementChart(
  comparison: MeasurementComparison,
  context: ChartContext,
  options: { xKind: "bytes" | "streams" },
): Element {
  const { tr } = context;
  const collective = isCollective(comparison);
  // "As the tools print it": GB/s for nccl-tests, Gb/s for iperf3 and perftest.
  const lens = resolveLens(context.lens, collective);
  const algbw = collective && lens.collective === "algbw";
  const value = (p: ComparisonPoint) =>
    comparison.quantity === "time"
      ? p.value
      : lensRate(algbw && p.algbw !== undefined ? p.algbw : p.value, "throughput", lens);
  // A log axis has no place for zero (nccl-tests prints algbw 0.00 for the smallest sizes).
  const rows = comparison.series.flatMap((s, i) =>
    s.points
      .map((p) => ({
        x: p.bytes,
        y: value(p),
        low: value(p) * (p.low ?? 1),
        high: value(p) * (p.high ?? 1),
        series: tr(s.label),
        source: s.source,
        i,
      }))
      .filter((r) => r.y > 0 && Number.isFinite(r.y)),
  );
  const names = comparison.series.map((s) => tr(s.label));
  const colors = comparison.series.map((_, i) => palette[i % palette.length] as string);
  const unit = tr(lensRateUnit("throughput", lens));
  const yLabel =
    comparison.quantity === "time"
      ? tr("measure.axisTime")
      : tr(algbw ? "measure.axisAlgbw" : collective ? "measure.axisBusbw" : "measure.axisRate", { unit });
  // Log scales, labelled as the chapters' charts are: sizes in binary units at powers of two,
  // values at powers of ten in plain numbers (measured and modelled often differ by decades).
  const model = rows.filter((r) => r.source === "model");
  const xs = rows.map((r) => r.x).filter((x) => x > 0);
  const banded = model.filter((r) => r.low !== r.y || r.high !== r.y);
  const ys = [...rows.map((r) => r.y), ...banded.flatMap((r) => [r.low, r.high])];
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const yTicks = decadeTicks(Math.min(...ys), Math.max(...ys));
  const plot = Plot.plot({
    document: context.document,
    width: context.width,
    height: 340,
    marginLeft: 60,
    marginRight: 30,
    marginBottom: 40,
    style: chartStyle,
    x:
      options.xKind === "bytes" && xs.length > 0
        ? {
            type: "log",
            base: 2,
            // A little room either side, so a point at the first or last size is not cut in half.
            domain: [xMin / 1.3, xMax * 1.3],
            ticks: sizeTicks(xMin, xMax, context.width < 560 ? 6 : 4),
            tickFormat: (b: number) => formatSize(tr, context.lang, b, 0),
            label: tr("measure.axisSize"),
            labelAnchor: "center",
            grid: true,
          }
        : {
            type: "linear",
            label: tr(options.xKind === "bytes" ? "measure.axisSize" : "measure.axisStreams"),
            labelAnchor: "center",
            // Stream counts are whole numbers: a tick at each one while they fit.
            ...(xs.length > 0 && xMax - xMin <= 16
              ? { ticks: Array.from({ length: Math.floor(xMax - xMin) + 1 }, (_, i) => xMin + i) }
              : {}),
            tickFormat: (v: number) => formatNumber(context.lang, v, 0),
            grid: true,
          },
    y:
      yTicks.length > 0
        ? {
            type: "log",
            domain: [yTicks[0] as number, yTicks.at(-1) as number],
            // Two decades or less: 2 and 5 times each decade too, so the axis has more than two labels.
            ticks: yTicks.length <= 3 ? logTicks125(yTicks[0] as number, yTicks.at(-1) as number) : yTicks,
            tickFormat: (v: number) => formatTick(context.lang, v),
            label: yLabel,
            grid: true,
          }
        : { type: "log", label: yLabel, grid: true },
    color: { domain: names, range: colors },
    marks: [
      // The model's band: where measurements of this kind of system fall around it.
      ...(banded.length > 1
        ? [Plot.areaY(banded, { x: "x", y1: "low", y2: "high", fill: "series", fillOpacity: 0.15 })]
        : []),
      Plot.line(model, { x: "x", y: "y", stroke: "series", strokeWidth: 2 }),
      // A model of one size has no line to draw: a filled dot shows it.
      ...(model.length === 1 ? [Plot.dot(model, { x: "x", y: "y", fill: "series", r: 4 })] : []),
      Plot.dot(
        rows.filter((r) => r.source === "measured"),
        { x: "x", y: "y", stroke: "series", r: 3.5, strokeWidth: 1.5 },
      ),
    ],
  }) as unknown as Element;
  // Keyed by the marks drawn: hollow dots for what was measured, a line (or one dot) for the model.
  const legend = legendRow(
    context.document,
    [
      ...comparison.series.map((s, i) => ({
        label: names[i] as string,
        color: colors[i] ?? palette[0],
        shape:
          s.source === "measured"
            ? ("circle" as const)
            : model.length === 1
              ? ("dot" as const)
              : ("line" as const),
      })),
      ...(banded.length > 1
        ? [
            {
              label: tr("measure.seriesModelBand"),
              color: colors[banded[0]?.i ?? 0] ?? palette[0],
              shape: "band" as const,
            },
          ]
        : []),
    ],
    context.width,
  );
  return stackCharts(context.document, [legend, plot], { direction: "column", gap: 6 });
}
