/**
 * A y axis on the left as Observable Plot draws it, for charts drawn without Plot: light grid
 * lines across the plot area, tick marks 6 px long left of it and the labels 9 px left of it.
 */
import { px } from "./panelMarks.ts";
import { svgElement } from "./svgElement.ts";

/**
 * Grid lines from `left` to `right`, tick marks and labels of `ticks` placed by `at`.
 * @example yAxis(document, [0, 10], (v) => 300 - v * 10, String, 56, 600).length // 3 groups
 */
export function yAxis(
  document: Document,
  ticks: readonly number[],
  at: (value: number) => number,
  label: (value: number) => string,
  left: number,
  right: number,
): Element[] {
  const g = (attributes: Record<string, string>, children: Element[]) =>
    svgElement(document, "g", attributes, children);
  return [
    g(
      { stroke: "currentColor", "stroke-opacity": "0.1", "aria-hidden": "true" },
      ticks.map((t) => svgElement(document, "line", { x1: left, x2: right, y1: px(at(t)), y2: px(at(t)) })),
    ),
    g(
      { stroke: "currentColor", "aria-hidden": "true" },
      ticks.map((t) =>
        svgElement(document, "line", { x1: left - 6, x2: left, y1: px(at(t)), y2: px(at(t)) }),
      ),
    ),
    g(
      { "text-anchor": "end", "font-variant": "tabular-nums" },
      ticks.map((t) => svgElement(document, "text", { x: left - 9, y: px(at(t)), dy: "0.32em" }, label(t))),
    ),
  ];
}
