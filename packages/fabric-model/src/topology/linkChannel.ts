import type { Topology } from "./Topology.ts";

/**
 * The directed channel of link `link` when traversed from node `from`: 2*link from the link's `a`
 * end, 2*link + 1 from its `b` end.
 * @throws RangeError when `link` is not a link of the topology or `from` is not one of its ends.
 * @example linkChannel(topology, { link: 3, from: topology.links[3].b }) // 7
 */
export function linkChannel(
  topology: Topology,
  traversal: { readonly link: number; readonly from: number },
): number {
  const link = topology.links[traversal.link];
  if (link === undefined) throw new RangeError(`linkChannel: no link ${traversal.link}`);
  if (traversal.from === link.a) return 2 * link.index;
  if (traversal.from === link.b) return 2 * link.index + 1;
  throw new RangeError(`linkChannel: node ${traversal.from} is not an end of link ${link.id}`);
}
