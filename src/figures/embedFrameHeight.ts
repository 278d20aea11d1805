/**
 * The height an iframe of a figure's embed route starts at, before (or without) the listener that
 * sizes it to its content: an estimate of the embed page laid out in a frame
 * {@link EMBED_FRAME_WIDTH} px wide, from the figure's own parts. The chart counts at its real
 * height, drawn at that frame's width; controls, text and buttons are laid out from their labels
 * with the sizes of figure.css (16 px root, line height 1.6) and text measured in Latin character
 * units (`displayLength`: an average Latin letter 0.55 em in labels, 0.6 em in prose; Hangul 1 em). Wider frames wrap less
 * and come out shorter or within a few pixels, so the estimate fits a docs column this wide or
 * wider; a host that runs the listener shrinks or grows the frame to the figure's real height.
 */
import { displayLength, wrapText } from "../charts/textWidth.ts";
import type { ControlView, FigureView } from "./figureView.ts";

/** The frame width the estimate lays the page out at (px): a narrow docs column. */
export const EMBED_FRAME_WIDTH = 640;
/** The embed page's padding around the figure (`.page-embed main`, 0.5rem), px per side. */
const PAGE_PADDING = 8;
/** The width a live figure draws its chart at in that frame: its element's width (px). */
export const EMBED_CHART_WIDTH = EMBED_FRAME_WIDTH - 2 * PAGE_PADDING;
/** `.fab-figure`'s border (1 px) and padding (1rem), px per side. */
const FIGURE_INSET = 17;
/** The figure's content width in the frame (px). */
const CONTENT = EMBED_CHART_WIDTH - 2 * FIGURE_INSET;
/** An average Latin letter's advance, in em (`displayLength`'s unit), in labels and buttons. */
const UNIT_EM = 0.55;
/**
 * The same in running text, counted wider: wrapped prose breaks before a line is full, and
 * system-ui is a wider font on some systems (DejaVu Sans, on Linux: about 0.6 em) than others.
 */
const PROSE_EM = 0.6;
/** Bold text runs about this much wider than regular. */
const BOLD = 1.06;
const LINE_HEIGHT = 1.6;

/** Width in px of `text` at `fontPx`. */
function textPx(text: string, fontPx: number, weight = 1): number {
  return displayLength(text) * fontPx * UNIT_EM * weight;
}

/** Height in px of `text` wrapped to `width` px at `fontPx`. */
function textBlock(text: string, fontPx: number, width: number, weight = 1): number {
  if (text.trim() === "") return 0;
  const lines = wrapText(text, Math.floor(width / (fontPx * PROSE_EM * weight))).length;
  return lines * fontPx * LINE_HEIGHT;
}

/** A button's width in px: its label at `fontPx`, padding 0.7rem a side, a 1 px border. */
function buttonPx(label: string, fontPx: number): number {
  return textPx(label, fontPx) + 2 * 11.2 + 2;
}

/** A button's height in px at `fontPx`: a line, padding 0.3rem a side, a 1 px border. */
function buttonHeight(fontPx: number): number {
  return fontPx * LINE_HEIGHT + 2 * 4.8 + 2;
}

/** Rows of items (their widths) laid out by a wrapping flex row `width` wide with `gap`. */
function flexRows(widths: readonly number[], width: number, gap: number): number[][] {
  const rows: number[][] = [];
  let used = Number.POSITIVE_INFINITY;
  for (const [i, w] of widths.entries()) {
    const item = Math.min(w, width);
    const row = rows.at(-1);
    if (row && used + gap + item <= width) {
      row.push(i);
      used += gap + item;
    } else {
      rows.push([i]);
      used = item;
    }
  }
  return rows;
}

/** A Chromium range input's default width, and its margins (px). */
const RANGE_PX = 129 + 4;
/** A select's padding, border and arrow (px). */
const SELECT_CHROME_PX = 2 * 8 + 2 + 24;
/** `.fab-input input[type="number"]`: 7rem. */
const NUMBER_PX = 112;
/** A checkbox and its margins. */
const CHECKBOX_PX = 20;
/** The gap between an input and what follows it (`.fab-input`, 0.4rem). */
const INPUT_GAP = 6.4;

/** A control's width in px (`.fab-control`: at least 9rem, its label above its input row). */
function controlPx(c: ControlView, labels: FigureView["labels"]): number {
  const label = textPx(c.label, 13.6, BOLD);
  let input =
    c.kind === "select"
      ? Math.max(0, ...c.options.map((o) => textPx(o.label, 16))) + SELECT_CHROME_PX
      : c.kind === "range"
        ? RANGE_PX + INPUT_GAP + Math.max(2.5, String(c.max ?? c.value).length) * 16 * UNIT_EM
        : c.kind === "number"
          ? NUMBER_PX
          : CHECKBOX_PX;
  if (c.unit) input += INPUT_GAP + textPx(c.unit, 14.4);
  if (c.playing !== undefined)
    input += INPUT_GAP + Math.max(buttonPx(labels.play, 16), buttonPx(labels.pause, 16));
  return Math.max(144, label, input);
}

/** The controls bar's height in px, with its bottom margin (`.fab-controls`). */
function controlsHeight(view: EmbedFrameView): number {
  if (view.controlsMode === "none") return 0;
  const inner = CONTENT - 2 * 12.8;
  const controlHeight = 13.6 * LINE_HEIGHT + 2.4 + 38.4;
  const widths = [...view.controls.map((c) => controlPx(c, view.labels)), buttonPx(view.labels.reset, 16)];
  const rows = flexRows(widths, inner, 19.2);
  const resetIndex = widths.length - 1;
  const heights = rows.map((row) =>
    row.length === 1 && row[0] === resetIndex ? buttonHeight(16) : controlHeight,
  );
  return 2 * 9.6 + heights.reduce((sum, h) => sum + h, 0) + 9.6 * (rows.length - 1) + 9.6;
}

/** The actions row's height in px with its top margin: the buttons, then the "open alone" link. */
function actionsHeight(view: EmbedFrameView): number {
  const l = view.labels;
  const buttons = [l.downloadSvg, l.downloadPng, l.downloadCsv, l.embed, l.copyLink];
  const widths = [...buttons.map((b) => buttonPx(b, 14.4)), textPx(l.openAlone, 14.4)];
  const rows = flexRows(widths, CONTENT, 8);
  const linkIndex = widths.length - 1;
  const heights = rows.map((row) =>
    row.length === 1 && row[0] === linkIndex ? 14.4 * LINE_HEIGHT : buttonHeight(14.4),
  );
  return 9.6 + heights.reduce((sum, h) => sum + h, 0) + 8 * (rows.length - 1);
}

/** What of a figure's view the estimate reads. */
export type EmbedFrameView = Pick<
  FigureView,
  "title" | "controls" | "controlsMode" | "summary" | "lensNote" | "caption" | "citation" | "labels"
>;

/**
 * The embed page's height in px (rounded up) in a frame {@link EMBED_FRAME_WIDTH} px wide, for
 * the figure `view` whose chart, drawn {@link EMBED_CHART_WIDTH} px wide, is an SVG of `chart`'s
 * size (its width and height attributes, px), scaled down to the figure's content width.
 * @example embedFrameHeight(view, { width: 624, height: 280 }) // about 730 for bus-contention
 */
export function embedFrameHeight(view: EmbedFrameView, chart: { width: number; height: number }): number {
  const chartHeight = chart.width > CONTENT ? (chart.height * CONTENT) / chart.width : chart.height;
  const px =
    2 * PAGE_PADDING +
    2 * FIGURE_INSET +
    textBlock(view.title, 16.8, CONTENT, BOLD) +
    8 +
    controlsHeight(view) +
    2 * 4.8 +
    textBlock(view.summary, 16, CONTENT, 1.02) +
    chartHeight +
    (view.lensNote ? 2 * 3.2 + textBlock(view.lensNote, 13.6, CONTENT) : 0) +
    8 +
    textBlock(view.caption, 14.72, CONTENT) +
    8 +
    14.4 * LINE_HEIGHT +
    actionsHeight(view) +
    6.4 +
    textBlock(`${view.labels.cite} ${view.citation}`, 12.8, CONTENT);
  return Math.ceil(px);
}

/**
 * The size an SVG's markup gives its outermost element (its width and height attributes, px), or
 * undefined without them.
 * @example svgSize('<svg viewBox="0 0 720 280" height="280" width="720">') // { width: 720, height: 280 }
 */
export function svgSize(markup: string): { width: number; height: number } | undefined {
  const tag = /<svg\b[^>]*>/.exec(markup)?.[0] ?? "";
  const width = Number(/\swidth="([\d.]+)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(tag)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
