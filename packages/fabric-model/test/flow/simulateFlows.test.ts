import { describe, expect, it } from "vitest";
import type { FlowSpec } from "../../src/flow/FlowSimState.ts";
import { flowFailureImpact } from "../../src/flow/flowFailureImpact.ts";
import { flowSimSnapshot } from "../../src/flow/flowSimSnapshot.ts";
import { flowSimSummary } from "../../src/flow/flowSimSummary.ts";
import { flowStep } from "../../src/flow/flowStep.ts";
import { flowsFromPairs } from "../../src/flow/flowsFromPairs.ts";
import { initFlowSim } from "../../src/flow/initFlowSim.ts";
import { simulateFlows } from "../../src/flow/simulateFlows.ts";
import { allToAllPairs } from "../../src/topology/allToAllPairs.ts";
import { createRouter } from "../../src/topology/createRouter.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { hierarchicalTree } from "../../src/topology/hierarchicalTree.ts";
import { incastPairs } from "../../src/topology/incastPairs.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { randomPairs } from "../../src/topology/randomPairs.ts";
import { sharedBus } from "../../src/topology/sharedBus.ts";
import { singleSwitch } from "../../src/topology/singleSwitch.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { type Bytes, bytes, gbps, mb, microseconds, type Seconds, seconds } from "../../src/units.ts";

const REL = 1e-12;
const pair = (t: Topology, i: number, j: number) => ({
  src: t.hosts[i] as number,
  dst: t.hosts[j] as number,
});

describe("simulateFlows golden closed forms", () => {
  it("one flow alone takes path latency + bytes / link rate (2 hops of 1 us, 1 MB at 100 Gb/s)", () => {
    const t = singleSwitch({ hosts: 2, linkRate: gbps(100), linkLatency: microseconds(1) });
    const r = simulateFlows({ topology: t, flows: [{ id: "a", ...pair(t, 0, 1), bytes: mb(1) }] });
    const f = r.flows[0];
    expect(f?.pathLatency).toBeCloseTo(2e-6, 18);
    expect(f?.duration).toBeCloseTo(2e-6 + 8e6 / 1e11, 15);
    expect(f?.meanRate).toBeCloseTo(1e11, 0);
    expect(f?.segments).toEqual([{ start: 0, end: 8e6 / 1e11, rate: 1e11 }]);
    expect(r.makespan).toBeCloseTo(2e-6 + 8e-5, 15);
  });

  it("one flow across a k=4 fat-tree (6 hops of 0.5 us) takes 3 us + bytes / rate", () => {
    const t = fatTree({ k: 4, linkRate: gbps(400), linkLatency: microseconds(0.5) });
    const r = simulateFlows({ topology: t, flows: [{ id: "a", ...pair(t, 0, 15), bytes: mb(4) }] });
    expect(r.flows[0]?.duration).toBeCloseTo(3e-6 + (8 * 4e6) / 4e11, 15);
  });

  it.each([2, 3, 4])("%d equal flows on a shared bus each get B/n and all finish at n x bytes / B", (n) => {
    const t = sharedBus({ hosts: 8, busRate: gbps(10) });
    const flows = Array.from({ length: n }, (_, i) => ({ id: `f${i}`, ...pair(t, i, 7 - i), bytes: mb(1) }));
    const r = simulateFlows({ topology: t, flows });
    for (const f of r.flows) {
      expect(f.segments).toHaveLength(1);
      expect(f.segments[0]?.rate).toBeCloseTo(1e10 / n, 0);
      expect(f.completionTime).toBeCloseTo((n * 8e6) / 1e10, 15);
    }
    expect(r.media[0]?.peakUtilisation).toBeCloseTo(1, 12);
    expect(r.media[0]?.meanUtilisation).toBeCloseTo(1, 12);
  });

  it("n disjoint pairs on a switch each get the full link rate and finish at bytes / rate", () => {
    const t = singleSwitch({ hosts: 8, linkRate: gbps(100) });
    const flows = Array.from({ length: 4 }, (_, i) => ({ id: `f${i}`, ...pair(t, i, 7 - i), bytes: mb(1) }));
    const r = simulateFlows({ topology: t, flows });
    for (const f of r.flows) {
      expect(f.meanRate).toBeCloseTo(1e11, 0);
      expect(f.completionTime).toBeCloseTo(8e6 / 1e11, 15);
    }
  });

  it("bus vs switch for 8 devices in a ring: per-device throughput B/8 vs the full link rate", () => {
    const flowsFor = (t: Topology) =>
      flowsFromPairs(
        t.hosts.map((h, i) => ({ src: h, dst: t.hosts[(i + 1) % 8] as number })),
        { bytes: mb(1) },
      );
    const bus = sharedBus({ hosts: 8, busRate: gbps(100) });
    const sw = singleSwitch({ hosts: 8, linkRate: gbps(100) });
    const onBus = simulateFlows({ topology: bus, flows: flowsFor(bus) });
    const onSwitch = simulateFlows({ topology: sw, flows: flowsFor(sw) });
    for (const f of onBus.flows) expect(f.goodput).toBeCloseTo(1e11 / 8, 0);
    for (const f of onSwitch.flows) expect(f.goodput).toBeCloseTo(1e11, 0);
    expect(onBus.makespan / onSwitch.makespan).toBeCloseTo(8, 9);
  });

  it("incast of 4 senders into one host on a switch: each gets linkRate / 4", () => {
    const t = singleSwitch({ hosts: 5, linkRate: gbps(100) });
    const flows = flowsFromPairs(incastPairs({ hosts: t.hosts, target: t.hosts[0] as number }), {
      bytes: mb(1),
    });
    const r = simulateFlows({ topology: t, flows });
    for (const f of r.flows) expect(f.meanRate).toBeCloseTo(2.5e10, 0);
    const receiverLink = r.links.find((l) => l.linkId === "host-0~switch");
    expect(receiverLink?.reverse.peakUtilisation).toBeCloseTo(1, 12);
    expect(receiverLink?.forward.peakUtilisation).toBe(0);
  });

  it("a 2:1 oversubscribed leaf: 8 hosts sending across one uplink get half their link rate", () => {
    const t = leafSpine({
      leaves: 2,
      hostsPerLeaf: 8,
      spines: 1,
      hostLinkRate: gbps(100),
      oversubscription: 2,
    });
    const flows = flowsFromPairs(
      Array.from({ length: 8 }, (_, i) => pair(t, i, 8 + i)),
      { bytes: mb(1) },
    );
    const r = simulateFlows({ topology: t, flows });
    for (const f of r.flows) expect(f.meanRate).toBeCloseTo(5e10, 0);
  });

  it("a flow joining at t1 halves the first one's rate: A ends at t1 + (X - r t1) / (r/2)", () => {
    // A: 10 MB from t=0; B: 10 MB from t1 = 0.4 ms; both into host 1's link at 100 Gb/s.
    const t = singleSwitch({ hosts: 3, linkRate: gbps(100) });
    const bits = 8e7;
    const rate = 1e11;
    const t1 = 4e-4;
    const flows: FlowSpec[] = [
      { id: "A", ...pair(t, 0, 1), bytes: mb(10) },
      { id: "B", ...pair(t, 2, 1), bytes: mb(10), start: seconds(t1) },
    ];
    const r = simulateFlows({ topology: t, flows });
    const aEnd = t1 + (bits - rate * t1) / (rate / 2);
    const bEnd = aEnd + (bits - (aEnd - t1) * (rate / 2)) / rate;
    expect(r.flows[0]?.completionTime).toBeCloseTo(aEnd, 15);
    expect(r.flows[1]?.completionTime).toBeCloseTo(bEnd, 15);
    expect(r.flows[0]?.segments.map((s) => s.rate)).toEqual([rate, rate / 2]);
    expect(r.flows[1]?.segments.map((s) => s.rate)).toEqual([rate / 2, rate]);
    // The receiver's link stays full throughout, so the aggregate never changes until the end.
    expect(r.aggregateRate.values).toEqual([rate, 0]);
    expect(r.aggregateRate.time[1]).toBeCloseTo(bEnd, 15);
  });

  it("a zero-byte flow completes at start + path latency with no rate segment", () => {
    const t = singleSwitch({ hosts: 2, linkRate: gbps(10), linkLatency: microseconds(3) });
    const r = simulateFlows({
      topology: t,
      flows: [{ id: "z", ...pair(t, 0, 1), bytes: bytes(0), start: seconds(1e-3) }],
    });
    expect(r.flows[0]?.status).toBe("done");
    expect(r.flows[0]?.completionTime).toBeCloseTo(1e-3 + 6e-6, 15);
    expect(r.flows[0]?.segments).toEqual([]);
    expect(r.flows[0]?.meanRate).toBe(0);
  });
});

describe("simulateFlows with failures", () => {
  it("when the bus fails, every flow is unreachable and listed, and nothing moves", () => {
    const bus = sharedBus({ hosts: 4, busRate: gbps(10) });
    const flows = flowsFromPairs(allToAllPairs(bus.hosts), { bytes: mb(1) });
    const r = simulateFlows({ topology: failSwitch(bus, "bus"), flows });
    expect(r.unreachable).toHaveLength(12);
    expect(r.flows.every((f) => f.status === "unreachable" && f.completionTime === null)).toBe(true);
    expect(r.makespan).toBe(0);
    expect(r.steps).toBe(0);
    expect(r.media[0]?.bytesCarried).toBe(0);
  });

  it("a failed core link in a fat-tree: every flow survives, those that used it are rerouted", () => {
    const t = fatTree({ k: 4, linkRate: gbps(100) });
    const flows = flowsFromPairs(randomPairs({ hosts: t.hosts, count: 64 }, { seed: 42 }), { bytes: mb(2) });
    const baseline = simulateFlows({ topology: t, flows }, { routing: "ecmp" });
    const busiest = [...baseline.links]
      .filter((l) => t.nodes[t.links[l.link]?.b as number]?.role === "core")
      .sort(
        (a, b) =>
          b.forward.bytesCarried + b.reverse.bytesCarried - (a.forward.bytesCarried + a.reverse.bytesCarried),
      )[0];
    const degraded = simulateFlows(
      { topology: failLink(t, busiest?.link as number), flows },
      { routing: "ecmp" },
    );
    const impact = flowFailureImpact({ baseline, degraded });
    expect(impact.lost).toBe(0);
    expect(impact.survived).toBe(64);
    const users = baseline.flows.filter((f) => f.route?.links.includes(busiest?.link as number)).length;
    expect(users).toBeGreaterThan(0);
    expect(impact.rerouted).toBeGreaterThanOrEqual(users);
    expect(degraded.links[busiest?.link as number]?.peakUtilisation).toBe(0);
  });

  it("a failed subtree uplink in a tree: flows crossing it are lost, flows inside either side survive", () => {
    const t = hierarchicalTree({ depth: 2, fanout: 2, linkRate: gbps(10) });
    const flows: FlowSpec[] = [
      { id: "inside", ...pair(t, 0, 1), bytes: mb(1) },
      { id: "across", ...pair(t, 0, 2), bytes: mb(1) },
      { id: "other", ...pair(t, 2, 3), bytes: mb(1) },
    ];
    const baseline = simulateFlows({ topology: t, flows });
    const degraded = simulateFlows({ topology: failLink(t, "tree-1-0~root"), flows });
    const impact = flowFailureImpact({ baseline, degraded });
    expect(degraded.unreachable).toEqual(["across"]);
    expect(impact.flows.map((f) => f.survived)).toEqual([true, false, true]);
    expect(impact.flows[1]?.throughputLoss).toBe(1);
    expect(impact.lost).toBe(1);
    // "inside" shared host 0's uplink with "across"; alone now, it doubles its goodput.
    expect(impact.flows[0]?.throughputLoss).toBeCloseTo(-1, 12);
    expect(impact.flows[2]?.throughputLoss).toBeCloseTo(0, 12);
  });
});

describe("flowStep and initFlowSim", () => {
  const t = sharedBus({ hosts: 4, busRate: gbps(8), linkLatency: microseconds(1) });
  const flows: FlowSpec[] = [
    { id: "a", ...pair(t, 0, 1), bytes: mb(1) },
    { id: "b", ...pair(t, 2, 3), bytes: mb(2), start: seconds(1e-4) },
  ];

  it("initFlowSim starts at time 0 with nothing sent; each flowStep handles one event", () => {
    const s0 = initFlowSim({ topology: t, flows });
    expect(s0.time).toBe(0);
    expect(s0.done).toBe(false);
    const s1 = flowStep(s0);
    expect(s1.lastEvent.started).toEqual([0]);
    expect(s1.rate[0]).toBeCloseTo(8e9, 0);
    const s2 = flowStep(s1);
    expect(s2.time).toBeCloseTo(1e-4, 18);
    expect(s2.lastEvent.started).toEqual([1]);
    expect(s2.rate[0]).toBeCloseTo(4e9, 0);
    expect(s2.rate[1]).toBeCloseTo(4e9, 0);
  });

  it("flowStep is pure: the state it is given is unchanged", () => {
    const s1 = flowStep(initFlowSim({ topology: t, flows }));
    const copy = {
      rate: Array.from(s1.rate),
      remaining: Array.from(s1.remainingBits),
      status: Array.from(s1.status),
      load: Array.from(s1.load),
      time: s1.time,
    };
    flowStep(s1);
    flowStep(s1);
    expect(Array.from(s1.rate)).toEqual(copy.rate);
    expect(Array.from(s1.remainingBits)).toEqual(copy.remaining);
    expect(Array.from(s1.status)).toEqual(copy.status);
    expect(Array.from(s1.load)).toEqual(copy.load);
    expect(s1.time).toBe(copy.time);
  });

  it("stepping with flowStep to the end gives the same drain times as simulateFlows (to 1e-12)", () => {
    const big = fatTree({ k: 4, linkRate: gbps(100) });
    const many = flowsFromPairs(randomPairs({ hosts: big.hosts, count: 80 }, { seed: 42 }), {
      bytes: mb(1),
    }).map((f, i) => ({ ...f, bytes: bytes(1e5 * (1 + (i % 7))), start: seconds((i % 5) * 1e-5) }));
    let s = initFlowSim({ topology: big, flows: many }, { routing: "ecmp" });
    while (!s.done) s = flowStep(s);
    const r = simulateFlows({ topology: big, flows: many }, { routing: "ecmp" });
    // Equal to rounding: the in-place run reorders its flow lists, which changes summation order.
    r.flows.forEach((f, i) => {
      expect(Math.abs((f.drainTime as number) - (s.drainTime[i] as number))).toBeLessThanOrEqual(
        1e-12 * (f.drainTime as number),
      );
    });
    expect(r.steps).toBe(s.step);
    expect(flowStep(s)).toBe(s);
  });

  it("expectedDrainTime is when an active flow's last bit leaves at its current rate (Infinity otherwise)", () => {
    const s0 = initFlowSim({ topology: t, flows });
    expect(Array.from(s0.expectedDrainTime)).toEqual([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
    const s1 = flowStep(s0);
    // "a" alone on the 8 Gb/s bus: 8e6 bits at 8e9 bit/s.
    expect(s1.expectedDrainTime[0]).toBeCloseTo(1e-3, 15);
    expect(s1.expectedDrainTime[1]).toBe(Number.POSITIVE_INFINITY);
    const s2 = flowStep(s1);
    for (const f of [0, 1]) {
      const want = s2.time + (s2.remainingBits[f] as number) / (s2.rate[f] as number);
      expect(Math.abs((s2.expectedDrainTime[f] as number) - want)).toBeLessThanOrEqual(1e-15);
    }
    let s = s2;
    while (!s.done) s = flowStep(s);
    expect(Array.from(s.expectedDrainTime)).toEqual([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
  });

  it("simulateFlows builds each flow's segments once, on first read, and they survive JSON", () => {
    const r = simulateFlows({ topology: t, flows });
    const a = r.flows[0];
    expect(a?.segments).toBe(a?.segments);
    // "a" sends alone at 8 Gb/s until "b" starts at 100 us, then at 4 Gb/s.
    expect(a?.segments.map((s) => s.rate)).toEqual([8e9, 4e9]);
    expect(a?.segments[0]?.end).toBeCloseTo(1e-4, 18);
    const copy = JSON.parse(JSON.stringify(r.flows[1])) as { segments: { rate: number }[] };
    expect(copy.segments.map((s) => s.rate)).toEqual(r.flows[1]?.segments.map((s) => s.rate));
  });

  it("flowSimSnapshot labels flows and link directions for drawing one frame", () => {
    const s1 = flowStep(initFlowSim({ topology: t, flows }));
    const snap = flowSimSnapshot(s1);
    expect(snap.flows.map((f) => f.status)).toEqual(["active", "pending"]);
    expect(snap.started).toEqual(["a"]);
    expect(snap.flows[1]?.remaining).toBe(2e6);
    const medium = snap.resources.find((r) => r.link === -1);
    expect(medium?.label).toBe("bus");
    expect(medium?.utilisation).toBeCloseTo(1, 12);
    const up = snap.resources.find((r) => r.label === "host-0>bus");
    expect(up?.utilisation).toBeCloseTo(1, 12);
    expect(snap.resources).toHaveLength(2 * t.links.length + 1);
    // Alone on the bus, flow "a" is limited by a resource that is full: its tap or the medium.
    const limit = snap.resources[snap.flows[0]?.limitedBy as number];
    expect(limit?.utilisation).toBeCloseTo(1, 12);
    expect(snap.flows[1]?.limitedBy).toBe(-1);
  });

  it("flowSimSnapshot names the oversubscribed uplink as what limits cross-leaf flows", () => {
    const ls = leafSpine({
      leaves: 2,
      hostsPerLeaf: 4,
      spines: 1,
      hostLinkRate: gbps(100),
      oversubscription: 4,
    });
    const cross = flowsFromPairs(
      Array.from({ length: 4 }, (_, i) => pair(ls, i, 4 + i)),
      { bytes: mb(1) },
    );
    const snap = flowSimSnapshot(flowStep(initFlowSim({ topology: ls, flows: cross })));
    for (const f of snap.flows) {
      expect(snap.resources[f.limitedBy]?.label).toBe("leaf-0>spine-0");
      expect(f.rate).toBeCloseTo(2.5e10, 0);
    }
  });

  it("initFlowSim rejects duplicate ids, self-flows, unknown nodes, bad sizes or starts, and a foreign router", () => {
    const f = { id: "x", ...pair(t, 0, 1), bytes: mb(1) };
    expect(() => initFlowSim({ topology: t, flows: [f, f] })).toThrow(RangeError);
    expect(() => initFlowSim({ topology: t, flows: [{ ...f, dst: f.src }] })).toThrow(RangeError);
    expect(() => initFlowSim({ topology: t, flows: [{ ...f, dst: 99 }] })).toThrow(RangeError);
    expect(() => initFlowSim({ topology: t, flows: [{ ...f, bytes: -1 as Bytes }] })).toThrow(RangeError);
    expect(() => initFlowSim({ topology: t, flows: [{ ...f, start: Number.NaN as Seconds }] })).toThrow(
      RangeError,
    );
    const other = sharedBus({ hosts: 4, busRate: gbps(8) });
    expect(() => initFlowSim({ topology: t, flows: [f] }, { router: createRouter(other) })).toThrow(
      RangeError,
    );
    expect(() => initFlowSim({ topology: t, flows: [f] }, { router: createRouter(t) })).not.toThrow();
  });

  it("by default (recordTimelines: false) means and peaks are kept but the load series stay empty", () => {
    for (const r of [
      simulateFlows({ topology: t, flows }),
      simulateFlows({ topology: t, flows }, { recordTimelines: false }),
    ]) {
      expect(r.media[0]?.load.time).toEqual([]);
      expect(r.links[0]?.forward.load.values).toEqual([]);
      expect(r.media[0]?.peakUtilisation).toBeCloseTo(1, 12);
      expect(r.flows.map((f) => f.status)).toEqual(["done", "done"]);
    }
    const recorded = simulateFlows({ topology: t, flows }, { recordTimelines: true });
    expect(recorded.media[0]?.meanUtilisation).toBe(
      simulateFlows({ topology: t, flows }).media[0]?.meanUtilisation,
    );
  });

  it("recordTimelines: true gives load timelines that step with the flows: the bus medium is full while anything sends", () => {
    const r = simulateFlows({ topology: t, flows }, { recordTimelines: true });
    const series = r.media[0]?.load;
    expect(series?.time[0]).toBe(0);
    expect(series?.values.slice(0, -1).every((v) => Math.abs(v - 8e9) < 1)).toBe(true);
    expect(series?.values.at(-1)).toBe(0);
    expect(series?.time.at(-1)).toBeCloseTo(r.drainEnd, 15);
    const carried = (r.media[0]?.bytesCarried ?? 0) as number;
    expect(Math.abs(carried - 3e6) / 3e6).toBeLessThan(REL);
  });
});

describe("flowSimSummary", () => {
  it("sums up a bus of 4 flows: B/4 goodput each, aggregate = bus rate, the busiest link is a tap", () => {
    const t = sharedBus({ hosts: 8, busRate: gbps(10) });
    const flows = Array.from({ length: 4 }, (_, i) => ({ id: `f${i}`, ...pair(t, i, 7 - i), bytes: mb(1) }));
    const s = flowSimSummary(simulateFlows({ topology: t, flows }));
    expect(s.completed).toBe(4);
    expect(s.unreachable).toBe(0);
    expect(s.meanGoodput).toBeCloseTo(2.5e9, 0);
    expect(s.minGoodput).toBeCloseTo(2.5e9, 0);
    expect(s.aggregateThroughput).toBeCloseTo(1e10, 0);
    expect(s.maxDuration).toBeCloseTo(3.2e-3, 15);
    expect(s.busiestLink?.meanUtilisation).toBeCloseTo(0.25, 12);
  });
  it("counts unreachable flows and reports zeros when nothing completes", () => {
    const t = failSwitch(sharedBus({ hosts: 2, busRate: gbps(1) }), "bus");
    const s = flowSimSummary(
      simulateFlows({ topology: t, flows: [{ id: "x", ...pair(t, 0, 1), bytes: mb(1) }] }),
    );
    expect(s).toMatchObject({
      completed: 0,
      unreachable: 1,
      meanGoodput: 0,
      aggregateThroughput: 0,
      makespan: 0,
    });
  });
});
