import {
  type CollectiveTransport,
  collectiveTransports,
  type IntraLinkClass,
  intraLinkClasses,
} from "./collectiveHardware.ts";

/** NCCL's architecture rows: Volta and earlier, Ampere and Ada, Hopper, Blackwell. */
export type NcclArchitectureRow = "volta" | "ampere" | "hopper" | "blackwell";

/**
 * One calibrated quantity, named by what it scales:
 * - `intra:<class>`: share of raw NVLink or PCIe capacity (one direction) large transfers reach;
 * - `net:<transport>`: share of NIC line rate large transfers reach;
 * - `tcpNodeCap`: kernel TCP's ceiling on one node's inter-node traffic (B/s);
 * - `ring:<arch>`: bus bandwidth one ring channel's kernel sustains with Simple (B/s);
 * - `tree`, `nvls`, `collnet`: achieved over NCCL's estimated bandwidth for those algorithms;
 * - `latIntra:<class>`, `latNet:<transport>`: achieved over NCCL's estimated latency, on one node by
 *   intra class, across nodes by transport.
 * @example const k: EfficiencyKey = "net:ib";
 */
export type EfficiencyKey =
  | `intra:${IntraLinkClass}`
  | `net:${CollectiveTransport}`
  | "tcpNodeCap"
  | `ring:${NcclArchitectureRow}`
  | "tree"
  | "nvls"
  | "collnet"
  | `latIntra:${IntraLinkClass}`
  | `latNet:${CollectiveTransport}`;

/**
 * What real runs achieve against the model's references, per link class (never per system); a key
 * absent here keeps its prior (`collectiveEfficiencyPriors`). Values are dimensionless ratios except
 * `tcpNodeCap` and `ring:*` (B/s).
 * @example collectiveEfficiency(collectiveCalibration.efficiencies, "net:ib")
 */
export type CollectiveEfficiencies = Readonly<Partial<Record<EfficiencyKey, number>>>;

/** NCCL's architecture row of a compute capability (x 10). */
export function ncclArchitectureRow(computeCapability: number): NcclArchitectureRow {
  return computeCapability >= 100
    ? "blackwell"
    : computeCapability >= 90
      ? "hopper"
      : computeCapability >= 80
        ? "ampere"
        : "volta";
}

/**
 * What the model assumes for a quantity it has no measurement of: links at 85 % of raw capacity,
 * NICs at 90 % of line rate, no TCP or ring-channel ceiling (Infinity), NCCL's estimates and
 * latencies taken as achieved. Round numbers, not fitted; a prediction resting on one is marked
 * "not validated".
 * @example collectiveEfficiencyPriors["net:ib"] // 0.9
 */
export const collectiveEfficiencyPriors: Readonly<Record<EfficiencyKey, number>> = Object.fromEntries([
  ...intraLinkClasses.map((c) => [`intra:${c}`, 0.85]),
  ...collectiveTransports.map((t) => [`net:${t}`, 0.9]),
  ["tcpNodeCap", Number.POSITIVE_INFINITY],
  ...(["volta", "ampere", "hopper", "blackwell"] as const).map((a) => [`ring:${a}`, Number.POSITIVE_INFINITY]),
  ["tree", 1],
  ["nvls", 1],
  ["collnet", 1],
  ...intraLinkClasses.map((c) => [`latIntra:${c}`, 1]),
  ...collectiveTransports.map((t) => [`latNet:${t}`, 1]),
]) as Record<EfficiencyKey, number>;

/**
 * One quantity of a set, or its prior when the set has none.
 * @example collectiveEfficiency({}, "tree") // 1
 */
export function collectiveEfficiency(set: CollectiveEfficiencies, key: EfficiencyKey): number {
  return set[key] ?? collectiveEfficiencyPriors[key];
}
