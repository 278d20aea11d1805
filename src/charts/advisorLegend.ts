/**
 * The advisors' legend: a 12 px swatch per role (pale with a dashed outline for an uncalibrated
 * band) and its label, in rows no wider than the chart, as SVG (it survives an SVG download).
 */
import { svgElement, svgViewport } from "./svgElement.ts";
import { displayLength, wrapKeyItems } from "./textWidth.ts";

/** One legend entry. */
export interface AdvisorLegendItem {
  readonly label: string;
  readonly color: string;
  readonly pale?: boolean;
}

/**
 * The legend `width` px wide, 20 px per row.
 * @example advisorLegend(document, [{ label: "Recommended", color: "red" }], 720).getAttribute("height") // "20"
 */
export function advisorLegend(
  document: Document,
  items: readonly AdvisorLegendItem[],
  width: number,
): Element {
  const { placed, height } = wrapKeyItems(
    items,
    width,
    20,
    (item) => 17 + displayLength(item.label) * 7 + 16,
  );
  return svgViewport(
    document,
    width,
    height,
    {},
    placed.flatMap(({ item, x, y }) => [
      svgElement(document, "rect", {
        x,
        y: y + 3,
        width: 12,
        height: 12,
        fill: item.color,
        ...(item.pale ? { "fill-opacity": 0.3, stroke: item.color, "stroke-dasharray": "3,2" } : {}),
      }),
      svgElement(
        document,
        "text",
        { x: x + 17, y: y + 13, "font-size": 12, fill: "currentColor" },
        item.label,
      ),
    ]),
  );
}
