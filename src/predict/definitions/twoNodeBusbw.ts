/**
 * Chapter 5: nccl-tests' busbw for an 8 GiB all-reduce on two Azure ND H100 v5 nodes (eight H100s
 * and eight 400 Gb/s InfiniBand NICs each), with NCCL's own choice of algorithm, from the
 * NCCL-like cost model (GB/s, the unit nccl-tests prints).
 */
import { gib, gpuNetworkPairings, inGBps, predictCollective } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const twoNodeBusbw: NumberPrediction = {
  id: "two-node-busbw",
  kind: "number",
  unit: "unit.GBps",
  digits: 0,
  compute() {
    const node = gpuNetworkPairings["azure-nd-h100-v5"];
    return inGBps(
      predictCollective({
        collective: "all_reduce",
        bytes: gib(8),
        gpu: node.gpu,
        gpusPerNode: node.gpusPerNode,
        nodes: 2,
        nicCount: node.nicsPerNode,
        nicRate: node.nicRate,
        transport: "ib",
      }).busBandwidth,
    );
  },
  figure: { name: "hierarchical-allreduce", state: { pairing: "azure-nd-h100-v5", algorithm: "auto" } },
};
