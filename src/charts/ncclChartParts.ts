/**
 * Small parts the collective-communication charts share: byte sizes with binary units up to GiB,
 * message-size ticks for a log axis, and marks for diagrams drawn as Lit templates (runs of
 * monospace labels, rectangles and circles as path data).
 */
import { nothing, type SVGTemplateResult, svg } from "lit";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, type Lang } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";

needStrings("nccl");

const UNITS = [
  { size: 1024 ** 3, key: "unit.GiB" },
  { size: 1024 ** 2, key: "unit.MiB" },
  { size: 1024, key: "unit.KiB" },
] as const;

/**
 * A byte count with the largest binary unit it reaches: `formatSize(tr, "en", 65536)` -> "64 KiB",
 * 3 * 2 ** 20 -> "3 MiB", 1536 -> "1.5 KiB", 8 -> "8 B".
 */
export function formatSize(tr: ChartContext["tr"], lang: Lang, bytes: number, digits = 1): string {
  for (const unit of UNITS) {
    if (bytes >= unit.size) return `${formatNumber(lang, bytes / unit.size, digits)} ${tr(unit.key)}`;
  }
  return `${formatNumber(lang, bytes, digits)} ${tr("unit.B")}`;
}

/** Ticks for a log2 size axis from `min` to `max` bytes: every 2^step-th power of two (`step` 4 = x16). */
export function sizeTicks(min: number, max: number, step = 4): number[] {
  const out: number[] = [];
  const first = Math.ceil(Math.log2(min));
  for (let e = first; e <= Math.floor(Math.log2(max)); e++) {
    if ((e - first) % step === 0) out.push(2 ** e);
  }
  return out;
}

/** Width of one character of the monospace font `textRun` sets, in ems. */
export const MONO_CHAR_EM = 0.6;

/** The monospace font family of value labels (`textRun` and per-cell labels). */
export const MONO_FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";

/** One label of a text run: its anchor point and its text. */
export interface RunItem {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

/**
 * Many short labels as ONE SVG <text> element in a monospace font, every character placed by the
 * x and y lists (a grid of 256 values costs one element instead of 256: cheap to build). Every
 * placed character is laid out again whenever any of them changes, which is slow for a few hundred:
 * labels that change step by step are cheaper one element each. `anchor` places each label around
 * its x like text-anchor; `fill` (currentColor by default), `fontWeight` and `className` style it.
 * @example textRun([{x: 10, y: 20, text: "12"}], {fontSize: 10, anchor: "middle"}) // <text x="4.0 10.0" y="20.0 20.0">12</text>
 */
export function textRun(
  items: readonly RunItem[],
  options: {
    readonly fontSize: number;
    readonly anchor?: "start" | "middle" | "end";
    readonly fill?: string;
    readonly fontWeight?: number | undefined;
    readonly className?: string;
  },
): SVGTemplateResult {
  const width = options.fontSize * MONO_CHAR_EM;
  const xs: string[] = [];
  const ys: string[] = [];
  let text = "";
  for (const item of items) {
    const chars = Array.from(item.text);
    const span = chars.length * width;
    const start =
      options.anchor === "middle" ? item.x - span / 2 : options.anchor === "end" ? item.x - span : item.x;
    chars.forEach((c, i) => {
      xs.push((start + i * width).toFixed(1));
      ys.push(item.y.toFixed(1));
      text += c;
    });
  }
  return svg`<text x=${xs.join(" ")} y=${ys.join(" ")} font-size=${options.fontSize} font-family=${MONO_FONT}
    fill=${options.fill ?? "currentColor"} font-weight=${options.fontWeight ?? nothing}
    class=${options.className ?? nothing}>${text}</text>`;
}

/** Path data of axis-aligned rectangles: `rectsPath([{x:0,y:0,w:2,h:1}])` -> "M0,0h2v1h-2z". */
export function rectsPath(rects: ReadonlyArray<{ x: number; y: number; w: number; h: number }>): string {
  let d = "";
  for (const r of rects)
    d += `M${r.x.toFixed(1)},${r.y.toFixed(1)}h${r.w.toFixed(1)}v${r.h.toFixed(1)}h${(-r.w).toFixed(1)}z`;
  return d;
}

/** Path data of circles of radius `r` (two arcs each). */
export function circlesPath(centres: ReadonlyArray<{ x: number; y: number }>, r: number): string {
  let d = "";
  for (const c of centres) {
    d += `M${(c.x - r).toFixed(1)},${c.y.toFixed(1)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0z`;
  }
  return d;
}
