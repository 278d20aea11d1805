/**
 * Chapter 1: one host sends 256 MiB to another through a switch over 100 Gb/s full-duplex links:
 * how long it takes (ms). One transfer uses one direction; the other direction's capacity does not
 * add to it.
 */
import { flowsFromPairs, gbps, inMilliseconds, mib, simulateFlows, singleSwitch } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const fullDuplexOneTransfer: NumberPrediction = {
  id: "full-duplex-one-transfer",
  kind: "number",
  unit: "unit.ms",
  digits: 1,
  compute() {
    const topology = singleSwitch({ hosts: 2, linkRate: gbps(100) });
    const [a, b] = topology.hosts;
    if (a === undefined || b === undefined) throw new Error("a switch with two hosts has two hosts");
    const result = simulateFlows({
      topology,
      flows: flowsFromPairs([{ src: a, dst: b }], { bytes: mib(256) }),
    });
    return inMilliseconds(result.makespan);
  },
};
