import type { Route, Topology } from "../topology/Topology.ts";
import type { Bytes, Seconds } from "../units.ts";
import type { WaterFillNetwork } from "./waterFill.ts";

/** Where a flow is: waiting for its start, sending, finished (last byte sent), or without a path. */
export type FlowStatus = "pending" | "active" | "done" | "unreachable";

/** Status names by the numeric code kept in `FlowSimState.status`. */
export const flowStatusNames: readonly FlowStatus[] = ["pending", "active", "done", "unreachable"];

/** Numeric status codes of `FlowSimState.status` (index into `flowStatusNames`). */
export const FLOW_PENDING = 0;
/** A flow that is sending. */
export const FLOW_ACTIVE = 1;
/** A flow whose last byte has left the sender (it completes `pathLatency` later). */
export const FLOW_DONE = 2;
/** A flow whose endpoints have no path between them. */
export const FLOW_UNREACHABLE = 3;

/**
 * What does not change during a simulation: the topology, the flows and their routes, and the
 * resources they share (directed link channels 0 .. 2L-1, then one per bus medium), in the compressed
 * form the water-filling kernel reads. Shared by every state of one run; never modified.
 */
export interface FlowSimContext extends WaterFillNetwork {
  readonly topology: Topology;
  readonly flows: readonly FlowSpec[];
  readonly routing: FlowRouting;
  /** Route of each flow, null when unreachable. */
  readonly routes: readonly (Route | null)[];
  /** Node index of the bus behind each medium resource (resource 2L + i is `media[i]`). */
  readonly media: readonly number[];
  /** Size of each flow in bits. */
  readonly sizeBits: Float64Array;
  /** Start time of each flow in seconds. */
  readonly startTime: Float64Array;
  /** Path latency of each flow in seconds (0 when unreachable). */
  readonly pathLatency: Float64Array;
  /** Reachable flows by start time (ties by flow index): the order in which they begin. */
  readonly startOrder: Int32Array;
}

/** What happened at the event that produced a state (flow indices). */
export interface FlowSimEvent {
  readonly time: number;
  readonly started: readonly number[];
  readonly finished: readonly number[];
  /** Every flow whose rate may have changed at this event (finished and re-shared ones). */
  readonly changed: readonly number[];
}

/**
 * The simulator's state after an event, immutable in use: `flowStep` returns a new state and never
 * changes the arrays of the one it is given (do not write into them either). Rates and loads hold
 * from `time` until the next event. Per-flow arrays are indexed like `context.flows`, per-resource
 * arrays like the resources (channel 2*l + d of link l, then the bus media). Units: seconds, bits,
 * bits per second. `flowSimSnapshot` turns it into plain, labelled objects.
 */
export interface FlowSimState {
  readonly context: FlowSimContext;
  /** Simulated time of this state, in seconds. */
  readonly time: number;
  /** Events processed so far. */
  readonly step: number;
  /** Status code per flow (FLOW_PENDING, FLOW_ACTIVE, FLOW_DONE, FLOW_UNREACHABLE). */
  readonly status: Uint8Array;
  /** Bits each flow still has to send. */
  readonly remainingBits: Float64Array;
  /** Current rate of each flow, bit/s (0 unless active). */
  readonly rate: Float64Array;
  /** Time each flow's last bit left its sender, seconds (NaN until then). */
  readonly drainTime: Float64Array;
  /**
   * When each active flow's last bit will leave if its rate holds, in seconds (Infinity for a flow
   * that is not sending); set when its rate changes, so it is exact for that rate.
   */
  readonly expectedDrainTime: Float64Array;
  /** Current load of each resource, bit/s. */
  readonly load: Float64Array;
  /** Resource that limits each active flow (saturated, and no flow on it is faster); -1 if none. */
  readonly bottleneck: Int32Array;
  /** How many entries of `context.startOrder` have started. */
  readonly started: number;
  /** The event that produced this state (nothing started or finished for the initial state). */
  readonly lastEvent: FlowSimEvent;
  /** True when no flow is pending or active: stepping further returns the same state. */
  readonly done: boolean;
}

/** One transfer to simulate: `bytes` from node `src` to node `dst` (node indices), from time `start`. */
export interface FlowSpec {
  /** Unique id; ECMP hashes it to choose the flow's path. */
  readonly id: string;
  readonly src: number;
  readonly dst: number;
  readonly bytes: Bytes;
  /** When the sender starts; 0 if omitted. */
  readonly start?: Seconds;
}

/**
 * How flows are routed: "shortest" takes one shortest path, ties to the lowest link index (everything
 * between two leaves crosses the same spine); "ecmp" hashes each flow id over the equal-cost next hops.
 */
export type FlowRouting = "shortest" | "ecmp";
