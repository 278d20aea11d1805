import { fabricChannelLoads, runSubnetManager, type TrafficPair } from "fabric-model";
import { describe, expect, it } from "vitest";
import { inNetworkReduction } from "../../src/figures/definitions/inNetworkReduction.ts";
import { pfcDeadlock } from "../../src/figures/definitions/pfcDeadlock.ts";
import { routedFabric, routingLinkLoads } from "../../src/figures/definitions/routingLinkLoads.ts";
import { MAX_STAGE, subnetSweep, sweepStages } from "../../src/figures/definitions/subnetSweep.ts";
import { trafficPairs } from "../../src/figures/trafficPairs.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { renderedChart } from "./renderedChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const en = translator("en");
const ko = translator("ko");

describe("subnet-sweep figure", () => {
  const base = defaultState(subnetSweep.spec);
  const last = (change: typeof base.change) => subnetSweep.compute({ ...base, change, stage: MAX_STAGE });

  it("sweepStages(run.events) keeps every SMP once, discovery hop by hop, then LIDs, routing, activation", () => {
    const t = routedFabric(4).topology;
    const run = runSubnetManager({ topology: t, sm: "host-0", engine: "ftree" });
    const stages = sweepStages(run.events);
    expect(stages.reduce((n, s) => n + s.events.length, 0)).toBe(run.events.length);
    const discover = stages.filter((s) => s.phase === "discover");
    expect(discover.map((s) => s.hop)).toEqual(discover.map((_, i) => i));
    expect(stages.slice(discover.length).map((s) => s.phase)).toEqual(["lids", "routing", "activate"]);
    // Every setting fits the stage control.
    for (const change of ["none", "link", "switch", "sm"] as const) {
      expect(last(change).stages.length - 1).toBeLessThanOrEqual(MAX_STAGE);
    }
  });

  it("subnetSweep.compute at stage 0 knows only the SM's node; at the last stage all 36 nodes are ACTIVE with LIDs", () => {
    const first = subnetSweep.compute(base);
    expect(first.nodes.filter((n) => n.state !== "unknown").map((n) => n.id)).toEqual(["host-0"]);
    const done = last("none");
    expect(done.nodes.every((n) => n.state === "active" && n.lid !== null)).toBe(true);
    expect(new Set(done.nodes.map((n) => n.lid)).size).toBe(36);
    expect(done.smpsSoFar).toBe(done.smpsTotal);
    expect(done.lidsAssigned).toBe(36);
    // The SM's own port gets LID 1, as OpenSM gives it first.
    expect(done.nodes.find((n) => n.id === "host-0")?.lid).toBe(1);
  });

  it("subnetSweep.compute(link failure): LIDs kept, some table entries rewritten, ftree falls back to min-hop", () => {
    const none = last("none");
    const link = last("link");
    expect(link.movedLids).toBe(0);
    expect(link.changedEntries).toBeGreaterThan(0);
    expect(link.fallback).toBe(true);
    expect(link.usedEngine).toBe("minhop");
    expect(link.links.filter((l) => l.failed)).toHaveLength(1);
    for (const n of link.nodes) expect(n.lid).toBe(none.nodes.find((m) => m.id === n.id)?.lid);
  });

  it("subnetSweep.compute(switch failure): the switch is not swept and gets no LID; the others keep theirs", () => {
    const sw = last("switch");
    const failed = sw.nodes.filter((n) => n.failed);
    expect(failed.map((n) => n.id)).toEqual(["agg-0-0"]);
    expect(failed[0]?.state).toBe("unknown");
    expect(sw.nodes.filter((n) => !n.failed).every((n) => n.lid !== null)).toBe(true);
  });

  it("subnetSweep.compute(SM dies): the standby on host-15 sweeps after OpenSM's 4 polls, 10 s apart; LIDs kept", () => {
    const sm = last("sm");
    expect(sm.smHost).toBe("host-15");
    expect(sm.failover).toEqual({ polls: 4, takeoverSeconds: 40 });
    expect(sm.movedLids).toBe(0);
    expect(sm.nodes.find((n) => n.id === "host-0")?.sm).toBe("dead");
    expect(sm.nodes.find((n) => n.id === "host-15")?.sm).toBe("master");
  });

  it("subnetSweep.chart draws every node and link keyed, the stage's SMP links highlighted, in both languages", () => {
    const data = subnetSweep.compute({ ...base, stage: 2 });
    for (const lang of ["en", "ko"] as const) {
      const svg = renderedChart(subnetSweep.chart(data, shimChartContext({ lang, tr: translator(lang) })));
      expect(svg.querySelectorAll("circle")).toHaveLength(16);
      expect(svg.querySelectorAll("rect").length).toBeGreaterThanOrEqual(20);
      expect(svg.querySelectorAll("line.fab-sweep-smp").length).toBe(
        data.links.filter((l) => l.crossed).length,
      );
    }
    expect(data.links.some((l) => l.crossed)).toBe(true);
    expect(subnetSweep.summary(data, ko, "ko", shimChartContext().lens)).toContain("단계 2/");
  });
});

/** The figure's patterns other than the shift (which the warm-up test starts from). */
const pairsOf = (pattern: string, hosts: readonly number[]): TrafficPair[] =>
  trafficPairs(pattern as "ring" | "all-to-all" | "incast", hosts);

describe("routing-link-loads figure", () => {
  const base = defaultState(routingLinkLoads.spec);
  const max = (data: ReturnType<typeof routingLinkLoads.compute>, routing: string) =>
    data.rows.find((r) => r.routing === routing)?.maxFlows;

  it("routingLinkLoads.compute(shift by half, k = 4): ftree loads no link twice; min-hop and ECMP do", () => {
    const data = routingLinkLoads.compute(base);
    expect(max(data, "ftree")).toBe(1);
    expect(max(data, "minhop")).toBeGreaterThan(1);
    expect(max(data, "ecmp")).toBeGreaterThan(1);
    expect(data.rows.every((r) => r.undelivered === 0)).toBe(true);
    // k = 4: 32 switch-to-switch links, 64 directed channels per row.
    expect(data.cells.filter((c) => c.row === "ftree")).toHaveLength(64);
  });

  it("routingLinkLoads.compute(incast, k = 4): no routing gets the 14 remote senders below 7 flows on a leaf downlink", () => {
    const data = routingLinkLoads.compute({ ...base, pattern: "incast" });
    // Host 0's leaf has 2 downlinks from above, and 14 of the 15 senders sit on other leaves.
    for (const r of data.rows) expect(r.maxFlows).toBeGreaterThanOrEqual(7);
    const downLeaf = data.cells.filter((c) => c.row === "ftree" && c.group === "downLeaf");
    expect(downLeaf.reduce((n, c) => n + c.flows, 0)).toBe(14);
  });

  it("routingLinkLoads.warm(shift, k = 6) leaves every other pattern's loads for compute: the same as computed on the change", () => {
    const state = { ...base, radix: "6" as const };
    const run = () => {
      const steps = routingLinkLoads.warm?.(state);
      let pieces = 0;
      while (steps && !steps.next().done) pieces++;
      return steps === undefined ? -1 : pieces;
    };
    expect(run()).toBeGreaterThanOrEqual(0);
    // Everything is then kept: a second warm-up has nothing left to do.
    expect(run()).toBe(0);
    const fabric = routedFabric(6);
    for (const pattern of ["ring", "all-to-all", "incast"] as const) {
      const data = routingLinkLoads.compute({ ...state, pattern });
      for (const row of data.rows) {
        const routing =
          row.routing === "ecmp"
            ? ({ kind: "ecmp", topology: fabric.topology } as const)
            : ({ kind: "lft", tables: fabric.tables[row.routing] } as const);
        const fresh = fabricChannelLoads(routing, pairsOf(pattern, fabric.topology.hosts));
        const shown = data.cells.filter((c) => c.row === row.routing).map((c) => c.flows);
        const channels = fabric.channels.map(({ channel }) => fresh.channelLoads[channel] ?? 0);
        expect(shown, `${pattern} ${row.routing}`).toEqual(channels);
        expect(row.undelivered, `${pattern} ${row.routing}`).toBe(fresh.undelivered);
      }
    }
  });

  it("routingLinkLoads.chart renders one row per routing with its maximum written", () => {
    const data = routingLinkLoads.compute({ ...base, pattern: "all-to-all" });
    const svg = renderedChart(routingLinkLoads.chart(data, shimChartContext()));
    const text = svg.textContent ?? "";
    for (const r of data.rows) expect(text).toContain(en("fig.loads.maxLabel", { flows: r.maxFlows }));
    expect(routingLinkLoads.table(data, en).rows).toHaveLength(4);
  });
});

describe("in-network-reduction figure", () => {
  const base = defaultState(inNetworkReduction.spec);

  it("inNetworkReduction.compute(all-reduce, 16 nodes): SHARP sends the buffer once per node, the ring 2(N-1)/N", () => {
    const data = inNetworkReduction.compute(base);
    const row = (s: string) => data.rows.find((r) => r.scheme === s);
    expect(row("sharp")?.nicFactor).toBe(1);
    expect(row("ring")?.nicFactor).toBeCloseTo((2 * (128 - 1)) / 128, 9);
    expect(row("nvls")?.nvlinkFactor).toBeCloseTo(1 + 1 / 8, 9);
    expect(row("sharp")?.algorithm).toMatch(/^collnet/);
    expect(row("nvls")?.algorithm).toBe("nvlstree");
    for (const r of data.rows) expect(r.busGbps).toBeGreaterThan(0);
  });

  it("inNetworkReduction.compute on one node: SHARP has nothing to reduce, NCCL cannot run CollNet there", () => {
    const data = inNetworkReduction.compute({ ...base, nodes: 1 });
    const sharp = data.rows.find((r) => r.scheme === "sharp");
    expect(sharp?.effective).toBe("ring");
    expect(sharp?.busGbps).toBeNull();
    const svg = renderedChart(inNetworkReduction.chart(data, shimChartContext()));
    expect(svg.textContent).toContain(en("fig.inNet.notAvailable"));
  });
});

describe("pfc-deadlock figure", () => {
  it("pfcDeadlock.compute(none): four buffers in a cycle, all four flows routed, two of them bouncing", () => {
    const data = pfcDeadlock.compute({ prevention: "none" });
    expect(data.cycles).toBeGreaterThan(0);
    expect(data.cycle).toHaveLength(4);
    expect(data.routed).toBe(4);
    expect(data.links.filter((l) => l.failed)).toHaveLength(2);
    expect(data.links.filter((l) => l.inCycle).length).toBeGreaterThan(0);
  });

  it("pfcDeadlock.compute: up/down loses the bouncing flows, a second priority keeps them, neither has a cycle", () => {
    const updn = pfcDeadlock.compute({ prevention: "up-down-routing" });
    expect([updn.cycles, updn.routed]).toEqual([0, 2]);
    const lanes = pfcDeadlock.compute({ prevention: "priority-on-bounce" });
    expect([lanes.cycles, lanes.routed]).toEqual([0, 4]);
    expect(lanes.flows.some((f) => f.priorities.includes(1))).toBe(true);
  });

  it("pfcDeadlock.chart draws every link and flow, the verdict in the reader's language", () => {
    for (const lang of ["en", "ko"] as const) {
      const tr = translator(lang);
      const data = pfcDeadlock.compute({ prevention: "none" });
      const svg = renderedChart(pfcDeadlock.chart(data, shimChartContext({ lang, tr })));
      expect(svg.textContent).toContain(tr("fig.deadlock.verdictCycle", { buffers: 4 }));
      expect(pfcDeadlock.table(data, tr).rows).toHaveLength(4);
    }
  });
});
