/**
 * One line of text as an SVG element `width` px wide: a panel title (bold, 13 px) or a note (11 px).
 * @example textLine(document, "Ring", 390, { bold: true }).getAttribute("height") // "18"
 */
export function textLine(
  document: Document,
  text: string,
  width: number,
  options: { bold?: boolean } = {},
): Element {
  const ns = "http://www.w3.org/2000/svg";
  const height = options.bold ? 18 : 16;
  const svg = document.createElementNS(ns, "svg");
  const t = document.createElementNS(ns, "text");
  t.setAttribute("x", "0");
  t.setAttribute("y", options.bold ? "14" : "12");
  t.setAttribute("font-size", options.bold ? "13" : "11");
  if (options.bold) t.setAttribute("font-weight", "700");
  t.setAttribute("fill", "currentColor");
  t.textContent = text;
  svg.append(t);
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  return svg;
}
