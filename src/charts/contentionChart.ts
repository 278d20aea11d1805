/**
 * Bus vs switched fabric as devices are added: per-device throughput and completion time, one
 * line per medium, the chosen device count marked.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import type { UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { chartStyle, series } from "./chartTheme.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("busAndFabric");

/** One point of the sweep. */
export interface ContentionPoint {
  readonly devices: number;
  readonly medium: string;
  readonly perDeviceGbps: number;
  readonly completionMs: number;
}

/** Two panels side by side (stacked when narrow). */
export function contentionChart(
  data: {
    points: readonly ContentionPoint[];
    devices: number;
    media: readonly string[];
    mediumLabels: Readonly<Record<string, UiKey>>;
  },
  context: ChartContext,
): Element {
  const { tr, document } = context;
  const narrow = context.width < 640;
  const width = narrow ? context.width : Math.floor((context.width - 16) / 2);
  const color = { domain: [...data.media], range: [...series].slice(0, data.media.length) };
  // Throughput through the unit lens; the model's values are Gb/s one way.
  const points = data.points.map((p) => ({
    ...p,
    perDeviceGbps: lensRate(p.perDeviceGbps, "throughput", context.lens),
  }));
  const current = points.filter((p) => p.devices === data.devices);
  const panel = (y: "perDeviceGbps" | "completionMs", label: string) =>
    Plot.plot({
      document,
      width,
      height: 280,
      marginLeft: 56,
      style: chartStyle,
      color,
      x: { label: tr("fig.busContention.axisDevices"), grid: true },
      y: { label, grid: true, zero: true },
      marks: [
        Plot.ruleX([data.devices], { stroke: "currentColor", strokeOpacity: 0.25, strokeDasharray: "4,3" }),
        Plot.line(points, { x: "devices", y, stroke: "medium", strokeWidth: 2, curve: "monotone-x" }),
        Plot.dot(current, { x: "devices", y, fill: "medium", r: 5 }),
        Plot.text(
          // The lens's values, as the lines: raw Gb/s here stretched the axis to 0-100 under GB/s.
          data.media.map((m) => points.filter((p) => p.medium === m).at(-1)).filter((p) => p !== undefined),
          {
            x: "devices",
            y,
            text: (p: ContentionPoint) => tr(data.mediumLabels[p.medium] ?? "site.name"),
            fill: "medium",
            dx: -4,
            dy: -10,
            textAnchor: "end",
            fontWeight: 600,
          },
        ),
      ],
    }) as unknown as Element;
  return stackCharts(
    document,
    [
      panel(
        "perDeviceGbps",
        tr("fig.busContention.axisThroughput", { unit: tr(lensRateUnit("throughput", context.lens)) }),
      ),
      panel("completionMs", tr("fig.busContention.axisCompletion")),
    ],
    { direction: narrow ? "column" : "row" },
  );
}
