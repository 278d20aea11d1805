import type { Topology } from "../topology/Topology.ts";

/** A buffer of a dependency cycle, in the topology's terms. */
export interface DependencyBuffer {
  /** Buffer id (channel * lanes + lane). */
  readonly buffer: number;
  /** Directed channel (2*link from the link's `a` end, 2*link + 1 from `b`). */
  readonly channel: number;
  readonly link: number;
  /** Node the packets leave. */
  readonly from: number;
  /** Node whose receive buffer it is. */
  readonly to: number;
  /** Virtual lane or priority. */
  readonly lane: number;
}

/**
 * Name a buffer id of a dependency graph: its channel, link, ends and lane.
 * @throws RangeError when the id is not a buffer of the topology.
 * @example dependencyBuffer(t, 7, 1) // { channel: 7, link: 3, from: t.links[3].b, to: t.links[3].a, lane: 0 }
 */
export function dependencyBuffer(topology: Topology, buffer: number, lanes = 1): DependencyBuffer {
  const channel = Math.floor(buffer / lanes);
  const link = topology.links[channel >> 1];
  if (!Number.isInteger(buffer) || buffer < 0 || link === undefined) {
    throw new RangeError(`dependencyBuffer: ${buffer} is not a buffer of this topology`);
  }
  const forward = channel % 2 === 0;
  return {
    buffer,
    channel,
    link: link.index,
    from: forward ? link.a : link.b,
    to: forward ? link.b : link.a,
    lane: buffer % lanes,
  };
}
