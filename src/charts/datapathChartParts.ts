/**
 * Small parts the data-path charts share: translating the i18n keys fabric-model emits, byte
 * sizes with binary units, log-axis ticks, and an SVG legend whose items can be swatches or
 * the mark shapes the charts draw (so the legend survives an SVG download).
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, hasString, type Lang, languages, type UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";

needStrings("datapath");

/**
 * True when `key` is a UI string registered in some language (this module declares the data
 * path's area, which holds the keys fabric-model emits, and a figure loads it in its own language
 * only): `isUiKey("datapath.stage.wire")` -> true. Checking the registered strings rather than
 * the whole dictionary keeps every other area out of the bundle.
 */
export function isUiKey(key: string): key is UiKey {
  return languages.some((lang) => hasString(lang, key as UiKey));
}

/** The label of an i18n key emitted by fabric-model (stage, layer); the key itself when unknown. */
export function modelLabel(tr: ChartContext["tr"], key: string): string {
  return isUiKey(key) ? tr(key) : key;
}

/**
 * A byte count with a binary unit: `formatBytes(tr, "en", 65536)` -> "64 KiB", 2 -> "2 B".
 * Whole multiples of 1024 only get the larger unit, so sweep ticks read exactly.
 */
export function formatBytes(tr: ChartContext["tr"], lang: Lang, bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) {
    return `${formatNumber(lang, bytes / (1024 * 1024), 0)} ${tr("unit.MiB")}`;
  }
  if (bytes >= 1024 && bytes % 1024 === 0) return `${formatNumber(lang, bytes / 1024, 0)} ${tr("unit.KiB")}`;
  return `${formatNumber(lang, bytes, 0)} ${tr("unit.B")}`;
}
