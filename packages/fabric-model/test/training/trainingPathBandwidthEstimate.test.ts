import { describe, expect, it } from "vitest";
import { trainingPathBandwidthEstimate } from "../../src/training/trainingPathBandwidthEstimate.ts";
import { gbps, inGbps } from "../../src/units.ts";

describe("trainingPathBandwidthEstimate", () => {
  it("trainingPathBandwidthEstimate(SR-IOV + RDMA, 400 Gb/s, 8 GPUs) is wire-bound: 300-400 Gb/s, and measured, not an estimate", () => {
    const r = trainingPathBandwidthEstimate({ network: "sriov-rdma", nicRate: gbps(400), gpusPerNode: 8 });
    expect(inGbps(r.bandwidth)).toBeGreaterThan(300);
    expect(inGbps(r.bandwidth)).toBeLessThanOrEqual(400);
    expect(r.estimate).toBe(false);
  });

  it("trainingPathBandwidthEstimate(pod overlay) is an estimate bounded by per-packet CPU, not by the NIC", () => {
    const r = trainingPathBandwidthEstimate({ network: "pod-overlay", nicRate: gbps(200), gpusPerNode: 2 });
    expect(r.estimate).toBe(true);
    expect(r.bottleneck).toMatch(/Cpu/);
    expect(inGbps(r.bandwidth)).toBeLessThan(50);
  });

  it("trainingPathBandwidthEstimate: extra NICs only count for SR-IOV paths, and split the communicators' streams", () => {
    const one = trainingPathBandwidthEstimate({
      network: "vnic",
      nicRate: gbps(200),
      gpusPerNode: 8,
      nics: 1,
    });
    const four = trainingPathBandwidthEstimate({
      network: "vnic",
      nicRate: gbps(200),
      gpusPerNode: 8,
      nics: 4,
    });
    expect(four.bandwidth).toBe(one.bandwidth);
    const tcp = trainingPathBandwidthEstimate({
      network: "sriov-vf",
      nicRate: gbps(400),
      gpusPerNode: 8,
      nics: 4,
    });
    expect(tcp.nics).toBe(4);
    expect(tcp.streamsPerNic).toBe(2);
    expect(tcp.bandwidth).toBeCloseTo(4 * tcp.perNic, 0);
  });

  it("trainingPathBandwidthEstimate throws RangeError on zero GPUs or NICs", () => {
    expect(() =>
      trainingPathBandwidthEstimate({ network: "vnic", nicRate: gbps(100), gpusPerNode: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      trainingPathBandwidthEstimate({ network: "sriov-vf", nicRate: gbps(100), gpusPerNode: 2, nics: 0 }),
    ).toThrow(RangeError);
  });
});
