/**
 * The PFC deadlock scenario drawn: the leaf-spine (hosts at the bottom), failed links dashed in the
 * failure colour, each flow's path as its own coloured line slightly offset from the links (dashed
 * where its packets ride the second lossless priority), and the links whose buffers form the
 * dependency cycle thick behind them. A Lit template: changing the prevention redraws it and Lit
 * changes only the flows and links that differ (keyed repeats by flow and link).
 */
import { svg, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { failedColor, mutedColor, series } from "./chartTheme.ts";
import { legendRowSvg } from "./legendRowSvg.ts";
import { svgChart } from "./svgChart.ts";

/** A link of the fabric. */
export interface DeadlockLinkView {
  readonly id: string;
  readonly a: number;
  readonly b: number;
  readonly failed: boolean;
  /** One of the links whose buffers wait on each other in the cycle. */
  readonly inCycle: boolean;
}

/** A flow and its route (node indices), with the priority of each hop. */
export interface DeadlockFlowView {
  readonly index: number;
  readonly src: string;
  readonly dst: string;
  readonly routed: boolean;
  readonly nodes: readonly number[];
  readonly priorities: readonly number[];
}

const CYCLE = "var(--fab-bad)";
const MIN_WIDTH = 480;

/** The chart. */
export function pfcDeadlockChart(
  data: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly kind: "host" | "switch";
      readonly x: number;
      readonly y: number;
    }>;
    readonly links: readonly DeadlockLinkView[];
    readonly flows: readonly DeadlockFlowView[];
  },
  context: ChartContext,
  labels: {
    readonly verdict: string;
    readonly flow: (f: DeadlockFlowView) => string;
    readonly unrouted: string;
    readonly cycle: string;
    readonly failed: string;
    readonly lane1: string;
  },
): TemplateResult {
  const width = Math.max(MIN_WIDTH, Math.min(720, context.width));
  const colour = (i: number) => series[i % series.length] as string;
  const legend = legendRowSvg(
    [
      ...data.flows.map((f) => ({
        label: f.routed ? labels.flow(f) : `${labels.flow(f)} (${labels.unrouted})`,
        color: colour(f.index),
        shape: "line" as const,
      })),
      { label: labels.cycle, color: CYCLE },
      { label: labels.failed, color: failedColor, shape: "line" as const },
    ],
    { width, y: 26 },
  );
  const top = 26 + legend.height + 24;
  const plotH = 220;
  const side = 40;
  const px = (x: number) => side + x * (width - 2 * side);
  const py = (y: number) => top + (1 - y) * plotH;
  const at = (n: number) => data.nodes[n] ?? { x: 0, y: 0 };
  const height = top + plotH + 50;
  // Each flow's line is shifted a few pixels so flows sharing a link stay apart.
  const shift = (i: number) => (i - (data.flows.length - 1) / 2) * 4;
  const segments = (f: DeadlockFlowView) =>
    f.nodes.slice(1).map((n, k) => {
      const a = at(f.nodes[k] as number);
      const b = at(n);
      const d = shift(f.index);
      return {
        x1: px(a.x) + d,
        y1: py(a.y) + d,
        x2: px(b.x) + d,
        y2: py(b.y) + d,
        lane: f.priorities[k] ?? 0,
      };
    });
  return svgChart(
    context,
    { width, height, className: "fab-deadlock" },
    svg`<text x="0" y="16" font-size="13" font-weight="600" fill="currentColor">${labels.verdict}</text>
      ${legend.template}
      <g>${repeat(
        data.links,
        (l) => l.id,
        (l) =>
          svg`<line x1=${px(at(l.a).x).toFixed(1)} y1=${py(at(l.a).y).toFixed(1)} x2=${px(at(l.b).x).toFixed(1)} y2=${py(at(l.b).y).toFixed(1)}
            stroke=${l.failed ? failedColor : l.inCycle ? CYCLE : mutedColor} stroke-width=${l.inCycle ? 12 : 1.5}
            stroke-opacity=${l.inCycle ? 0.25 : 1} stroke-dasharray=${l.failed ? "5 4" : "none"}></line>`,
      )}</g>
      <g>${repeat(
        data.flows,
        (f) => `${f.index}/${f.nodes.join("-")}/${f.priorities.join("")}`,
        (f) =>
          svg`<g>${segments(f).map(
            (s) =>
              svg`<line x1=${s.x1.toFixed(1)} y1=${s.y1.toFixed(1)} x2=${s.x2.toFixed(1)} y2=${s.y2.toFixed(1)}
                stroke=${colour(f.index)} stroke-width="2.5" stroke-dasharray=${s.lane > 0 ? "6 3" : "none"}></line>`,
          )}</g>`,
      )}</g>
      <g>${data.nodes.map((n) =>
        n.kind === "switch"
          ? svg`<rect x=${(px(n.x) - 26).toFixed(1)} y=${(py(n.y) - 10).toFixed(1)} width="52" height="20" rx="3"
              fill="var(--fab-bg)" stroke="currentColor"></rect><text x=${px(n.x).toFixed(1)} y=${(py(n.y) + 4).toFixed(1)}
              text-anchor="middle" font-size="10" fill="currentColor">${n.id}</text>`
          : svg`<circle cx=${px(n.x).toFixed(1)} cy=${py(n.y).toFixed(1)} r="7" fill="var(--fab-bg)" stroke="currentColor"></circle>
              <text x=${px(n.x).toFixed(1)} y=${(py(n.y) + 22).toFixed(1)} text-anchor="middle" font-size="10"
              fill="currentColor">${n.id}</text>`,
      )}</g>
      <text x=${width} y=${height - 4} text-anchor="end" font-size="11" fill="currentColor">${labels.lane1}</text>`,
  );
}
