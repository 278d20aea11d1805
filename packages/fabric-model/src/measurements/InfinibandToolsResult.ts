import type { GidEntry } from "../infiniband/GidEntry.ts";
import type { IbLinkRate } from "./ibLinkRate.ts";
import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";

/** The InfiniBand and RoCE port tools whose output `parseMeasurement` reads. */
export type InfinibandTool = "ibstat" | "ibv_devinfo" | "iblinkinfo" | "ibdiagnet" | "show_gids";

/** A port's logical state (PortInfo:PortState): the subnet manager moves it from init to active. */
export type IbPortState = "down" | "init" | "armed" | "active";

/** A port's physical state (PortInfo:PortPhysicalState): polling means no link partner answers. */
export type IbPhysicalState =
  | "sleep"
  | "polling"
  | "disabled"
  | "training"
  | "linkup"
  | "error-recovery"
  | "phy-test";

/**
 * One port as a tool printed it: `ibstat` and `ibv_devinfo` a local HCA port, `iblinkinfo` a port
 * of any node in the fabric with the port at the other end of its link. Fields a tool does not print
 * are null.
 */
export interface IbPortReading {
  /** 1-based line where the port's block or row starts. */
  readonly line: number;
  readonly tool: "ibstat" | "ibv_devinfo" | "iblinkinfo";
  /** The HCA (`mlx5_0`) or, for iblinkinfo, the node's description or GUID. */
  readonly device: string;
  readonly port: number | null;
  readonly state: IbPortState | null;
  readonly physicalState: IbPhysicalState | null;
  readonly rate: IbLinkRate | null;
  /** Base LID (0 on RoCE, 65535 = unassigned). */
  readonly lid: number | null;
  /** LID of the subnet manager this port reports to. */
  readonly smLid: number | null;
  /** LID mask control: the port answers to 2^lmc LIDs from its base LID. */
  readonly lmc: number | null;
  readonly linkLayer: "infiniband" | "ethernet" | null;
  /** Firmware version of the HCA, as printed. */
  readonly firmware: string | null;
  /** iblinkinfo: the node and port at the other end ("n02 HCA-1" port 1), null when none. */
  readonly peer: { readonly name: string; readonly lid: number | null; readonly port: number | null } | null;
  /** iblinkinfo's "Could be 53.125 Gbps": the faster lane speed both ends support, Gb/s. */
  readonly couldBeLaneGbps: number | null;
}

/** One link error counter as a tool printed it (perfquery style or ibdiagnet's counter check). */
export interface IbCounterReading {
  readonly line: number;
  /** Where: the port's name as printed (`S0x…/N0x…/P1/3/1`), or "" when the line names none. */
  readonly where: string;
  /** The counter, in IBA spelling: "SymbolErrorCounter", "LinkDownedCounter", … */
  readonly counter: string;
  readonly value: number;
  /** True when ibdiagnet says the counter increased during its run (the value is the increase). */
  readonly increase: boolean;
}

/** One row of ibdiagnet's closing summary: a stage with its warnings and errors. */
export interface IbdiagnetStage {
  readonly line: number;
  readonly stage: string;
  readonly warnings: number;
  readonly errors: number;
}

/** What ibdiagnet printed as a whole: its stages and its fabric summary. */
export interface IbdiagnetSummary {
  readonly stages: readonly IbdiagnetStage[];
  readonly warnings: number;
  readonly errors: number;
  /** "Fabric Summary" counts, null where not printed. */
  readonly nodes: number | null;
  readonly switches: number | null;
  readonly channelAdapters: number | null;
  /** Lines ibdiagnet marked -E- (errors) and -W- (warnings) outside the summary. */
  readonly errorLines: number;
  readonly warningLines: number;
}

/**
 * What the InfiniBand tools' output says: ports (state, physical state, rate with width and
 * generation, LID, SM LID, LMC, link layer), GID table rows, link error counters and ibdiagnet's
 * summary; `findings` holds what looks wrong (a port down or polling, a link slower than it could
 * run, the GID index NCCL would use on RoCE, error counters that are not zero), as codes.
 * @example if (result.kind === "infiniband-tools") result.ports[0]?.state // "active"
 */
export interface InfinibandToolsResult {
  readonly kind: "infiniband-tools";
  /** The tools whose output the text holds, in the order first seen. */
  readonly tools: readonly InfinibandTool[];
  readonly ports: readonly IbPortReading[];
  /** GID rows from show_gids or ibv_devinfo -v, each with the 1-based line it came from. */
  readonly gids: ReadonlyArray<
    GidEntry & { readonly line: number; readonly tool: "show_gids" | "ibv_devinfo" }
  >;
  readonly counters: readonly IbCounterReading[];
  readonly ibdiagnet: IbdiagnetSummary | null;
  readonly findings: readonly MeasurementDiagnostic[];
  readonly diagnostics: readonly MeasurementDiagnostic[];
  readonly notes: readonly MeasurementDiagnostic[];
}
