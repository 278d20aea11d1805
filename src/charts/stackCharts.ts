/**
 * Several chart SVGs as one SVG (nested <svg> elements side by side or stacked), so a figure
 * with two panels still downloads as a single self-contained SVG.
 */
export function stackCharts(
  document: Document,
  charts: readonly Element[],
  options: { direction: "row" | "column"; gap?: number },
): Element {
  const gap = options.gap ?? 16;
  const sizes = charts.map((c) => ({
    width: Number(c.getAttribute("width") ?? 0),
    height: Number(c.getAttribute("height") ?? 0),
  }));
  const row = options.direction === "row";
  const width = row
    ? sizes.reduce((s, z) => s + z.width, 0) + gap * (charts.length - 1)
    : Math.max(...sizes.map((z) => z.width));
  const height = row
    ? Math.max(...sizes.map((z) => z.height))
    : sizes.reduce((s, z) => s + z.height, 0) + gap * (charts.length - 1);
  const outer = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  outer.setAttribute("width", String(width));
  outer.setAttribute("height", String(height));
  outer.setAttribute("viewBox", `0 0 ${width} ${height}`);
  outer.setAttribute("class", "fab-stack");
  let offset = 0;
  charts.forEach((chart, i) => {
    const size = sizes[i] ?? { width: 0, height: 0 };
    chart.setAttribute(row ? "x" : "y", String(offset));
    outer.append(chart);
    offset += (row ? size.width : size.height) + gap;
  });
  return outer;
}
