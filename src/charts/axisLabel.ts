/**
 * An axis's label as Observable Plot writes it, for charts drawn without Plot: an x axis's at the
 * bottom right, ending 3 px from the panel's right edge with an arrow ("Nodes →"), a y axis's at
 * the panel's top left, 3 px in and 3 px down, whatever the margins ("↑ Samples/s").
 */
import { svgElement } from "./svgElement.ts";

/**
 * The x axis's label under an axis drawn at `bottom` in a panel `width` px wide.
 * @example xAxisLabel(document, "Nodes", 720, 310).textContent // "Nodes →"
 */
export function xAxisLabel(document: Document, text: string, width: number, bottom: number): Element {
  return svgElement(document, "text", { x: width - 3, y: bottom + 27, "text-anchor": "end" }, `${text} →`);
}

/**
 * The y axis's label, at the panel's top left.
 * @example yAxisLabel(document, "Samples/s").textContent // "↑ Samples/s"
 */
export function yAxisLabel(document: Document, text: string): Element {
  return svgElement(document, "text", { x: 3, y: 3, dy: "0.71em", "text-anchor": "start" }, `↑ ${text}`);
}
