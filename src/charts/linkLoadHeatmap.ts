/**
 * Flows per directed switch-to-switch link as a heat map: one row per way of routing, one cell per
 * link (grouped: leaf uplinks, spine uplinks, spine downlinks, leaf downlinks), coloured by the
 * flows it carries, with the row's busiest link written at its end. Idle links stay blank. A Lit
 * template whose cells of one row and one load are one path (a k = 8 fat-tree has 512 cells a row,
 * in a handful of loads), neighbouring cells of one load one rectangle in it: a redraw touches a few
 * dozen elements, where a Plot chart built a rectangle per cell afresh.
 */

import { svg, type TemplateResult } from "lit";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { hclRamp } from "./hclRamp.ts";
import { svgChart } from "./svgChart.ts";

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
const LOAD_RAMP = ["#f3d35b", "#e8772e", "#b1202f"] as const;

/** Margins around the rows, px: row labels on the left, each row's maximum on the right. */
const MARGIN = { left: 120, right: 70, top: 34, bottom: 30 } as const;
/** Height of the chart without its rows, and per row, px. */
const BASE_HEIGHT = 90;
const ROW_HEIGHT = 38;
/** Space between rows and around them, as a fraction of a row's step. */
const ROW_PADDING = 0.15;

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
): TemplateResult {
  const width = context.width;
  const height = BASE_HEIGHT + ROW_HEIGHT * data.rows.length;
  const links = data.cells.reduce((m, c) => Math.max(m, c.index + 1), 0);
  const top = data.rows.reduce((m, r) => Math.max(m, r.maxFlows), 1);
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const x = (index: number) => left + ((right - left) * index) / Math.max(1, links);
  const band = rowBands(data.rows.length, MARGIN.top, height - MARGIN.bottom);
  const rowIndex = new Map(data.rows.map((r, i) => [r.key, i]));
  // Yellow at one flow, dark red at the busiest link, through HCL (as Plot's "hcl" colour scale).
  const ramp = hclRamp(LOAD_RAMP[0], LOAD_RAMP[2]);
  const span = Math.max(2, top) - 1;
  const fill = (flows: number): string => ramp((flows - 1) / span);
  // Where each group starts and ends, for its label and the rules between groups.
  const spans = new Map<LinkGroup, { start: number; end: number }>();
  for (const c of data.cells) {
    const s = spans.get(c.group);
    if (s === undefined) spans.set(c.group, { start: c.index, end: c.index + 1 });
    else {
      s.start = Math.min(s.start, c.index);
      s.end = Math.max(s.end, c.index + 1);
    }
  }
  const groups = [...spans].map(([group, s]) => ({ ...s, text: labels.group[group] }));
  // One path per row and load: its runs of neighbouring cells of that load as rectangles
  // ("M x y h w v h H x z"), one per run.
  const paths = new Map<string, { row: number; flows: number; d: string }>();
  let run = { row: -1, flows: 0, start: 0, end: 0 };
  const addRun = (): void => {
    if (run.flows <= 0) return;
    const key = `${run.row}:${run.flows}`;
    const x0 = x(run.start);
    const d = `M${x0},${band.start + run.row * band.step}h${x(run.end) - x0}v${band.width}H${x0}z`;
    const p = paths.get(key);
    if (p === undefined) paths.set(key, { row: run.row, flows: run.flows, d });
    else p.d += d;
  };
  for (const c of data.cells) {
    const row = rowIndex.get(c.row) ?? 0;
    if (row === run.row && c.flows === run.flows && c.index === run.end) run.end++;
    else {
      addRun();
      run = { row, flows: c.flows, start: c.index, end: c.index + 1 };
    }
  }
  addRun();
  const rows = data.rows.map((r, i) => {
    const y = band.start + i * band.step;
    const mid = y + band.width / 2;
    return svg`<rect x=${left} y=${y} width=${right - left} height=${band.width}
        fill="var(--fab-muted)" fill-opacity="0.08"></rect>
      <line x1=${left - 6} x2=${left} y1=${mid} y2=${mid} stroke="currentColor"></line>
      <text x=${left - 9} y=${mid} dy="0.32em" text-anchor="end">${labels.row(r.key)}</text>
      <text x=${right + 6} y=${mid} dy="0.32em" font-weight="600">${labels.max(r.maxFlows)}</text>`;
  });
  const cells = [...paths.values()].map((p) => svg`<path d=${p.d} fill=${fill(p.flows)}></path>`);
  const rules = groups
    .slice(1)
    .map(
      (g) =>
        svg`<line x1=${x(g.start)} x2=${x(g.start)} y1=${MARGIN.top} y2=${height - MARGIN.bottom}></line>`,
    );
  const groupLabels = groups.map(
    (g) =>
      svg`<text x=${x((g.start + g.end) / 2)} y=${MARGIN.top - 22} dy="0.71em" text-anchor="middle">${g.text}</text>`,
  );
  return svgChart(
    context,
    { width, height, className: "fab-link-loads", fontFamily: "system-ui, sans-serif" },
    svg`<g font-size="12" fill="currentColor">${rows}</g>
      <g>${cells}</g>
      <g stroke="currentColor" stroke-opacity="0.5">${rules}</g>
      <g font-size="11" fill="currentColor">${groupLabels}
        <text x=${left} y=${height - MARGIN.bottom + 22}>${labels.legend}</text></g>`,
  );
}

/**
 * The rows' vertical bands between `y0` and `y1`, px: `ROW_PADDING` of a step between rows and
 * around them, rounded to whole pixels and centred (as Plot's band scale places them).
 */
function rowBands(n: number, y0: number, y1: number): { start: number; step: number; width: number } {
  const step = Math.floor((y1 - y0) / Math.max(1, n - ROW_PADDING + 2 * ROW_PADDING));
  const start = y0 + Math.round((y1 - y0 - step * (n - ROW_PADDING)) / 2);
  return { start, step, width: Math.round(step * (1 - ROW_PADDING)) };
}
