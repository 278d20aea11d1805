/**
 * A chart legend as SVG (so it survives an SVG download): a row of items, each a swatch or the
 * mark shape the chart draws, wrapping to more rows when the width runs out. `legendRow` builds
 * it as an element (for charts made of elements, like Plot's), `legendRowSvg` as a Lit template
 * (for diagrams drawn as templates); both place the items with `wrapKeyItems`, and draw the same
 * markup.
 */
import { nothing, type SVGTemplateResult, svg } from "lit";
import { displayLength } from "./textWidth.ts";

/** One legend item: a coloured swatch, or a mark shape as the chart draws it. */
export interface LegendItem {
  readonly label: string;
  readonly color: string;
  /** `circle` is hollow (a measured point), `dot` filled. */
  readonly shape?: "swatch" | "square" | "triangle" | "circle" | "dot" | "dashed" | "line" | "dashedLine";
  /**
   * Text on a swatch, as the chart writes it on such marks (e.g. a bold value in a monospace
   * font), the swatch then tinted as those marks are (`fillOpacity`) so the text stays readable.
   * Drawn by `legendRowSvg`.
   */
  readonly sample?: {
    readonly text: string;
    readonly fontFamily: string;
    readonly fontWeight: number;
    readonly fillOpacity: number;
  };
}

/** An item placed at (x, y), the top left of its row. */
export interface PlacedItem<T> {
  readonly item: T;
  readonly x: number;
  readonly y: number;
}

/**
 * Items placed left to right in rows of `rowHeight`, a new row when the next would pass `width`;
 * the legend's size: `width` when it wraps, else the width it uses.
 * @example wrapKeyItems(["a", "b"], 30, 20, () => 20) // b on the second row, 30 x 40 px
 */
export function wrapKeyItems<T>(
  items: readonly T[],
  width: number,
  rowHeight: number,
  itemWidth: (item: T) => number,
): { readonly placed: readonly PlacedItem<T>[]; readonly width: number; readonly height: number } {
  const placed: PlacedItem<T>[] = [];
  let x = 0;
  let y = 0;
  for (const item of items) {
    const w = itemWidth(item);
    if (x > 0 && x + w > width) {
      x = 0;
      y += rowHeight;
    }
    placed.push({ item, x, y });
    x += w;
  }
  return { placed, width: y > 0 ? width : Math.ceil(x), height: y + rowHeight };
}

const ROW_HEIGHT = 20;

function placeLegend(items: readonly LegendItem[], width: number) {
  return wrapKeyItems(items, width, ROW_HEIGHT, (item) => 20 + displayLength(item.label) * 6.2 + 16);
}

/** A row of legend items as one SVG element (wraps to a second row past `width`). */
export function legendRow(document: Document, items: readonly LegendItem[], width = 720): Element {
  const ns = "http://www.w3.org/2000/svg";
  const root = document.createElementNS(ns, "svg");
  const layout = placeLegend(items, width);
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
  if (shape === "dashed") {
    rect.setAttribute("fill-opacity", "0.25");
    rect.setAttribute("stroke", item.color);
    rect.setAttribute("stroke-dasharray", "3,2");
  }
  return rect;
}

/**
 * The legend as a Lit template: a nested `<svg>` at `y`, and its size.
 * @example legendRowSvg([{ label: "sent", color: "red", shape: "line" }], { width: 480, y: 40 }).height // 20
 */
export function legendRowSvg(
  items: readonly LegendItem[],
  options: { readonly width: number; readonly y: number },
): { readonly template: SVGTemplateResult; readonly width: number; readonly height: number } {
  const { placed, width, height } = placeLegend(items, options.width);
  const template = svg`<svg y=${options.y} width=${width} height=${height} viewBox="0 0 ${width} ${height}">${placed.map(
    ({ item, x, y }) =>
      svg`${legendShapeSvg(item, x, y)}<text x=${x + 19} y=${y + 13} font-size="12" fill="currentColor">${item.label}</text>`,
  )}</svg>`;
  return { template, width, height };
}

function legendShapeSvg(item: LegendItem, x: number, y: number): SVGTemplateResult {
  const { color } = item;
  switch (item.shape ?? "swatch") {
    case "triangle":
      return svg`<path d="M${x + 7},${y + 3} L${x + 13},${y + 14} L${x + 1},${y + 14} Z" fill=${color}></path>`;
    case "circle":
    case "dot":
      return svg`<circle cx=${x + 7} cy=${y + 9} r="5" fill=${item.shape === "dot" ? color : "none"}
        stroke=${color} stroke-width="2"></circle>`;
    case "line":
    case "dashedLine":
      return svg`<line x1=${x} x2=${x + 14} y1=${y + 9} y2=${y + 9} stroke=${color} stroke-width="2.5"
        stroke-dasharray=${item.shape === "dashedLine" ? "5,3" : nothing}></line>`;
    case "square":
      return svg`<rect x=${x + 3} y=${y + 5} width="8" height="8" fill=${color}></rect>`;
    case "dashed":
      return svg`<rect x=${x} y=${y + 2} width="14" height="14" fill=${color} fill-opacity="0.25" stroke=${color}
        stroke-dasharray="3,2"></rect>`;
    default: {
      const sample = item.sample;
      if (!sample) return svg`<rect x=${x} y=${y + 2} width="14" height="14" fill=${color}></rect>`;
      return svg`<g><rect x=${x} y=${y + 2} width="14" height="14" fill=${color} fill-opacity=${sample.fillOpacity}></rect><text
        x=${x + 7} y=${y + 13} text-anchor="middle" font-size="11" fill="currentColor" font-family=${sample.fontFamily}
        font-weight=${sample.fontWeight}>${sample.text}</text></g>`;
    }
  }
}
