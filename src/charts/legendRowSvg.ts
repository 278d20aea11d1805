/**
 * The chart legend of `legendRow` as a Lit template, for diagrams drawn as templates: items
 * placed alike (`legendLayout`), each drawn with the markup `legendRow` gives it.
 */
import { type SVGTemplateResult, svg } from "lit";
import { legendLayout } from "./legendLayout.ts";

/**
 * A legend item as the diagrams draw it (`LegendItem` has more shapes, for the element legend):
 * a swatch, or a line.
 */
export interface SvgLegendItem {
  readonly label: string;
  readonly color: string;
  readonly shape?: "swatch" | "line";
  /**
   * Text on the swatch, as the chart writes it on such marks (e.g. a bold value in a monospace
   * font), the swatch then tinted as those marks are (`fillOpacity`) so the text stays readable.
   */
  readonly sample?: {
    readonly text: string;
    readonly fontFamily: string;
    readonly fontWeight: number;
    readonly fillOpacity: number;
  };
}

/**
 * The legend as a Lit template: a nested `<svg>` at `y`, and its size.
 * @example legendRowSvg([{ label: "sent", color: "red", shape: "line" }], { width: 480, y: 40 }).height // 20
 */
export function legendRowSvg(
  items: readonly SvgLegendItem[],
  options: { readonly width: number; readonly y: number },
): { readonly template: SVGTemplateResult; readonly width: number; readonly height: number } {
  const { placed, width, height } = legendLayout(items, options.width);
  const template = svg`<svg y=${options.y} width=${width} height=${height} viewBox="0 0 ${width} ${height}">${placed.map(
    ({ item, x, y }) =>
      svg`${legendShapeSvg(item, x, y)}<text x=${x + 19} y=${y + 13} font-size="12" fill="currentColor">${item.label}</text>`,
  )}</svg>`;
  return { template, width, height };
}

function legendShapeSvg(item: SvgLegendItem, x: number, y: number): SVGTemplateResult {
  const { color, sample } = item;
  if (item.shape === "line")
    return svg`<line x1=${x} x2=${x + 14} y1=${y + 9} y2=${y + 9} stroke=${color} stroke-width="2.5"></line>`;
  if (!sample) return svg`<rect x=${x} y=${y + 2} width="14" height="14" fill=${color}></rect>`;
  return svg`<g><rect x=${x} y=${y + 2} width="14" height="14" fill=${color} fill-opacity=${sample.fillOpacity}></rect><text
    x=${x + 7} y=${y + 13} text-anchor="middle" font-size="11" fill="currentColor" font-family=${sample.fontFamily}
    font-weight=${sample.fontWeight}>${sample.text}</text></g>`;
}
