import type { ElementRange } from "./CollectiveTransfer.ts";

/**
 * Split `length` elements into `parts` contiguous ranges whose sizes differ by at most one (the first
 * `length % parts` ranges get the extra element); ranges may be empty when `length < parts`.
 * @throws RangeError when `length` is not an integer >= 0 or `parts` not an integer >= 1.
 * @example partitionElements(10, 4) // [{0,3},{3,6},{6,8},{8,10}]
 */
export function partitionElements(length: number, parts: number): ElementRange[] {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`partitionElements: length must be an integer >= 0, got ${length}`);
  }
  if (!Number.isInteger(parts) || parts < 1) {
    throw new RangeError(`partitionElements: parts must be an integer >= 1, got ${parts}`);
  }
  const base = Math.floor(length / parts);
  const extra = length % parts;
  const ranges: ElementRange[] = [];
  let start = 0;
  for (let i = 0; i < parts; i++) {
    const end = start + base + (i < extra ? 1 : 0);
    ranges.push({ start, end });
    start = end;
  }
  return ranges;
}
