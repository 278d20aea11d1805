/** Where the whitespace-separated tokens of one line start and end, filled in place by `tokenBounds`. */
export interface TokenBounds {
  /** Start index of token k. */
  readonly starts: Int32Array;
  /** End index (exclusive) of token k. */
  readonly ends: Int32Array;
}

/**
 * A token-bounds buffer for lines of up to `capacity` tokens, to reuse across the lines of one
 * parse (so reading a row allocates no token strings).
 * @example const bounds = newTokenBounds(64);
 */
export function newTokenBounds(capacity: number): TokenBounds {
  return { starts: new Int32Array(capacity), ends: new Int32Array(capacity) };
}

/**
 * Find the space- or tab-separated tokens of `line`, writing their bounds into `bounds`; returns the
 * token count, or capacity + 1 when the line has more tokens than the buffer holds. Linear.
 * @example tokenBounds("  8  2 float", bounds) // 3; bounds.starts[2] === 7
 */
export function tokenBounds(line: string, bounds: TokenBounds): number {
  const capacity = bounds.starts.length;
  const n = line.length;
  let count = 0;
  let i = 0;
  while (i < n) {
    let c = line.charCodeAt(i);
    while (c === 32 || c === 9) {
      i++;
      if (i >= n) return count;
      c = line.charCodeAt(i);
    }
    if (count === capacity) return capacity + 1;
    bounds.starts[count] = i;
    while (i < n) {
      const d = line.charCodeAt(i);
      if (d === 32 || d === 9) break;
      i++;
    }
    bounds.ends[count] = i;
    count++;
  }
  return count;
}
