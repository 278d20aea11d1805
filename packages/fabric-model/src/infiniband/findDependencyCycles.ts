import type { BufferDependencyGraph } from "./bufferDependencyGraph.ts";

/**
 * The cycles of a buffer dependency graph that can deadlock a lossless network: one cycle (the
 * buffers in dependency order, each waiting for the next and the last for the first) per strongly
 * connected component that has one. An empty result means the routes are deadlock-free (an acyclic
 * channel dependency graph, Dally and Seitz).
 * @see infinibandSources.dallySeitz1987
 * @example findDependencyCycles(bufferDependencyGraph([[0, 1], [1, 2], [2, 0]], { buffers: 3 })) // [[0, 1, 2]]
 */
export function findDependencyCycles(graph: BufferDependencyGraph): number[][] {
  const n = graph.buffers;
  const start = new Int32Array(n + 1);
  for (const [a] of graph.edges) start[a + 1] = (start[a + 1] as number) + 1;
  for (let i = 0; i < n; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const target = new Int32Array(graph.edges.length);
  const fill = start.slice(0, n);
  for (const [a, b] of graph.edges) {
    target[fill[a] as number] = b;
    fill[a] = (fill[a] as number) + 1;
  }
  const components = stronglyConnected(n, start, target);
  const cycles: number[][] = [];
  for (const comp of components) {
    const members = new Set(comp);
    const first = comp.reduce((m, x) => Math.min(m, x), Number.POSITIVE_INFINITY);
    const selfLoop = comp.length === 1 && hasEdge(start, target, first, first);
    if (comp.length > 1 || selfLoop) cycles.push(cycleThrough(first, members, start, target));
  }
  cycles.sort((x, y) => (x[0] as number) - (y[0] as number));
  return cycles;
}

function hasEdge(start: Int32Array, target: Int32Array, a: number, b: number): boolean {
  for (let e = start[a] as number; e < (start[a + 1] as number); e++) if (target[e] === b) return true;
  return false;
}

/** A shortest cycle from `first` back to itself inside one strongly connected component (BFS). */
function cycleThrough(
  first: number,
  members: ReadonlySet<number>,
  start: Int32Array,
  target: Int32Array,
): number[] {
  const parent = new Map<number, number>();
  const queue = [first];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head] as number;
    for (let e = start[u] as number; e < (start[u + 1] as number); e++) {
      const v = target[e] as number;
      if (!members.has(v)) continue;
      if (v === first) {
        const cycle = [u];
        for (let x = u; x !== first; ) {
          x = parent.get(x) as number;
          cycle.push(x);
        }
        return cycle.reverse();
      }
      if (!parent.has(v)) {
        parent.set(v, u);
        queue.push(v);
      }
    }
  }
  return [first];
}

/** Tarjan's strongly connected components, iterative. */
function stronglyConnected(n: number, start: Int32Array, target: Int32Array): number[][] {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const components: number[][] = [];
  let counter = 0;
  const callStack: { v: number; e: number }[] = [];
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1 || start[root] === start[root + 1]) continue;
    callStack.push({ v: root, e: start[root] as number });
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (callStack.length > 0) {
      const frame = callStack[callStack.length - 1] as { v: number; e: number };
      const v = frame.v;
      if (frame.e < (start[v + 1] as number)) {
        const w = target[frame.e] as number;
        frame.e++;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          callStack.push({ v: w, e: start[w] as number });
        } else if (onStack[w]) {
          low[v] = Math.min(low[v] as number, index[w] as number);
        }
        continue;
      }
      callStack.pop();
      const parent = callStack[callStack.length - 1];
      if (parent !== undefined) low[parent.v] = Math.min(low[parent.v] as number, low[v] as number);
      if (low[v] === index[v]) {
        const comp: number[] = [];
        for (;;) {
          const w = stack.pop() as number;
          onStack[w] = 0;
          comp.push(w);
          if (w === v) break;
        }
        components.push(comp);
      }
    }
  }
  return components;
}
