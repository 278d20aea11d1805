/**
 * A topology drawn with its links coloured by utilisation: hosts at the bottom, switches above;
 * failed links dashed and marked, failed switches crossed out.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { chartStyle, failedColor, mutedColor } from "./chartTheme.ts";
import type { TopologyDrawing } from "./topologyLayout.ts";

/**
 * Colour ramp of link utilisation (idle, half, full; interpolated in HCL): the same on every topology
 * figure, warm like a heat map, and readable on the light and the dark theme.
 */
const UTILISATION_RAMP = ["#f3d35b", "#e8772e", "#b1202f"];

/** One topology drawing; `title` is shown above it. */
export function topologyChart(
  drawing: TopologyDrawing,
  options: { title: string; width: number; height?: number },
  context: ChartContext,
): Element {
  const busy = drawing.links.filter((l) => !l.failed);
  const failed = drawing.links.filter((l) => l.failed);
  const mid = (l: { x1: number; x2: number; y1: number; y2: number }) => ({
    x: (l.x1 + l.x2) / 2,
    y: (l.y1 + l.y2) / 2,
  });
  const bus = drawing.bus;
  return Plot.plot({
    document: context.document,
    width: options.width,
    height: options.height ?? 260,
    margin: 24,
    marginTop: 36,
    style: chartStyle,
    x: { domain: [0, 1], axis: null },
    y: { domain: [0, 1], axis: null },
    color: { type: "linear", domain: [0, 0.5, 1], range: UTILISATION_RAMP, interpolate: "hcl" },
    marks: [
      Plot.text([options.title], { frameAnchor: "top-left", dy: -28, fontWeight: 700, fontSize: 13 }),
      Plot.link(
        busy.filter((l) => l.utilisation > 0),
        {
          x1: "x1",
          y1: "y1",
          x2: "x2",
          y2: "y2",
          stroke: "utilisation",
          strokeWidth: (l) => 1.5 + 3 * l.utilisation,
          strokeOpacity: 0.95,
        },
      ),

      Plot.link(
        busy.filter((l) => l.utilisation === 0),
        { x1: "x1", y1: "y1", x2: "x2", y2: "y2", stroke: mutedColor, strokeWidth: 1 },
      ),
      Plot.link(failed, {
        x1: "x1",
        y1: "y1",
        x2: "x2",
        y2: "y2",
        stroke: failedColor,
        strokeWidth: 2,
        strokeDasharray: "4,3",
      }),
      Plot.text(failed.map(mid), { x: "x", y: "y", text: () => "✕", fill: failedColor, fontSize: 16 }),
      ...(bus
        ? [
            Plot.link([bus], {
              x1: (b) => b.x1 - 0.03,
              x2: (b) => b.x2 + 0.03,
              y1: "y",
              y2: "y",
              stroke: bus.failed ? failedColor : "currentColor",
              strokeWidth: 6,
              ...(bus.failed ? { strokeDasharray: "6,4" } : {}),
            }),
          ]
        : []),
      Plot.dot(
        drawing.nodes.filter((n) => n.kind !== "host"),
        {
          x: "x",
          y: "y",
          r: 7,
          symbol: "square",
          fill: (n) => (n.failed ? failedColor : "var(--fab-bg)"),
          stroke: "currentColor",
          strokeWidth: 1.5,
        },
      ),
      Plot.dot(
        drawing.nodes.filter((n) => n.kind === "host"),
        { x: "x", y: "y", r: 4, fill: "currentColor" },
      ),
    ],
  }) as unknown as Element;
}

/**
 * A horizontal colour ramp for utilisation, labelled with its unit. Drawn as bars rather than
 * Plot.legend's canvas ramp, so it renders at build time with no canvas.
 */
export function utilisationLegend(context: ChartContext, label: string): Element {
  const steps = Array.from({ length: 50 }, (_, i) => i * 2);
  return Plot.plot({
    document: context.document,
    width: 280,
    height: 44,
    marginTop: 4,
    marginLeft: 12,
    marginRight: 12,
    style: chartStyle,
    x: { domain: [0, 100], label, ticks: 5 },
    y: { axis: null },
    color: { type: "linear", domain: [0, 50, 100], range: UTILISATION_RAMP, interpolate: "hcl" },
    marks: [Plot.rectY(steps, { x1: (d) => d, x2: (d) => d + 2, y1: 0, y2: 1, fill: (d) => d + 1 })],
  }) as unknown as Element;
}
