import { describe, expect, it } from "vitest";
import { collectiveFlowSteps } from "../../src/collective/collectiveFlowSteps.ts";
import { ringAllReduce } from "../../src/collective/ringAllReduce.ts";
import { ringAllReduceFlowSteps } from "../../src/collective/ringAllReduceFlowSteps.ts";
import { simulateCollectiveFlows } from "../../src/collective/simulateCollectiveFlows.ts";
import { treeAllReduce } from "../../src/collective/treeAllReduce.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { singleSwitch } from "../../src/topology/singleSwitch.ts";
import { gBps, gbps, mib, microseconds, toBytesPerSecond } from "../../src/units.ts";

describe("simulateCollectiveFlows", () => {
  it("ring all-reduce over 8 hosts on one switch matches 2(n-1)(alpha + (S/n)/B) within 1 %", () => {
    const n = 8;
    const S = mib(256);
    const rate = gbps(400);
    const latency = microseconds(1);
    const topology = singleSwitch({ hosts: n, linkRate: rate, linkLatency: latency });
    const hostOfRank = Array.from({ length: n }, (_, r) => r);
    const r = simulateCollectiveFlows({
      topology,
      hostOfRank,
      steps: ringAllReduceFlowSteps({ ranks: n, bytes: S }),
    });
    const closed = 2 * (n - 1) * (2 * latency + S / n / toBytesPerSecond(rate));
    expect(r.steps).toBe(2 * (n - 1));
    expect(Math.abs(r.time / closed - 1)).toBeLessThan(0.01);
  });

  it("ring all-reduce of 4 nodes x 8 GPUs (NVLink inside, NIC across) on a leaf-spine matches the closed form within 1 %", () => {
    const nodes = 4;
    const g = 8;
    const n = nodes * g;
    const S = mib(512);
    const nic = gbps(400);
    const nvlink = gBps(370.8);
    const topology = leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 2, hostLinkRate: nic });
    const hostOfRank = Array.from({ length: n }, (_, r) => Math.floor(r / g));
    const r = simulateCollectiveFlows({
      topology,
      hostOfRank,
      steps: ringAllReduceFlowSteps({ ranks: n, bytes: S }),
      intraHostBandwidth: nvlink,
    });
    const perStep = Math.max(S / n / toBytesPerSecond(nic), S / n / nvlink);
    expect(Math.abs(r.time / (2 * (n - 1) * perStep) - 1)).toBeLessThan(0.01);
  });

  it("a ring that zig-zags across an oversubscribed leaf-spine is slower than the closed form (contention)", () => {
    const n = 8;
    const S = mib(64);
    const nic = gbps(100);
    const topology = leafSpine({
      leaves: 2,
      hostsPerLeaf: 4,
      spines: 1,
      hostLinkRate: nic,
      oversubscription: 4,
    });
    const hostOfRank = Array.from({ length: n }, (_, r) => r);
    const zigzag = [0, 4, 1, 5, 2, 6, 3, 7];
    const r = simulateCollectiveFlows({
      topology,
      hostOfRank,
      steps: ringAllReduceFlowSteps({ ranks: n, bytes: S, order: zigzag }),
    });
    const closed = 2 * (n - 1) * (S / n / toBytesPerSecond(nic));
    // every step sends 4 flows up through each leaf's single uplink, which carries 4 hosts' rate / 4:
    // each flow gets a quarter of its host link
    expect(r.time / closed).toBeCloseTo(4, 6);
  });

  it("collectiveFlowSteps(ringAllReduce plan) gives the same time as ringAllReduceFlowSteps", () => {
    const n = 6;
    const inputs = Array.from({ length: n }, () => new Float32Array(6 * 1024));
    const plan = ringAllReduce.init(inputs).plan;
    const steps = collectiveFlowSteps(plan);
    // reduce-scatter and all-gather steps move the same pairs and sizes: one pattern, 2(n-1) times
    expect(steps).toHaveLength(1);
    expect(steps[0]?.repeat).toBe(2 * (n - 1));
    const topology = singleSwitch({ hosts: n, linkRate: gbps(100) });
    const hostOfRank = Array.from({ length: n }, (_, r) => r);
    const a = simulateCollectiveFlows({ topology, hostOfRank, steps });
    const b = simulateCollectiveFlows({
      topology,
      hostOfRank,
      steps: ringAllReduceFlowSteps({ ranks: n, bytes: (6 * 1024 * 4) as never }),
    });
    expect(a.time).toBeCloseTo(b.time, 12);
  });

  it("a tree all-reduce plan runs on the network and takes longer than the ring for a large buffer", () => {
    const n = 8;
    const inputs = Array.from({ length: n }, () => new Float32Array(64 * 1024));
    const topology = singleSwitch({ hosts: n, linkRate: gbps(100) });
    const hostOfRank = Array.from({ length: n }, (_, r) => r);
    const tree = simulateCollectiveFlows({
      topology,
      hostOfRank,
      steps: collectiveFlowSteps(treeAllReduce.init(inputs).plan),
    });
    const ring = simulateCollectiveFlows({
      topology,
      hostOfRank,
      steps: collectiveFlowSteps(ringAllReduce.init(inputs).plan),
    });
    expect(tree.time).toBeGreaterThan(ring.time);
  });

  it("simulateCollectiveFlows rejects ranks sharing a host without intraHostBandwidth, and a missing host", () => {
    const topology = singleSwitch({ hosts: 2, linkRate: gbps(100) });
    const steps = ringAllReduceFlowSteps({ ranks: 2, bytes: mib(1) });
    expect(() => simulateCollectiveFlows({ topology, hostOfRank: [0, 0], steps })).toThrow(RangeError);
    expect(() => simulateCollectiveFlows({ topology, hostOfRank: [0, 5], steps })).toThrow(RangeError);
    expect(() => ringAllReduceFlowSteps({ ranks: 1, bytes: mib(1) })).toThrow(RangeError);
  });
});
