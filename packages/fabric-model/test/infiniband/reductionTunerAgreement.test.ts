/**
 * The traffic of in-network reduction (inNetworkReductionTraffic) against what NCCL's tuner
 * (ncclTunerTable, which predictCollective prices with) assumes of NVLS inside a node. The tuner
 * prices NVLS at the NVLink bandwidth times a factor, in bus-bandwidth terms; the traffic model
 * implies that factor as (ring bytes per GPU) / (NVLS bytes per GPU), since busbw = algbw x the
 * ring's factor and NVLS's algbw is the link bandwidth over its own bytes per byte of buffer.
 */
import { describe, expect, it } from "vitest";
import type { NcclGraph, NcclGraphs } from "../../src/collective/ncclGraphs.ts";
import { type NcclTunerComm, ncclTunerConstants, ncclTunerTable } from "../../src/collective/ncclTuner.ts";
import {
  inNetworkReductionTraffic,
  type ReductionCollective,
} from "../../src/infiniband/inNetworkReductionTraffic.ts";
import { gib } from "../../src/units.ts";

const CHANNELS = 16;
/** NVLink bandwidth per channel (GB/s); the inter-node bound is set far above it so it never binds. */
const BW_INTRA = 20;

/** The bus bandwidth per channel per GB/s of NVLink the tuner gives NVLS Simple on one node of g GPUs. */
function tunerNvlsFactor(collective: ReductionCollective, g: number): number {
  const nvls: NcclGraph = {
    nChannels: CHANNELS,
    bwIntra: BW_INTRA,
    bwInter: 1e9,
    typeIntra: "nvlink",
    pattern: "nvls",
    sameChannels: true,
    latencyInter: 0,
  };
  const graphs: NcclGraphs = {
    tree: null,
    ring: null,
    collnetdirect: null,
    collnetchain: null,
    nvls,
    nvlstree: null,
    pat: null,
  };
  const comm: NcclTunerComm = {
    nRanks: g,
    nNodes: 1,
    computeCapability: 90,
    cpu: "intel",
    collnet: false,
    nvswitch: true,
    ll128Paths: true,
  };
  const entry = ncclTunerTable(collective, comm, graphs).find(
    (e) => e.algorithm === "nvls" && e.protocol === "Simple",
  );
  // The tuner's NVLS bandwidth is channels x NVLink x efficiency x (channels - 1) / channels x the
  // factor: divide out all but the factor. Hopper (sm_90) is the tuner's architecture index 2.
  const efficiency = ncclTunerConstants.nvlsEfficiency[2];
  return (entry?.busBandwidthGBps ?? 0) / (BW_INTRA * efficiency * (CHANNELS - 1));
}

/** Ring bytes per GPU over NVLS bytes per GPU, on one node of g GPUs. */
function trafficRatio(collective: ReductionCollective, g: number): number {
  const at = (nvls: boolean) =>
    inNetworkReductionTraffic({ collective, bytes: gib(1), nodes: 1, gpusPerNode: g, nvls, sharp: false })
      .trafficFactor.nvlinkPerGpu;
  return at(false) / at(true);
}

describe("inNetworkReductionTraffic agrees with the NVLS bounds of NCCL's tuner", () => {
  for (const g of [2, 4, 8]) {
    it(`reduce_scatter and all_gather on ${g} GPUs: the tuner's (g-1)/g is the ring-to-NVLS traffic ratio`, () => {
      for (const collective of ["reduce_scatter", "all_gather"] as const) {
        expect(tunerNvlsFactor(collective, g)).toBeCloseTo((g - 1) / g, 9);
        expect(trafficRatio(collective, g)).toBeCloseTo((g - 1) / g, 9);
      }
    });
  }

  it("all_reduce: the tuner's factor 2 is the traffic ratio 2(g-1)/(g+1) as g grows, and bounds it from above", () => {
    for (const g of [2, 4, 8]) expect(tunerNvlsFactor("all_reduce", g)).toBeCloseTo(2, 9);
    for (const g of [2, 4, 8, 64, 4096]) {
      const ratio = trafficRatio("all_reduce", g);
      expect(ratio).toBeCloseTo((2 * (g - 1)) / (g + 1), 9);
      expect(ratio).toBeLessThan(2);
    }
    expect(trafficRatio("all_reduce", 4096)).toBeCloseTo(2, 2);
  });
});
