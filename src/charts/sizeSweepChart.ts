/**
 * A quantity against message size on log–log axes: one line per modelled series, measured
 * points on top as open circles with their own labels, and a legend above. Used for latency,
 * throughput and CPU-per-byte sweeps.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle } from "./chartTheme.ts";
import { formatBytes } from "./datapathChartParts.ts";
import { legendRow } from "./legendRow.ts";
import { decadeTicks, formatTick } from "./logAxis.ts";
import { stackCharts } from "./stackCharts.ts";
import { textLine } from "./textLine.ts";

needStrings("kernelBypass");

/** One modelled series: a value per message size (values <= 0 are left out on the log axis). */
export interface SweepSeries {
  readonly label: string;
  readonly color: string;
  readonly dashed?: boolean;
  readonly points: ReadonlyArray<{ readonly bytes: number; readonly value: number }>;
}

/** One measured point, drawn as an open circle in its series' colour and labelled. */
export interface SweepMeasured {
  readonly label: string;
  readonly color: string;
  readonly bytes: number;
  readonly value: number;
  /** Where the label goes relative to the point; default above, to the right. */
  readonly labelAt?: "above-right" | "above-left" | "below-right" | "below-left";
}

/** A panel's content. */
export interface SweepPanel {
  readonly title?: string;
  readonly yLabel: string;
  readonly series: readonly SweepSeries[];
  readonly measured: readonly SweepMeasured[];
  /** Extra lines under the legend (e.g. a series left off the log axis). */
  readonly notes?: readonly string[];
}

const LABEL_PLACES = ["above-right", "above-left", "below-right", "below-left"] as const;

/** Message-size ticks: every factor of 8 from 2 B. */
const SIZE_TICKS = [2, 16, 128, 1024, 8192, 65536, 524288, 4194304];

/** One panel: legend (and notes), then the log–log plot. */
export function sizeSweepChart(
  panel: SweepPanel,
  context: ChartContext & { readonly height?: number },
): Element {
  const { tr, lang, document } = context;
  const lines = panel.series.flatMap((s) =>
    s.points.filter((p) => p.value > 0 && Number.isFinite(p.value)).map((p) => ({ ...p, label: s.label })),
  );
  const values = [...lines.map((p) => p.value), ...panel.measured.map((m) => m.value)];
  const sizes = [...lines.map((p) => p.bytes), ...panel.measured.map((m) => m.bytes)];
  const yMin = Math.min(...values);
  const yMax = Math.max(...values);
  // Head room above the highest value for the labels of measured points.
  const ticks = decadeTicks(yMin, yMax);
  const yTop = Math.max(ticks.at(-1) ?? yMax, yMax * 2.5);
  const plot = Plot.plot({
    document,
    width: context.width,
    height: context.height ?? 300,
    marginLeft: 60,
    // Room on the right for the label of a measured point near the largest size.
    marginRight: 40,
    marginTop: 26,
    marginBottom: 40,
    style: chartStyle,
    x: {
      type: "log",
      base: 2,
      // A little room either side, so a point at the first or last size is not cut in half.
      domain: [Math.min(...sizes) / 1.3, Math.max(...sizes) * 1.3],
      ticks: SIZE_TICKS.filter((t) => t >= Math.min(...sizes) && t <= Math.max(...sizes)),
      tickFormat: (b: number) => formatBytes(tr, lang, b),
      label: tr("fig.latencySize.axisSize"),
      labelAnchor: "center",
      grid: true,
    },
    y: {
      type: "log",
      domain: [ticks[0] ?? yMin, yTop],
      ticks,
      tickFormat: (v: number) => formatTick(lang, v),
      label: panel.yLabel,
      grid: true,
    },
    marks: [
      ...panel.series.map((s) =>
        Plot.line(
          s.points.filter((p) => p.value > 0 && Number.isFinite(p.value)),
          {
            x: "bytes",
            y: "value",
            stroke: s.color,
            strokeWidth: 2,
            ...(s.dashed ? { strokeDasharray: "6,4" } : {}),
          },
        ),
      ),
      Plot.dot(panel.measured, {
        x: "bytes",
        y: "value",
        r: 6,
        stroke: (m: SweepMeasured) => m.color,
        strokeWidth: 2.5,
        fill: "none",
      }),
      ...LABEL_PLACES.map((place) =>
        Plot.text(
          panel.measured.filter((m) => (m.labelAt ?? "above-right") === place),
          {
            x: "bytes",
            y: "value",
            text: "label",
            dx: place.endsWith("right") ? 9 : -9,
            dy: place.startsWith("above") ? -11 : 12,
            textAnchor: place.endsWith("right") ? "start" : "end",
            fontSize: 11,
            fontWeight: 600,
            fill: "currentColor",
          },
        ),
      ),
    ],
  }) as unknown as Element;
  const legend = legendRow(
    document,
    panel.series.map((s) => ({ label: s.label, color: s.color, shape: s.dashed ? "dashedLine" : "line" })),
    context.width,
  );
  const title = panel.title ? [textLine(document, panel.title, context.width, { bold: true })] : [];
  const notes = (panel.notes ?? []).map((n) => textLine(document, n, context.width));
  return stackCharts(document, [...title, legend, ...notes, plot], { direction: "column", gap: 4 });
}
