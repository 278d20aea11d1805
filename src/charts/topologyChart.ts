/**
 * A topology drawn with its links coloured by utilisation: hosts at the bottom, switches above;
 * failed links dashed and marked, failed switches crossed out. Plain SVG (no Observable Plot),
 * placed as Plot placed it before: the layout's unit square inside 24 px margins (36 px on top,
 * under the title), switches as squares, hosts as dots.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { failedColor, mutedColor } from "./chartTheme.ts";
import { hclRamp } from "./hclRamp.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import type { TopologyDrawing } from "./topologyLayout.ts";

/**
 * Colour ramp of link utilisation (idle, half, full; interpolated in HCL): the same on every topology
 * figure, warm like a heat map, and readable on the light and the dark theme.
 */
const UTILISATION_RAMP = ["#f3d35b", "#e8772e", "#b1202f"] as const;
const lowerHalf = hclRamp(UTILISATION_RAMP[0], UTILISATION_RAMP[1]);
const upperHalf = hclRamp(UTILISATION_RAMP[1], UTILISATION_RAMP[2]);

/**
 * The colour of a utilisation (0 idle to 1 full): the ramp's first half up to 0.5, its second after.
 * @example utilisationColor(1) // "rgb(177, 32, 47)"
 */
export function utilisationColor(utilisation: number): string {
  return utilisation <= 0.5 ? lowerHalf(utilisation / 0.5) : upperHalf((utilisation - 0.5) / 0.5);
}

/** Half the side of a switch's square: a square as large as a dot of radius 7 (side 7 sqrt(pi)). */
const SWITCH_HALF = (7 * Math.sqrt(Math.PI)) / 2;

/** One topology drawing; `title` is shown above it. */
export function topologyChart(
  drawing: TopologyDrawing,
  options: { title: string; width: number; height?: number },
  context: ChartContext,
): Element {
  const marks = panelMarks(context.document);
  const { el, group } = marks;
  const height = options.height ?? 260;
  const margin = { top: 36, right: 24, bottom: 24, left: 24 };
  const x = (v: number) => px(margin.left + v * (options.width - margin.left - margin.right));
  const y = (v: number) => px(height - margin.bottom - v * (height - margin.top - margin.bottom));
  const busy = drawing.links.filter((l) => !l.failed);
  const failed = drawing.links.filter((l) => l.failed);
  const line = (
    l: { x1: number; x2: number; y1: number; y2: number },
    attributes: Record<string, string | number>,
  ) => el("line", { x1: x(l.x1), y1: y(l.y1), x2: x(l.x2), y2: y(l.y2), ...attributes });
  const bus = drawing.bus;
  return marks.panel(options.width, height, [
    el(
      "text",
      { x: margin.left, y: margin.top - 28, dy: "0.71em", "font-weight": 700, "font-size": 13 },
      options.title,
    ),
    group(
      { "stroke-opacity": 0.95 },
      busy
        .filter((l) => l.utilisation > 0)
        .map((l) =>
          line(l, { stroke: utilisationColor(l.utilisation), "stroke-width": px(1.5 + 3 * l.utilisation) }),
        ),
    ),
    group(
      { stroke: mutedColor, "stroke-width": 1 },
      busy.filter((l) => l.utilisation === 0).map((l) => line(l, {})),
    ),
    group(
      { stroke: failedColor, "stroke-width": 2, "stroke-dasharray": "4,3" },
      failed.map((l) => line(l, {})),
    ),
    group(
      { fill: failedColor, "font-size": 16, "text-anchor": "middle" },
      failed.map((l) => el("text", { x: x((l.x1 + l.x2) / 2), y: y((l.y1 + l.y2) / 2), dy: "0.32em" }, "✕")),
    ),
    ...(bus
      ? [
          line(
            { x1: bus.x1 - 0.03, x2: bus.x2 + 0.03, y1: bus.y, y2: bus.y },
            {
              stroke: bus.failed ? failedColor : "currentColor",
              "stroke-width": 6,
              ...(bus.failed ? { "stroke-dasharray": "6,4" } : {}),
            },
          ),
        ]
      : []),
    group(
      { stroke: "currentColor", "stroke-width": 1.5 },
      drawing.nodes
        .filter((n) => n.kind !== "host")
        .map((n) =>
          el("rect", {
            x: px(x(n.x) - SWITCH_HALF),
            y: px(y(n.y) - SWITCH_HALF),
            width: px(2 * SWITCH_HALF),
            height: px(2 * SWITCH_HALF),
            fill: n.failed ? failedColor : "var(--fab-bg)",
          }),
        ),
    ),
    group(
      {},
      drawing.nodes
        .filter((n) => n.kind === "host")
        .map((n) => el("circle", { cx: x(n.x), cy: y(n.y), r: 4 })),
    ),
  ]);
}

/**
 * A horizontal colour ramp for utilisation, labelled with its unit: 50 bars of 2 % each, ticks
 * every 20 %, the label on a line of its own under the tick labels.
 */
export function utilisationLegend(context: ChartContext, label: string): Element {
  const marks = panelMarks(context.document);
  const { el, group } = marks;
  const width = 280;
  const height = 54;
  const axis = linearAxis([0, 100], [12, width - 12], 5);
  const bottom = 14;
  const steps = Array.from({ length: 50 }, (_, i) => i * 2);
  return marks.panel(width, height, [
    group(
      { stroke: "currentColor", "aria-hidden": "true" },
      axis.ticks.map((t) =>
        el("line", { x1: px(axis.at(t)), x2: px(axis.at(t)), y1: bottom, y2: bottom + 6 }),
      ),
    ),
    group(
      { "text-anchor": "middle", "font-variant": "tabular-nums" },
      axis.ticks.map((t) =>
        el("text", { x: px(axis.at(t)), y: bottom + 9, dy: "0.71em" }, axis.label(t, context.lang)),
      ),
    ),
    marks.xLabel(label, width, bottom, { marginBottom: height - bottom }),
    group(
      {},
      steps.map((d) =>
        el("rect", {
          x: px(axis.at(d)),
          y: 4,
          width: px(axis.at(d + 2) - axis.at(d)),
          height: 10,
          fill: utilisationColor((d + 1) / 100),
        }),
      ),
    ),
  ]);
}
