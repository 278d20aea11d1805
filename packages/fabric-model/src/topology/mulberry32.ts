/**
 * A small seeded pseudo-random generator (Mulberry32, public domain): the returned function yields
 * uniform numbers in [0, 1), the same sequence for the same seed. Use it wherever the model needs
 * randomness; never the global random source.
 * @see https://gist.github.com/tommyettinger/46a874533244883189143505d203312c
 * @example const next = mulberry32(42); next() // 0.6011...
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
