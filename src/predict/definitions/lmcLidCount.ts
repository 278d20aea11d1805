/**
 * "InfiniBand as a fabric": how many LIDs the subnet manager hands out on a k = 4 fat-tree (16 hosts,
 * 20 switches) with LMC 2: every adapter port gets 2^LMC, every switch one, from `sweepSubnet`.
 */
import { fatTree, linkPresets, sweepSubnet } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const lmcLidCount: NumberPrediction = {
  id: "lmc-lid-count",
  kind: "number",
  unit: "predict.unit.lids",
  digits: 0,
  compute() {
    const topology = fatTree({ k: 4, linkRate: linkPresets["ib-hdr-4x"].linkRateUnidirectional });
    return sweepSubnet({ topology, sm: "host-0", lmc: 2 }).endPorts.reduce((n, e) => n + e.lidCount, 0);
  },
};
