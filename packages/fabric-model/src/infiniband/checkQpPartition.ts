import { pkeyMatch } from "./partitionKey.ts";

/**
 * Why a packet from one QP is or is not accepted by another on P_Key grounds:
 * - "ok": the keys match;
 * - "sender-index-out-of-range" / "receiver-index-out-of-range": the QP's `pkeyIndex` is past the end
 *   of its port's P_Key table (modify_qp refuses it);
 * - "invalid-pkey": the entry is 0x0000 or 0x8000, no partition;
 * - "different-partition": the partition numbers differ: the receiver drops the packet and counts a
 *   P_Key violation;
 * - "both-limited": same partition, but neither end is a full member.
 * @example const c: PartitionCheckCode = "both-limited";
 */
export type PartitionCheckCode =
  | "ok"
  | "sender-index-out-of-range"
  | "receiver-index-out-of-range"
  | "invalid-pkey"
  | "different-partition"
  | "both-limited";

/** One side of the check: its port's P_Key table and the QP's index into it (`pkeyIndex`). */
export interface QpPartitionSide {
  readonly pkeyTable: readonly number[];
  readonly pkeyIndex: number;
}

/** The result of `checkQpPartition`. */
export interface QpPartitionCheck {
  readonly ok: boolean;
  readonly code: PartitionCheckCode;
  /** P_Key the sender puts in each packet's BTH (null when its index is invalid). */
  readonly senderPkey: number | null;
  /** P_Key the receiving QP checks packets against (null when its index is invalid). */
  readonly receiverPkey: number | null;
}

/**
 * Check a QP pair's partition keys as the adapters do: the sender stamps every packet with the P_Key
 * at its QP's `pkeyIndex` (the `pkeyIndex` of RESET -> INIT in the verbs chapter), the receiving QP
 * compares it with the P_Key at its own index, and they match when the partition numbers are equal
 * and at least one is a full member.
 * @see infinibandSources.rxePkeyMatch, infinibandSources.opensmPartitions
 * @example checkQpPartition({ pkeyTable: [0xffff, 0x0005], pkeyIndex: 1 }, { pkeyTable: [0xffff, 0x0005], pkeyIndex: 1 }).code // "both-limited"
 */
export function checkQpPartition(sender: QpPartitionSide, receiver: QpPartitionSide): QpPartitionCheck {
  const senderPkey = entry(sender);
  const receiverPkey = entry(receiver);
  const result = (code: PartitionCheckCode): QpPartitionCheck => ({
    ok: code === "ok",
    code,
    senderPkey,
    receiverPkey,
  });
  if (senderPkey === null) return result("sender-index-out-of-range");
  if (receiverPkey === null) return result("receiver-index-out-of-range");
  if ((senderPkey & 0x7fff) === 0 || (receiverPkey & 0x7fff) === 0) return result("invalid-pkey");
  if ((senderPkey & 0x7fff) !== (receiverPkey & 0x7fff)) return result("different-partition");
  return result(pkeyMatch(senderPkey, receiverPkey) ? "ok" : "both-limited");
}

function entry(side: QpPartitionSide): number | null {
  const { pkeyTable, pkeyIndex } = side;
  if (!Number.isInteger(pkeyIndex) || pkeyIndex < 0 || pkeyIndex >= pkeyTable.length) return null;
  const key = pkeyTable[pkeyIndex] as number;
  return Number.isInteger(key) && key >= 0 && key <= 0xffff ? key : null;
}
