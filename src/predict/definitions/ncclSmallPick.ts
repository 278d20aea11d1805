/**
 * Chapter 5: the algorithm and protocol NCCL's tuner picks for a 64 KiB all-reduce across two
 * nodes of eight H100s with a 400 Gb/s InfiniBand NIC per GPU, from the NCCL-like cost model.
 */
import { gbps, kib, predictCollective } from "fabric-model";
import type { ChoicePrediction } from "../PredictionDefinition.ts";

export const ncclSmallPick: ChoicePrediction = {
  id: "nccl-small-pick",
  kind: "choice",
  options: [
    { value: "ring/LL", label: "nccl.pair.ringLL" },
    { value: "ring/LL128", label: "nccl.pair.ringLL128" },
    { value: "ring/Simple", label: "nccl.pair.ringSimple" },
    { value: "tree/LL", label: "nccl.pair.treeLL" },
    { value: "tree/LL128", label: "nccl.pair.treeLL128" },
    { value: "tree/Simple", label: "nccl.pair.treeSimple" },
  ],
  compute() {
    const p = predictCollective({
      collective: "all_reduce",
      bytes: kib(64),
      gpu: "h100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(400),
      transport: "ib",
    });
    return `${p.algorithm}/${p.protocol}`;
  },
  figure: {
    name: "protocol-sweep",
    state: { gpu: "h100-sxm", gpusPerNode: "8", nodes: "2", nicGbps: "400", transport: "ib" },
  },
};
