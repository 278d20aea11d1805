import { describe, expect, it } from "vitest";
import {
  gpuNetworkPairingIds,
  gpuNetworkPairings,
  networkRatePerGpu,
} from "../../src/presets/gpuNetworkPairings.ts";
import { gpus } from "../../src/presets/gpus.ts";
import { nics } from "../../src/presets/nics.ts";
import { inGbps } from "../../src/units.ts";

describe("gpuNetworkPairings", () => {
  it("gpuNetworkPairings name known GPU presets and have GPUs and NICs", () => {
    for (const id of gpuNetworkPairingIds) {
      const p = gpuNetworkPairings[id];
      expect(gpus[p.gpu], id).toBeDefined();
      expect(p.gpusPerNode * p.nicsPerNode, id).toBeGreaterThan(0);
    }
  });

  it.each([
    ["azure-nd-a100-v4", 200],
    ["azure-nd-h100-v5", 400],
    ["aws-p5", 400],
    ["openshift-l40s-study", 50],
    ["openshift-h100-study", 400],
  ] as const)("networkRatePerGpu(%s) is %d Gb/s", (id, expected) => {
    expect(inGbps(networkRatePerGpu(gpuNetworkPairings[id]))).toBe(expected);
  });

  it("gpuNetworkPairings: the P5 EFA rate agrees with the aws-efa NIC preset, ND H100 v5 with ConnectX-7", () => {
    expect(gpuNetworkPairings["aws-p5"].nicRate).toBe(nics.awsEfa.linkRateUnidirectional);
    expect(gpuNetworkPairings["azure-nd-h100-v5"].nicRate).toBe(nics.connectX7.linkRateUnidirectional);
  });
});
