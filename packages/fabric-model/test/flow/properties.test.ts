import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FlowRouting, FlowSimState, FlowSpec } from "../../src/flow/FlowSimState.ts";
import { FLOW_ACTIVE } from "../../src/flow/FlowSimState.ts";
import { flowStep } from "../../src/flow/flowStep.ts";
import { initFlowSim } from "../../src/flow/initFlowSim.ts";
import { maxMinFairShare } from "../../src/flow/maxMinFairShare.ts";
import { simulateFlows } from "../../src/flow/simulateFlows.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { hierarchicalTree } from "../../src/topology/hierarchicalTree.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { mulberry32 } from "../../src/topology/mulberry32.ts";
import { sharedBus } from "../../src/topology/sharedBus.ts";
import { singleSwitch } from "../../src/topology/singleSwitch.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { bytes, gbps, microseconds, seconds } from "../../src/units.ts";

const TOPOLOGIES: readonly Topology[] = [
  sharedBus({ hosts: 6, busRate: gbps(10), linkLatency: microseconds(1) }),
  singleSwitch({ hosts: 6, linkRate: gbps(100) }),
  leafSpine({
    leaves: 3,
    hostsPerLeaf: 3,
    spines: 2,
    hostLinkRate: gbps(100),
    oversubscription: 1.5,
    linkLatency: microseconds(0.5),
  }),
  fatTree({ k: 4, linkRate: gbps(100) }),
  failSwitch(fatTree({ k: 4, linkRate: gbps(100) }), "core-0"),
  hierarchicalTree({ depth: 2, fanout: 3, linkRate: gbps(40), hostLinkRate: gbps(25) }),
  failLink(hierarchicalTree({ depth: 2, fanout: 3, linkRate: gbps(40) }), "tree-1-1~root"),
];

interface Scenario {
  readonly topology: Topology;
  readonly flows: FlowSpec[];
  readonly routing: FlowRouting;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    topology: fc.nat({ max: TOPOLOGIES.length - 1 }),
    routing: fc.constantFrom<FlowRouting>("shortest", "ecmp"),
    flows: fc.array(
      fc.record({
        src: fc.nat(),
        offset: fc.nat(),
        bytes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
        start: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 2e-4, noNaN: true })),
      }),
      { minLength: 1, maxLength: 30 },
    ),
  })
  .map(({ topology: index, routing, flows }) => {
    const topology = TOPOLOGIES[index] as Topology;
    const n = topology.hosts.length;
    return {
      topology,
      routing,
      flows: flows.map((f, i) => {
        const s = f.src % n;
        const d = (s + 1 + (f.offset % (n - 1))) % n;
        return {
          id: `f${i}`,
          src: topology.hosts[s] as number,
          dst: topology.hosts[d] as number,
          bytes: bytes(f.bytes),
          start: seconds(f.start),
        };
      }),
    };
  });

const RUNS = { seed: 42, numRuns: 80 };

const LARGE_TOPOLOGIES: readonly Topology[] = [
  fatTree({ k: 4, linkRate: gbps(100) }),
  fatTree({ k: 6, linkRate: gbps(100) }),
  leafSpine({ leaves: 4, hostsPerLeaf: 6, spines: 2, hostLinkRate: gbps(100), oversubscription: 2 }),
  failSwitch(fatTree({ k: 6, linkRate: gbps(100) }), "core-0"),
];

/** Many flows of sizes spread log-uniformly over 10 kB .. 10 MB, some starting later: long cascades. */
const largeScenario: fc.Arbitrary<Scenario> = fc
  .record({
    topology: fc.nat({ max: LARGE_TOPOLOGIES.length - 1 }),
    routing: fc.constantFrom<FlowRouting>("shortest", "ecmp"),
    count: fc.integer({ min: 40, max: 120 }),
    seed: fc.nat(),
    staggered: fc.boolean(),
  })
  .map(({ topology: index, routing, count, seed, staggered }) => {
    const topology = LARGE_TOPOLOGIES[index] as Topology;
    const draw = mulberry32(seed);
    const n = topology.hosts.length;
    const flows: FlowSpec[] = Array.from({ length: count }, (_, i) => {
      const s = Math.floor(draw() * n);
      const d = (s + 1 + Math.floor(draw() * (n - 1))) % n;
      return {
        id: `f${i}`,
        src: topology.hosts[s] as number,
        dst: topology.hosts[d] as number,
        bytes: bytes(Math.round(1e4 * 1000 ** draw())),
        start: seconds(staggered ? draw() * 2e-4 : 0),
      };
    });
    return { topology, routing, flows };
  });

describe("flow simulator invariants (fast-check, seed 42)", () => {
  it("bytes are conserved: each flow's rate x duration summed over its segments equals its bytes", () => {
    fc.assert(
      fc.property(scenario, ({ topology, flows, routing }) => {
        const r = simulateFlows({ topology, flows }, { routing });
        for (const f of r.flows) {
          if (f.status !== "done") continue;
          const sent = f.segments.reduce((sum, s) => sum + (s.rate * (s.end - s.start)) / 8, 0);
          expect(Math.abs(sent - f.bytes)).toBeLessThanOrEqual(1e-6 * f.bytes + 1e-6);
        }
      }),
      RUNS,
    );
  });

  it("no link direction or bus medium ever carries more than its capacity, and none goes negative", () => {
    fc.assert(
      fc.property(scenario, ({ topology, flows, routing }) => {
        let s: FlowSimState = initFlowSim({ topology, flows }, { routing });
        while (!s.done) {
          s = flowStep(s);
          s.context.capacity.forEach((c, r) => {
            expect(s.load[r]).toBeLessThanOrEqual(c * (1 + 1e-9));
            expect(s.load[r]).toBeGreaterThanOrEqual(-1e-6 * c);
          });
        }
      }),
      RUNS,
    );
  });

  it("after every event the incremental rates equal a full max-min recomputation", () => {
    fc.assert(
      fc.property(scenario, ({ topology, flows, routing }) => {
        let s: FlowSimState = initFlowSim({ topology, flows }, { routing });
        while (!s.done) {
          s = flowStep(s);
          const ctx = s.context;
          const active = flows.map((_, f) => f).filter((f) => s.status[f] === FLOW_ACTIVE);
          const paths = active.map((f) =>
            Array.from(
              ctx.pathResources.subarray(ctx.pathStart[f] as number, ctx.pathStart[f + 1] as number),
            ),
          );
          const reference = maxMinFairShare({ capacities: Array.from(ctx.capacity), paths });
          active.forEach((f, i) => {
            const want = reference[i] as number;
            expect(Math.abs((s.rate[f] as number) - want)).toBeLessThanOrEqual(1e-9 * want);
          });
        }
      }),
      RUNS,
    );
  });

  it("on larger fabrics (up to 120 flows, sizes over three decades) every event matches a full recomputation, loads sum the rates, and simulateFlows drains every flow at the same instant", () => {
    fc.assert(
      fc.property(largeScenario, ({ topology, flows, routing }) => {
        let s: FlowSimState = initFlowSim({ topology, flows }, { routing });
        const ctx = s.context;
        const path = (f: number): number[] =>
          Array.from(ctx.pathResources.subarray(ctx.pathStart[f] as number, ctx.pathStart[f + 1] as number));
        while (!s.done) {
          s = flowStep(s);
          const active = flows.map((_, f) => f).filter((f) => s.status[f] === FLOW_ACTIVE);
          const reference = maxMinFairShare({
            capacities: Array.from(ctx.capacity),
            paths: active.map(path),
          });
          const load = new Float64Array(ctx.capacity.length);
          active.forEach((f, i) => {
            const want = reference[i] as number;
            expect(Math.abs((s.rate[f] as number) - want)).toBeLessThanOrEqual(1e-9 * want);
            for (const r of path(f)) load[r] = (load[r] as number) + (s.rate[f] as number);
          });
          ctx.capacity.forEach((c, r) => {
            expect(Math.abs((s.load[r] as number) - (load[r] as number))).toBeLessThanOrEqual(1e-9 * c);
          });
        }
        // The in-place run keeps its working state across events; stepping rebuilds it every time.
        const run = simulateFlows({ topology, flows }, { routing });
        expect(run.steps).toBe(s.step);
        run.flows.forEach((f, i) => {
          if (f.drainTime !== null) expect(f.drainTime).toBe(s.drainTime[i]);
        });
      }),
      { seed: 42, numRuns: 10 },
    );
  });

  it("outcomes hold no NaN or negative number, and segments run forward in time without overlap", () => {
    fc.assert(
      fc.property(scenario, ({ topology, flows, routing }) => {
        const r = simulateFlows({ topology, flows }, { routing });
        for (const f of r.flows) {
          for (const v of [f.meanRate, f.goodput, f.pathLatency])
            expect(Number.isFinite(v) && v >= 0).toBe(true);
          if (f.status === "unreachable") {
            expect(f.completionTime).toBeNull();
            expect(r.unreachable).toContain(f.id);
            continue;
          }
          expect(f.completionTime as number).toBeGreaterThanOrEqual(f.start);
          expect(f.duration as number).toBeGreaterThanOrEqual(0);
          let t = f.start as number;
          for (const seg of f.segments) {
            expect(seg.start).toBeGreaterThanOrEqual(t);
            expect(seg.end).toBeGreaterThan(seg.start);
            expect(seg.rate).toBeGreaterThan(0);
            t = seg.end;
          }
        }
        for (const l of r.links) {
          for (const u of [l.forward, l.reverse]) {
            expect(u.meanUtilisation).toBeGreaterThanOrEqual(0);
            expect(u.peakUtilisation).toBeLessThanOrEqual(1 + 1e-9);
            expect(u.meanUtilisation).toBeLessThanOrEqual(u.peakUtilisation + 1e-9);
          }
        }
      }),
      RUNS,
    );
  });

  it("a flow's completion time never decreases when it carries more bytes", () => {
    fc.assert(
      fc.property(scenario, fc.nat(), fc.double({ min: 1, max: 4, noNaN: true }), (sc, pick, factor) => {
        const i = pick % sc.flows.length;
        const more = sc.flows.map((f, j) =>
          j === i ? { ...f, bytes: bytes(Math.round(f.bytes * factor) + 1) } : f,
        );
        const before = simulateFlows({ topology: sc.topology, flows: sc.flows }, { routing: sc.routing })
          .flows[i];
        const after = simulateFlows({ topology: sc.topology, flows: more }, { routing: sc.routing }).flows[i];
        if (before?.completionTime == null) return;
        expect(after?.completionTime as number).toBeGreaterThanOrEqual(
          (before.completionTime as number) * (1 - 1e-12),
        );
      }),
      RUNS,
    );
  });
});
