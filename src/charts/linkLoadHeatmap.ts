/**
 * Flows per directed switch-to-switch link as a heat map: one row per way of routing, one cell per
 * link (grouped: leaf uplinks, spine uplinks, spine downlinks, leaf downlinks), coloured by the
 * flows it carries, with the row's busiest link written at its end. Idle links stay blank.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { chartStyle } from "./chartTheme.ts";

/** Where a link sits: up from the leaves, up from the middle tier, and back down. */
export type LinkGroup = "upLeaf" | "upSpine" | "downSpine" | "downLeaf";

/** One link in one row. */
export interface LinkLoadCell {
  readonly row: string;
  /** Position of the link in the drawing order. */
  readonly index: number;
  readonly group: LinkGroup;
  readonly flows: number;
}

/** One row: a way of routing and its busiest link. */
export interface LinkLoadRow {
  readonly key: string;
  readonly maxFlows: number;
}

/** Heat ramp (few flows, many): warm, readable on both themes (as the topology figures' ramp). */
const LOAD_RAMP = ["#f3d35b", "#e8772e", "#b1202f"];

/** The chart. */
export function linkLoadHeatmap(
  data: { readonly rows: readonly LinkLoadRow[]; readonly cells: readonly LinkLoadCell[] },
  context: ChartContext,
  labels: {
    readonly row: (key: string) => string;
    readonly group: Readonly<Record<LinkGroup, string>>;
    readonly max: (flows: number) => string;
    readonly legend: string;
  },
): Element {
  const rowLabels = data.rows.map((r) => labels.row(r.key));
  const rowOf = new Map(data.rows.map((r, i) => [r.key, rowLabels[i] as string]));
  const links = data.cells.reduce((m, c) => Math.max(m, c.index + 1), 0);
  const top = Math.max(1, ...data.rows.map((r) => r.maxFlows));
  const busy = data.cells.filter((c) => c.flows > 0).map((c) => ({ ...c, label: rowOf.get(c.row) }));
  // Where each group starts and ends, for its label and the rules between groups.
  const spans = new Map<LinkGroup, { start: number; end: number }>();
  for (const c of data.cells) {
    const s = spans.get(c.group) ?? { start: c.index, end: c.index + 1 };
    spans.set(c.group, { start: Math.min(s.start, c.index), end: Math.max(s.end, c.index + 1) });
  }
  const groups = [...spans].map(([group, s]) => ({
    ...s,
    mid: (s.start + s.end) / 2,
    text: labels.group[group],
  }));
  return Plot.plot({
    document: context.document,
    width: context.width,
    height: 90 + 38 * data.rows.length,
    marginLeft: 120,
    marginRight: 70,
    marginTop: 34,
    marginBottom: 30,
    style: chartStyle,
    x: { domain: [0, links], axis: null },
    y: { domain: rowLabels, label: null, padding: 0.15 },
    color: {
      type: "linear",
      domain: [1, Math.max(2, top)],
      range: [LOAD_RAMP[0], LOAD_RAMP[2]],
      interpolate: "hcl",
      label: labels.legend,
      legend: false,
    },
    marks: [
      Plot.barX(rowLabels, { x1: 0, x2: links, y: (d) => d, fill: "var(--fab-muted)", fillOpacity: 0.08 }),
      Plot.barX(busy, {
        x1: "index",
        x2: (d: LinkLoadCell) => d.index + 1,
        y: "label",
        fill: "flows",
        inset: 0,
      }),
      Plot.ruleX(groups.slice(1), { x: "start", stroke: "currentColor", strokeOpacity: 0.5 }),
      Plot.text(groups, { x: "mid", text: "text", frameAnchor: "top", dy: -22, fontSize: 11 }),
      Plot.text(data.rows, {
        x: links,
        y: (r: LinkLoadRow) => rowOf.get(r.key),
        text: (r: LinkLoadRow) => labels.max(r.maxFlows),
        textAnchor: "start",
        dx: 6,
        fontWeight: 600,
      }),
      Plot.text([labels.legend], { frameAnchor: "bottom-left", dy: 22, fontSize: 11 }),
    ],
  }) as unknown as Element;
}
