/**
 * A buffer dependency graph: vertices are buffers (a link's receive buffer for one virtual lane or
 * priority: id = channel * lanes + lane), and an edge a -> b means some packet holds buffer a while
 * it waits for buffer b, because a route crosses them one after the other. For routing this is
 * Dally and Seitz's channel dependency graph; for PFC it is Hu et al.'s buffer dependency graph.
 */
export interface BufferDependencyGraph {
  /** Number of buffers (channels x lanes). */
  readonly buffers: number;
  /** Lanes (virtual lanes or priorities) per channel. */
  readonly lanes: number;
  /** Distinct dependencies, sorted: [from buffer, to buffer]. */
  readonly edges: readonly (readonly [number, number])[];
}

/**
 * Build the dependency graph of a set of routes, each given as the buffers it occupies in order.
 * @throws RangeError when `lanes` is not a positive integer or a buffer id is out of range.
 * @see infinibandSources.dallySeitz1987, infinibandSources.hu2016
 * @example bufferDependencyGraph([[0, 2, 4], [4, 6, 0]], { buffers: 8 }).edges.length // 4
 */
export function bufferDependencyGraph(
  routes: readonly (readonly number[])[],
  size: { readonly buffers: number; readonly lanes?: number },
): BufferDependencyGraph {
  const lanes = size.lanes ?? 1;
  if (!Number.isInteger(lanes) || lanes < 1) {
    throw new RangeError(`bufferDependencyGraph: lanes must be a positive integer, got ${lanes}`);
  }
  const seen = new Set<number>();
  const edges: [number, number][] = [];
  for (const route of routes) {
    for (let i = 0; i + 1 < route.length; i++) {
      const a = route[i] as number;
      const b = route[i + 1] as number;
      for (const x of [a, b]) {
        if (!Number.isInteger(x) || x < 0 || x >= size.buffers) {
          throw new RangeError(`bufferDependencyGraph: buffer ${x} is not in 0..${size.buffers - 1}`);
        }
      }
      const key = a * size.buffers + b;
      if (seen.has(key)) continue;
      seen.add(key);
      edges.push([a, b]);
    }
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return { buffers: size.buffers, lanes, edges };
}
