/**
 * Chapter 2: an NDR 4x port's data rate in one direction, in gigabytes per second (GB/s): the
 * silent factor of 8 between Gb/s and GB/s.
 */
import { ibPortDataRate, inGBps, linkPresets, toBytesPerSecond } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const ndrGigabytes: NumberPrediction = {
  id: "ndr-gigabytes",
  kind: "number",
  unit: "unit.GBps",
  digits: 1,
  compute: () => inGBps(toBytesPerSecond(ibPortDataRate(linkPresets["ib-ndr-4x"], 4))),
};
