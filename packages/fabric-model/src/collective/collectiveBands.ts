import { collectiveCalibration } from "./collectiveCalibration.ts";
import { collectiveFitSizes } from "./collectiveFitSizes.ts";
import type { CollectiveHardware } from "./collectiveHardware.ts";

/**
 * Where measurements of a configuration fall around the model's prediction, from leave-one-system-
 * out cross-validation on published sweeps: measured / predicted lies in [low, high] for systems of
 * the same class (one node: its intra-node link class; across nodes: its transport). `validated` is
 * false when the corpus holds no other system of that class: the band is then the pooled one, widened.
 * @example predictCollective(input).band // { validated: true, basis: "net:ib", low: 0.9, high: 1.08, systems: 7 }
 */
export interface CollectiveBand {
  readonly validated: boolean;
  /** The class whose residuals give the band: `node:<intra class>` or `net:<transport>`. */
  readonly basis: string;
  /** Measured over predicted bus bandwidth: the band's lower and upper factors. */
  readonly low: number;
  readonly high: number;
  /** Published systems of this class the band rests on (0 when not validated). */
  readonly systems: number;
}

/** The band class of a hardware: `node:<intra class>` on one node, `net:<transport>` across nodes. */
export function collectiveBandBasis(hw: CollectiveHardware): string {
  return hw.nodes === 1 ? `node:${hw.intraClass}` : `net:${hw.transport ?? "ib"}`;
}

/**
 * The band of a prediction on this hardware at this size: the class's band for the sizes the
 * cross-validation measured it on, large (at least 64 MiB), small (at most 64 KiB) or between, where
 * nothing is fitted and the held-out errors are their own. An algorithm no healthy sweep ran at
 * large sizes (`collectiveCalibration.algorithms`) is not validated, whatever its class.
 * @example collectiveBand(hw, 1 << 30, "ring").validated
 */
export function collectiveBand(hw: CollectiveHardware, bytes: number, algorithm: string): CollectiveBand {
  const basis = collectiveBandBasis(hw);
  const known = collectiveCalibration.algorithms.includes(algorithm)
    ? collectiveCalibration.bands[basis]
    : undefined;
  const entry = known ?? collectiveCalibration.unvalidated;
  const [low, high] =
    bytes >= collectiveFitSizes.bandwidthFrom
      ? entry.bandwidth
      : bytes <= collectiveFitSizes.latencyUpTo
        ? entry.latency
        : entry.between;
  return { validated: known !== undefined, basis, low, high, systems: known?.systems ?? 0 };
}
