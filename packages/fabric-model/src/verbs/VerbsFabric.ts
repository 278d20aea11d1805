import type { Seconds } from "../units.ts";
import type { IbvMtu } from "./IbvMtu.ts";
import { VerbsContext } from "./VerbsContext.ts";
import { VerbsEngine } from "./VerbsEngine.ts";
import type { VerbsEvent } from "./VerbsEvent.ts";
import type { VerbsTiming } from "./VerbsTiming.ts";
import { verbsDatapathTiming } from "./verbsDatapathTiming.ts";
import type { DeviceRecord } from "./verbsRecords.ts";

/** Options of {@link VerbsFabric}. */
export interface VerbsFabricOptions {
  /** Host names, one HCA (mlx5_0, one port) each, all on one non-blocking switch. At least one. */
  readonly hosts: readonly string[];
  /** "InfiniBand" (ports have LIDs; default) or "Ethernet" (RoCE: address peers by GID). */
  readonly linkLayer?: "InfiniBand" | "Ethernet";
  /** Prices each operation stage by stage; default {@link verbsDatapathTiming} (datapath's messagePath). Must be pure. */
  readonly timing?: VerbsTiming;
  /** Most recent log entries kept (default 100000; 0 keeps none). */
  readonly logLimit?: number;
}

/** What `progress` and `runUntilIdle` did. */
export interface VerbsRunResult {
  /** Simulated time afterwards. */
  readonly time: Seconds;
  /** Events processed. */
  readonly events: number;
  /** True when nothing is left to do. */
  readonly idle: boolean;
}

/**
 * Simulated hosts with one HCA each, joined by a fabric, with a simulated clock that moves only when
 * you call {@link progress}, {@link runUntilIdle} or {@link step} (no real timers, fully
 * deterministic). Open a device per host and connect QPs by exchanging `qpNum`, LID or GID, PSN,
 * `addr` and `rkey` as real applications do out of band (here: plain variables).
 *
 * The simulator is stateful by design, like the hardware it mimics: verbs change it, and the event
 * log ({@link events}) records every step for inspection and animation.
 *
 * `const fabric = new VerbsFabric({ hosts: ["alice", "bob"] }); const a = fabric.openDevice("alice")`
 */
export class VerbsFabric {
  readonly #engine: VerbsEngine;
  readonly #contexts = new Map<string, VerbsContext>();

  /**
   * `new VerbsFabric({ hosts: ["alice", "bob"], linkLayer: "Ethernet" })`
   * @throws RangeError for no hosts, duplicate or empty names, or a bad logLimit.
   */
  constructor(options: VerbsFabricOptions) {
    const hosts = options?.hosts;
    if (!Array.isArray(hosts) || hosts.length === 0) {
      throw new RangeError('VerbsFabric: pass { hosts: ["alice", "bob"] } with at least one host name');
    }
    if (new Set(hosts).size !== hosts.length || hosts.some((h) => typeof h !== "string" || h.length === 0)) {
      throw new RangeError("VerbsFabric: host names must be distinct, non-empty strings");
    }
    if (hosts.length > 0xbf00) throw new RangeError("VerbsFabric: too many hosts for the LID space");
    const logLimit = options.logLimit ?? 100_000;
    if (!Number.isInteger(logLimit) || logLimit < 0)
      throw new RangeError("VerbsFabric: logLimit must be a non-negative integer");
    const linkLayer = options.linkLayer ?? "InfiniBand";
    if (linkLayer !== "InfiniBand" && linkLayer !== "Ethernet") {
      throw new RangeError('VerbsFabric: linkLayer must be "InfiniBand" or "Ethernet"');
    }
    this.#engine = new VerbsEngine({ timing: options.timing ?? verbsDatapathTiming(), logLimit, hosts });
    hosts.forEach((host, index) => {
      const n = index + 1;
      const low = n.toString(16).padStart(4, "0");
      const high = (n >> 16).toString(16).padStart(4, "0");
      const device: DeviceRecord = {
        index,
        host,
        name: "mlx5_0",
        lid: linkLayer === "InfiniBand" ? n : 0,
        gid:
          linkLayer === "InfiniBand"
            ? `fe80:0000:0000:0000:0002:c903:${high}:${low}`
            : `0000:0000:0000:0000:0000:ffff:0a00:${low}`,
        linkLayer,
        activeMtu: (linkLayer === "InfiniBand" ? "IBV_MTU_4096" : "IBV_MTU_1024") as IbvMtu,
        qps: new Map(),
        mrsByKey: new Map(),
        bufferBases: new WeakMap(),
        addrCursor: 0,
        nextQpNum: 0x100 * (index + 1) + 0x11,
        cpuCalls: 0,
        txFree: 0,
      };
      this.#engine.devices.push(device);
    });
  }

  /** Host names, in the order given. */
  get hosts(): readonly string[] {
    return this.#engine.devices.map((d) => d.host);
  }

  /** Current simulated time. */
  get now(): Seconds {
    return this.#engine.now as Seconds;
  }

  /**
   * The device context of a host (C: `ibv_open_device`); the same context each call.
   * `const ctx = fabric.openDevice("alice")`
   * @throws RangeError for an unknown host.
   */
  openDevice(host: string): VerbsContext {
    const existing = this.#contexts.get(host);
    if (existing !== undefined) return existing;
    const device = this.#engine.devices.find((d) => d.host === host);
    if (device === undefined) {
      throw new RangeError(`openDevice("${host}"): no such host; this fabric has ${this.hosts.join(", ")}`);
    }
    const ctx = new VerbsContext({ engine: this.#engine, device });
    this.#contexts.set(host, ctx);
    return ctx;
  }

  /**
   * Advances simulated time by `duration`, running every event due meanwhile.
   * `fabric.progress(microseconds(2))`
   * @throws RangeError for a negative or non-finite duration.
   */
  progress(duration: Seconds): VerbsRunResult {
    if (typeof duration !== "number" || !Number.isFinite(duration) || duration < 0) {
      throw new RangeError(
        `progress(${String(duration)}): pass a finite, non-negative duration, e.g. microseconds(5)`,
      );
    }
    const until = this.#engine.now + duration;
    const events = this.#engine.runUntil(until, Number.POSITIVE_INFINITY);
    this.#engine.now = until;
    return { time: until as Seconds, events, idle: this.#engine.idle() };
  }

  /**
   * Runs events until nothing is left to do, or `maxEvents` have run (default 5000000: a QP with
   * `rnrRetry: 7` and no receive posted retries forever). Check `idle` in the result.
   * `const { time } = fabric.runUntilIdle()`
   */
  runUntilIdle(options: { maxEvents?: number } = {}): VerbsRunResult {
    const max = options.maxEvents ?? 5_000_000;
    const events = this.#engine.runUntil(Number.POSITIVE_INFINITY, max);
    return { time: this.#engine.now as Seconds, events, idle: this.#engine.idle() };
  }

  /**
   * Runs the events of the next instant that has any and returns the log entries they wrote (empty
   * when idle, or always with `logLimit: 0`): one animation frame per call. `for (let e = fabric.step(); e.length > 0; e = fabric.step()) draw(e)`
   */
  step(): VerbsEvent[] {
    return this.#engine.step();
  }

  /**
   * Log entries retained (the last `logLimit`), oldest first, optionally only those with
   * `seq >= since`. `fabric.events({ since: lastSeq + 1 })`
   */
  events(options: { since?: number } = {}): VerbsEvent[] {
    return this.#engine.events(options.since ?? 0);
  }

  /** Number of log entries ever written, retained or not; the next entry's `seq`. */
  get eventCount(): number {
    return this.#engine.logCount;
  }
}
