/**
 * Chapter 5: eight GPUs all-reduce a 1 GiB buffer with the ring: the GiB each GPU sends, counted
 * from the bytes fabric-model's ring schedule really moves (on a small buffer, scaled to 1 GiB).
 */
import { ringAllReduce } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

const GPUS = 8;
/** Elements per rank in the counted run: a multiple of the rank count, so chunks are equal. */
const ELEMENTS = 1024;

export const ringBytesPerRank: NumberPrediction = {
  id: "ring-bytes-per-rank",
  kind: "number",
  unit: "unit.GiB",
  digits: 2,
  compute() {
    const inputs = Array.from({ length: GPUS }, () => new Float64Array(ELEMENTS).fill(1));
    const result = ringAllReduce.run(inputs);
    const bufferBytes = ELEMENTS * Float64Array.BYTES_PER_ELEMENT;
    const sent = Number(result.bytesSent[0] ?? 0);
    // The share of its own buffer each rank sends, applied to a 1 GiB buffer.
    return sent / bufferBytes;
  },
  figure: { name: "allreduce-steps", state: { algorithm: "ring", gpus: GPUS } },
};
