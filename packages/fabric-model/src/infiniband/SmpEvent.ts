/**
 * The subnet management attributes the sweep reads and writes (IBA chapter 14, as OpenSM uses them).
 * @example const a: SmpAttribute = "NodeInfo";
 */
export type SmpAttribute =
  | "NodeInfo"
  | "PortInfo"
  | "SMInfo"
  | "P_KeyTable"
  | "LinearForwardingTable"
  | "SLtoVLMappingTable";

/**
 * The phase of a subnet manager's heavy sweep an SMP belongs to, in OpenSM's order (`do_sweep()` in
 * opensm/osm_state_mgr.c): discovery, LID assignment, routing (LFTs), QoS (SL-to-VL tables), then
 * bringing ports to ARMED and ACTIVE.
 * @example const p: SubnetPhase = "discover";
 */
export type SubnetPhase = "discover" | "lids" | "routing" | "qos" | "activate";

/**
 * What an SMP found or did:
 * - "new-node": a NodeInfo reached a node not seen before (its GUID is new);
 * - "known-node": a NodeInfo reached a node already discovered over another path (a loop or a
 *   second link);
 * - "no-response": the SMP timed out (the node behind the port is down);
 * - "link-up" / "link-down": a PortInfo read the port's physical state;
 * - "set": a Set was acknowledged.
 * @example const o: SmpOutcome = "known-node";
 */
export type SmpOutcome = "new-node" | "known-node" | "no-response" | "link-up" | "link-down" | "set";

/**
 * One directed-route SMP of a sweep, in the order the subnet manager sends them. The route is the
 * list of egress port numbers from the SM's own port (`path[0]`) hop by hop; `hops` is its length
 * (0 for the SM's own node).
 */
export interface SmpEvent {
  /** Position in the sweep, from 0. */
  readonly step: number;
  readonly phase: SubnetPhase;
  readonly method: "get" | "set";
  readonly attribute: SmpAttribute;
  /** Node index the SMP is addressed to. */
  readonly node: number;
  /** Port the attribute is about (PortInfo, SL-to-VL), or null. */
  readonly port: number | null;
  /** Directed route: egress port numbers from the SM's port, hop by hop. */
  readonly path: readonly number[];
  readonly hops: number;
  readonly outcome: SmpOutcome;
  /** LID written (PortInfo in the LID phase): the base LID. */
  readonly lid?: number;
  /** LMC written with the LID. */
  readonly lmc?: number;
  /** LFT block written (64 LIDs each: block b holds LIDs 64b .. 64b + 63). */
  readonly block?: number;
  /** Port state written in the activation phase. */
  readonly state?: "ARMED" | "ACTIVE";
}
