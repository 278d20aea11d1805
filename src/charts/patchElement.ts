/**
 * Bring a drawn element up to date with a freshly built one by changing only what differs:
 * attribute values and text in place, whole elements only where their kind or attribute names
 * differ (or `renew` asks for it, e.g. to restart a CSS animation). A figure that steps through
 * states then lets the browser restyle, lay out and paint a few nodes per step instead of a new
 * drawing. The patched element serialises exactly as the fresh one does. Styles are set through
 * CSSOM, so patching is allowed on a host page whose policy forbids inline styles.
 */
import { setAttributeCssom } from "./setAttributeCssom.ts";

function syncAttributes(target: Element, source: Element): void {
  for (const name of target.getAttributeNames()) {
    if (!source.hasAttribute(name)) target.removeAttribute(name);
  }
  for (const name of source.getAttributeNames()) {
    const value = source.getAttribute(name) ?? "";
    if (target.getAttribute(name) !== value) setAttributeCssom(target, name, value);
  }
}

/** What must agree for one node to be patched into another in place: kind and attribute names. */
function shape(node: ChildNode): string {
  return isElement(node) ? `${node.tagName} ${node.getAttributeNames().join(" ")}` : `#${node.nodeType}`;
}

/** What must agree for one element to be paired with another when children come and go: shape and class. */
function signature(node: ChildNode): string {
  return isElement(node) ? `${shape(node)} ${node.getAttribute("class") ?? ""}` : shape(node);
}

function patchNode(old: ChildNode, next: ChildNode, renew?: (element: Element) => boolean): void {
  // Most labels of a step are as they were: one native comparison instead of reading them.
  if (old.isEqualNode(next)) return;
  if (isElement(old) && isElement(next)) patchElement(old, next, renew);
  else if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
}

/** Most children (old times fresh) paired by their longest common run; beyond, all are replaced. */
const MAX_PAIRING = 1_000_000;

/**
 * Patch `target` to match `source` (whose child nodes it may take over); `renew(element)` marks
 * fresh elements that must replace their counterpart even when they match. Children of the same
 * number and shapes (kind and attribute names, in order) pair one to one, whatever their classes,
 * so a grid of labels whose classes change keeps its nodes. Otherwise children are paired by kind,
 * attribute names and class along their longest common subsequence, so a mark that comes or goes
 * changes only itself, not the marks after it; an old child with no partner is removed and a
 * fresh child with none is inserted where it belongs.
 * Example: `patchElement(shownSvg, allreduceStepsChart(nextStep, context, labels))`.
 */
export function patchElement(target: Element, source: Element, renew?: (element: Element) => boolean): void {
  syncAttributes(target, source);
  const before = Array.from(target.childNodes);
  const after = Array.from(source.childNodes);
  if (before.length === after.length && sameShapes(before, after, renew)) {
    for (let i = 0; i < after.length; i++) patchNode(before[i] as ChildNode, after[i] as ChildNode, renew);
    return;
  }
  const partner =
    before.length * after.length <= MAX_PAIRING
      ? commonPairs(
          before.map(signature),
          // A renewed element pairs with nothing.
          after.map((node, i) => (isElement(node) && renew?.(node) ? `\u0000${i}` : signature(node))),
        )
      : new Array<number>(after.length).fill(-1);
  const kept = new Set(partner);
  for (let i = 0; i < before.length; i++) if (!kept.has(i)) (before[i] as ChildNode).remove();
  // The kept old children are in order; each fresh child goes in after the one before it.
  let cursor: ChildNode | null = target.firstChild;
  for (let j = 0; j < after.length; j++) {
    const next = after[j] as ChildNode;
    const old = before[partner[j] ?? -1];
    if (old) {
      patchNode(old, next, renew);
      cursor = old.nextSibling;
    } else target.insertBefore(next, cursor);
  }
}

/**
 * For each of `fresh`, the index of its partner in `old` (or -1): the pairs of a longest common
 * subsequence of the two key lists. `commonPairs(["a", "b", "c"], ["b", "x", "c"])` -> [1, -1, 2].
 */
export function commonPairs(old: readonly string[], fresh: readonly string[]): number[] {
  const n = old.length;
  const m = fresh.length;
  const width = m + 1;
  // lengths[i * width + j]: longest common subsequence of old[i..] and fresh[j..].
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        old[i] === fresh[j]
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number);
    }
  }
  const partner = new Array<number>(m).fill(-1);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (old[i] === fresh[j]) partner[j++] = i++;
    else if ((lengths[(i + 1) * width + j] as number) >= (lengths[i * width + j + 1] as number)) i++;
    else j++;
  }
  return partner;
}

/** Whether `before` and `after` pair one to one: the same shapes in order and none to renew. */
function sameShapes(
  before: readonly ChildNode[],
  after: readonly ChildNode[],
  renew?: (element: Element) => boolean,
): boolean {
  for (let i = 0; i < after.length; i++) {
    const next = after[i] as ChildNode;
    if (shape(before[i] as ChildNode) !== shape(next) || (isElement(next) && renew?.(next))) return false;
  }
  return true;
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}
