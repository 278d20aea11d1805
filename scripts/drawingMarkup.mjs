/**
 * An element's markup with what does not change what it shows taken out: comments (Lit's part
 * markers), whitespace-only text between elements, and the order of attributes. Two renderings of
 * the same figure state (a DOM build, a Lit template rendered on the server or in the browser)
 * compare equal this way. Used by scripts/compareFigures.mjs and the unit tests.
 * @param {Element} element
 * @returns {string}
 * @example drawingMarkup(svg) // '<svg height="20" width="40"><rect fill="red"></rect></svg>'
 */
export function drawingMarkup(element) {
  const attributes = [...element.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(" ");
  const children = [...element.childNodes]
    .map((node) => {
      if (node.nodeType === 1) return drawingMarkup(/** @type {Element} */ (node));
      if (node.nodeType === 3) return (node.textContent ?? "").trim() === "" ? "" : node.textContent;
      return "";
    })
    .join("");
  const name = element.tagName.toLowerCase();
  return `<${name}${attributes ? ` ${attributes}` : ""}>${children}</${name}>`;
}
