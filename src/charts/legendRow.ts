/**
 * A chart legend as SVG (so it survives an SVG download): a row of items, each a swatch or the
 * mark shape the chart draws, wrapping to more rows when the width runs out. Built as an element,
 * for charts made of elements (Plot's); `legendRowSvg` draws the same as a Lit template.
 */
import { type LegendItem, legendLayout } from "./legendLayout.ts";

export type { LegendItem } from "./legendLayout.ts";

/** A row of legend items as one SVG element (wraps to a second row past `width`). */
export function legendRow(document: Document, items: readonly LegendItem[], width = 720): Element {
  const ns = "http://www.w3.org/2000/svg";
  const root = document.createElementNS(ns, "svg");
  const layout = legendLayout(items, width);
  for (const { item, x, y } of layout.placed) {
    root.append(legendShape(document, item, x, y));
    const text = document.createElementNS(ns, "text");
    text.setAttribute("x", String(x + 19));
    text.setAttribute("y", String(y + 13));
    text.setAttribute("font-size", "12");
    text.setAttribute("fill", "currentColor");
    text.textContent = item.label;
    root.append(text);
  }
  root.setAttribute("width", String(layout.width));
  root.setAttribute("height", String(layout.height));
  root.setAttribute("viewBox", `0 0 ${layout.width} ${layout.height}`);
  return root;
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
  rect.setAttribute("fill", item.color);
  if (shape === "band") rect.setAttribute("fill-opacity", "0.2");
  if (shape === "dashed") {
    rect.setAttribute("fill-opacity", "0.25");
    rect.setAttribute("stroke", item.color);
    rect.setAttribute("stroke-dasharray", "3,2");
  }
  return rect;
}
