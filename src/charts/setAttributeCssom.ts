/**
 * Setting an attribute the way a page under a strict Content-Security-Policy allows: `style`
 * through CSSOM (`element.style.cssText`), which `style-src` without 'unsafe-inline' does not
 * govern, where `setAttribute("style", …)` is refused (and reported) on such a page. Every other
 * attribute as usual. The element serialises the same either way, in the browser and in the
 * build's DOM shim.
 * `setAttributeCssom(g, "style", "--fab-ar-dy: 4px")` -> g.outerHTML is `<g style="--fab-ar-dy: 4px;">`
 */
export function setAttributeCssom(element: Element, name: string, value: string): void {
  const style = (element as Element & { style?: CSSStyleDeclaration }).style;
  if (name === "style" && style) style.cssText = value;
  else element.setAttribute(name, value);
}
