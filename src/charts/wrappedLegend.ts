/**
 * A swatch legend that wraps: items go into as many rows of `swatchLegend` as it takes to keep
 * each row within `width`, so a legend never makes a narrow chart wider than the screen.
 */

import { stackCharts } from "./stackCharts.ts";
import { swatchLegend } from "./swatchLegend.ts";
import { displayLength } from "./textWidth.ts";

/** Estimated width of one legend item, as `swatchLegend` lays it out (7 px per character). */
function itemWidth(label: string): number {
  return 17 + displayLength(label) * 7 + 16;
}

/** Legend rows, each at most `width` wide (an item wider than that gets a row of its own). */
export function wrappedLegend(
  document: Document,
  items: ReadonlyArray<{ readonly label: string; readonly color: string }>,
  width: number,
): Element {
  const rows: Array<Array<{ readonly label: string; readonly color: string }>> = [];
  let used = 0;
  for (const item of items) {
    const w = itemWidth(item.label);
    const row = rows.at(-1);
    if (row && used + w <= width) {
      row.push(item);
      used += w;
    } else {
      rows.push([item]);
      used = w;
    }
  }
  const legends = rows.map((row) => swatchLegend(document, row));
  return legends.length === 1
    ? (legends[0] as Element)
    : stackCharts(document, legends, { direction: "column", gap: 2 });
}
