import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cx5Measurements } from "../../src/datapath/cx5Measurements.ts";
import { cx5TestbedLink } from "../../src/datapath/cx5TestbedEstimates.ts";
import { datapathLinkFromPreset } from "../../src/datapath/datapathLinkFromPreset.ts";
import { datapathThroughput } from "../../src/datapath/datapathThroughput.ts";
import { effectiveBandwidth } from "../../src/datapath/effectiveBandwidth.ts";
import { messagePath } from "../../src/datapath/messagePath.ts";
import type { VirtualisationLayerId } from "../../src/datapath/VirtualisationLayer.ts";
import { virtualisationLayers, virtualisationStack } from "../../src/datapath/virtualisationLayers.ts";
import { bytes, gbps, inGbps, kib } from "../../src/units.ts";
import { expectSoundProvenance } from "./expectSoundProvenance.ts";

const ORDER: VirtualisationLayerId[] = ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"];
const rel = (a: number, b: number) => Math.abs(a - b) / b;

describe("virtualisationLayers", () => {
  it("virtualisationLayers lists pod overlay, vNIC, SR-IOV VF and SR-IOV + RDMA; only the SR-IOV ones allow RDMA", () => {
    expect(virtualisationLayers.map((l) => l.id)).toEqual(ORDER);
    expect(virtualisationLayers.filter((l) => l.rdmaCapable).map((l) => l.id)).toEqual([
      "sriov-vf",
      "sriov-rdma",
    ]);
  });

  it("every layer number has a sound provenance; those without a source explain their reasoning", () => {
    for (const layer of virtualisationLayers) {
      for (const [field, p] of Object.entries(layer.provenance))
        expectSoundProvenance(p, `${layer.id}.${field}`);
    }
  });

  it("virtualisationStack(pod-overlay) runs over the vNIC, as in the study's OpenShift VMs", () => {
    expect(virtualisationStack("pod-overlay").map((l) => l.id)).toEqual(["vnic", "pod-overlay"]);
    expect(() => virtualisationStack("nope" as VirtualisationLayerId)).toThrow(RangeError);
  });

  it("effectiveBandwidth orders pod overlay <= vNIC <= SR-IOV VF <= SR-IOV + RDMA for 1-4 streams on the CX5 link", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), (streams) => {
        const rates = ORDER.map(
          (layer) => effectiveBandwidth({ layer, link: cx5TestbedLink, streams }).effectiveBandwidth,
        );
        for (let i = 1; i < rates.length; i++)
          expect(rates[i]).toBeGreaterThanOrEqual(rates[i - 1] as number);
      }),
      { seed: 42, numRuns: 20 },
    );
  });

  it("effectiveBandwidth keeps that order for 1-3 streams on 100G (1500 and 9000 B MTU), 200G, 400G and NDR links", () => {
    const links = [
      datapathLinkFromPreset("ethernet-100g", { ipMtu: bytes(9000) }),
      datapathLinkFromPreset("ethernet-200g"),
      datapathLinkFromPreset("ethernet-400g"),
      datapathLinkFromPreset("ib-ndr-4x"),
      cx5TestbedLink,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.constantFrom(...links), (streams, link) => {
        const rates = ORDER.map((layer) => effectiveBandwidth({ layer, link, streams }).effectiveBandwidth);
        for (let i = 1; i < rates.length; i++)
          expect(rates[i]).toBeGreaterThanOrEqual(rates[i - 1] as number);
      }),
      { seed: 42, numRuns: 40 },
    );
  });

  it("effectiveBandwidth: once enough TCP streams fill the wire, framing decides (TCP 1448/1538 vs RoCE 1024/1106)", () => {
    // The order above is about the software path; with one core per stream and 5+ streams the
    // VF's TCP reaches the wire, where a 1500 B MTU frames slightly better than RoCE's 1024 B.
    const vf = effectiveBandwidth({ layer: "sriov-vf", link: cx5TestbedLink, streams: 8 });
    const rdma = effectiveBandwidth({ layer: "sriov-rdma", link: cx5TestbedLink, streams: 8 });
    expect(vf.bottleneck).toBe("wire");
    expect(inGbps(vf.effectiveBandwidth)).toBeCloseTo(94.1, 1);
    expect(inGbps(rdma.effectiveBandwidth)).toBeCloseTo(92.6, 1);
  });

  it("effectiveBandwidth(pod overlay, vNIC): single-digit to ~20 Gb/s per stream, CPU-bound, marked as estimates", () => {
    const pod = effectiveBandwidth({ layer: "pod-overlay", link: cx5TestbedLink });
    expect(inGbps(pod.perStream)).toBeLessThan(10);
    expect(pod.bottleneck).toBe("receiverCpu");
    expect(pod.estimate).toBe(true);
    const vnic = effectiveBandwidth({ layer: "vnic", link: datapathLinkFromPreset("ethernet-200g") });
    expect(inGbps(vnic.perStream)).toBeLessThan(25);
    expect(vnic.estimate).toBe(true);
    // A faster link does not help the software path.
    const vnic100 = effectiveBandwidth({ layer: "vnic", link: cx5TestbedLink });
    expect(vnic.perStream).toBeCloseTo(vnic100.perStream, -3);
  });

  it("effectiveBandwidth(SR-IOV layers) reproduce the measured VF numbers: 21.2 Gb/s TCP, 11024.71 MiB/s WRITE, 1.58 us", () => {
    const vf = effectiveBandwidth({ layer: "sriov-vf", link: cx5TestbedLink });
    expect(rel(vf.effectiveBandwidth, cx5Measurements.sriovVfTcpSingleStream.value)).toBeLessThan(0.01);
    expect(vf.estimate).toBe(false);
    const rdma = datapathThroughput(
      { path: "rdma-write", messageBytes: kib(64), link: cx5TestbedLink },
      { layers: virtualisationStack("sriov-rdma") },
    );
    expect(rel(rdma.goodput, cx5Measurements.sriovVfWriteBandwidth.value)).toBeLessThan(0.01);
    const lat = messagePath(
      { path: "rdma-write", bytes: bytes(2) },
      { layers: virtualisationStack("sriov-rdma") },
    );
    expect(rel(lat.latency, cx5Measurements.sriovVfWriteLatency.value)).toBeLessThan(0.01);
  });

  it("effectiveBandwidth(..., perStreamRateCap) models cloud per-flow shaping", () => {
    const capped = effectiveBandwidth(
      { layer: "vnic", link: cx5TestbedLink, streams: 2 },
      { perStreamRateCap: gbps(5) },
    );
    expect(inGbps(capped.effectiveBandwidth)).toBeCloseTo(10, 6);
    expect(capped.bottleneck).toBe("streamCap");
  });
});
