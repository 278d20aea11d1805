import { describe, expect, it } from "vitest";
import { createRouter } from "../../src/topology/createRouter.ts";
import { equalCostPaths } from "../../src/topology/equalCostPaths.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { hierarchicalTree } from "../../src/topology/hierarchicalTree.ts";
import { sharedBus } from "../../src/topology/sharedBus.ts";
import { shortestPath } from "../../src/topology/shortestPath.ts";
import { gbps } from "../../src/units.ts";

describe("failLink", () => {
  const ft = fatTree({ k: 4, linkRate: gbps(100) });
  const src = ft.hosts[0] as number;
  const dst = ft.hosts[15] as number;

  it("failLink returns a new topology and leaves the input as it was", () => {
    const before = JSON.stringify(ft);
    const route = shortestPath({ topology: ft, src, dst });
    const linkId = ft.links[route?.links[2] as number]?.id as string;
    const failed = failLink(ft, linkId);
    expect(JSON.stringify(ft)).toBe(before);
    expect(failed).not.toBe(ft);
    expect(failed.links.find((l) => l.id === linkId)?.failed).toBe(true);
    expect(failed.links.filter((l) => l.failed)).toHaveLength(1);
  });

  it("after failLink on an aggregation-core link, the fat-tree reroutes over the 3 remaining core paths", () => {
    const route = shortestPath({ topology: ft, src, dst });
    const coreLink = route?.links[2] as number;
    expect(ft.nodes[ft.links[coreLink]?.b as number]?.role).toBe("core");
    const degraded = failLink(ft, coreLink);
    const rerouted = shortestPath({ topology: degraded, src, dst });
    expect(rerouted?.links).toHaveLength(6);
    expect(rerouted?.links).not.toContain(coreLink);
    expect(equalCostPaths({ topology: degraded, src, dst })).toHaveLength(3);
  });

  it("failLink on a host's only link makes that host unreachable (null, not a throw)", () => {
    const hostLink = ft.links.findIndex((l) => l.a === src);
    const degraded = failLink(ft, hostLink);
    expect(shortestPath({ topology: degraded, src, dst })).toBeNull();
    expect(createRouter(degraded).distancesTo(dst)[src]).toBe(-1);
  });

  it("failLink throws a RangeError for an unknown link", () => {
    expect(() => failLink(ft, "no-such-link")).toThrow(RangeError);
    expect(() => failLink(ft, 10_000)).toThrow(RangeError);
  });
});

describe("failSwitch", () => {
  it("failing a core switch of a k=4 fat-tree leaves 3 of 4 cross-pod paths; all pairs still connect", () => {
    const ft = fatTree({ k: 4, linkRate: gbps(100) });
    const degraded = failSwitch(ft, "core-0");
    expect(degraded.nodes.find((n) => n.id === "core-0")?.failed).toBe(true);
    expect(degraded.links.filter((l) => l.failed)).toHaveLength(4);
    expect(
      equalCostPaths({ topology: degraded, src: ft.hosts[0] as number, dst: ft.hosts[15] as number }),
    ).toHaveLength(3);
    const router = createRouter(degraded);
    for (const s of ft.hosts)
      for (const d of ft.hosts) if (s !== d) expect(router.shortestPath({ src: s, dst: d })).not.toBeNull();
  });

  it("failing the bus cuts every host of a shared bus off from every other", () => {
    const bus = sharedBus({ hosts: 4, busRate: gbps(10) });
    const degraded = failSwitch(bus, "bus");
    const router = createRouter(degraded);
    for (const s of bus.hosts)
      for (const d of bus.hosts) if (s !== d) expect(router.shortestPath({ src: s, dst: d })).toBeNull();
  });

  it("a failed uplink of a hierarchical tree isolates that subtree from the rest, not from itself", () => {
    const tree = hierarchicalTree({ depth: 2, fanout: 3, linkRate: gbps(10) });
    const uplink = tree.links.find((l) => tree.nodes[l.b]?.id === "root" && tree.nodes[l.a]?.group === 0);
    const degraded = failLink(tree, uplink?.id as string);
    const router = createRouter(degraded);
    const inSubtree = tree.hosts.filter((h) => tree.nodes[h]?.group === 0);
    const outside = tree.hosts.filter((h) => tree.nodes[h]?.group !== 0);
    expect(inSubtree).toHaveLength(3);
    for (const s of inSubtree) {
      for (const d of inSubtree) if (s !== d) expect(router.shortestPath({ src: s, dst: d })).not.toBeNull();
      for (const d of outside) expect(router.shortestPath({ src: s, dst: d })).toBeNull();
    }
    for (const s of outside)
      for (const d of outside) if (s !== d) expect(router.shortestPath({ src: s, dst: d })).not.toBeNull();
  });

  it("failSwitch throws a RangeError for a host or an unknown node", () => {
    const t = sharedBus({ hosts: 2, busRate: gbps(1) });
    expect(() => failSwitch(t, "host-0")).toThrow(RangeError);
    expect(() => failSwitch(t, "nope")).toThrow(RangeError);
  });
});
