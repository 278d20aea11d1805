/**
 * A small legend as SVG: a coloured square and a label per series, in a row. Plot's own swatch
 * legend is HTML, which would not survive an SVG download.
 */
import { displayLength } from "./textWidth.ts";
export function swatchLegend(
  document: Document,
  items: ReadonlyArray<{ readonly label: string; readonly color: string }>,
  options: { readonly charWidth?: number } = {},
): Element {
  const ns = "http://www.w3.org/2000/svg";
  const charWidth = options.charWidth ?? 7;
  const svg = document.createElementNS(ns, "svg");
  let x = 0;
  for (const item of items) {
    const square = document.createElementNS(ns, "rect");
    square.setAttribute("x", String(x));
    square.setAttribute("y", "3");
    square.setAttribute("width", "12");
    square.setAttribute("height", "12");
    square.setAttribute("fill", item.color);
    const text = document.createElementNS(ns, "text");
    text.setAttribute("x", String(x + 17));
    text.setAttribute("y", "13");
    text.setAttribute("font-size", "12");
    text.setAttribute("fill", "currentColor");
    text.textContent = item.label;
    svg.append(square, text);
    x += 17 + displayLength(item.label) * charWidth + 16;
  }
  svg.setAttribute("width", String(x));
  svg.setAttribute("height", "18");
  svg.setAttribute("viewBox", `0 0 ${x} 18`);
  return svg;
}
