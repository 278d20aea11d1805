/**
 * A chart legend's items and where they go (`wrapKeyItems` with the legend's sizes), shared by
 * the legend drawn as an element (`legendRow`) and as a Lit template (`legendRowSvg`), so both
 * place their items alike.
 */
import { displayLength, type KeyLayout, wrapKeyItems } from "./textWidth.ts";

/** One legend item: a coloured swatch, or a mark shape as the chart draws it. */
export interface LegendItem {
  readonly label: string;
  readonly color: string;
  /** `circle` is hollow (a measured point), `dot` filled. */
  readonly shape?:
    | "swatch"
    | "square"
    | "triangle"
    | "circle"
    | "dot"
    | "dashed"
    | "band"
    | "line"
    | "dashedLine";
}

/** A legend's items placed in rows 20 px high within `width` (its swatch, label and gap). */
export function legendLayout<T extends { readonly label: string }>(
  items: readonly T[],
  width: number,
): KeyLayout<T> {
  return wrapKeyItems(items, width, 20, (item) => 20 + displayLength(item.label) * 6.2 + 16);
}
