import type { IbvSge } from "./IbvSendWr.ts";
import { IBV_ACCESS_LOCAL_WRITE } from "./ibvAccessFlags.ts";
import type { VerbsReason } from "./VerbsReason.ts";
import type { DeviceRecord, QpRecord, SendWrRecord } from "./verbsRecords.ts";

/*
 * What the HCA's DMA may touch and how it moves the bytes: the local protection check of a
 * scatter/gather list, and copies between registered buffers. Internal to the verbs simulator.
 */

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Checks SGEs against a QP's PD (and LOCAL_WRITE when data lands in them); the reason they fail, or null. */
export function checkLocal(qp: QpRecord, sges: readonly IbvSge[], needWrite: boolean): VerbsReason | null {
  const dev = qp.device;
  for (let k = 0; k < sges.length; k++) {
    const sge = sges[k] as IbvSge;
    if (sge.length === 0) continue;
    const mr = dev.mrsByKey.get(sge.lkey);
    if (mr === undefined || !mr.alive)
      return { code: "lkey-unknown", values: { key: hex(sge.lkey), host: dev.host } };
    if (mr.pd !== qp.pd) return { code: "lkey-other-pd", values: { key: hex(sge.lkey), qp: hex(qp.qpNum) } };
    if (sge.addr < mr.addr || sge.addr + sge.length > mr.addr + mr.length) {
      return {
        code: "sge-outside-mr",
        values: { addr: hex(sge.addr), length: sge.length, mrAddr: hex(mr.addr), mrLength: mr.length },
      };
    }
    if (needWrite && (mr.access & IBV_ACCESS_LOCAL_WRITE) === 0) {
      return { code: "mr-no-local-write", values: { key: hex(mr.lkey) } };
    }
  }
  return null;
}

/** Gathers the bytes of `sges` (registered on `dev`) into a new array. */
export function gather(dev: DeviceRecord, sges: readonly IbvSge[], bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let off = 0;
  for (const sge of sges) {
    if (sge.length === 0) continue;
    const mr = dev.mrsByKey.get(sge.lkey);
    if (mr !== undefined) {
      const from = sge.addr - mr.addr;
      out.set(mr.buffer.subarray(from, from + sge.length), off);
    }
    off += sge.length;
  }
  return out;
}

/** Copies `n` bytes, with a plain loop for small copies (cheaper than creating views). */
function copy(src: Uint8Array, srcOff: number, dst: Uint8Array, dstOff: number, n: number): void {
  if (n <= 64) {
    for (let k = 0; k < n; k++) dst[dstOff + k] = src[srcOff + k] as number;
  } else {
    dst.set(src.subarray(srcOff, srcOff + n), dstOff);
  }
}

/** Moves a WRITE/SEND payload from the requester's SGEs to one contiguous destination. */
export function moveTo(wr: SendWrRecord, dst: Uint8Array, dstOff: number): void {
  const dev = wr.qp.device;
  let off = dstOff;
  for (let k = 0; k < wr.sges.length; k++) {
    const sge = wr.sges[k] as IbvSge;
    if (sge.length === 0) continue;
    const mr = dev.mrsByKey.get(sge.lkey);
    if (mr !== undefined) copy(mr.buffer, sge.addr - mr.addr, dst, off, sge.length);
    off += sge.length;
  }
}

/** Scatters `data` over `sges` (registered on `dev`), as far as the data goes. */
export function scatter(dev: DeviceRecord, sges: readonly IbvSge[], data: Uint8Array): void {
  let off = 0;
  for (const sge of sges) {
    if (off >= data.length) break;
    if (sge.length === 0) continue;
    const mr = dev.mrsByKey.get(sge.lkey);
    const n = Math.min(sge.length, data.length - off);
    if (mr !== undefined) copy(data, off, mr.buffer, sge.addr - mr.addr, n);
    off += n;
  }
}
