/**
 * Chapter 1: sixteen devices on one 100 Gb/s shared bus, each moving 256 MiB to its neighbour at
 * once: the rate each gets while all compete, from the flow simulator (Gb/s).
 */
import { flowsFromPairs, gbps, inGbps, mib, ringPairs, sharedBus, simulateFlows } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

const DEVICES = 16;

export const busSixteenDevices: NumberPrediction = {
  id: "bus-sixteen-devices",
  kind: "number",
  unit: "unit.Gbps",
  digits: 2,
  compute() {
    const topology = sharedBus({ hosts: DEVICES, busRate: gbps(100) });
    const result = simulateFlows({
      topology,
      flows: flowsFromPairs(ringPairs(topology.hosts), { bytes: mib(256) }),
    });
    const rates = result.flows.map((f) => inGbps(f.meanRate));
    return rates.reduce((s, r) => s + r, 0) / rates.length;
  },
  figure: { name: "bus-contention", state: { devices: DEVICES, sizeMiB: 256, rateGbps: "100" } },
};
