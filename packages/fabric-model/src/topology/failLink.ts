import type { Topology, TopologyLink } from "./Topology.ts";

/**
 * A copy of `topology` with one link down (by id or index); routes then avoid it. The input is not
 * changed. Failing a link that is already down returns an equal copy.
 * @throws RangeError when no link has that id or index.
 * @example failLink(topology, "leaf-0~spine-1")
 */
export function failLink(topology: Topology, linkId: string | number): Topology {
  const target = findLink(topology, linkId);
  return {
    ...topology,
    links: topology.links.map((link) => (link.index === target.index ? { ...link, failed: true } : link)),
  };
}

function findLink(topology: Topology, linkId: string | number): TopologyLink {
  const link =
    typeof linkId === "number" ? topology.links[linkId] : topology.links.find((l) => l.id === linkId);
  if (link === undefined) throw new RangeError(`failLink: no link "${linkId}" in ${topology.label}`);
  return link;
}
