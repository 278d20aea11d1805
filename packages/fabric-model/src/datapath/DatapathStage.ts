import type { Seconds } from "../units.ts";

/**
 * One stage of a message's trip through a data path (a syscall, a copy, a DMA, the wire...).
 * `time` is the stage's contribution to the message latency (its stages sum to the latency),
 * `cpu` the CPU busy time it costs, `copies` the payload copies it makes and `kernelCrossings`
 * the entries into the kernel (syscalls, interrupts, hypervisor exits) it causes.
 * `labelKey` is an i18n key, never prose.
 * @example const s: DatapathStage = { id: "wire", labelKey: "datapath.stage.wire", side: "wire",
 *   time: microseconds(0.3), cpu: seconds(0), copies: 0, kernelCrossings: 0 };
 */
export interface DatapathStage {
  readonly id: string;
  readonly labelKey: string;
  readonly side: DatapathSide;
  readonly time: Seconds;
  readonly cpu: Seconds;
  readonly copies: number;
  readonly kernelCrossings: number;
}

/**
 * Which part of the path a stage belongs to: the sending host, the network between the two NIC
 * ports, or the receiving host. For an RDMA READ the requester is the "sender" side.
 * @example const side: DatapathSide = "wire";
 */
export type DatapathSide = "sender" | "wire" | "receiver";
