import { type BitsPerSecond, bitsPerSecond } from "../units.ts";
import type { Topology } from "./Topology.ts";

/** Inputs of `hostCutCapacity`. */
interface HostCutInputs {
  readonly topology: Topology;
  /** Node indices of the hosts on the sending side; every other host receives. */
  readonly sideA: readonly number[];
}

/**
 * The most traffic per second the hosts in `sideA` can push, all together, to the other hosts (one
 * direction, A to B): the max-flow, equal to the capacity of the smallest cut separating the two host
 * sets with switches placed on whichever side minimises it (max-flow min-cut theorem). Hosts do not
 * forward; a bus counts its `mediumRate` once; failed links and switches carry nothing.
 * Computed with Dinic's algorithm.
 * @see https://en.wikipedia.org/wiki/Dinic%27s_algorithm
 * @throws RangeError when `sideA` names a node that is not a host.
 * @example hostCutCapacity({ topology: t, sideA: t.hosts.slice(0, 2) }) // 2e11 for t = singleSwitch({ hosts: 4, linkRate: gbps(100) })
 */
export function hostCutCapacity(inputs: HostCutInputs): BitsPerSecond {
  const { topology } = inputs;
  const n = topology.nodes.length;
  const side = new Int8Array(n); // 1 = A, -1 = B, 0 = switch or bus
  for (const h of topology.hosts) side[h] = -1;
  for (const h of inputs.sideA) {
    if (topology.nodes[h]?.kind !== "host") throw new RangeError(`hostCutCapacity: node ${h} is not a host`);
    side[h] = 1;
  }
  const outVertex = new Int32Array(n);
  let vertices = n;
  for (const node of topology.nodes) {
    outVertex[node.index] = node.kind === "bus" ? vertices++ : node.index;
  }
  const source = vertices++;
  const sink = vertices++;
  const graph = new FlowGraph(vertices);
  for (const node of topology.nodes) {
    if (node.failed) continue;
    if (node.kind === "bus") graph.addArc(node.index, outVertex[node.index] as number, node.mediumRate ?? 0);
    if (side[node.index] === 1) graph.addArc(source, node.index, Number.POSITIVE_INFINITY);
    if (side[node.index] === -1) graph.addArc(node.index, sink, Number.POSITIVE_INFINITY);
  }
  const up = (i: number): boolean => topology.nodes[i]?.failed === false;
  for (const link of topology.links) {
    if (link.failed || !up(link.a) || !up(link.b)) continue;
    for (const [u, v] of [
      [link.a, link.b],
      [link.b, link.a],
    ] as const) {
      // A host only sends if it is in A and only receives if it is in B.
      if (side[u] === -1 || side[v] === 1) continue;
      graph.addArc(outVertex[u] as number, v, link.linkRateUnidirectional);
    }
  }
  return bitsPerSecond(graph.maxFlow(source, sink));
}

/** Residual graph for Dinic's max-flow on float capacities (internal). */
class FlowGraph {
  private readonly head: number[][];
  private readonly to: number[] = [];
  private readonly cap: number[] = [];
  private readonly vertices: number;

  constructor(vertices: number) {
    this.vertices = vertices;
    this.head = Array.from({ length: vertices }, () => []);
  }

  addArc(u: number, v: number, capacity: number): void {
    (this.head[u] as number[]).push(this.to.length);
    this.to.push(v);
    this.cap.push(capacity);
    (this.head[v] as number[]).push(this.to.length);
    this.to.push(u);
    this.cap.push(0);
  }

  maxFlow(source: number, sink: number): number {
    let total = 0;
    const level = new Int32Array(this.vertices);
    const next = new Int32Array(this.vertices);
    for (;;) {
      level.fill(-1);
      level[source] = 0;
      const queue = [source];
      for (let i = 0; i < queue.length; i++) {
        const u = queue[i] as number;
        for (const e of this.head[u] as number[]) {
          const v = this.to[e] as number;
          if (level[v] === -1 && (this.cap[e] as number) > EPSILON) {
            level[v] = (level[u] as number) + 1;
            queue.push(v);
          }
        }
      }
      if (level[sink] === -1) return total;
      next.fill(0);
      for (;;) {
        const pushed = this.augment(source, sink, Number.POSITIVE_INFINITY, level, next);
        if (!(pushed > EPSILON)) break;
        total += pushed;
      }
    }
  }

  private augment(u: number, sink: number, limit: number, level: Int32Array, next: Int32Array): number {
    if (u === sink) return limit;
    const arcs = this.head[u] as number[];
    for (; (next[u] as number) < arcs.length; next[u] = (next[u] as number) + 1) {
      const e = arcs[next[u] as number] as number;
      const v = this.to[e] as number;
      const residual = this.cap[e] as number;
      if (residual <= EPSILON || level[v] !== (level[u] as number) + 1) continue;
      const pushed = this.augment(v, sink, Math.min(limit, residual), level, next);
      if (pushed > EPSILON) {
        this.cap[e] = residual - pushed;
        this.cap[e ^ 1] = (this.cap[e ^ 1] as number) + pushed;
        return pushed;
      }
    }
    return 0;
  }
}

/** Residual capacities below this (bit/s) count as saturated. */
const EPSILON = 1e-6;
