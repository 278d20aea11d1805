/**
 * Chapter 2: the data rate of a QDR 4x port, sold as "40G": lanes x signalling rate x 8b/10b
 * coding, from the link presets (Gb/s, one direction).
 */
import { ibPortDataRate, inGbps, linkPresets } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const qdrDataRate: NumberPrediction = {
  id: "qdr-data-rate",
  kind: "number",
  unit: "unit.Gbps",
  digits: 1,
  compute: () => inGbps(ibPortDataRate(linkPresets["ib-qdr-4x"], 4)),
  figure: { name: "link-generations", state: { width: "4" } },
};
