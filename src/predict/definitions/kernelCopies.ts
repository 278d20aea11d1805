/**
 * Chapter 3: how many times a CPU copies the payload of one 4 KiB message over kernel TCP, sender
 * and receiver together, counted stage by stage by the data-path model.
 */
import { kib, messagePath } from "fabric-model";
import type { ChoicePrediction } from "../PredictionDefinition.ts";

export const kernelCopies: ChoicePrediction = {
  id: "kernel-copies",
  kind: "choice",
  options: [{ value: "0" }, { value: "1" }, { value: "2" }, { value: "3" }, { value: "4" }],
  compute: () => String(messagePath({ path: "kernel-tcp", bytes: kib(4) }).copies),
  figure: { name: "message-timeline", state: { size: "4096", verb: "rdma-write" } },
};
