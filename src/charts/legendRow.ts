/**
 * A chart legend as SVG (so it survives an SVG download): a row of items, each a swatch or the
 * mark shape the chart draws, wrapping to more rows when the width runs out.
 */
import { displayLength } from "./textWidth.ts";

/** One legend item: a coloured swatch, or a mark shape as the chart draws it. */
export interface LegendItem {
  readonly label: string;
  readonly color: string;
  /** `circle` is hollow (a measured point), `dot` filled. */
  readonly shape?: "swatch" | "square" | "triangle" | "circle" | "dot" | "dashed" | "line" | "dashedLine";
  /**
   * Text on a swatch, styled as the chart writes it on such marks (e.g. a bold value), the swatch
   * then tinted as those marks are (`fillOpacity`) so the text stays readable.
   */
  readonly sample?: {
    readonly text: string;
    readonly attributes: Readonly<Record<string, string | number>>;
    readonly fillOpacity: number;
  };
}

/** A row of legend items as one SVG element (wraps to a second row past `width`). */
export function legendRow(document: Document, items: readonly LegendItem[], width = 720): Element {
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  const rowHeight = 20;
  let x = 0;
  let y = 0;
  for (const item of items) {
    const itemWidth = 20 + displayLength(item.label) * 6.2 + 16;
    if (x > 0 && x + itemWidth > width) {
      x = 0;
      y += rowHeight;
    }
    svg.append(legendShape(document, item, x, y));
    const text = document.createElementNS(ns, "text");
    text.setAttribute("x", String(x + 19));
    text.setAttribute("y", String(y + 13));
    text.setAttribute("font-size", "12");
    text.setAttribute("fill", "currentColor");
    text.textContent = item.label;
    svg.append(text);
    x += itemWidth;
  }
  const total = y + rowHeight;
  const usedWidth = y > 0 ? width : Math.ceil(x);
  svg.setAttribute("width", String(usedWidth));
  svg.setAttribute("height", String(total));
  svg.setAttribute("viewBox", `0 0 ${usedWidth} ${total}`);
  return svg;
}

function legendShape(document: Document, item: LegendItem, x: number, y: number): Element {
  const ns = "http://www.w3.org/2000/svg";
  const shape = item.shape ?? "swatch";
  if (shape === "triangle") {
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", `M${x + 7},${y + 3} L${x + 13},${y + 14} L${x + 1},${y + 14} Z`);
    path.setAttribute("fill", item.color);
    return path;
  }
  if (shape === "circle" || shape === "dot") {
    const circle = document.createElementNS(ns, "circle");
    circle.setAttribute("cx", String(x + 7));
    circle.setAttribute("cy", String(y + 9));
    circle.setAttribute("r", "5");
    circle.setAttribute("fill", shape === "dot" ? item.color : "none");
    circle.setAttribute("stroke", item.color);
    circle.setAttribute("stroke-width", "2");
    return circle;
  }
  if (shape === "line" || shape === "dashedLine") {
    const line = document.createElementNS(ns, "line");
    line.setAttribute("x1", String(x));
    line.setAttribute("x2", String(x + 14));
    line.setAttribute("y1", String(y + 9));
    line.setAttribute("y2", String(y + 9));
    line.setAttribute("stroke", item.color);
    line.setAttribute("stroke-width", "2.5");
    if (shape === "dashedLine") line.setAttribute("stroke-dasharray", "5,3");
    return line;
  }
  const rect = document.createElementNS(ns, "rect");
  const small = shape === "square";
  rect.setAttribute("x", String(small ? x + 3 : x));
  rect.setAttribute("y", String(small ? y + 5 : y + 2));
  rect.setAttribute("width", small ? "8" : "14");
  rect.setAttribute("height", small ? "8" : "14");
  if (shape === "dashed") {
    rect.setAttribute("fill", item.color);
    rect.setAttribute("fill-opacity", "0.25");
    rect.setAttribute("stroke", item.color);
    rect.setAttribute("stroke-dasharray", "3,2");
  } else {
    rect.setAttribute("fill", item.color);
  }
  if (!item.sample || small) return rect;
  rect.setAttribute("fill-opacity", String(item.sample.fillOpacity));
  const group = document.createElementNS(ns, "g");
  const text = document.createElementNS(ns, "text");
  for (const [name, value] of Object.entries({
    x: x + 7,
    y: y + 13,
    "text-anchor": "middle",
    "font-size": 11,
    fill: "currentColor",
    ...item.sample.attributes,
  }))
    text.setAttribute(name, String(value));
  text.textContent = item.sample.text;
  group.append(rect, text);
  return group;
}
