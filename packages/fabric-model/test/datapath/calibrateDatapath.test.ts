import { describe, expect, it } from "vitest";
import { calibrateDatapath } from "../../src/datapath/calibrateDatapath.ts";
import { cx5TestbedHost, cx5TestbedNic } from "../../src/datapath/cx5Testbed.ts";
import {
  cx5TestbedHostEstimates,
  cx5TestbedHostProvenance,
  cx5TestbedLinkProvenance,
  cx5TestbedNicEstimates,
  cx5TestbedNicProvenance,
} from "../../src/datapath/cx5TestbedEstimates.ts";
import { datapathPcieProvenance } from "../../src/datapath/pcieGoodput.ts";
import { protocolHeaderProvenance } from "../../src/datapath/protocolHeaderBytes.ts";
import { connectX5DatapathCalibration } from "../../src/presets/nics.ts";
import { inMicroseconds, nanoseconds } from "../../src/units.ts";
import { expectSoundProvenance } from "./expectSoundProvenance.ts";

describe("calibrateDatapath", () => {
  it("calibrateDatapath() re-derives exactly the values stored in connectX5DatapathCalibration", () => {
    const derived = calibrateDatapath().values;
    const stored = connectX5DatapathCalibration.values;
    for (const key of Object.keys(stored) as (keyof typeof stored)[]) {
      expect(derived[key] / stored[key], key).toBeCloseTo(1, 9);
    }
  });

  it("calibrateDatapath() gives physically plausible constants", () => {
    const v = calibrateDatapath().values;
    // NIC pipeline and port latencies: tens to hundreds of ns.
    expect(inMicroseconds(v.pipelineLatency)).toBeGreaterThan(0.05);
    expect(inMicroseconds(v.pipelineLatency)).toBeLessThan(0.5);
    expect(inMicroseconds(v.portLatency)).toBeGreaterThan(0.01);
    expect(inMicroseconds(v.portLatency)).toBeLessThan(0.3);
    // Copy bandwidth of one core: a few GB/s.
    expect(v.copyBandwidth).toBeGreaterThan(2e9);
    expect(v.copyBandwidth).toBeLessThan(20e9);
    // SR-IOV VF costs little per packet: well under the 0.15 us driver estimate.
    expect(v.sriovVfReceiverCpuPerPacket).toBeLessThan(cx5TestbedHostEstimates.tcpRxPacketCpu);
  });

  it("calibrateDatapath() feeds cx5TestbedHost and cx5TestbedNic", () => {
    const v = connectX5DatapathCalibration.values;
    expect(cx5TestbedHost.copyBandwidth).toBe(v.copyBandwidth);
    expect(cx5TestbedHost.kernelRxByteRate).toBe(v.kernelRxByteRate);
    expect(cx5TestbedNic.pipelineLatency).toBe(v.pipelineLatency);
    expect(cx5TestbedNic.portLatency).toBe(v.portLatency);
    expect(cx5TestbedNic.receiveQueueLatency).toBe(v.receiveQueueLatency);
  });

  it("calibrateDatapath(...) throws RangeError when the estimates already exceed a measurement", () => {
    expect(() =>
      calibrateDatapath({ nicEstimates: { ...cx5TestbedNicEstimates, pcieLatency: nanoseconds(500) } }),
    ).toThrow(RangeError);
  });

  it("every datapath constant's provenance (testbed, protocol headers, PCIe) is sound, and calibrated ones name the measurement they are solved from", () => {
    for (const table of [
      cx5TestbedHostProvenance,
      cx5TestbedNicProvenance,
      cx5TestbedLinkProvenance,
      protocolHeaderProvenance,
      datapathPcieProvenance,
    ]) {
      for (const [key, p] of Object.entries(table)) expectSoundProvenance(p, key);
    }
    const calibratedKeys = [
      ...Object.entries(cx5TestbedHostProvenance),
      ...Object.entries(cx5TestbedNicProvenance),
    ]
      .filter(([, p]) => p.kind === "calibrated")
      .map(([k]) => k)
      .sort();
    expect(calibratedKeys).toEqual([
      "copyBandwidth",
      "kernelRxByteRate",
      "pipelineLatency",
      "portLatency",
      "receiveQueueLatency",
    ]);
  });
});
