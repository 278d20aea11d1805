import type { Source } from "../Source.ts";
import { type Bytes, bytes } from "../units.ts";
import { infinibandSources } from "./infinibandSources.ts";

/**
 * The InfiniBand MTUs, as the kernel's `enum ib_mtu` codes 1-5 and their sizes: 256, 512, 1024,
 * 2048 and 4096 bytes of payload per packet.
 * @see infinibandSources.kernelIbMtu
 * @example ibMtus.map((m) => m.bytes) // [256, 512, 1024, 2048, 4096]
 */
export const ibMtus: readonly { readonly code: number; readonly name: string; readonly bytes: Bytes }[] = [
  1, 2, 3, 4, 5,
].map((code) => ({ code, name: `IB_MTU_${128 << code}`, bytes: bytes(128 << code) }));

/** Header bytes RoCE reserves out of the Ethernet MTU: GRH 40 + UDP 8 + BTH 12 + XRC 4 + AtomicETH 28 + ICRC 4. */
const ROCE_MTU_ALLOWANCE = 40 + 8 + 12 + 4 + 28 + 4;

/** The RoCE path MTU of an interface. */
export interface RoceActiveMtu {
  /** The largest InfiniBand MTU that fits, or null when even 256 does not. */
  readonly mtu: Bytes | null;
  readonly code: number | null;
  /** The Ethernet MTU less the headers RoCE reserves (0 when the headers do not fit). */
  readonly room: Bytes;
  readonly source: Source;
}

/**
 * The path MTU RoCE can use on an Ethernet interface, as the kernel derives it (`iboe_get_mtu`):
 * the Ethernet MTU less 96 bytes of headers, rounded down to an InfiniBand MTU. A 1500-byte MTU
 * gives 1024; 4096 needs at least 4192, so a 9000-byte (jumbo) MTU gives 4096, InfiniBand's largest.
 * @throws RangeError when the MTU is not a positive integer.
 * @see infinibandSources.kernelIboeMtu
 * @example roceActiveMtu(bytes(9000)).mtu // 4096
 */
export function roceActiveMtu(ethernetMtu: Bytes): RoceActiveMtu {
  if (!Number.isInteger(ethernetMtu) || ethernetMtu <= 0) {
    throw new RangeError(`roceActiveMtu: an Ethernet MTU is a positive integer of bytes, got ${ethernetMtu}`);
  }
  const room = Math.max(0, ethernetMtu - ROCE_MTU_ALLOWANCE);
  const fit = [...ibMtus].reverse().find((m) => m.bytes <= room);
  return {
    mtu: fit?.bytes ?? null,
    code: fit?.code ?? null,
    room: bytes(room),
    source: infinibandSources.kernelIboeMtu,
  };
}
