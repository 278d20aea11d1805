import { type MessagePathInputs, type MessagePathOptions, messagePath } from "../datapath/messagePath.ts";
import { type Bytes, type Seconds, seconds } from "../units.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";
import type { VerbsOpTiming, VerbsTiming } from "./VerbsTiming.ts";

type Field = keyof VerbsOpTiming;

/** datapath stage ids of the RDMA WRITE and SEND paths, by simulator stage. */
const WRITE_STAGES: Readonly<Record<string, Field>> = {
  postWorkRequest: "doorbell",
  doorbell: "doorbell",
  nicDmaRead: "requesterDma",
  nicTransmit: "requesterDma",
  wire: "requestWire",
  nicReceive: "responderDma",
  nicDmaWrite: "responderDma",
  completion: "completion",
};
/** datapath stage ids of the RDMA READ path (a round trip), by simulator stage. */
const READ_STAGES: Readonly<Record<string, Field>> = {
  postWorkRequest: "doorbell",
  doorbell: "doorbell",
  nicTransmitRequest: "requesterDma",
  wireRequest: "requestWire",
  nicReceiveRequest: "responderDma",
  responderDmaRead: "responderDma",
  nicTransmitResponse: "responderDma",
  wireResponse: "responseWire",
  nicReceiveResponse: "requesterDmaWrite",
  nicDmaWrite: "requesterDmaWrite",
  completion: "completion",
};
/** Where a stage id this table does not know goes, by the side datapath puts it on (keeps totals). */
const BY_SIDE: Readonly<Record<string, Field>> = {
  sender: "requesterDma",
  wire: "requestWire",
  receiver: "responderDma",
};
/** Stages of a header-only packet going back (the ACK of a WRITE or SEND): NIC out, wire, NIC in. */
const ACK_STAGES: ReadonlySet<string> = new Set(["nicTransmit", "wire", "nicReceive"]);

/**
 * Simulator timing taken from datapath's `messagePath` (ConnectX-5 testbed by default): each verbs
 * stage is the sum of the matching datapath stages, so a small RDMA WRITE lands in remote memory
 * after messagePath's one-way latency minus its completion stage, and a READ completes after
 * messagePath's round trip. The ACK of a WRITE or SEND is priced as a 0-byte WRITE's NIC-wire-NIC
 * stages. Results are memoised per (path, bytes) inside the returned function.
 * `new VerbsFabric({ hosts, timing: verbsDatapathTiming({ nic: myNic }) })`
 * @throws RangeError (when called) as `messagePath` does, e.g. for a layer without RDMA.
 */
export function verbsDatapathTiming(
  inputs: Omit<MessagePathInputs, "path" | "bytes"> = {},
  options: MessagePathOptions = {},
): VerbsTiming {
  const memo = new Map<string, VerbsOpTiming>();
  const price = (opcode: IbvWrOpcode, bytes: Bytes): VerbsOpTiming => {
    const read = opcode === "IBV_WR_RDMA_READ";
    const path = read ? "rdma-read" : opcode === "IBV_WR_SEND" ? "rdma-send" : "rdma-write";
    const key = `${path}:${bytes}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const sums: Record<Field, number> = {
      doorbell: 0,
      requesterDma: 0,
      requestWire: 0,
      responderDma: 0,
      responseWire: 0,
      requesterDmaWrite: 0,
      completion: 0,
    };
    const table = read ? READ_STAGES : WRITE_STAGES;
    for (const st of messagePath({ ...inputs, path, bytes }, options).stages) {
      sums[table[st.id] ?? BY_SIDE[st.side] ?? "requesterDma"] += st.time;
    }
    if (!read) {
      for (const st of messagePath({ ...inputs, path: "rdma-write", bytes: 0 as Bytes }, options).stages) {
        if (ACK_STAGES.has(st.id)) sums.responseWire += st.time;
      }
    }
    const out: VerbsOpTiming = Object.freeze({
      doorbell: seconds(sums.doorbell),
      requesterDma: seconds(sums.requesterDma),
      requestWire: seconds(sums.requestWire),
      responderDma: seconds(sums.responderDma),
      responseWire: seconds(sums.responseWire),
      requesterDmaWrite: seconds(sums.requesterDmaWrite),
      completion: seconds(sums.completion),
    });
    if (memo.size > 4096) memo.clear();
    memo.set(key, out);
    return out;
  };
  return ({ opcode, bytes }) => price(opcode, bytes);
}

/** Total of an operation's stages, e.g. to compare with `messagePath(...).latency`. `verbsOpTimingTotal(t)` */
export function verbsOpTimingTotal(t: VerbsOpTiming): Seconds {
  return seconds(
    t.doorbell +
      t.requesterDma +
      t.requestWire +
      t.responderDma +
      t.responseWire +
      t.requesterDmaWrite +
      t.completion,
  );
}
