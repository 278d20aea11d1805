/**
 * "InfiniBand as a fabric": bytes each node's NICs send for a 1 GiB all-reduce over 16 nodes of 8
 * GPUs when the InfiniBand switches reduce (SHARP), from `inNetworkReductionTraffic`, in GiB.
 */
import { gib, inNetworkReductionTraffic } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const sharpNodeBytes: NumberPrediction = {
  id: "sharp-node-bytes",
  kind: "number",
  unit: "unit.GiB",
  digits: 2,
  compute() {
    const t = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: gib(1),
      nodes: 16,
      gpusPerNode: 8,
      nvls: false,
      sharp: true,
    });
    return t.nicPerNode.sent / gib(1);
  },
  figure: { name: "in-network-reduction", state: { collective: "all_reduce", nodes: 16 } },
};
