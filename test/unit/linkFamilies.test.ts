import { describe, expect, it } from "vitest";
import { clusterParts } from "../../src/figures/definitions/clusterParts.ts";
import { congestedSwitch } from "../../src/figures/definitions/congestedSwitch.ts";
import { gapNote, latencyCpuCompare } from "../../src/figures/definitions/latencyCpuCompare.ts";
import { linkGenerations } from "../../src/figures/definitions/linkGenerations.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { renderedChart } from "./renderedChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

describe("link-generations figure", () => {
  it("linkGenerations.compute at 4x gives the 4x presets' rates: HDR 200, NDR 400, XDR 800 Gb/s", () => {
    const data = linkGenerations.compute(defaultState(linkGenerations.spec));
    const rate = (name: string) => data.rows.find((r) => r.name === name)?.dataGbps;
    expect(rate("HDR 4x")).toBeCloseTo(200, 3);
    expect(rate("NDR 4x")).toBeCloseTo(400, 3);
    expect(rate("XDR 4x")).toBeCloseTo(800, 3);
    expect(data.rows.some((r) => r.family === "ethernet")).toBe(true);
  });

  it("linkGenerations.compute at 12x without Ethernet: 12 lanes x lane data rate, every row sourced", () => {
    const data = linkGenerations.compute({ width: "12", ethernet: false });
    expect(data.rows.every((r) => r.family === "infiniband")).toBe(true);
    for (const r of data.rows) {
      expect(r.dataGbps).toBeCloseTo(12 * r.laneDataGbps, 6);
      expect(r.laneDataGbps).toBeCloseTo((r.laneSignallingGbps * r.efficiencyPercent) / 100, 9);
      expect(r.source).toMatch(/^https:\/\//);
    }
    const table = linkGenerations.table(data, translator("en"));
    expect(table.columns.map((c) => c.key)).toContain("source");
  });
});

describe("latency-cpu-compare figure", () => {
  it("latencyCpuCompare.compute: RDMA enters no kernel and spends far less CPU than kernel TCP", () => {
    for (const size of ["64", "1048576"] as const) {
      const data = latencyCpuCompare.compute({ size, verb: "write" });
      const [tcp, roce, ib] = data.entries;
      expect(tcp?.kernelCrossings).toBeGreaterThan(0);
      expect(roce?.kernelCrossings).toBe(0);
      expect(ib?.kernelCrossings).toBe(0);
      const cpu = (e: typeof tcp) => (e ? e.senderCpuUs + e.receiverCpuUs : Number.NaN);
      expect(cpu(roce)).toBeLessThan(cpu(tcp) / 10);
      for (const e of data.entries) {
        expect(e.senderUs + e.wireUs + e.receiverUs).toBeCloseTo(e.latencyUs, 9);
      }
    }
  });
});

describe("latency-cpu-compare's RoCE against InfiniBand", () => {
  it("latencyCpuCompare at 4 KiB says why InfiniBand (2.55 us) is slower than RoCE (2.15): the path MTU, with the model's numbers, in both languages and on the chart", () => {
    const data = latencyCpuCompare.compute(defaultState(latencyCpuCompare.spec));
    const [, roce, ib] = data.entries;
    expect(ib?.latencyUs).toBeCloseTo(2.55, 2);
    expect(roce?.latencyUs).toBeCloseTo(2.15, 2);
    expect(data.gap.code).toBe("path-mtu");
    const en = gapNote(data.gap, translator("en"), "en");
    expect(en).toContain("differ by 0.4 µs here only through the path MTU");
    expect(en).toContain(
      "up to 1024 B on RoCE over this 1500-byte Ethernet (4 for this message) against 4096 B on InfiniBand (1)",
    );
    expect(en).toContain("At RoCE's MTU InfiniBand takes 2.13 µs.");
    expect(gapNote(data.gap, translator("ko"), "ko")).toContain("경로 MTU 때문일 뿐입니다");
    const chart = renderedChart(latencyCpuCompare.chart(data, shimChartContext()));
    expect(chart.textContent).toContain("only through the path MTU");
  });

  it("latencyCpuCompare at 64 B says nothing (the same), at 1 MiB names the framing", () => {
    const small = latencyCpuCompare.compute({ size: "64", verb: "write" });
    expect(small.gap.code).toBe("same");
    expect(gapNote(small.gap, translator("en"), "en")).toBe("");
    const large = latencyCpuCompare.compute({ size: "1048576", verb: "send" });
    expect(large.gap.code).toBe("framing");
    expect(gapNote(large.gap, translator("en"), "en")).toContain(
      "RoCE's packets carry Ethernet, IP and UDP headers",
    );
  });
});

describe("congested-switch figure", () => {
  it("congestedSwitch.compute: PFC holds the innocent flow near the incast share, PFC + ECN frees it", () => {
    const base = defaultState(congestedSwitch.spec);
    const innocent = (mode: typeof base.mode) =>
      congestedSwitch.compute({ ...base, mode }).flows.find((f) => f.label === "fig.congested.innocent")
        ?.goodputGbps ?? Number.NaN;
    expect(innocent("pfc")).toBeLessThan(20);
    expect(innocent("pfc-ecn")).toBeGreaterThan(80);
  });

  it("congestedSwitch.compute without the innocent flow has no innocent row and an ECN guide only with ECN", () => {
    const base = defaultState(congestedSwitch.spec);
    const off = congestedSwitch.compute({ ...base, innocent: false });
    expect(off.flows.map((f) => f.label)).not.toContain("fig.congested.innocent");
    expect(off.queueGuides.map((g) => g.label)).not.toContain("fig.congested.guideKmax");
    const ecn = congestedSwitch.compute({ ...base, mode: "pfc-ecn" });
    expect(ecn.queueGuides.map((g) => g.label)).toContain("fig.congested.guideKmax");
  });
});

describe("cluster-parts figure", () => {
  it("clusterParts.compute(pairings): in-node link over network per GPU, NVLink for H100, PCIe for L40S", () => {
    const data = clusterParts.compute({ view: "pairings" });
    if (data.view !== "pairings") throw new Error("expected pairings");
    for (const p of data.pairings) expect(p.ratio).toBeCloseTo(p.inNodePerGpuGbps / p.networkPerGpuGbps, 12);
    const h100 = data.pairings.find((p) => p.name === "Azure ND H100 v5");
    expect(h100?.inNodePerGpuGbps).toBeCloseTo(3600, 6);
    expect(h100?.networkPerGpuGbps).toBe(400);
    const l40s = data.pairings.find((p) => p.name.includes("L40S"));
    expect(l40s?.inNodePerGpuGbps).toBeCloseTo(252.06, 1);
  });

  it("clusterParts.compute(cables) lists every cable preset with its source", () => {
    const data = clusterParts.compute({ view: "cables" });
    if (data.view !== "cables") throw new Error("expected cables");
    expect(data.cables.length).toBeGreaterThanOrEqual(5);
    for (const c of data.cables) expect(c.source).toMatch(/^https:\/\/docs\.nvidia\.com/);
  });
});
