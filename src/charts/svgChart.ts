/**
 * The root of a chart drawn as a Lit template: an `<svg>` of a size in pixels with the same
 * viewBox (so it scales to its container), one image for assistive technology named by the
 * context's label, around the chart's marks.
 */
import { html, nothing, type TemplateResult } from "lit";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { cssProperties } from "./cssProperties.ts";

/**
 * `content` in a root `<svg>` `width` x `height` px; `className` and `fontFamily` set the
 * attributes of those names, `style` the element's style (through CSSOM, which a host page's
 * Content-Security-Policy without 'unsafe-inline' allows, where a style attribute is refused).
 * @example svgChart(context, { width: 720, height: 300, className: "fab-ar-steps" }, svg`<circle r="4"/>`)
 */
export function svgChart(
  context: Pick<ChartContext, "label">,
  root: {
    readonly width: number;
    readonly height: number;
    readonly className?: string;
    /** Custom properties and styles, set through CSSOM (a host page may forbid style attributes). */
    readonly style?: Readonly<Record<string, string>>;
    readonly fontFamily?: string;
  },
  content: unknown,
): TemplateResult {
  const { width, height } = root;
  const label = context.label;
  return html`<svg class=${root.className ?? nothing} style=${root.style ? cssProperties(root.style) : nothing}
    font-family=${root.fontFamily ?? nothing} width=${width} height=${height} viewBox="0 0 ${width} ${height}"
    role=${label === undefined ? nothing : "img"} aria-label=${label ?? nothing}>${content}</svg>`;
}
