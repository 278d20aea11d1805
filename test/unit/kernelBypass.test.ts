import {
  bytes,
  cx5Measurements,
  cx5TestbedNic,
  datapathPathKinds,
  inMicroseconds,
  messagePath,
  nics,
  virtualisationLayers,
  virtualisationStack,
} from "fabric-model";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { formatBytes, isUiKey } from "../../src/charts/datapathChartParts.ts";
import { legendRow } from "../../src/charts/legendRow.ts";
import { legendRowSvg } from "../../src/charts/legendRowSvg.ts";
import { decadeTicks } from "../../src/charts/logAxis.ts";
import { currentStage } from "../../src/charts/messageTimelineChart.ts";
import { datapathSetup, latencyVsSize, SWEEP_BYTES } from "../../src/figures/definitions/latencyVsSize.ts";
import {
  layoutTimeline,
  MAX_STAGES,
  messageTimeline,
} from "../../src/figures/definitions/messageTimeline.ts";
import { throughputVsSize } from "../../src/figures/definitions/throughputVsSize.ts";
import { virtualisationLayersFigure } from "../../src/figures/definitions/virtualisationLayers.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { renderedSvg } from "./renderedChart.ts";

const tr = translator("en");

describe("datapath strings", () => {
  it("messagePath(...) emits only labelKeys the UI dictionary has, for every path, size and layer stack", () => {
    const missing = new Set<string>();
    const sizes = [0, 2, 300, 4096, 1 << 20];
    for (const path of datapathPathKinds) {
      for (const size of sizes) {
        const stacks = [
          [],
          ...virtualisationLayers
            .filter((l) => path === "kernel-tcp" || l.rdmaCapable)
            .map((l) => virtualisationStack(l.id)),
        ];
        for (const layers of stacks) {
          for (const stage of messagePath({ path, bytes: bytes(size) }, { layers }).stages) {
            if (!isUiKey(stage.labelKey)) missing.add(stage.labelKey);
          }
        }
      }
      if (path !== "kernel-tcp") {
        for (const stage of messagePath({ path, bytes: bytes(2) }, { loopback: true }).stages) {
          if (!isUiKey(stage.labelKey)) missing.add(stage.labelKey);
        }
      }
    }
    for (const layer of virtualisationLayers) if (!isUiKey(layer.labelKey)) missing.add(layer.labelKey);
    expect([...missing]).toEqual([]);
  });
});

describe("chart parts", () => {
  it("formatBytes(tr, 'en', n) uses the largest binary unit that divides n", () => {
    expect(formatBytes(tr, "en", 2)).toBe("2 B");
    expect(formatBytes(tr, "en", 1536)).toBe("1,536 B");
    expect(formatBytes(tr, "en", 65536)).toBe("64 KiB");
    expect(formatBytes(tr, "en", 8 * 1024 * 1024)).toBe("8 MiB");
  });
  it("decadeTicks(0.3, 20) spans the values with powers of ten", () => {
    expect(decadeTicks(0.3, 20)).toEqual([0.1, 1, 10, 100]);
    expect(decadeTicks(0, 5)).toEqual([]);
    expect(decadeTicks(10, 10)).toEqual([10, 100]);
  });
  it("legendRow(document, items, width) wraps to a second row when the items do not fit", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const items = Array.from({ length: 8 }, (_, i) => ({
      label: `series number ${i}`,
      color: "currentColor",
    }));
    const one = legendRow(document as unknown as Document, items.slice(0, 2), 720);
    const two = legendRow(document as unknown as Document, items, 300);
    expect(Number(one.getAttribute("height"))).toBeLessThan(Number(two.getAttribute("height")));
  });
  it("legendRowSvg([{sample}]) writes the sample on a swatch tinted like the chart's marks", () => {
    const legend = renderedSvg(
      legendRowSvg(
        [
          { label: "plain", color: "red" },
          {
            label: "sum",
            color: "green",
            sample: { text: "Σ", fontFamily: "monospace", fontWeight: 700, fillOpacity: 0.42 },
          },
        ],
        { width: 720, y: 0 },
      ).template,
    ).querySelector("svg") as Element;
    const [plain, sampled] = [...legend.children].filter((e) => e.tagName.toLowerCase() !== "text");
    expect(plain?.tagName.toLowerCase()).toBe("rect");
    expect(plain?.hasAttribute("fill-opacity")).toBe(false);
    expect(sampled?.querySelector("rect")?.getAttribute("fill-opacity")).toBe("0.42");
    expect(sampled?.querySelector("text")?.textContent).toBe("Σ");
    expect(sampled?.querySelector("text")?.getAttribute("font-weight")).toBe("700");
  });
});

describe("message-timeline", () => {
  it("layoutTimeline(stages) places stages end to end from 0 to the latency", () => {
    for (const path of datapathPathKinds) {
      const trip = messagePath({ path, bytes: bytes(4096) });
      const placed = layoutTimeline(trip.stages);
      expect(placed[0]?.startUs).toBe(0);
      for (let i = 1; i < placed.length; i++) expect(placed[i]?.startUs).toBe(placed[i - 1]?.endUs);
      expect(placed.at(-1)?.endUs).toBeCloseTo(inMicroseconds(trip.latency), 9);
      expect(placed.map((s) => s.index)).toEqual(placed.map((_, i) => i + 1));
    }
  });
  it("MAX_STAGES is the longest path, so the step control can reveal every stage", () => {
    const counts = datapathPathKinds.map((path) => messagePath({ path, bytes: bytes(2) }).stages.length);
    expect(MAX_STAGES).toBe(Math.max(...counts));
    expect(messageTimeline.spec.step.max).toBe(MAX_STAGES);
  });
  it("currentStage(lane, step) is the step-th stage, and none once the lane is done", () => {
    const data = messageTimeline.compute({ size: "2", verb: "rdma-write", step: 3 });
    const [tcp, rdma] = data.lanes;
    expect(currentStage(tcp, 3)?.index).toBe(3);
    expect(currentStage(rdma, rdma.stages.length + 1)).toBeUndefined();
    expect(currentStage(tcp, 0)).toBeUndefined();
  });
  it("compute(state) reads the 2 B RDMA WRITE at the measured one-way latency", () => {
    const data = messageTimeline.compute({ size: "2", verb: "rdma-write", step: MAX_STAGES });
    expect(data.lanes[1].latencyUs).toBeCloseTo(
      inMicroseconds(cx5Measurements.writeLatencyCrossNode.value),
      2,
    );
    expect(data.lanes[1].kernelCrossings).toBe(0);
    expect(data.lanes[0].copies).toBe(2);
  });
});

describe("latency-vs-size and throughput-vs-size", () => {
  it("datapathSetup(preset) runs the testbed NIC on the PCIe link of the adapter that offers the rate", () => {
    expect(datapathSetup("ib-edr-4x").nic).toBe(cx5TestbedNic);
    expect(datapathSetup("ethernet-100g").nic).toBe(cx5TestbedNic);
    expect(datapathSetup("ethernet-25g").nic).toBe(cx5TestbedNic);
    expect(datapathSetup("ib-hdr-4x").nic.pcieGeneration).toBe(nics.connectX6.pcie.generation);
    expect(datapathSetup("ib-ndr-4x").nic.pcieGeneration).toBe(nics.connectX7.pcie.generation);
    expect(datapathSetup("ib-ndr-4x").nic.pipelineLatency).toBe(cx5TestbedNic.pipelineLatency);
    expect(datapathSetup("ib-hdr-4x").rateGbps).toBeCloseTo(200, 6);
  });
  it("latencyVsSize.compute(state) plots the perftest latency of the chosen verb", () => {
    const send = latencyVsSize.compute({ verb: "rdma-send", ib: "ib-edr-4x" });
    expect(send.measured.valueUs).toBeCloseTo(inMicroseconds(cx5Measurements.sendLatencyCrossNode.value), 9);
    expect(send.rows.map((r) => r.bytes)).toEqual(SWEEP_BYTES);
    for (const r of send.rows) expect(r.tcpUs).toBeGreaterThan(r.roceUs);
  });
  it("throughputVsSize.compute(state) pairs each measured rate with the model in the same configuration", () => {
    const write = throughputVsSize.compute(defaultState(throughputVsSize.spec));
    const tcp = write.measured.filter((m) => m.kind === "tcp");
    expect(tcp.map((m) => m.streams)).toEqual([1, 4]);
    for (const m of write.measured) expect(Math.abs(m.modelGbps - m.gbps) / m.gbps).toBeLessThan(0.1);
    const send = throughputVsSize.compute({ verb: "rdma-send", ib: "ib-edr-4x" });
    expect(send.measured.every((m) => m.kind === "tcp")).toBe(true);
  });
});

describe("virtualisation-layers", () => {
  it("compute(state) marks the overlay and vNIC as estimates and SR-IOV as not", () => {
    const data = virtualisationLayersFigure.compute({ streams: 1, link: "ethernet-100g" });
    const byId = new Map(data.rows.map((r) => [r.id, r]));
    expect(byId.get("pod-overlay")?.estimate).toBe(true);
    expect(byId.get("vnic")?.estimate).toBe(true);
    expect(byId.get("sriov-vf")?.estimate).toBe(false);
    expect(byId.get("sriov-rdma")?.kernelCrossings).toBe(0);
    expect(byId.get("bare-tcp")?.addedLatencyUs).toBe(0);
    expect(byId.get("sriov-rdma")?.measuredAddedLatencyUs).toBeCloseTo(0.32, 6);
  });
  it("compute(state) shows the measurements only in their own configuration (one stream, 100 GbE)", () => {
    const measured = (streams: number, link: "ethernet-100g" | "ethernet-400g") =>
      virtualisationLayersFigure.compute({ streams, link }).rows.filter((r) => r.measuredGbps !== undefined)
        .length;
    expect(measured(1, "ethernet-100g")).toBe(4);
    expect(measured(2, "ethernet-100g")).toBe(0);
    expect(measured(1, "ethernet-400g")).toBe(0);
  });
  it("every figure renders its default state and its table has a numeric second column", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    for (const def of [
      messageTimeline,
      latencyVsSize,
      throughputVsSize,
      virtualisationLayersFigure,
    ] as const) {
      // biome-ignore lint/suspicious/noExplicitAny: each definition has its own state type.
      const anyDef = def as any;
      const data = anyDef.compute(defaultState(anyDef.spec));
      const svg = anyDef.chart(data, { document, width: 720, lang: "en", tr }) as Element;
      expect(svg.tagName.toLowerCase()).toBe("svg");
      const table = anyDef.table(data, tr);
      const key = table.columns[1]?.key ?? "";
      expect(typeof table.rows[0]?.[key]).toBe("number");
      expect(anyDef.summary(data, tr, "en")).not.toMatch(/[{}]|NaN/);
    }
  });
});
