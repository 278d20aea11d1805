/**
 * Bring a drawn element up to date with a freshly built one by changing only what differs:
 * attribute values and text in place, whole elements only where their kind or attribute names
 * differ (or `renew` asks for it, e.g. to restart a CSS animation). A figure that steps through
 * states then lets the browser restyle, lay out and paint a few nodes per step instead of a new
 * drawing. The patched element serialises exactly as the fresh one does.
 */

function syncAttributes(target: Element, source: Element): void {
  for (const name of target.getAttributeNames()) {
    if (!source.hasAttribute(name)) target.removeAttribute(name);
  }
  for (const { name, value } of Array.from(source.attributes)) {
    if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  }
}

/** What must agree for one element to be patched into another: kind, attribute names, class. */
function signature(node: ChildNode): string {
  if (!isElement(node)) return `#${node.nodeType}`;
  return `${node.tagName} ${node.getAttributeNames().join(" ")} ${node.getAttribute("class") ?? ""}`;
}

/**
 * Patch `target` to match `source` (whose child nodes it may take over); `renew(element)` marks
 * fresh elements that must replace their counterpart even when they match. Children are paired
 * in order by kind, attribute names and class; an old child with no partner is removed and a
 * fresh child with none is inserted where it belongs.
 * Example: `patchElement(shownSvg, allreduceStepsChart(nextStep, context, labels))`.
 */
export function patchElement(target: Element, source: Element, renew?: (element: Element) => boolean): void {
  syncAttributes(target, source);
  const before = Array.from(target.childNodes);
  const after = Array.from(source.childNodes);
  const keys = before.map(signature);
  let at = 0;
  for (const next of after) {
    const key = signature(next);
    const fixed = isElement(next) && renew?.(next);
    const found = fixed ? -1 : keys.indexOf(key, at);
    if (found < 0) {
      // No partner: the fresh node goes in before the next unpaired old one.
      const anchor = before[at];
      if (anchor) target.insertBefore(next, anchor);
      else target.append(next);
      continue;
    }
    for (let i = at; i < found; i++) (before[i] as ChildNode).remove();
    const old = before[found] as ChildNode;
    if (isElement(old) && isElement(next)) patchElement(old, next, renew);
    else if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    at = found + 1;
  }
  for (let i = at; i < before.length; i++) (before[i] as ChildNode).remove();
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}
