/**
 * Figure exports: CSV of the data shown, a self-contained SVG (colours from CSS custom
 * properties and `currentColor` resolved, fonts and styles inline), the SVG rasterised to PNG,
 * and the download of any of them. The figures and the measurements page both use these.
 */
import { setAttributeCssom } from "../charts/setAttributeCssom.ts";
import type { DataTable } from "../figures/FigureDefinition.ts";
import { tableValues } from "../figures/figureView.ts";
import type { Lang } from "./i18n.ts";
import { defaultLens, type UnitLens } from "./unitLens.ts";

/**
 * RFC 4180 field quoting; also defuses spreadsheet formulas (=, +, -, @ at the start of text).
 * Numbers keep 15 significant digits, all a double holds reliably: 107.37418240000001 -> 107.3741824.
 */
export function csvField(value: number | string): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of a header line and rows, every field quoted as needed, CRLF: `csvText(["a"], [[1]])` -> "a\r\n1\r\n". */
export function csvText(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<number | string>>,
): string {
  const lines = [headers.map(csvField).join(","), ...rows.map((row) => row.map(csvField).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

/** The CSV text of a table as shown (units in headers, the lens applied), full precision, CRLF. */
export function tableToCsv(table: DataTable, lang: Lang, lens: UnitLens = defaultLens): string {
  const { headers, rows } = tableValues(table, lang, lens);
  return csvText(headers, rows);
}

const PAINT_ATTRIBUTES = ["fill", "stroke", "color", "stop-color"] as const;

/**
 * CSS `light-dark(a, b)` replaced by `a` or `b` for the scheme (other SVG tools do not know it),
 * nested functions such as `rgb(…)` inside either kept whole.
 * @example resolveLightDark("light-dark(#fff, rgb(1, 2, 3))", "dark") // "rgb(1, 2, 3)"
 */
export function resolveLightDark(value: string, scheme: "light" | "dark"): string {
  let out = value;
  for (let start = out.indexOf("light-dark("); start >= 0; start = out.indexOf("light-dark(")) {
    let depth = 0;
    let comma = -1;
    let end = -1;
    for (let i = start + "light-dark(".length; i < out.length; i++) {
      const c = out[i];
      if (c === "(") depth++;
      else if (c === ")" && depth > 0) depth--;
      else if (c === ")") {
        end = i;
        break;
      } else if (c === "," && depth === 0 && comma < 0) comma = i;
    }
    if (end < 0 || comma < 0) break;
    const pick =
      scheme === "light" ? out.slice(start + "light-dark(".length, comma) : out.slice(comma + 1, end);
    out = `${out.slice(0, start)}${pick.trim()}${out.slice(end + 1)}`;
  }
  return out;
}

/** What an exported chart carries besides the chart: its colours, and the words around it. */
export interface StandaloneSvgOptions {
  readonly background: string;
  readonly color: string;
  readonly font: string;
  /** The colour scheme `light-dark()` resolves to (default light). */
  readonly scheme?: "light" | "dark";
  /** A title line above the chart (the figure's title). */
  readonly title?: string;
  /** A source line below it (the figure's citation). */
  readonly source?: string;
  /** Style rules the page keeps outside the chart (the embed kit's adopted sheets). */
  readonly css?: string;
}

const TITLE_PX = 30;
const SOURCE_PX = 24;

/** The size of an exported chart in CSS pixels: the chart's, plus its title and source lines. */
export function standaloneSvgSize(svg: Element, options: Pick<StandaloneSvgOptions, "title" | "source">) {
  const width = Number(svg.getAttribute("width") ?? 720);
  const height = Number(svg.getAttribute("height") ?? 400);
  return { width, height: height + (options.title ? TITLE_PX : 0) + (options.source ? SOURCE_PX : 0) };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);
/** `Node.COMMENT_NODE` (no `Node` global in Node.js). */
const COMMENT_NODE = 8;

/**
 * A standalone copy of a chart's SVG for other people's documents and tools: `var(--x)`,
 * `light-dark()` and `currentColor` replaced by the values `resolve` gives for the scheme, a
 * background, the font inline, the SVG namespace set, no comments, `css` (style rules the page keeps
 * outside the chart: the embed kit's adopted sheets) in a <style>; with the figure's title above
 * and its source below when given (so a PNG or SVG pasted elsewhere still says what and whence).
 * Styles are set through CSSOM, so exporting is allowed on a host page that forbids inline styles.
 */
export function standaloneSvg(
  svg: Element,
  resolve: (name: string) => string,
  options: StandaloneSvgOptions,
): string {
  const copy = svg.cloneNode(true) as Element;
  const scheme = options.scheme ?? "light";
  const fix = (value: string) =>
    resolveLightDark(
      value.replace(/var\((--[\w-]+)(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => {
        const v = resolve(name).trim();
        return v || fallback || "";
      }),
      scheme,
    ).replace(/currentColor/g, resolveLightDark(options.color, scheme));
  const background = resolveLightDark(options.background, scheme);
  const color = resolveLightDark(options.color, scheme);
  const walk = (el: Element) => {
    // Comments are markup bookkeeping (Lit's part markers), not drawing.
    for (const node of Array.from(el.childNodes)) if (node.nodeType === COMMENT_NODE) node.remove();
    for (const attr of PAINT_ATTRIBUTES) {
      const v = el.getAttribute(attr);
      if (v) el.setAttribute(attr, fix(v));
    }
    const style = el.getAttribute("style");
    if (style) setAttributeCssom(el, "style", fix(style));
    for (const child of Array.from(el.children)) walk(child);
  };
  walk(copy);
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("font-family", options.font);
  setAttributeCssom(copy, "style", `background:${background};color:${color}`);
  if (options.css) {
    // Detached, the copy's <style> is never applied here, so no policy is asked.
    const sheet = copy.ownerDocument.createElementNS("http://www.w3.org/2000/svg", "style");
    sheet.textContent = options.css;
    copy.prepend(sheet);
  }
  for (const style of Array.from(copy.querySelectorAll("style"))) {
    style.textContent = fix(style.textContent ?? "");
  }
  if (!options.title && !options.source) return `<?xml version="1.0" encoding="UTF-8"?>\n${copy.outerHTML}`;
  // Title above, source below, the chart between them as a nested SVG.
  const { width, height } = standaloneSvgSize(svg, options);
  const top = options.title ? TITLE_PX : 0;
  copy.setAttribute("y", String(top));
  copy.setAttribute("x", "0");
  const font = escapeXml(options.font);
  const title = options.title
    ? `<text x="8" y="20" font-size="15" font-weight="700" fill="${escapeXml(color)}">${escapeXml(options.title)}</text>`
    : "";
  const source = options.source
    ? `<text x="8" y="${height - 8}" font-size="11" fill="${escapeXml(color)}">${escapeXml(options.source)}</text>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}"><rect width="100%" height="100%" fill="${escapeXml(background)}"/>${title}${copy.outerHTML}${source}</svg>`;
}

/** A file name for a figure export: `exportFileName("bus-contention", "csv")`. */
export function exportFileName(id: string, extension: "svg" | "csv" | "png"): string {
  return `fabric-notebook-${id}.${extension}`;
}

/**
 * An SVG document drawn to a PNG of `width` x `height` CSS pixels times `scale` (in a browser).
 * @throws Error when the browser cannot draw the SVG or make the PNG.
 * @example await svgToPng(figure.toSVG(), 720, 400, 2) // a 1440 x 800 PNG
 */
export async function svgToPng(svg: string, width: number, height: number, scale: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.decoding = "sync";
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("the chart could not be drawn"));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Save `blob` as the file `name` through the browser's download: `downloadBlob("a.csv", blob)`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
