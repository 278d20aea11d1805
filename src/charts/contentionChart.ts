/**
 * Bus vs switched fabric as devices are added: per-device throughput and completion time, one
 * line per medium, the chosen device count marked. Plain SVG (no Observable Plot), laid out as
 * Plot laid it out before: a light grid, nice linear ticks (about one per 80 px across and per
 * 35 px up), y from zero, monotone curves, the medium's name at each line's end.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import type { UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { series } from "./chartTheme.ts";
import { linearAxis } from "./linearAxis.ts";
import { monotonePath } from "./monotonePath.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("busAndFabric");

/** One point of the sweep. */
export interface ContentionPoint {
  readonly devices: number;
  readonly medium: string;
  readonly perDeviceGbps: number;
  readonly completionMs: number;
}

const HEIGHT = 280;
const MARGIN = { top: 20, right: 20, bottom: 30, left: 56 } as const;

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
  const { tr, document, lang } = context;
  const narrow = context.width < 640;
  const width = narrow ? context.width : Math.floor((context.width - 16) / 2);
  const colorOf = (medium: string) => series[data.media.indexOf(medium) % series.length] ?? series[0];
  // Throughput through the unit lens; the model's values are Gb/s one way.
  const points = data.points.map((p) => ({
    ...p,
    perDeviceGbps: lensRate(p.perDeviceGbps, "throughput", context.lens),
  }));
  const devices = points.map((p) => p.devices);
  const x = linearAxis(
    [Math.min(...devices), Math.max(...devices)],
    [MARGIN.left, width - MARGIN.right],
    (width - MARGIN.left - MARGIN.right) / 80,
  );
  const bottom = HEIGHT - MARGIN.bottom;
  const panel = (key: "perDeviceGbps" | "completionMs", label: string) => {
    const marks = panelMarks(document);
    const { el, group } = marks;
    const y = linearAxis(
      [0, Math.max(0, ...points.map((p) => p[key]))],
      [bottom, MARGIN.top],
      (bottom - MARGIN.top) / 35,
    );
    const lines = data.media.map((medium) => ({
      medium,
      points: points.filter((p) => p.medium === medium).sort((a, b) => a.devices - b.devices),
    }));
    const at = (p: ContentionPoint) => [x.at(p.devices), y.at(p[key])] as const;
    return marks.panel(width, HEIGHT, [
      ...marks.yAxis(y.ticks, y.at, (t) => y.label(t, lang), MARGIN.left, width - MARGIN.right),
      marks.yLabel(label),
      ...marks.xAxis(x.ticks, x.at, (t) => x.label(t, lang), MARGIN.top, bottom),
      marks.xLabel(tr("fig.busContention.axisDevices"), width, bottom),
      el("line", {
        x1: px(x.at(data.devices)),
        x2: px(x.at(data.devices)),
        y1: MARGIN.top,
        y2: bottom,
        stroke: "currentColor",
        "stroke-opacity": 0.25,
        "stroke-dasharray": "4,3",
      }),
      group(
        { fill: "none", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" },
        lines.map((l) => el("path", { d: monotonePath(l.points.map(at)), stroke: colorOf(l.medium) })),
      ),
      group(
        {},
        points
          .filter((p) => p.devices === data.devices)
          .map((p) =>
            el("circle", { cx: px(x.at(p.devices)), cy: px(y.at(p[key])), r: 5, fill: colorOf(p.medium) }),
          ),
      ),
      // The medium's name above each line's last point, in the line's colour.
      group(
        { "font-weight": 600, "text-anchor": "end" },
        lines.flatMap((l) => {
          const last = l.points.at(-1);
          if (last === undefined) return [];
          const [lx, ly] = at(last);
          return [
            el(
              "text",
              { x: px(lx - 4), y: px(ly - 10), dy: "0.32em", fill: colorOf(l.medium) },
              tr(data.mediumLabels[l.medium] ?? "site.name"),
            ),
          ];
        }),
      ),
    ]);
  };
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
