import type { CollectiveScheduleName } from "./CollectiveState.ts";

/**
 * Check a ring or chain order: a permutation of `0 .. ranks-1` (identity when omitted).
 * @throws RangeError when `order` is not such a permutation.
 * @example collectiveOrder("ring-all-reduce", 3, [2, 0, 1]) // [2, 0, 1]
 */
export function collectiveOrder(
  name: CollectiveScheduleName,
  ranks: number,
  order: readonly number[] | undefined,
): readonly number[] {
  if (order === undefined) return Array.from({ length: ranks }, (_, i) => i);
  const seen = new Set(order);
  if (
    order.length !== ranks ||
    seen.size !== ranks ||
    order.some((r) => !Number.isInteger(r) || r < 0 || r >= ranks)
  ) {
    throw new RangeError(`${name}: order must be a permutation of 0..${ranks - 1}`);
  }
  return order;
}
