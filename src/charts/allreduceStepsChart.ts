/**
 * An all-reduce schedule at one step: GPUs as rows, buffer elements as cells holding their
 * values (shaded by how many GPUs' inputs they already sum; complete sums highlighted), the
 * step's transfers as arrows with the carried values flying from sender to receiver (a CSS
 * animation that honours prefers-reduced-motion), bytes sent per GPU as bars, and the ring or the
 * two trees below. A Lit template rather than a Plot chart: while the step plays, the figure
 * renders the next step's template over the shown one and Lit changes only the values, fills and
 * arrows that differ (keyed repeats pair the marks), which fits well within a 16 ms frame for
 * 16 GPUs x 16 cells. Values in flight are keyed by the step, so each step's animation starts anew.
 */
import { nothing, type SVGTemplateResult, svg, type TemplateResult } from "lit";
import { repeat } from "lit/directives/repeat.js";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { cssProperties } from "./cssProperties.ts";
import { legendRowSvg } from "./legendRowSvg.ts";
import { circlesPath, MONO_CHAR_EM, MONO_FONT, type RunItem, rectsPath, textRun } from "./ncclChartParts.ts";
import { svgChart } from "./svgChart.ts";
import { wrapText } from "./textWidth.ts";

needStrings("nccl");

/** One transfer of the shown step. */
export interface StepTransferView {
  readonly from: number;
  readonly to: number;
  readonly chunk: number;
  /** Element range [start, end) moved. */
  readonly start: number;
  readonly end: number;
  readonly op: "reduce" | "copy";
  readonly bytes: number;
  /** The values that travelled (the sender's, before the step). */
  readonly sent: readonly number[];
}

/** What the chart draws. */
export interface AllreduceStepsView {
  readonly algorithm: "ring" | "tree";
  readonly gpus: number;
  /** Steps applied (0 = the inputs). */
  readonly step: number;
  readonly totalSteps: number;
  readonly phase: string;
  readonly elements: number;
  /** Chunk index of each element. */
  readonly chunkOf: readonly number[];
  readonly chunkCount: number;
  /** Each GPU's buffer after the step. */
  readonly buffers: readonly (readonly number[])[];
  /** How many GPUs' inputs each cell sums (the GPU count when complete). */
  readonly contributions: readonly (readonly number[])[];
  readonly transfers: readonly StepTransferView[];
  /** Bytes each GPU has sent so far, and will have sent at the end. */
  readonly bytesSent: readonly number[];
  readonly finalBytes: readonly number[];
  readonly bufferBytes: number;
  /** Bytes the busiest GPU sends over the run, per byte of buffer. */
  readonly formulaFactor: number;
  /** The double binary tree (parents and children per rank), for the tree only. */
  readonly trees: ReadonlyArray<{
    readonly parent: readonly number[];
    readonly children: readonly (readonly number[])[];
  }>;
  /** Seconds the transfer animation takes. */
  readonly animationSeconds: number;
}

const REDUCE = "var(--fab-series-2)";
const COPY = "var(--fab-series-4)";
const PARTIAL = "var(--fab-series-1)";
const COMPLETE = "var(--fab-series-3)";
/** Fill opacity of a complete sum's cell. */
const COMPLETE_OPACITY = 0.42;
const MUTED = "var(--fab-muted)";
/** Narrowest width with the bytes bars beside the grid: 16 cells of 17 px, the GPU labels and the bars. */
const MIN_WIDTH = 480;
/**
 * Narrowest width drawn at its own size (a phone's column is about 360 px); below, the page scales
 * the drawing down. Between this and MIN_WIDTH the bars go under the grid, so the cells keep the
 * width and the values stay at 11 px or more up to 16 GPUs.
 */
const PHONE_MIN_WIDTH = 300;
/** Row height of the bytes bars when they are under the grid, px. */
const STACKED_BAR_ROW = 15;

/** Pixel layout of the grid for a width and a GPU count; `stacked` puts the bytes bars under it. */
function layout(data: AllreduceStepsView, width: number, stacked: boolean) {
  const labelW = stacked ? 44 : 52;
  const barsW = stacked ? 0 : width >= 560 ? 150 : 96;
  const gap = 12;
  const besideGrid = stacked ? 4 : barsW + 2 * gap + 24;
  const cellW = Math.max(14, Math.min(44, Math.floor((width - labelW - besideGrid) / data.elements)));
  const rowH = data.gpus <= 8 ? 28 : 23;
  const cellH = rowH - 6;
  // The largest monospace size (9 to 14 px) at which the widest value fits its cell, across and up.
  let widest = 2;
  for (const row of data.buffers)
    for (const v of row) widest = Math.max(widest, String(Math.round(v)).length);
  const font = Math.max(9, Math.min(14, cellH - 4, Math.floor((cellW - 3) / (MONO_CHAR_EM * widest))));
  return { labelW, barsW, gap, cellW, rowH, cellH, font, gridW: cellW * data.elements };
}

/** Fill opacity of a partial sum of `count` inputs among `n` (the inputs alone barely tinted). */
function partialOpacity(count: number, n: number): number {
  return count <= 1 ? 0.04 : 0.1 + (0.32 * (count - 1)) / Math.max(1, n - 1);
}

type Op = "reduce" | "copy";
type Box = { x: number; y: number; w: number; h: number };

const opColour = (op: Op) => (op === "copy" ? COPY : REDUCE);

/** Values in flight together: one operation, from their senders' rows `dy` px to the receivers'. */
interface Flight {
  readonly op: Op;
  readonly dy: number;
  readonly boxes: Box[];
  readonly labels: RunItem[];
}

/**
 * A flight's boxes and values, moving as one (the fab-ar-fly animation). Its boxes are outlines
 * and it is drawn under the cells' values, so a value it passes over stays readable.
 */
function flightMarks(f: Flight, fontSize: number): SVGTemplateResult {
  const colour = opColour(f.op);
  return svg`<g class="fab-ar-fly" opacity="0" style=${cssProperties({ "--fab-ar-dy": `${f.dy.toFixed(1)}px` })}><path d=${rectsPath(f.boxes)}
    fill="none" stroke=${colour} stroke-width="1.5"></path>${textRun(f.labels, {
      fontSize,
      anchor: "middle",
      fill: colour,
      fontWeight: 700,
    })}</g>`;
}

/**
 * The chart. `labels.phase` names what the shown step does. Repeated marks are batched (one path
 * per fill, one text element per kind of label), except the values at rest: one text per cell,
 * keyed by its GPU and element, so the next step changes only the cells that receive a value and
 * the browser lays out those few labels rather than the whole grid's text. A value just received
 * fades in from its own batch over an empty cell (one animated element, not one per cell).
 */
export function allreduceStepsChart(
  data: AllreduceStepsView,
  context: ChartContext,
  labels: { readonly phase: string },
): TemplateResult {
  const { tr, lang } = context;
  // Below 480 px the bytes bars go under the grid (a phone); below 300 px the page scales it down.
  const stacked = context.width < MIN_WIDTH;
  const width = Math.max(stacked ? PHONE_MIN_WIDTH : MIN_WIDTH, context.width);
  const L = layout(data, width, stacked);
  const n = data.gpus;
  const num = (v: number) => formatNumber(lang, v, 0);

  // The legend, under the step and what it does.
  const legend = legendRowSvg(
    [
      { label: tr("fig.arSteps.legendPartial"), color: PARTIAL },
      // The complete sum's swatch carries a bold sum sign, as complete values are bold. It also
      // has the browser load the bold monospace face with the first drawing: loaded on the first
      // step of playback instead, it held that step's frame back (one frame dropped per play).
      {
        label: tr("fig.arSteps.legendComplete"),
        color: COMPLETE,
        sample: { text: "Σ", fontFamily: MONO_FONT, fontWeight: 700, fillOpacity: COMPLETE_OPACITY },
      },
      { label: tr("fig.arSteps.legendReduce"), color: REDUCE, shape: "line" },
      { label: tr("fig.arSteps.legendCopy"), color: COPY, shape: "line" },
    ],
    { width, y: 40 },
  );

  // Column headers: chunk per element (ring), or the two trees' halves and pieces (tree).
  const headerY = 40 + legend.height + 6;
  const gridX = L.labelW;
  const gridY = headerY + (data.algorithm === "tree" ? 34 : 18);
  const colX = (e: number) => gridX + e * L.cellW;
  const rowY = (r: number) => gridY + r * L.rowH;
  const chunkLabels: RunItem[] = [];
  let runStart = 0;
  for (let e = 1; e <= data.elements; e++) {
    if (e === data.elements || data.chunkOf[e] !== data.chunkOf[runStart]) {
      chunkLabels.push({
        x: (colX(runStart) + colX(e)) / 2,
        y: headerY + (data.algorithm === "tree" ? 29 : 11),
        text: tr("fig.arSteps.chunkShort", { chunk: data.chunkOf[runStart] ?? 0 }),
      });
      runStart = e;
    }
  }
  const half = data.elements / 2;
  const treeHalves =
    data.algorithm === "tree"
      ? svg`${[0, 1].map(
          (t) =>
            svg`<text x=${colX(t * half) + (half * L.cellW) / 2} y=${headerY + 11} text-anchor="middle" font-size="11"
              fill="currentColor">${tr("fig.arSteps.treeHalf", { tree: t })}</text>`,
        )}<path d=${[0, 1].map((t) => `M${colX(t * half) + 2},${headerY + 16}H${colX(t * half) + half * L.cellW - 2}`).join("")}
          stroke="currentColor" stroke-width="1"></path>`
      : nothing;

  // Cells: one path per fill level, one outline path, one path per kind of receiving outline.
  const receivedOp = new Map<number, Op>();
  for (const t of data.transfers)
    for (let e = t.start; e < t.end; e++) receivedOp.set(t.to * data.elements + e, t.op);
  const animate = data.step > 0;
  const byLevel = new Map<number, Box[]>();
  const outlines: Box[] = [];
  const received: Record<Op, Box[]> = { reduce: [], copy: [] };
  // Values at rest: one text per cell (empty while the cell's new value fades in), complete sums
  // bold. Values just received: plain and bold, each one text element fading in.
  const cells: Array<{ key: string; x: number; y: string; bold: boolean; text: string }> = [];
  const fresh: RunItem[] = [];
  const freshBold: RunItem[] = [];
  const rowLabels: RunItem[] = [];
  for (let r = 0; r < n; r++) {
    const y = rowY(r);
    rowLabels.push({ x: 0, y: y + L.cellH / 2 + 4, text: tr("fig.arSteps.gpuShort", { gpu: r }) });
    const buffer = data.buffers[r] ?? [];
    const counts = data.contributions[r] ?? [];
    for (let e = 0; e < data.elements; e++) {
      const count = Math.min(counts[e] ?? 1, n);
      const rect = { x: colX(e) + 1, y, w: L.cellW - 2, h: L.cellH };
      const list = byLevel.get(count) ?? [];
      list.push(rect);
      byLevel.set(count, list);
      outlines.push(rect);
      const op = receivedOp.get(r * data.elements + e);
      if (op) received[op].push(rect);
      const x = colX(e) + L.cellW / 2;
      const labelY = y + L.cellH / 2 + L.font * 0.36;
      const text = num(buffer[e] ?? 0);
      const complete = count >= n;
      const arriving = op !== undefined && animate;
      if (arriving) (complete ? freshBold : fresh).push({ x, y: labelY, text });
      cells.push({ key: `${r}:${e}`, x, y: labelY.toFixed(1), bold: complete, text: arriving ? "" : text });
    }
  }
  const levels = repeat(
    byLevel,
    ([count]) => count,
    ([count, rects]) => {
      const complete = count >= n;
      const opacity = complete ? COMPLETE_OPACITY : partialOpacity(count, n);
      return svg`<path d=${rectsPath(rects)} fill=${complete ? COMPLETE : PARTIAL} fill-opacity=${opacity.toFixed(3)}></path>`;
    },
  );
  const receiving = repeat(
    (["reduce", "copy"] as const).filter((op) => received[op].length > 0),
    (op) => op,
    (op) =>
      svg`<path d=${rectsPath(received[op])} fill="none" stroke=${opColour(op)} stroke-width="2.2"></path>`,
  );
  // Over the values in flight: each value has a halo of the background, so a flight passing
  // under it never hides it.
  const values = svg`<g font-size=${L.font} font-family=${MONO_FONT} text-anchor="middle" fill="currentColor"
    stroke="var(--fab-bg)" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${repeat(
      cells,
      (c) => c.key,
      (c) => svg`<text x=${c.x} y=${c.y} font-weight=${c.bold ? 700 : 400}>${c.text}</text>`,
    )}</g>`;
  // A moving mark is new whenever what it shows is new, so its animation runs from the start.
  const moving = (kind: string, items: readonly RunItem[]) =>
    `${data.step} ${kind} ${items.map((i) => `${i.x},${i.y},${i.text}`).join(" ")}`;
  const arriving = repeat(
    [
      { items: fresh, fontWeight: undefined },
      { items: freshBold, fontWeight: 700 },
    ].filter((f) => f.items.length > 0),
    (f) => moving(`new ${f.fontWeight}`, f.items),
    (f) =>
      textRun(f.items, {
        fontSize: L.font,
        anchor: "middle",
        className: "fab-ar-new",
        fontWeight: f.fontWeight,
      }),
  );

  // Transfers: an arc from the sender's chunk into the receiver's (one path per operation),
  // and the values in flight, one group per (distance, operation): every value in it travels
  // the same way at once.
  const arcs: Record<Op, string> = { reduce: "", copy: "" };
  const heads: Record<Op, string> = { reduce: "", copy: "" };
  const flights = new Map<string, Flight>();
  for (const t of data.transfers) {
    const xRight = colX(t.end) - 1;
    const y1 = rowY(t.from) + L.cellH / 2;
    const y2 = rowY(t.to) + L.cellH / 2;
    const bulge = Math.min(L.cellW * 0.9, 8 + 2.5 * Math.abs(t.to - t.from));
    arcs[t.op] +=
      `M${xRight},${y1.toFixed(1)}C${(xRight + bulge).toFixed(1)},${y1.toFixed(1)} ${(xRight + bulge).toFixed(1)},${y2.toFixed(1)} ${xRight + 3},${y2.toFixed(1)}`;
    heads[t.op] += `M${xRight + 1},${y2.toFixed(1)}l6,-3.5l0,7z`;
    if (!animate) continue;
    const y = rowY(t.from);
    const dy = rowY(t.to) - y;
    const key = `${t.op}/${dy}`;
    const flight = flights.get(key) ?? { op: t.op, dy, boxes: [], labels: [] };
    t.sent.forEach((v, i) => {
      const x = colX(t.start + i);
      flight.boxes.push({ x: x + 2, y: y + 1, w: L.cellW - 4, h: L.cellH - 2 });
      flight.labels.push({
        x: x + L.cellW / 2,
        y: y + L.cellH / 2 + L.font * 0.36,
        text: `${t.op === "reduce" ? "+" : ""}${num(v)}`,
      });
    });
    flights.set(key, flight);
  }
  const arrows = repeat(
    (["reduce", "copy"] as const).filter((op) => arcs[op] !== ""),
    (op) => op,
    (op) => {
      const colour = opColour(op);
      return svg`<path d=${arcs[op]} fill="none" stroke=${colour} stroke-width="1.6" stroke-opacity="0.9"></path>
        <path d=${heads[op]} fill=${colour}></path>`;
    },
  );
  const inFlight = repeat(
    flights.values(),
    (f) => moving(`${f.op} ${f.dy}`, f.labels),
    (f) => flightMarks(f, L.font),
  );

  // Bytes sent so far, per GPU, against the busiest GPU's total.
  // Beside the grid, a bar on each GPU's row; under it, rows of their own with the GPU named.
  const barsTop = stacked ? rowY(n) + 22 : gridY;
  const barY = (r: number) => (stacked ? barsTop + r * STACKED_BAR_ROW + 2 : rowY(r) + L.cellH / 2 - 5);
  const barsX = stacked ? L.labelW : gridX + L.gridW + L.gap + 16;
  const trackW = stacked ? width - L.labelW - 64 : L.barsW - 46;
  const busiest = Math.max(1, ...data.finalBytes);
  const tracks: Box[] = [];
  const fills: Box[] = [];
  let ticks = "";
  const byteLabels: RunItem[] = [];
  for (let r = 0; r < n; r++) {
    const y = barY(r);
    if (stacked) rowLabels.push({ x: 0, y: y + 9, text: tr("fig.arSteps.gpuShort", { gpu: r }) });
    const sent = data.bytesSent[r] ?? 0;
    const tickX = barsX + (trackW * (data.finalBytes[r] ?? 0)) / busiest;
    tracks.push({ x: barsX, y, w: trackW, h: 10 });
    if (sent > 0) fills.push({ x: barsX, y, w: (trackW * sent) / busiest, h: 10 });
    ticks += `M${tickX.toFixed(1)},${y - 3}v16`;
    byteLabels.push({ x: barsX + trackW + 4, y: y + 9, text: tr("fig.arSteps.bytes", { bytes: num(sent) }) });
  }

  // The formula under the grid, then the ring or the two trees, this step's links coloured.
  const formula = tr(data.algorithm === "ring" ? "fig.arSteps.formulaRing" : "fig.arSteps.formulaTree", {
    n,
    factor: formatNumber(lang, data.formulaFactor, 3),
    buffer: num(data.bufferBytes),
    bytes: num(data.formulaFactor * data.bufferBytes),
  });
  // 11 px text: about 6 px a Latin character.
  const formulaLines = stacked ? wrapText(formula, Math.floor(width / 6)) : [formula];
  const formulaY = (stacked ? barsTop + n * STACKED_BAR_ROW : rowY(n)) + 12;
  const diagramY = formulaY + 14 * formulaLines.length;
  const diagram =
    data.algorithm === "ring" ? ringDiagram(data, context, width) : treeDiagram(data, context, width);
  const height = diagramY + diagram.height;

  return svgChart(
    context,
    {
      width,
      height,
      className: "fab-ar-steps",
      style: { "--fab-ar-d": `${data.animationSeconds.toFixed(3)}s` },
    },
    // The keyframes of the flying values and new values are in figure.css (no <style> here: a
    // host page that forbids inline styles would refuse it).
    svg`<text x="0" y="14" font-size="13" font-weight="700" fill="currentColor">${tr(
      "fig.arSteps.stepTitle",
      {
        step: data.step,
        total: data.totalSteps,
      },
    )}</text>
<text x="0" y="31" font-size="12" fill="currentColor">${labels.phase}</text>
${legend.template}
${textRun(chunkLabels, { fontSize: 10, anchor: "middle" })}
${treeHalves}
${levels}
<path d=${rectsPath(outlines)} fill="none" stroke=${MUTED} stroke-width="0.6"></path>
${receiving}
${textRun(rowLabels, { fontSize: 11 })}
${arrows}
${inFlight}
${values}
<g stroke="var(--fab-bg)" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${arriving}</g>
<text x=${barsX} y=${barsTop - 5} font-size="10" fill="currentColor">${tr("fig.arSteps.barsTitle")}</text>
<path d=${rectsPath(tracks)} fill=${MUTED} fill-opacity="0.18"></path>
<path d=${rectsPath(fills)} fill=${PARTIAL}></path>
<path d=${ticks} stroke="currentColor" stroke-width="1.5"></path>
${textRun(byteLabels, { fontSize: 10 })}
${formulaLines.map((line, i) => svg`<text x="0" y=${formulaY + 14 * i} font-size="11" fill="currentColor">${line}</text>`)}
<svg y=${diagramY} width=${width} height=${diagram.height} viewBox="0 0 ${width} ${diagram.height}">${diagram.marks}</svg>`,
  );
}

/** A diagram under the grid: its marks and height. */
interface Diagram {
  readonly marks: SVGTemplateResult;
  readonly height: number;
}

/** Links as one path per state: idle, carrying a reduce, carrying a copy. */
function linkPaths(
  links: ReadonlyArray<{ x1: number; y1: number; x2: number; y2: number; op: Op | undefined }>,
): SVGTemplateResult {
  const d = { idle: "", reduce: "", copy: "" };
  for (const l of links) {
    d[l.op ?? "idle"] += `M${l.x1.toFixed(1)},${l.y1.toFixed(1)}L${l.x2.toFixed(1)},${l.y2.toFixed(1)}`;
  }
  return svg`<path d=${d.idle} stroke=${MUTED} stroke-width="1"></path><path d=${d.reduce} stroke=${REDUCE}
    stroke-width="2.5"></path><path d=${d.copy} stroke=${COPY} stroke-width="2.5"></path>`;
}

/** Rank nodes: circles as one path and their numbers as one text run. */
function nodeMarks(centres: ReadonlyArray<{ x: number; y: number; rank: number }>): SVGTemplateResult {
  return svg`<path d=${circlesPath(centres, 9)} fill="var(--fab-bg)" stroke="currentColor" stroke-width="1.2"></path>${textRun(
    centres.map((c) => ({ x: c.x, y: c.y + 3.5, text: String(c.rank) })),
    { fontSize: 9, anchor: "middle" },
  )}`;
}

/** The ring: GPUs on a circle, each sending to the next. */
function ringDiagram(data: AllreduceStepsView, context: ChartContext, width: number): Diagram {
  const { tr } = context;
  const height = 150;
  const n = data.gpus;
  const cx = 90;
  const cy = height / 2;
  const radius = 58;
  const at = (r: number) => {
    const a = -Math.PI / 2 + (2 * Math.PI * r) / n;
    return { x: cx + radius * Math.cos(a), y: cy + radius * Math.sin(a), rank: r };
  };
  const active = new Map<number, Op>();
  for (const t of data.transfers) active.set(t.from, t.op);
  const centres = Array.from({ length: n }, (_, r) => at(r));
  const links = centres.map((a, r) => {
    const b = centres[(r + 1) % n] ?? a;
    return { x1: a.x, y1: a.y, x2: b.x, y2: b.y, op: active.get(r) };
  });
  const noteX = cx + radius + 30;
  // The two notes beside the ring, wrapped to the width left (11 px text: about 6 px a character).
  const notes = [tr("fig.arSteps.ringNote1"), tr("fig.arSteps.ringNote2", { steps: 2 * (n - 1) })].flatMap(
    (note) => wrapText(note, Math.floor((width - noteX) / 6)),
  );
  const top = cy + 4 - (15 * (notes.length - 1)) / 2;
  const marks = svg`${linkPaths(links)}${nodeMarks(centres)}${notes.map(
    (line, i) => svg`<text x=${noteX} y=${top + 15 * i} font-size="11" fill="currentColor">${line}</text>`,
  )}`;
  return { marks, height };
}

/** In-order layout of a tree whose children are placed left or right of their parent by `key`. */
function inOrder(root: number, children: readonly (readonly number[])[], key: (r: number) => number) {
  const order: number[] = [];
  const depth = new Array<number>(children.length).fill(0);
  const visit = (r: number, d: number): void => {
    depth[r] = d;
    const kids = [...(children[r] ?? [])].sort((a, b) => key(a) - key(b));
    for (const k of kids.filter((k) => key(k) < key(r))) visit(k, d + 1);
    order.push(r);
    for (const k of kids.filter((k) => key(k) > key(r))) visit(k, d + 1);
  };
  visit(root, 0);
  return { order, depth };
}

/**
 * Positions of a binary tree over ranks: in-order, depth as the row. NCCL's trees are in-order
 * up to a rotation or a mirror of the rank numbers (the second tree shifts or mirrors the first),
 * so the key that lays the tree out without crossings is searched among those.
 */
export function treePositions(parent: readonly number[], children: readonly (readonly number[])[]) {
  const n = parent.length;
  const root = parent.indexOf(-1);
  if (root < 0) return { x: new Array<number>(n).fill(0), depth: new Array<number>(n).fill(0), maxDepth: 0 };
  let best = inOrder(root, children, (r) => r);
  search: for (const direction of [1, -1]) {
    for (let shift = 0; shift < n; shift++) {
      const key = (r: number) => (((direction * (r - shift)) % n) + n) % n;
      const layout = inOrder(root, children, key);
      if (layout.order.every((r, i) => i === 0 || key(r) > key(layout.order[i - 1] as number))) {
        best = layout;
        break search;
      }
    }
  }
  const x = new Array<number>(n).fill(0);
  best.order.forEach((r, i) => {
    x[r] = i;
  });
  return { x, depth: best.depth, maxDepth: Math.max(0, ...best.depth) };
}

/** The double binary tree: two trees side by side, this step's edges coloured by operation. */
function treeDiagram(data: AllreduceStepsView, context: ChartContext, width: number): Diagram {
  const { tr } = context;
  const n = data.gpus;
  const levelH = 28;
  const panelW = Math.floor((width - 16) / 2);
  const layouts = data.trees.map((t) => treePositions(t.parent, t.children));
  const maxDepth = Math.max(0, ...layouts.map((l) => l.maxDepth));
  const height = 30 + maxDepth * levelH + 20;
  const half = data.elements / 2;
  const panel = (tree: AllreduceStepsView["trees"][number], t: number) => {
    const pos = layouts[t];
    if (!pos) return nothing;
    const x0 = t * (panelW + 16);
    const px = (r: number) => x0 + 14 + ((pos.x[r] ?? 0) * (panelW - 28)) / Math.max(1, n - 1);
    const py = (r: number) => 30 + (pos.depth[r] ?? 0) * levelH;
    // Which edges carry this tree's half in this step, and with which operation.
    const active = new Map<string, Op>();
    for (const x of data.transfers) {
      if ((x.start < half ? 0 : 1) !== t) continue;
      active.set(`${Math.min(x.from, x.to)}-${Math.max(x.from, x.to)}`, x.op);
    }
    const links = [];
    for (let r = 0; r < n; r++) {
      const p = tree.parent[r] ?? -1;
      if (p < 0) continue;
      links.push({
        x1: px(r),
        y1: py(r),
        x2: px(p),
        y2: py(p),
        op: active.get(`${Math.min(r, p)}-${Math.max(r, p)}`),
      });
    }
    return svg`<text x=${x0} y="12" font-size="11" font-weight="600" fill="currentColor">${tr(
      "fig.arSteps.treeTitle",
      {
        tree: t,
        root: tree.parent.indexOf(-1),
      },
    )}</text>${linkPaths(links)}${nodeMarks(Array.from({ length: n }, (_, r) => ({ x: px(r), y: py(r), rank: r })))}`;
  };
  return { marks: svg`${repeat(data.trees, (_, t) => t, panel)}`, height };
}
