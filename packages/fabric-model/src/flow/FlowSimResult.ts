import type { Route } from "../topology/Topology.ts";
import type { BitsPerSecond, Bytes, Seconds } from "../units.ts";
import type { FlowStatus } from "./FlowSimState.ts";

/** A stretch of time during which a flow sends at a constant rate. */
export interface RateSegment {
  readonly start: Seconds;
  readonly end: Seconds;
  readonly rate: BitsPerSecond;
}

/** A step function over time: `values[i]` holds from `time[i]` until `time[i + 1]` (the last one on). */
interface StepSeries<V extends number> {
  readonly time: readonly Seconds[];
  readonly values: readonly V[];
}

/** How one flow fared. Times are absolute simulation times. */
export interface FlowOutcome {
  readonly id: string;
  readonly src: number;
  readonly dst: number;
  readonly bytes: Bytes;
  readonly start: Seconds;
  /** "done" when it completed, "unreachable" when no path existed. */
  readonly status: Extract<FlowStatus, "done" | "unreachable">;
  readonly route: Route | null;
  /** Sum of the link latencies on the route (0 when unreachable). */
  readonly pathLatency: Seconds;
  /** When the last byte left the sender; null when unreachable. */
  readonly drainTime: Seconds | null;
  /** When the last byte arrived: drainTime + pathLatency; null when unreachable. */
  readonly completionTime: Seconds | null;
  /** completionTime - start (flow completion time); null when unreachable. */
  readonly duration: Seconds | null;
  /** Mean sending rate, bits / (drainTime - start); 0 for an empty or unreachable flow. */
  readonly meanRate: BitsPerSecond;
  /** Throughput as the receiver sees it, bits / duration (latency included); 0 if unreachable. */
  readonly goodput: BitsPerSecond;
  /** Sending rate over time, one segment per constant-rate stretch. */
  readonly segments: readonly RateSegment[];
}

/** How busy one resource (a link direction or a bus medium) was, over [0, drainEnd]. */
export interface ResourceUsage {
  /** Capacity of the resource (per direction for a link, shared for a bus medium). */
  readonly capacity: BitsPerSecond;
  /** Bytes that crossed it. */
  readonly bytesCarried: Bytes;
  /** bytesCarried x 8 / (capacity x drainEnd), in 0..1 (0 when drainEnd is 0). */
  readonly meanUtilisation: number;
  /** Highest load / capacity at any time, in 0..1. */
  readonly peakUtilisation: number;
  /** Load over time, bit/s (empty when timelines were not recorded). */
  readonly load: StepSeries<BitsPerSecond>;
}

/** Usage of one link, per direction: `forward` from its `a` end to its `b` end, `reverse` back. */
export interface LinkUsage {
  readonly link: number;
  readonly linkId: string;
  readonly forward: ResourceUsage;
  readonly reverse: ResourceUsage;
  /** The busier direction's mean utilisation. */
  readonly meanUtilisation: number;
  /** The busier direction's peak utilisation. */
  readonly peakUtilisation: number;
}

/** Usage of one shared medium (a bus node). */
export interface MediumUsage extends ResourceUsage {
  readonly node: number;
  readonly nodeId: string;
}

/** Everything `simulateFlows` reports. */
export interface FlowSimResult {
  /** One outcome per input flow, in input order. */
  readonly flows: readonly FlowOutcome[];
  /** Ids of the flows that had no path. */
  readonly unreachable: readonly string[];
  /** One entry per link of the topology, in link order. */
  readonly links: readonly LinkUsage[];
  /** One entry per bus of the topology. */
  readonly media: readonly MediumUsage[];
  /** Last completion time (arrival of the last byte) over completed flows; 0 when none. */
  readonly makespan: Seconds;
  /** When the last byte left its sender: the end of the utilisation period. */
  readonly drainEnd: Seconds;
  /** Sum of all flows' sending rates over time. */
  readonly aggregateRate: StepSeries<BitsPerSecond>;
  /** Events processed. */
  readonly steps: number;
}
