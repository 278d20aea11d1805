/**
 * Membership of a port in a partition: a full member may talk to every member, a limited member only
 * to full members.
 * @example const m: PartitionMembership = "limited";
 */
export type PartitionMembership = "full" | "limited";

/** The membership bit of a P_Key (IB_PKEY_TYPE_MASK): set for a full member. */
const FULL_MEMBER_BIT = 0x8000;
/** The partition number bits of a P_Key (IB_PKEY_BASE_MASK). */
const BASE_MASK = 0x7fff;

/**
 * A 16-bit P_Key from a 15-bit partition number and a membership: the top bit set for full members.
 * @throws RangeError when `base` is not an integer 1..0x7fff (0 is not a valid partition).
 * @see infinibandSources.ibTypesLids
 * @example partitionKey(0x7fff, "full") // 0xffff, the default partition
 */
export function partitionKey(base: number, membership: PartitionMembership): number {
  if (!Number.isInteger(base) || base < 1 || base > BASE_MASK) {
    throw new RangeError(`partitionKey: a partition number is 1..0x7fff, got ${base}`);
  }
  return membership === "full" ? base | FULL_MEMBER_BIT : base;
}

/**
 * Whether two P_Keys let their ports talk: the same non-zero partition number and at least one full
 * member (so two limited members of one partition cannot talk).
 * @see infinibandSources.rxePkeyMatch
 * @example pkeyMatch(0x8001, 0x0001) // true: full and limited
 * @example pkeyMatch(0x0001, 0x0001) // false: both limited
 */
export function pkeyMatch(a: number, b: number): boolean {
  const base = a & BASE_MASK;
  return base !== 0 && base === (b & BASE_MASK) && ((a | b) & FULL_MEMBER_BIT) !== 0;
}
