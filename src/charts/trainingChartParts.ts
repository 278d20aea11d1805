/**
 * Parts the training-study charts share: the label and colour of each network path, the node-count
 * axis ticks, a chart key, and a block of wrapped SVG text (provenance, reasons), so the text
 * survives an SVG download. The key and the text block come as elements (for charts made of
 * elements, like Plot's) and as Lit templates (for diagrams drawn as templates), the same markup.
 */

import type { VirtualisationLayerId } from "fabric-model";
import { nothing, type SVGTemplateResult, svg } from "lit";
import { formatNumber, type UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { series } from "./chartTheme.ts";
import { logTicks125 } from "./logTicks125.ts";
import { displayLength, wrapKeyItems, wrapText } from "./textWidth.ts";

needStrings("trainingStudy");

/** The four network paths of the study, in the order charts list them. */
export const NETWORKS: readonly VirtualisationLayerId[] = ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"];

/** UI label of each network path. */
export const NETWORK_LABELS: Readonly<Record<VirtualisationLayerId, UiKey>> = {
  "pod-overlay": "training.net.podOverlay",
  vnic: "training.net.vnic",
  "sriov-vf": "training.net.sriovVf",
  "sriov-rdma": "training.net.sriovRdma",
};

/** Short UI label of each network path (axis rows, legends). */
export const NETWORK_SHORT: Readonly<Record<VirtualisationLayerId, UiKey>> = {
  "pod-overlay": "training.netShort.podOverlay",
  vnic: "training.netShort.vnic",
  "sriov-vf": "training.netShort.sriovVf",
  "sriov-rdma": "training.netShort.sriovRdma",
};

/** Colour of each network path: the overlay warm, the kernel-bypass path the first series colour. */
export const NETWORK_COLORS: Readonly<Record<VirtualisationLayerId, string>> = {
  "pod-overlay": series[1],
  vnic: series[4],
  "sriov-vf": series[2],
  "sriov-rdma": series[0],
};

/** Powers of two from 1 up to `max` (node-count ticks on a log2 axis): `powersOfTwo(8)` -> [1, 2, 4, 8]. */
export function powersOfTwo(max: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= max; n *= 2) out.push(n);
  return out;
}

/** One paragraph of a text block. */
export interface TextBlockItem {
  readonly text: string;
  readonly bold?: boolean;
  /** Drawn in the muted colour with a smaller font. */
  readonly muted?: boolean;
  /** Left indent in pixels (continuation lines keep it). */
  readonly indent?: number;
  /** Extra space above, in pixels. */
  readonly gap?: number;
}

const LINE_HEIGHT = 16;
/** Average glyph width of the 12 px chart font, for wrapping (bold runs wider). */
const CHAR_WIDTH = 6.6;
const BOLD_CHAR_WIDTH = 7.2;

/** One line of a text block, placed. */
interface TextBlockLine {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly muted: boolean;
  readonly bold: boolean;
}

/** The paragraphs wrapped to `width` and placed line by line, and the block's height. */
function textBlockLines(items: readonly TextBlockItem[], width: number) {
  const lines: TextBlockLine[] = [];
  let y = 0;
  for (const item of items) {
    const indent = item.indent ?? 0;
    y += item.gap ?? 0;
    const size = item.muted ? 11 : 12;
    const chars = (width - indent) / ((item.bold ? BOLD_CHAR_WIDTH : CHAR_WIDTH) * (size / 12));
    for (const text of wrapText(item.text, chars)) {
      y += LINE_HEIGHT;
      lines.push({ text, x: indent, y: y - 4, size, muted: item.muted ?? false, bold: item.bold ?? false });
    }
  }
  return { lines, height: Math.max(1, y + 4) };
}

/** Paragraphs of wrapped text as one SVG element `width` pixels wide. */
export function textBlock(document: Document, items: readonly TextBlockItem[], width: number): Element {
  const ns = "http://www.w3.org/2000/svg";
  const root = document.createElementNS(ns, "svg");
  const { lines, height } = textBlockLines(items, width);
  for (const line of lines) {
    const text = document.createElementNS(ns, "text");
    text.setAttribute("x", String(line.x));
    text.setAttribute("y", String(line.y));
    text.setAttribute("font-size", String(line.size));
    text.setAttribute("fill", "currentColor");
    if (line.muted) text.setAttribute("opacity", "0.75");
    if (line.bold) text.setAttribute("font-weight", "700");
    text.textContent = line.text;
    root.append(text);
  }
  root.setAttribute("width", String(width));
  root.setAttribute("height", String(height));
  root.setAttribute("viewBox", `0 0 ${width} ${height}`);
  return root;
}

/**
 * The text block as a Lit template (what `textBlock` draws): a nested `<svg>` at `y`, and its size.
 * @example textBlockSvg([{ text: "Latency 12 µs", bold: true }], { width: 720, y: 0 }).height // 20
 */
export function textBlockSvg(
  items: readonly TextBlockItem[],
  options: { readonly width: number; readonly y: number },
): { readonly template: SVGTemplateResult; readonly width: number; readonly height: number } {
  const { width, y } = options;
  const { lines, height } = textBlockLines(items, width);
  const template = svg`<svg y=${y} width=${width} height=${height} viewBox="0 0 ${width} ${height}">${lines.map(
    (line) =>
      svg`<text x=${line.x} y=${line.y} font-size=${line.size} fill="currentColor" opacity=${line.muted ? 0.75 : nothing}
        font-weight=${line.bold ? 700 : nothing}>${line.text}</text>`,
  )}</svg>`;
  return { template, width, height };
}

/**
 * Push sorted label positions apart so neighbours are at least `gap` apart (upwards), keeping
 * their order: `spreadLabels([1, 1.2, 5], 1)` -> [1, 2, 5].
 */
export function spreadLabels(values: readonly number[], gap: number): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  let last = Number.NEGATIVE_INFINITY;
  for (const { v, i } of order) {
    const y = Math.max(v, last + gap);
    out[i] = y;
    last = y;
  }
  return out;
}

/**
 * A log axis drawn on a linear scale of `log10(value)` (plot `Math.log10` of the data): ticks at
 * 1, 2 and 5 times powers of ten, every one labelled, which Plot's own log scale does not do.
 * @example log10Axis(0.3, 40, (v) => String(v)).ticks // log10 of [0.5, 1, 2, 5, 10, 20]
 */
export function log10Axis(
  min: number,
  max: number,
  format: (value: number) => string,
): { domain: [number, number]; ticks: number[]; tickFormat: (d: number) => string } {
  return {
    domain: [Math.log10(min), Math.log10(max)],
    ticks: logTicks125(min, max).map(Math.log10),
    tickFormat: (d: number) => format(10 ** d),
  };
}

/** One item of a chart key: a label and the mark it names. */
export interface KeyItem {
  readonly label: string;
  readonly color: string;
  readonly shape?:
    | "swatch"
    | "square"
    | "line"
    | "dashedLine"
    | "circle"
    | "dot"
    | "triangle"
    | "diamond"
    | "dashed";
}

const KEY_ROW = 20;

function placeKey<T extends { readonly label: string }>(items: readonly T[], width: number) {
  return wrapKeyItems(items, width, KEY_ROW, (item) => 22 + displayLength(item.label) * CHAR_WIDTH + 14);
}

/** A chart key as one SVG element, wrapping to more rows past `width`. */
export function chartKey(document: Document, items: readonly KeyItem[], width: number): Element {
  const ns = "http://www.w3.org/2000/svg";
  const root = document.createElementNS(ns, "svg");
  const make = (name: string, attrs: Record<string, string | number>) => {
    const node = document.createElementNS(ns, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    return node;
  };
  const layout = placeKey(items, width);
  for (const { item, x, y } of layout.placed) {
    const c = item.color;
    const cy = y + 10;
    switch (item.shape ?? "swatch") {
      case "line":
      case "dashedLine":
        root.append(
          make("line", {
            x1: x,
            x2: x + 16,
            y1: cy,
            y2: cy,
            stroke: c,
            "stroke-width": 2.5,
            ...(item.shape === "dashedLine" ? { "stroke-dasharray": "5,3" } : {}),
          }),
        );
        break;
      case "circle":
        root.append(make("circle", { cx: x + 8, cy, r: 5, fill: "none", stroke: c, "stroke-width": 2 }));
        break;
      case "dot":
        root.append(make("circle", { cx: x + 8, cy, r: 5, fill: c }));
        break;
      case "triangle":
        root.append(
          make("path", { d: `M${x + 8},${cy - 6} L${x + 14},${cy + 5} L${x + 2},${cy + 5} Z`, fill: c }),
        );
        break;
      case "diamond":
        root.append(
          make("path", {
            d: `M${x + 8},${cy - 6} L${x + 14},${cy} L${x + 8},${cy + 6} L${x + 2},${cy} Z`,
            fill: c,
          }),
        );
        break;
      case "square":
        root.append(make("rect", { x: x + 4, y: cy - 4, width: 9, height: 9, fill: c }));
        break;
      case "dashed":
        root.append(
          make("rect", {
            x,
            y: cy - 7,
            width: 16,
            height: 14,
            fill: c,
            "fill-opacity": 0.25,
            stroke: c,
            "stroke-dasharray": "3,2",
          }),
        );
        break;
      default:
        root.append(make("rect", { x, y: cy - 7, width: 16, height: 14, fill: c }));
    }
    const text = make("text", { x: x + 22, y: cy + 4, "font-size": 12, fill: "currentColor" });
    text.textContent = item.label;
    root.append(text);
  }
  root.setAttribute("width", String(layout.width));
  root.setAttribute("height", String(layout.height));
  root.setAttribute("viewBox", `0 0 ${layout.width} ${layout.height}`);
  return root;
}

/** A key item as the diagrams draw it (`KeyItem` has more shapes, for the element key). */
export interface SvgKeyItem {
  readonly label: string;
  readonly color: string;
  readonly shape: "square" | "triangle" | "dashed";
}

/**
 * The chart key as a Lit template (what `chartKey` draws): a nested `<svg>` at `y`, and its size.
 * @example chartKeySvg([{ label: "copy", color: "red", shape: "square" }], { width: 720, y: 0 }).height // 20
 */
export function chartKeySvg(
  items: readonly SvgKeyItem[],
  options: { readonly width: number; readonly y: number },
): { readonly template: SVGTemplateResult; readonly width: number; readonly height: number } {
  const { placed, width, height } = placeKey(items, options.width);
  const template = svg`<svg y=${options.y} width=${width} height=${height} viewBox="0 0 ${width} ${height}">${placed.map(
    ({ item, x, y }) =>
      svg`${keyShapeSvg(item, x, y + 10)}<text x=${x + 22} y=${y + 14} font-size="12" fill="currentColor">${item.label}</text>`,
  )}</svg>`;
  return { template, width, height };
}

/** The mark of a key item whose row's middle is `cy`. */
function keyShapeSvg(item: SvgKeyItem, x: number, cy: number): SVGTemplateResult {
  const c = item.color;
  if (item.shape === "triangle")
    return svg`<path d="M${x + 8},${cy - 6} L${x + 14},${cy + 5} L${x + 2},${cy + 5} Z" fill=${c}></path>`;
  if (item.shape === "square")
    return svg`<rect x=${x + 4} y=${cy - 4} width="9" height="9" fill=${c}></rect>`;
  return svg`<rect x=${x} y=${cy - 7} width="16" height="14" fill=${c} fill-opacity="0.25" stroke=${c}
    stroke-dasharray="3,2"></rect>`;
}

/** `formatNumber`, under the short name the training charts use. */
export const fmt = formatNumber;
