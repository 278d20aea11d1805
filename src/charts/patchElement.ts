/**
 * Bring a drawn element up to date with a freshly built one by changing only what differs:
 * attribute values and text in place, whole elements only where their kind or attribute names
 * differ (or `renew` asks for it, e.g. to restart a CSS animation). A figure that steps through
 * states then lets the browser restyle, lay out and paint a few nodes per step instead of a new
 * drawing. The patched element serialises exactly as the fresh one does.
 */

const TEXT_NODE = 3;

function sameAttributeNames(a: Element, b: Element): boolean {
  if (a.attributes.length !== b.attributes.length) return false;
  for (let i = 0; i < a.attributes.length; i++) {
    if (a.attributes[i]?.name !== b.attributes[i]?.name) return false;
  }
  return true;
}

function syncAttributes(target: Element, source: Element): void {
  for (const name of target.getAttributeNames()) {
    if (!source.hasAttribute(name)) target.removeAttribute(name);
  }
  for (const { name, value } of Array.from(source.attributes)) {
    if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  }
}

/**
 * Patch `target` to match `source` (whose child nodes it may take over); `renew(element)` marks
 * fresh elements that must replace their counterpart even when they match.
 * Example: `patchElement(shownSvg, allreduceStepsChart(nextStep, context, labels))`.
 */
export function patchElement(target: Element, source: Element, renew?: (element: Element) => boolean): void {
  syncAttributes(target, source);
  const before = Array.from(target.childNodes);
  const after = Array.from(source.childNodes);
  if (before.length !== after.length) {
    target.replaceChildren(...after);
    return;
  }
  before.forEach((old, i) => {
    const next = after[i] as ChildNode;
    if (old.nodeType === TEXT_NODE && next.nodeType === TEXT_NODE) {
      if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
    } else if (
      isElement(old) &&
      isElement(next) &&
      old.tagName === next.tagName &&
      sameAttributeNames(old, next) &&
      !renew?.(next)
    ) {
      patchElement(old, next, renew);
    } else {
      old.replaceWith(next);
    }
  });
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}
