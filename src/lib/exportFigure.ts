/**
 * Figure exports: CSV of the data shown, and a self-contained SVG (colours from CSS custom
 * properties and `currentColor` resolved, fonts and styles inline).
 */
import type { DataTable } from "../figures/FigureDefinition.ts";
import { tableValues } from "../figures/figureView.ts";
import type { Lang } from "./i18n.ts";
import { defaultLens, type UnitLens } from "./unitLens.ts";

/** RFC 4180 field quoting; also defuses spreadsheet formulas (=, +, -, @ at the start of text). */
export function csvField(value: number | string): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text of a table as shown (units in headers, the lens applied), full precision, CRLF. */
export function tableToCsv(table: DataTable, lang: Lang, lens: UnitLens = defaultLens): string {
  const { headers, rows } = tableValues(table, lang, lens);
  const lines = [headers.map(csvField).join(","), ...rows.map((row) => row.map(csvField).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

const PAINT_ATTRIBUTES = ["fill", "stroke", "color", "stop-color"] as const;
/** `Node.COMMENT_NODE` (no `Node` global in Node.js). */
const COMMENT_NODE = 8;

/**
 * A standalone copy of a chart's SVG: `var(--x)` and `currentColor` replaced by the values
 * `resolve` gives, a background rectangle, the font inline, the SVG namespace set, no comments.
 */
export function standaloneSvg(
  svg: Element,
  resolve: (name: string) => string,
  options: { background: string; color: string; font: string },
): string {
  const copy = svg.cloneNode(true) as Element;
  const fix = (value: string) =>
    value
      .replace(/var\((--[\w-]+)(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => {
        const v = resolve(name).trim();
        return v || fallback || "";
      })
      .replace(/currentColor/g, options.color);
  const walk = (el: Element) => {
    // Comments are markup bookkeeping (Lit's part markers), not drawing.
    for (const node of Array.from(el.childNodes)) if (node.nodeType === COMMENT_NODE) node.remove();
    for (const attr of PAINT_ATTRIBUTES) {
      const v = el.getAttribute(attr);
      if (v) el.setAttribute(attr, fix(v));
    }
    const style = el.getAttribute("style");
    if (style) el.setAttribute("style", fix(style));
    for (const child of Array.from(el.children)) walk(child);
  };
  walk(copy);
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("font-family", options.font);
  copy.setAttribute("style", `background:${options.background};color:${options.color}`);
  for (const style of Array.from(copy.querySelectorAll("style"))) {
    style.textContent = fix(style.textContent ?? "");
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${copy.outerHTML}`;
}

/** A file name for a figure export: `exportFileName("bus-contention", "csv")`. */
export function exportFileName(id: string, extension: "svg" | "csv" | "png"): string {
  return `fabric-notebook-${id}.${extension}`;
}
