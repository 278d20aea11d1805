/**
 * Check a count argument of a builder (internal; not re-exported).
 * @throws RangeError when `value` is not an integer >= `min`.
 * @example positiveInteger(4, "leafSpine: leaves") // 4
 */
export function positiveInteger(value: number, what: string, min = 1): number {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${what} must be an integer >= ${min}, got ${value}`);
  }
  return value;
}
