import type { Source } from "../Source.ts";
import { infinibandSources } from "./infinibandSources.ts";

/**
 * OpenSM's default SL-to-VL table for adapters and switch ports (qos_ca_sl2vl, qos_swe_sl2vl): SL i
 * on VL i for SLs 0-14, SL 15 on VL 7.
 * @see infinibandSources.opensmQos
 * @example opensmDefaultSl2Vl[15] // 7
 */
export const opensmDefaultSl2Vl: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 7];

/**
 * OpenSM's default limit on operational VLs, as a PortInfo code (max_op_vls 5 = VL0-14); a port whose
 * hardware has fewer VLs (its VLCap) runs with fewer.
 * @example slToVl({ sl: 12 }).vl // 12: under the default (code 5, VL0-14) no SL folds
 * @see infinibandSources.libibmadVlCap
 */
export const opensmDefaultOperationalVls = 5;

/** The VL a service level travels on at one port. */
export interface ServiceLane {
  readonly sl: number;
  /** Virtual lane 0-14; 15 when the table drops the SL. */
  readonly vl: number;
  /** True when the SL maps to VL15: packets of this SL are dropped at this port. */
  readonly dropped: boolean;
  /** Where the table's default and the VL folding were read. */
  readonly source: Source;
}

/**
 * The virtual lane a packet of service level `sl` takes at a port: the port's SL-to-VL table entry,
 * folded into the VLs the port runs (as OpenSM writes it: VL & ((1 << (code - 1)) - 1), where the
 * PortInfo code 1..5 means VL0, VL0-1, VL0-3, VL0-7, VL0-14); VL15 means drop.
 * @throws RangeError when `sl` is not 0-15, the table has not 16 entries 0-15, or the code is not 1-5.
 * @see infinibandSources.opensmQos, infinibandSources.libibmadVlCap
 * @example slToVl({ sl: 12, operationalVls: 4 }) // { sl: 12, vl: 4, dropped: false }: VL0-7 folds VL 12 onto 4
 */
export function slToVl(inputs: {
  readonly sl: number;
  readonly sl2vl?: readonly number[];
  /** PortInfo OperationalVLs code 1-5 (default 5, VL0-14). */
  readonly operationalVls?: number;
}): ServiceLane {
  const { sl } = inputs;
  const table = inputs.sl2vl ?? opensmDefaultSl2Vl;
  const code = inputs.operationalVls ?? opensmDefaultOperationalVls;
  if (!Number.isInteger(sl) || sl < 0 || sl > 15) throw new RangeError(`slToVl: SL must be 0-15, got ${sl}`);
  if (table.length !== 16 || table.some((v) => !Number.isInteger(v) || v < 0 || v > 15)) {
    throw new RangeError("slToVl: an SL-to-VL table has 16 entries, each a VL 0-15");
  }
  if (!Number.isInteger(code) || code < 1 || code > 5) {
    throw new RangeError(`slToVl: OperationalVLs is a code 1-5 (VL0 .. VL0-14), got ${code}`);
  }
  const raw = table[sl] as number;
  const vl = raw === 15 ? 15 : raw & ((1 << (code - 1)) - 1);
  return { sl, vl, dropped: vl === 15, source: infinibandSources.opensmQos };
}
