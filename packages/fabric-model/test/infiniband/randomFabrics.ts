import fc from "fast-check";
import { switchRing } from "../../src/infiniband/switchRing.ts";
import { createTopology } from "../../src/topology/createTopology.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { gbps } from "../../src/units.ts";

const rate = gbps(100);

/** A connected graph of 3-8 switches (a random spanning tree plus extra links), 1-2 hosts each. */
const meshes = fc
  .record({
    switches: fc.integer({ min: 3, max: 8 }),
    parents: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 5 }),
    hosts: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ switches, parents, extra, hosts }) => {
    const nodes = [];
    const links = [];
    for (let s = 0; s < switches; s++) nodes.push({ id: `switch-${s}`, kind: "switch" as const });
    for (let s = 1; s < switches; s++) {
      links.push({
        a: `switch-${s}`,
        b: `switch-${(parents[s] as number) % s}`,
        linkRateUnidirectional: rate,
      });
    }
    for (const [a, b] of extra) {
      if (a % switches !== b % switches) {
        links.push({
          a: `switch-${a % switches}`,
          b: `switch-${b % switches}`,
          linkRateUnidirectional: rate,
        });
      }
    }
    let h = 0;
    for (let s = 0; s < switches; s++) {
      for (let k = 0; k < (hosts[s] as number); k++, h++) {
        nodes.push({ id: `host-${h}`, kind: "host" as const, tier: 0 });
        links.push({ a: `host-${h}`, b: `switch-${s}`, linkRateUnidirectional: rate });
      }
    }
    return createTopology({ nodes, links, label: `random mesh of ${switches} switches` });
  });

/** Leaf-spines with some leaf-to-spine links failed (the fabric may split; the sweep sees its part). */
const brokenLeafSpines = fc
  .record({
    leaves: fc.integer({ min: 2, max: 4 }),
    spines: fc.integer({ min: 1, max: 3 }),
    hostsPerLeaf: fc.integer({ min: 1, max: 3 }),
    linksPerSpine: fc.integer({ min: 1, max: 2 }),
    failures: fc.array(fc.nat(), { maxLength: 3 }),
  })
  .map(({ failures, ...shape }) => {
    let t: Topology = leafSpine({ ...shape, hostLinkRate: rate });
    const uplinks = t.links.filter((l) => t.nodes[l.b]?.role === "spine");
    for (const f of failures) t = failLink(t, (uplinks[f % uplinks.length] as { index: number }).index);
    return t;
  });

/** k = 2 or 4 fat-trees, with up to two switch-to-switch links failed. */
const brokenFatTrees = fc
  .record({ k: fc.constantFrom(2, 4), failures: fc.array(fc.nat(), { maxLength: 2 }) })
  .map(({ k, failures }) => {
    let t = fatTree({ k, linkRate: rate });
    const inner = t.links.filter((l) => l.tier > 1);
    for (const f of failures) t = failLink(t, (inner[f % inner.length] as { index: number }).index);
    return t;
  });

/** Rings of 3-9 switches. */
const rings = fc
  .record({ switches: fc.integer({ min: 3, max: 9 }), hostsPerSwitch: fc.integer({ min: 1, max: 2 }) })
  .map((r) => switchRing({ ...r, linkRate: rate }));

/** Any of the random fabrics the routing properties run on. */
export const randomFabrics: fc.Arbitrary<Topology> = fc.oneof(
  meshes,
  brokenLeafSpines,
  brokenFatTrees,
  rings,
);

/** fast-check's settings for these properties: a fixed seed, few runs (each sweeps and routes). */
export const fabricRuns = { seed: 23, numRuns: 60 } as const;
