import { describe, expect, it } from "vitest";
import { fabricPorts, portGuid } from "../../src/infiniband/fabricPorts.ts";
import { runSubnetManager } from "../../src/infiniband/runSubnetManager.ts";
import { sweepSubnet } from "../../src/infiniband/sweepSubnet.ts";
import { createRouter } from "../../src/topology/createRouter.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { gbps } from "../../src/units.ts";

const ft4 = fatTree({ k: 4, linkRate: gbps(100) });

describe("fabricPorts", () => {
  it("fabricPorts(k=4 fat-tree) numbers each node's ports 1.. and pairs every port with its peer's", () => {
    const ports = fabricPorts(ft4);
    for (const list of ports.byNode) {
      list.forEach((p, i) => {
        expect(p.port).toBe(i + 1);
        const back = ports.byNode[p.peerNode]?.[p.peerPort - 1];
        expect(back?.peerNode).toBe(p.node);
        expect(back?.link).toBe(p.link);
        expect(back?.channel).toBe(p.channel ^ 1);
      });
    }
    expect(ports.byNode[ft4.hosts[0] as number]).toHaveLength(1);
  });

  it("portGuid(node, port) is 16 hex digits; switch port 0 GUIDs sort before adapter port GUIDs", () => {
    expect(portGuid(5, 0)).toBe("0002c90300000006");
    expect(portGuid(5, 1)).toMatch(/^[0-9a-f]{16}$/);
    expect(portGuid(200, 0) < portGuid(0, 1)).toBe(true);
  });
});

describe("sweepSubnet", () => {
  const sweep = sweepSubnet({ topology: ft4, sm: "host-0" });
  const router = createRouter(ft4);

  it("sweepSubnet(k=4 fat-tree) discovers all 36 nodes once, hop by hop, each at its distance from the SM", () => {
    expect(sweep.discovered).toHaveLength(36);
    expect(new Set(sweep.discovered.map((d) => d.node)).size).toBe(36);
    expect(sweep.undiscovered).toEqual([]);
    const sm = ft4.hosts[0] as number;
    const hops = sweep.discovered.map((d) => d.hops);
    expect(hops).toEqual([...hops].sort((a, b) => a - b));
    for (const d of sweep.discovered) {
      expect(d.path).toHaveLength(d.hops);
      if (d.node !== sm) expect(d.hops).toBe(router.distancesTo(d.node)[sm]);
    }
  });

  it("a directed route from the SM's port, followed port by port, ends at the node it discovered", () => {
    const ports = sweep.ports;
    for (const d of sweep.discovered) {
      let at = sweep.sm.node;
      for (const port of d.path) at = ports.byNode[at]?.[port - 1]?.peerNode as number;
      expect(at).toBe(d.node);
    }
  });

  it("its SMPs start with NodeInfo at hop 0; new-node answers = nodes - 1; every live port is read once", () => {
    const e = sweep.events.filter((x) => x.phase === "discover");
    expect(e[0]).toMatchObject({ attribute: "NodeInfo", hops: 0, outcome: "new-node", node: ft4.hosts[0] });
    expect(e.filter((x) => x.outcome === "new-node")).toHaveLength(36);
    const switchPorts = ft4.nodes.filter((n) => n.kind === "switch").length * 4;
    expect(e.filter((x) => x.attribute === "PortInfo")).toHaveLength(switchPorts + 1);
    // Every switch-to-switch link is crossed once more after its far end is known: a second path.
    expect(e.filter((x) => x.outcome === "known-node").length).toBeGreaterThan(0);
    expect(sweep.events.map((x) => x.step)).toEqual(sweep.events.map((_, i) => i));
  });

  it("LIDs: the SM's port gets LID 1, switches one LID each, adapters 2^LMC aligned to 2^LMC, all distinct", () => {
    for (const lmc of [0, 1, 2]) {
      const s = sweepSubnet({ topology: ft4, sm: "host-3", lmc });
      const smEnd = s.endPorts.find((e) => e.node === ft4.hosts[3]);
      expect(smEnd?.baseLid).toBe(1 << lmc);
      const seen = new Set<number>();
      for (const e of s.endPorts) {
        expect(e.lidCount).toBe(e.kind === "switch" ? 1 : 1 << lmc);
        expect(e.baseLid % e.lidCount).toBe(0);
        for (let l = e.baseLid; l < e.baseLid + e.lidCount; l++) {
          expect(seen.has(l)).toBe(false);
          seen.add(l);
          expect(s.endPorts[s.lidOwner[l] as number]).toBe(e);
        }
      }
      expect(s.endPorts).toHaveLength(20 + 16);
    }
  });

  it("sweepSubnet({ previous }) keeps every LID a port already had", () => {
    const again = sweepSubnet({ topology: ft4, sm: "host-7", previous: sweep });
    const before = new Map(sweep.endPorts.map((e) => [e.guid, e.baseLid]));
    for (const e of again.endPorts) expect(e.baseLid).toBe(before.get(e.guid));
  });

  it("a failed edge switch: its hosts are not discovered, its neighbours' ports read link-down", () => {
    const t = failSwitch(ft4, "edge-1-0");
    const s = sweepSubnet({ topology: t, sm: "host-0" });
    const lost = s.undiscovered.map((n) => t.nodes[n]?.id);
    expect(lost).toEqual(expect.arrayContaining(["edge-1-0", "host-4", "host-5"]));
    expect(lost).toHaveLength(3);
    expect(s.events.filter((e) => e.outcome === "link-down")).toHaveLength(2);
  });

  it("sweepSubnet rejects an SM on a switch, a missing port and an LMC above 7", () => {
    expect(() => sweepSubnet({ topology: ft4, sm: "core-0" })).toThrow(RangeError);
    expect(() => sweepSubnet({ topology: ft4, sm: "host-0", smPort: 2 })).toThrow(RangeError);
    expect(() => sweepSubnet({ topology: ft4, sm: "host-0", lmc: 8 })).toThrow(RangeError);
  });
});

describe("runSubnetManager", () => {
  it("runSubnetManager orders the phases discover, lids, routing, activate; 64 LIDs per LFT block", () => {
    const t = leafSpine({ leaves: 4, hostsPerLeaf: 4, spines: 2, hostLinkRate: gbps(100) });
    const run = runSubnetManager({ topology: t, sm: "host-0", engine: "updn" });
    const phases = run.events.map((e) => e.phase);
    const order = ["discover", "lids", "routing", "activate"];
    expect([...new Set(phases)]).toEqual(order);
    expect(phases).toEqual([...phases].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const blocks = Math.ceil((run.sweep.maxLid + 1) / 64);
    expect(run.events.filter((e) => e.attribute === "LinearForwardingTable")).toHaveLength(6 * blocks);
    const active = run.events.filter((e) => e.state === "ACTIVE");
    expect(active).toHaveLength(2 * t.links.length);
  });

  it("a failed link is read link-down by the sweep and leaves the ports at its ends unactivated", () => {
    const t = failLink(
      leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(100) }),
      "leaf-1~spine-1",
    );
    const run = runSubnetManager({ topology: t, sm: "host-0", engine: "minhop" });
    expect(run.events.filter((e) => e.outcome === "link-down")).toHaveLength(2);
    expect(run.events.filter((e) => e.state === "ACTIVE")).toHaveLength(2 * (t.links.length - 1));
  });
});
