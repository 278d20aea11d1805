/**
 * An SVG element built in the chart's document (the browser's, or the build's DOM shim), with its
 * attributes and text: the one way the charts drawn without Observable Plot make their nodes.
 */

/** Attribute values; an undefined one is left out. */
export type SvgAttributes = Readonly<Record<string, string | number | undefined>>;

/**
 * `<tag>` with `attributes`, holding `content` (text, or child elements).
 * @example svgElement(document, "text", { x: 4, y: 12 }, "Ring").outerHTML // '<text x="4" y="12">Ring</text>'
 */
export function svgElement(
  document: Document,
  tag: string,
  attributes: SvgAttributes = {},
  content: string | readonly Element[] = [],
): Element {
  const element = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, String(value));
  }
  if (typeof content === "string") element.textContent = content;
  else element.append(...content);
  return element;
}

/**
 * A nested `<svg>` of `width` x `height` px with the same viewBox (so a stack of them scales as one).
 * @example svgViewport(document, 720, 20).getAttribute("viewBox") // "0 0 720 20"
 */
export function svgViewport(
  document: Document,
  width: number,
  height: number,
  attributes: SvgAttributes = {},
  content: readonly Element[] = [],
): Element {
  return svgElement(
    document,
    "svg",
    { ...attributes, width, height, viewBox: `0 0 ${width} ${height}` },
    content,
  );
}
