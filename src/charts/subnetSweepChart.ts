/**
 * A subnet sweep at one stage: the fabric laid out by tier (hosts at the bottom), each node coloured
 * by how far the subnet manager has got with it (not yet reached, discovered, LID assigned, forwarding
 * table written, ACTIVE), its LID once it has one, the links the stage's SMPs cross highlighted, the
 * SM's host marked, failed links and switches crossed out, and switches whose tables a re-sweep
 * rewrote ringed. A Lit template: stepping through the stages redraws it and Lit changes only the
 * nodes and links whose state differs (keyed repeats by node and link id), and a newly highlighted
 * link's dash runs (a CSS animation that honours prefers-reduced-motion).
 */
import { nothing, type SVGTemplateResult, svg, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { failedColor, mutedColor, series } from "./chartTheme.ts";
import { legendRowSvg } from "./legendRowSvg.ts";
import { svgChart } from "./svgChart.ts";

/** A stage of the sweep. */
export interface SweepStageView {
  readonly phase: "discover" | "lids" | "routing" | "activate";
  /** Directed-route hops of a discovery stage (-1 for the later phases). */
  readonly hop: number;
  readonly smps: number;
}

/** A node as the subnet manager has it after the shown stage (x, y in the unit square, y up). */
export interface SweepNodeView {
  readonly id: string;
  readonly kind: "host" | "switch";
  readonly x: number;
  readonly y: number;
  readonly failed: boolean;
  readonly state: "unknown" | "found" | "lid" | "routed" | "active";
  readonly lid: number | null;
  /** The master SM's host, the dead master's, or neither. */
  readonly sm: "master" | "dead" | null;
  /** A switch whose forwarding table the re-sweep changed (and has written). */
  readonly changed: boolean;
}

/** A link, and whether the stage's SMPs cross it. */
export interface SweepLinkView {
  readonly id: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly failed: boolean;
  readonly crossed: boolean;
}

/** The words the chart shows, from the dictionary. */
export interface SubnetSweepLabels {
  readonly header: string;
  readonly note: string;
  readonly fallback: string;
  readonly legend: Readonly<Record<SweepNodeView["state"] | "smp", string>>;
  readonly sm: string;
  readonly deadSm: string;
}

const STATE_COLOURS: Readonly<Record<SweepNodeView["state"], string>> = {
  unknown: "var(--fab-bg)",
  found: series[3],
  lid: series[0],
  routed: series[4],
  active: series[2],
};
const SMP = series[1];
const MIN_WIDTH = 560;

/** The chart. */
export function subnetSweepChart(
  data: { readonly nodes: readonly SweepNodeView[]; readonly links: readonly SweepLinkView[] },
  context: ChartContext,
  labels: SubnetSweepLabels,
): TemplateResult {
  const width = Math.max(MIN_WIDTH, context.width);
  const legend = legendRowSvg(
    [
      ...(["found", "lid", "routed", "active"] as const).map((s) => ({
        label: labels.legend[s],
        color: STATE_COLOURS[s],
      })),
      { label: labels.legend.smp, color: SMP, shape: "line" as const },
    ],
    { width, y: 44 },
  );
  const top = 44 + legend.height + 22;
  const plotH = 300;
  const side = 28;
  const px = (x: number) => side + x * (width - 2 * side);
  const py = (y: number) => top + (1 - y) * plotH;
  const height = top + plotH + 40;
  const linkMark = (l: SweepLinkView): SVGTemplateResult =>
    svg`<line x1=${px(l.x1).toFixed(1)} y1=${py(l.y1).toFixed(1)} x2=${px(l.x2).toFixed(1)} y2=${py(l.y2).toFixed(1)}
      class=${l.crossed ? "fab-sweep-smp" : "fab-sweep-link"}
      stroke=${l.failed ? failedColor : l.crossed ? SMP : mutedColor}
      stroke-width=${l.crossed ? 3 : 1.2} stroke-dasharray=${l.failed ? "4 3" : l.crossed ? "6 3" : "none"}
      stroke-opacity=${l.crossed || l.failed ? 1 : 0.55}></line>`;
  const nodeMark = (n: SweepNodeView): SVGTemplateResult => {
    const x = px(n.x);
    const y = py(n.y);
    const fill = n.failed ? "var(--fab-bg)" : STATE_COLOURS[n.state];
    const stroke = n.failed ? failedColor : n.state === "unknown" ? mutedColor : "currentColor";
    const shape =
      n.kind === "switch"
        ? svg`<rect x=${(x - 15).toFixed(1)} y=${(y - 9).toFixed(1)} width="30" height="18" rx="3" fill=${fill}
            fill-opacity=${n.state === "unknown" ? 1 : 0.85} stroke=${stroke} stroke-width=${n.changed ? 3 : 1}></rect>`
        : svg`<circle cx=${x.toFixed(1)} cy=${y.toFixed(1)} r="8" fill=${fill} fill-opacity=${n.state === "unknown" ? 1 : 0.85}
            stroke=${stroke} stroke-width=${n.sm === null ? 1 : 2.5}></circle>`;
    const cross = n.failed
      ? svg`<path d="M${x - 9},${y - 9}L${x + 9},${y + 9}M${x + 9},${y - 9}L${x - 9},${y + 9}" stroke=${failedColor} stroke-width="2"></path>`
      : nothing;
    const lid =
      n.lid === null
        ? nothing
        : svg`<text x=${x.toFixed(1)} y=${(n.kind === "switch" ? y + 4 : y + 22).toFixed(1)} text-anchor="middle"
            font-size="10" font-weight=${n.kind === "switch" ? 600 : 400} fill="currentColor">${n.lid}</text>`;
    const sm =
      n.sm === null
        ? nothing
        : svg`<text x=${x.toFixed(1)} y=${(y + 34).toFixed(1)} text-anchor="middle" font-size="11" font-weight="700"
            fill=${n.sm === "dead" ? failedColor : SMP}>${n.sm === "dead" ? labels.deadSm : labels.sm}</text>`;
    return svg`<g data-node=${n.id}>${shape}${cross}${lid}${sm}</g>`;
  };
  return svgChart(
    context,
    { width, height, className: "fab-sweep" },
    // The links the SMPs cross run their dash (figure.css, .fab-sweep-smp: no <style> here, which a
    // host page that forbids inline styles would refuse).
    svg`<text x="0" y="16" font-size="14" font-weight="600" fill="currentColor">${labels.header}</text>
      <text x="0" y="34" font-size="12" fill="currentColor">${labels.note}${labels.fallback === "" ? "" : ` ${labels.fallback}`}</text>
      ${legend.template}
      <g>${repeat(
        data.links,
        (l) => l.id,
        (l) => linkMark(l),
      )}</g>
      <g>${repeat(
        data.nodes,
        (n) => n.id,
        (n) => nodeMark(n),
      )}</g>`,
  );
}
