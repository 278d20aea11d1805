import type { Source } from "../Source.ts";
import { infinibandSources } from "./infinibandSources.ts";
import { type ServiceLane, slToVl } from "./slToVl.ts";

/** NCCL's default service level and traffic class when NCCL_IB_SL / NCCL_IB_TC are unset. */
const NCCL_DEFAULT_SL = 0;
const NCCL_DEFAULT_TC = 0;

/** The lane NCCL's traffic takes on an InfiniBand port: service level and virtual lane. */
export interface InfinibandTrafficLane extends ServiceLane {
  readonly linkLayer: "infiniband";
  /** True when the SL came from NCCL_IB_SL, false when it is NCCL's default 0. */
  readonly fromEnvironment: boolean;
  /** Where NCCL's default SL was read (`source` is the SL-to-VL table's). */
  readonly ncclSource: Source;
}

/** The lane NCCL's traffic takes on a RoCE port: traffic class, DSCP, ECN bits and priority. */
export interface RoceTrafficLane {
  readonly linkLayer: "ethernet";
  /** The GRH traffic class NCCL sets (NCCL_IB_TC), carried as the IP header's TOS / traffic class. */
  readonly trafficClass: number;
  /** Differentiated services code point: the traffic class's upper six bits. */
  readonly dscp: number;
  /** ECN field: the lower two bits (a sender sets 0b01 or 0b10 for ECN-capable transport). */
  readonly ecn: number;
  /** Switch and NIC priority (PFC class) the DSCP maps to. */
  readonly priority: number;
  /** True when the traffic class came from NCCL_IB_TC, false when it is NCCL's default 0. */
  readonly fromEnvironment: boolean;
  /** Where NCCL's defaults and the DSCP-to-priority default were read. */
  readonly source: Source;
}

/**
 * Which lane NCCL's InfiniBand-verbs traffic uses. On InfiniBand NCCL puts NCCL_IB_SL (default 0)
 * in the address vector and each port maps that SL to a VL with its SL-to-VL table; on RoCE it puts
 * NCCL_IB_TC (default 0) in the GRH traffic class, which travels as the IP TOS byte: DSCP in its
 * upper six bits (RFC 2474), ECN in the lower two (RFC 3168), and the fabric maps the DSCP to a
 * priority (by default DSCP >> 3 on NVIDIA NICs trusting DSCP), the class PFC pauses.
 * @throws RangeError when NCCL_IB_SL is not 0-15, NCCL_IB_TC not 0-255, or a map is malformed.
 * @see infinibandSources.ncclServiceLevel, infinibandSources.dscpDefaultPriority, infinibandSources.opensmQos
 * @example ncclTrafficLane({ linkLayer: "ethernet", ncclIbTc: 106 }) // DSCP 26, priority 3
 */
export function ncclTrafficLane(inputs: {
  readonly linkLayer: "infiniband" | "ethernet";
  readonly ncclIbSl?: number;
  readonly ncclIbTc?: number;
  readonly sl2vl?: readonly number[];
  /** PortInfo OperationalVLs code 1-5 (InfiniBand). */
  readonly operationalVls?: number;
  /** Priority of each DSCP 0-63 (RoCE); default DSCP >> 3. */
  readonly dscpToPriority?: readonly number[];
}): InfinibandTrafficLane | RoceTrafficLane {
  if (inputs.linkLayer === "infiniband") {
    const sl = inputs.ncclIbSl ?? NCCL_DEFAULT_SL;
    if (!Number.isInteger(sl) || sl < 0 || sl > 15) {
      throw new RangeError(`ncclTrafficLane: NCCL_IB_SL must be 0-15, got ${sl}`);
    }
    const lane = slToVl({
      sl,
      ...(inputs.sl2vl === undefined ? {} : { sl2vl: inputs.sl2vl }),
      ...(inputs.operationalVls === undefined ? {} : { operationalVls: inputs.operationalVls }),
    });
    return {
      linkLayer: "infiniband",
      ...lane,
      fromEnvironment: inputs.ncclIbSl !== undefined,
      ncclSource: infinibandSources.ncclServiceLevel,
    };
  }
  const tc = inputs.ncclIbTc ?? NCCL_DEFAULT_TC;
  if (!Number.isInteger(tc) || tc < 0 || tc > 255) {
    throw new RangeError(`ncclTrafficLane: NCCL_IB_TC must be 0-255, got ${tc}`);
  }
  const map = inputs.dscpToPriority;
  if (map !== undefined && (map.length !== 64 || map.some((p) => !Number.isInteger(p) || p < 0 || p > 7))) {
    throw new RangeError("ncclTrafficLane: a DSCP-to-priority map has 64 entries, each a priority 0-7");
  }
  const dscp = tc >> 2;
  return {
    linkLayer: "ethernet",
    trafficClass: tc,
    dscp,
    ecn: tc & 0b11,
    priority: map === undefined ? dscp >> 3 : (map[dscp] as number),
    fromEnvironment: inputs.ncclIbTc !== undefined,
    source: map === undefined ? infinibandSources.dscpDefaultPriority : infinibandSources.ncclServiceLevel,
  };
}
