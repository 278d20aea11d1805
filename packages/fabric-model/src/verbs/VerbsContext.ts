import { IbvCq } from "./IbvCq.ts";
import { type IbvDeviceAttr, ibvDeviceAttrPreset } from "./IbvDeviceAttr.ts";
import { IbvMr } from "./IbvMr.ts";
import { IBV_MTUS, type IbvMtu } from "./IbvMtu.ts";
import { IbvPd } from "./IbvPd.ts";
import type { IbvPortAttr } from "./IbvPortAttr.ts";
import { IbvQp } from "./IbvQp.ts";
import type { IbvAhAttr, IbvQpAttr } from "./IbvQpAttr.ts";
import type { IbvQpCap, IbvQpInitAttr } from "./IbvQpInitAttr.ts";
import { IBV_QP_STATES, type IbvQpState } from "./IbvQpState.ts";
import type { IbvRecvWr } from "./IbvRecvWr.ts";
import type { IbvSendWr, IbvSge } from "./IbvSendWr.ts";
import type { IbvWc } from "./IbvWc.ts";
import { IBV_WR_OPCODES, type IbvWrOpcode } from "./IbvWrOpcode.ts";
import { IBV_ACCESS_ALL, IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_WRITE } from "./ibvAccessFlags.ts";
import { IBV_SEND_SIGNALED } from "./ibvSendFlags.ts";
import type { VerbsEngine } from "./VerbsEngine.ts";
import {
  type VerbsErrno,
  VerbsError,
  type VerbsErrorCode,
  type VerbsErrorMessage,
  type VerbsErrorValues,
} from "./VerbsError.ts";
import type { VerbsReason } from "./VerbsReason.ts";
import { pollCompletions } from "./verbsCompletionQueues.ts";
import { moveToError, resetQp, setState } from "./verbsQpStates.ts";
import { type IbvQpAttrName, verbsQpTransitions } from "./verbsQpTransitions.ts";
import type { CqRecord, DeviceRecord, MrRecord, PdRecord, QpRecord, WrDurations } from "./verbsRecords.ts";
import { postRecvWrs, postSendWrs, type ValidSendWr } from "./verbsRequester.ts";

const MAX_MSG_BYTES = 2 ** 31;
const U32 = 0xffffffff;
const U24 = 0xffffff;
/** Consecutive empty polls of one CQ at one simulated instant before pollCq reports a stuck loop. */
const EMPTY_POLL_LIMIT = 100_000;
/** Per-host spacing of simulated virtual address spaces (64 GiB) above a user-space-looking base. */
const ADDR_BASE = 0x7f00_0000_0000;
const ADDR_HOST_SPAN = 2 ** 36;
const PAGE = 4096;

const SEND_WR_KEYS = new Set(["wrId", "opcode", "sgList", "sendFlags", "immData", "rdma"]);
const RECV_WR_KEYS = new Set(["wrId", "sgList"]);
const SGE_KEYS = new Set(["addr", "length", "lkey"]);
const SGE_SHAPE = "{ addr, length, lkey }";
const QP_ATTR_KEYS: ReadonlySet<string> = new Set([
  "qpState",
  "pkeyIndex",
  "portNum",
  "qpAccessFlags",
  "pathMtu",
  "destQpNum",
  "rqPsn",
  "maxDestRdAtomic",
  "minRnrTimer",
  "ahAttr",
  "timeout",
  "retryCnt",
  "rnrRetry",
  "sqPsn",
  "maxRdAtomic",
]);
const INIT_ATTR_KEYS = new Set(["qpType", "sendCq", "recvCq", "cap", "sqSigAll"]);
const CAP_KEYS = new Set(["maxSendWr", "maxRecvWr", "maxSendSge", "maxRecvSge"]);
const AH_KEYS = new Set(["dlid", "isGlobal", "grh", "sl", "portNum"]);

const hex = (n: number): string => `0x${n.toString(16)}`;

/** The refusals whose sentence needs no values. */
type NoValueCode = {
  [C in VerbsErrorCode]: keyof VerbsErrorValues[C] extends never ? C : never;
}[VerbsErrorCode];

/** The refusals of an attribute out of its range. */
type OutOfRangeCode = Extract<VerbsErrorCode, `${string}-range`>;

const MODIFY_QP: VerbsReason = { code: "modify-qp", values: {} };
const isInt = (x: unknown, lo: number, hi: number): x is number =>
  typeof x === "number" && Number.isInteger(x) && x >= lo && x <= hi;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;

function unknownKey(obj: object, allowed: ReadonlySet<string>): string | undefined {
  for (const k of Object.keys(obj)) if (!allowed.has(k)) return k;
  return undefined;
}

/**
 * A device context (C: `struct ibv_context`) on one simulated host, from `fabric.openDevice(host)`.
 * Its methods are the verbs, named as in libibverbs without the `ibv_` prefix, taking the object the
 * C call takes first: `ibv_post_send(qp, &wr, &bad_wr)` becomes `ctx.postSend(qp, wr)`.
 *
 * Errors: a call the C verb would refuse synchronously (bad attributes, wrong state, full queue)
 * throws a {@link VerbsError} with the errno and what to do, and changes nothing. Everything the
 * hardware reports later (bad rkey, missing permission, no receive posted, ...) is not thrown: it
 * arrives as a work completion with its real status, after `fabric.progress()` / `runUntilIdle()`.
 *
 * `const ctx = fabric.openDevice("alice"); const pd = ctx.allocPd()`
 */
export class VerbsContext {
  readonly #engine: VerbsEngine;
  readonly #dev: DeviceRecord;
  readonly #pds = new WeakMap<IbvPd, PdRecord>();
  readonly #mrs = new WeakMap<IbvMr, MrRecord>();
  readonly #cqs = new WeakMap<IbvCq, CqRecord>();
  readonly #qps = new WeakMap<IbvQp, QpRecord>();
  #nextPd = 1;
  #nextCq = 1;

  /** Created by `VerbsFabric.openDevice`; not for direct use. */
  constructor(inputs: { engine: VerbsEngine; device: DeviceRecord }) {
    this.#engine = inputs.engine;
    this.#dev = inputs.device;
  }

  /** Host this context's HCA sits in. */
  get host(): string {
    return this.#dev.host;
  }

  /** Device name, as `ibv_get_device_name` prints it: "mlx5_0". */
  get deviceName(): string {
    return this.#dev.name;
  }

  /**
   * Verb calls this host's CPU has made on this device (posts, polls, state changes, ...). The HCA
   * never adds to it: an RDMA WRITE or READ served by this host leaves it unchanged.
   */
  get cpuInvolvement(): number {
    return this.#dev.cpuCalls;
  }

  // ------------------------------------------------------------------ helpers

  #err(errno: VerbsErrno, verb: string, why: VerbsErrorMessage, badWrIndex?: number): VerbsError {
    return new VerbsError(badWrIndex === undefined ? { errno, verb, why } : { errno, verb, why, badWrIndex });
  }

  /** EINVAL with a reason that needs no values: `this.#invalid(verb, "buffer-empty")`. */
  #invalid(verb: string, code: NoValueCode, badWrIndex?: number): VerbsError {
    return this.#err("EINVAL", verb, { code, values: {} } as VerbsErrorMessage, badWrIndex);
  }

  #pd(pd: unknown, verb: string): PdRecord {
    const rec = pd instanceof IbvPd ? this.#pds.get(pd) : undefined;
    if (rec === undefined) {
      throw pd instanceof IbvPd
        ? this.#err("EINVAL", verb, { code: "pd-other-context", values: { host: pd.host } })
        : this.#invalid(verb, "pd-unknown");
    }
    if (!rec.alive) throw this.#invalid(verb, "pd-deallocated");
    return rec;
  }

  #cq(cq: unknown, verb: string): CqRecord {
    const rec = cq instanceof IbvCq ? this.#cqs.get(cq) : undefined;
    if (rec === undefined) {
      throw cq instanceof IbvCq
        ? this.#err("EINVAL", verb, { code: "cq-other-context", values: { host: cq.host } })
        : this.#invalid(verb, "cq-unknown");
    }
    if (!rec.alive) throw this.#invalid(verb, "cq-destroyed");
    return rec;
  }

  #qp(qp: unknown, verb: string): QpRecord {
    const rec = qp instanceof IbvQp ? this.#qps.get(qp) : undefined;
    if (rec === undefined) {
      throw qp instanceof IbvQp
        ? this.#err("EINVAL", verb, { code: "qp-other-context", values: { host: qp.host } })
        : this.#invalid(verb, "qp-unknown");
    }
    if (rec.destroyed)
      throw this.#err("EINVAL", verb, { code: "qp-destroyed", values: { qp: hex(rec.qpNum) } });
    return rec;
  }

  // ------------------------------------------------------------------ device and port

  /** Device limits (C: `ibv_query_device`). `ctx.queryDevice().maxQpWr` -> 32768 */
  queryDevice(): IbvDeviceAttr {
    this.#dev.cpuCalls++;
    return ibvDeviceAttrPreset;
  }

  /**
   * Port attributes (C: `ibv_query_port`): the LID to send to the peer on InfiniBand.
   * `const { lid } = ctx.queryPort(1)`
   * @throws VerbsError EINVAL for a port other than 1.
   */
  queryPort(portNum = 1): IbvPortAttr {
    this.#dev.cpuCalls++;
    if (portNum !== 1)
      throw this.#err("EINVAL", "ibv_query_port", { code: "no-such-port", values: { port: portNum } });
    return {
      state: "IBV_PORT_ACTIVE",
      lid: this.#dev.lid,
      linkLayer: this.#dev.linkLayer,
      maxMtu: "IBV_MTU_4096",
      activeMtu: this.#dev.activeMtu,
    };
  }

  /**
   * A GID of the port (C: `ibv_query_gid`): the address to send to the peer on RoCE.
   * `const gid = ctx.queryGid(1, 0)` -> "fe80:0000:0000:0000:0002:c903:00a1:0001"
   * @throws VerbsError EINVAL for a port other than 1 or an index other than 0.
   */
  queryGid(portNum = 1, index = 0): string {
    this.#dev.cpuCalls++;
    if (portNum !== 1 || index !== 0) {
      throw this.#err("EINVAL", "ibv_query_gid", { code: "no-such-gid", values: { port: portNum, index } });
    }
    return this.#dev.gid;
  }

  // ------------------------------------------------------------------ PD and MR

  /** Allocates a protection domain (C: `ibv_alloc_pd`). `const pd = ctx.allocPd()` */
  allocPd(): IbvPd {
    this.#dev.cpuCalls++;
    const rec = {
      owner: this,
      device: this.#dev,
      id: this.#nextPd++,
      mrCount: 0,
      qpCount: 0,
      alive: true,
    } as unknown as PdRecord;
    rec.handle = new IbvPd(rec);
    this.#pds.set(rec.handle, rec);
    return rec.handle;
  }

  /**
   * Frees a protection domain (C: `ibv_dealloc_pd`). `ctx.deallocPd(pd)`
   * @throws VerbsError EBUSY while memory regions or QPs still use it.
   */
  deallocPd(pd: IbvPd): void {
    this.#dev.cpuCalls++;
    const rec = this.#pd(pd, "ibv_dealloc_pd");
    if (rec.mrCount > 0 || rec.qpCount > 0) {
      throw this.#err("EBUSY", "ibv_dealloc_pd", {
        code: "pd-busy",
        values: { mrs: rec.mrCount, qps: rec.qpCount },
      });
    }
    rec.alive = false;
  }

  /**
   * Registers `buffer` so the HCA may access it (C: `ibv_reg_mr`), returning its lkey and rkey. The
   * HCA keeps a reference and writes into the array directly (RECV, READ targets, remote WRITEs).
   * `const mr = ctx.regMr(pd, new Uint8Array(4096), IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE)`
   * @throws VerbsError EINVAL for a non-Uint8Array or empty buffer, unknown flags, or remote write
   *   access without `IBV_ACCESS_LOCAL_WRITE` (as ibv_reg_mr requires).
   */
  regMr(pd: IbvPd, buffer: Uint8Array, access: number): IbvMr {
    this.#dev.cpuCalls++;
    const verb = "ibv_reg_mr";
    const pdRec = this.#pd(pd, verb);
    if (!(buffer instanceof Uint8Array)) throw this.#invalid(verb, "buffer-not-bytes");
    if (buffer.length === 0) throw this.#invalid(verb, "buffer-empty");
    if (!isInt(access, 0, U32) || (access & ~IBV_ACCESS_ALL) !== 0) {
      throw this.#err("EINVAL", verb, { code: "access-unknown-bits", values: { access: String(access) } });
    }
    if ((access & IBV_ACCESS_REMOTE_WRITE) !== 0 && (access & IBV_ACCESS_LOCAL_WRITE) === 0) {
      throw this.#invalid(verb, "remote-write-needs-local-write");
    }
    const dev = this.#dev;
    let base = dev.bufferBases.get(buffer.buffer);
    if (base === undefined) {
      base = ADDR_BASE + dev.index * ADDR_HOST_SPAN + dev.addrCursor;
      dev.addrCursor += (Math.ceil(buffer.buffer.byteLength / PAGE) + 1) * PAGE;
      dev.bufferBases.set(buffer.buffer, base);
    }
    const index = this.#engine.nextKeyIndex++;
    const key = ((index << 8) | ((index * 0x9d + dev.index * 0x3b) & 0xff)) >>> 0;
    const rec = {
      pd: pdRec,
      buffer,
      addr: base + buffer.byteOffset,
      length: buffer.length,
      access,
      lkey: key,
      rkey: key,
      alive: true,
    } as MrRecord;
    rec.handle = new IbvMr(rec);
    dev.mrsByKey.set(key, rec);
    pdRec.mrCount++;
    this.#mrs.set(rec.handle, rec);
    return rec.handle;
  }

  /**
   * Deregisters a memory region (C: `ibv_dereg_mr`): its keys stop working at once; work already
   * using them fails with a protection or access error. `ctx.deregMr(mr)`
   * @throws VerbsError EINVAL for an MR not from this context or already deregistered.
   */
  deregMr(mr: IbvMr): void {
    this.#dev.cpuCalls++;
    const rec = mr instanceof IbvMr ? this.#mrs.get(mr) : undefined;
    if (rec === undefined) throw this.#invalid("ibv_dereg_mr", "mr-unknown");
    if (!rec.alive) throw this.#invalid("ibv_dereg_mr", "mr-deregistered");
    rec.alive = false;
    this.#dev.mrsByKey.delete(rec.lkey);
    rec.pd.mrCount--;
  }

  // ------------------------------------------------------------------ CQ

  /**
   * Creates a completion queue for up to `cqe` unpolled completions (C: `ibv_create_cq`).
   * `const cq = ctx.createCq({ cqe: 64 })`
   * @throws VerbsError EINVAL when `cqe` is not an integer in 1..4194303.
   */
  createCq(inputs: { cqe: number }): IbvCq {
    this.#dev.cpuCalls++;
    const cqe = isObject(inputs) ? inputs.cqe : undefined;
    if (!isInt(cqe, 1, ibvDeviceAttrPreset.maxCqe)) {
      throw this.#err("EINVAL", "ibv_create_cq", {
        code: "cqe-out-of-range",
        values: { max: ibvDeviceAttrPreset.maxCqe, got: String(cqe) },
      });
    }
    const rec = {
      owner: this,
      device: this.#dev,
      id: this.#nextCq++,
      capacity: cqe,
      entries: [],
      head: 0,
      overrun: false,
      qpRefs: 0,
      alive: true,
      emptyStreak: 0,
      emptyStreakClock: -1,
    } as unknown as CqRecord;
    rec.handle = new IbvCq(rec);
    this.#cqs.set(rec.handle, rec);
    return rec.handle;
  }

  /**
   * Destroys a completion queue (C: `ibv_destroy_cq`). `ctx.destroyCq(cq)`
   * @throws VerbsError EBUSY while a QP still uses it.
   */
  destroyCq(cq: IbvCq): void {
    this.#dev.cpuCalls++;
    const rec = this.#cq(cq, "ibv_destroy_cq");
    if (rec.qpRefs > 0)
      throw this.#err("EBUSY", "ibv_destroy_cq", { code: "cq-busy", values: { qps: rec.qpRefs } });
    rec.alive = false;
  }

  /**
   * Takes up to `numEntries` completions (default: all available) off a CQ (C: `ibv_poll_cq`). Polling
   * a send completion frees its send-queue slot and those of the unsignaled WRs before it. Never
   * waits and never advances the clock: call `fabric.progress()` or `runUntilIdle()` in your loop.
   * `for (const wc of ctx.pollCq(cq)) console.log(wc.wrId, wc.status)`
   * @throws VerbsError EINVAL for a bad CQ or count; EDEADLK after 100000 empty polls at one
   *   simulated instant (a polling loop that never lets simulated time move).
   */
  pollCq(cq: IbvCq, numEntries: number = Number.POSITIVE_INFINITY): IbvWc[] {
    this.#dev.cpuCalls++;
    const rec = this.#cq(cq, "ibv_poll_cq");
    if (numEntries !== Number.POSITIVE_INFINITY && !isInt(numEntries, 1, U32)) {
      throw this.#err("EINVAL", "ibv_poll_cq", {
        code: "num-entries-invalid",
        values: { got: String(numEntries) },
      });
    }
    const wcs = pollCompletions(this.#engine, this.#dev, rec, numEntries);
    if (wcs.length === 0) {
      if (rec.emptyStreakClock !== this.#engine.now) {
        rec.emptyStreakClock = this.#engine.now;
        rec.emptyStreak = 0;
      }
      if (++rec.emptyStreak >= EMPTY_POLL_LIMIT) {
        rec.emptyStreak = 0;
        throw this.#err("EDEADLK", "ibv_poll_cq", {
          code: "poll-stuck",
          values: { polls: EMPTY_POLL_LIMIT },
        });
      }
    } else {
      rec.emptyStreak = 0;
    }
    return wcs;
  }

  // ------------------------------------------------------------------ QP

  /**
   * Creates a reliable-connected QP in RESET (C: `ibv_create_qp`).
   * `const qp = ctx.createQp(pd, { qpType: "IBV_QPT_RC", sendCq: cq, recvCq: cq, cap: { maxSendWr: 64, maxRecvWr: 64 } })`
   * @throws VerbsError EOPNOTSUPP for a type other than IBV_QPT_RC; EINVAL for bad CQs or capacities.
   */
  createQp(pd: IbvPd, initAttr: IbvQpInitAttr): IbvQp {
    this.#dev.cpuCalls++;
    const verb = "ibv_create_qp";
    const pdRec = this.#pd(pd, verb);
    if (!isObject(initAttr)) {
      throw this.#err("EINVAL", verb, {
        code: "init-attr-missing",
        values: { shape: "{ qpType, sendCq, recvCq, cap }" },
      });
    }
    const extra = unknownKey(initAttr, INIT_ATTR_KEYS);
    if (extra !== undefined) {
      throw this.#err("EINVAL", verb, {
        code: "init-attr-unknown-field",
        values: { field: extra, known: [...INIT_ATTR_KEYS].join(", ") },
      });
    }
    if (initAttr.qpType !== "IBV_QPT_RC") {
      throw this.#err("EOPNOTSUPP", verb, {
        code: "qp-type-unsupported",
        values: { qpType: String(initAttr.qpType) },
      });
    }
    const sendCq = this.#cq(initAttr.sendCq, verb);
    const recvCq = this.#cq(initAttr.recvCq, verb);
    const cap = initAttr.cap as IbvQpCap | undefined;
    if (!isObject(cap)) {
      throw this.#err("EINVAL", verb, { code: "cap-missing", values: { shape: "{ maxSendWr, maxRecvWr }" } });
    }
    const extraCap = unknownKey(cap, CAP_KEYS);
    if (extraCap !== undefined) {
      throw this.#err("EINVAL", verb, {
        code: "cap-unknown-field",
        values: { field: extraCap, known: [...CAP_KEYS].join(", ") },
      });
    }
    const lim = ibvDeviceAttrPreset;
    const maxSendSge = cap.maxSendSge ?? 1;
    const maxRecvSge = cap.maxRecvSge ?? 1;
    for (const [name, v, hi] of [
      ["maxSendWr", cap.maxSendWr, lim.maxQpWr],
      ["maxRecvWr", cap.maxRecvWr, lim.maxQpWr],
      ["maxSendSge", maxSendSge, lim.maxSge],
      ["maxRecvSge", maxRecvSge, lim.maxSge],
    ] as const) {
      if (!isInt(v, 1, hi)) {
        throw this.#err("EINVAL", verb, {
          code: "cap-out-of-range",
          values: { name, max: hi, got: String(v) },
        });
      }
    }
    if (initAttr.sqSigAll !== undefined && typeof initAttr.sqSigAll !== "boolean") {
      throw this.#invalid(verb, "sq-sig-all-not-boolean");
    }
    const dev = this.#dev;
    const rec = {
      owner: this,
      device: dev,
      pd: pdRec,
      sendCq,
      recvCq,
      qpNum: dev.nextQpNum++ & U24,
      state: "IBV_QPS_RESET",
      destroyed: false,
      gen: 0,
      maxSendWr: cap.maxSendWr,
      maxRecvWr: cap.maxRecvWr,
      maxSendSge,
      maxRecvSge,
      sqSigAll: initAttr.sqSigAll === true,
      attrs: {},
      sq: [],
      sqHead: 0,
      sqUsed: 0,
      pendingRetire: 0,
      stopped: false,
      retransmitPending: false,
      retryCount: 0,
      rnrCount: 0,
      nextPsn: 0,
      pDoorbell: 0,
      pDmaRead: 0,
      pLocalDma: 0,
      pCompletion: 0,
      ePsn: 0,
      rq: [],
      rqHead: 0,
      rqUsed: 0,
      rqActive: [],
      pRespDma: 0,
      pRespCompletion: 0,
    } as unknown as QpRecord;
    rec.handle = new IbvQp(rec);
    dev.qps.set(rec.qpNum, rec);
    pdRec.qpCount++;
    sendCq.qpRefs++;
    recvCq.qpRefs++;
    this.#qps.set(rec.handle, rec);
    return rec.handle;
  }

  /**
   * Destroys a QP in any state (C: `ibv_destroy_qp`). Outstanding WRs vanish without completions
   * (move the QP to ERR and poll the flushes first if you need them). `ctx.destroyQp(qp)`
   * @throws VerbsError EINVAL for a QP not from this context or already destroyed.
   */
  destroyQp(qp: IbvQp): void {
    this.#dev.cpuCalls++;
    const rec = this.#qp(qp, "ibv_destroy_qp");
    resetQp(this.#engine, rec, { code: "destroy-qp", values: {} }, "cpu");
    rec.destroyed = true;
    this.#dev.qps.delete(rec.qpNum);
    rec.pd.qpCount--;
    rec.sendCq.qpRefs--;
    rec.recvCq.qpRefs--;
  }

  /**
   * The QP's state and the attributes set so far (C: `ibv_query_qp`).
   * `ctx.queryQp(qp).qpState` -> "IBV_QPS_RTS"
   */
  queryQp(qp: IbvQp): IbvQpAttr & { readonly qpState: IbvQpState; readonly cap: IbvQpCap } {
    this.#dev.cpuCalls++;
    const rec = this.#qp(qp, "ibv_query_qp");
    return {
      ...rec.attrs,
      qpState: rec.state,
      cap: {
        maxSendWr: rec.maxSendWr,
        maxRecvWr: rec.maxRecvWr,
        maxSendSge: rec.maxSendSge,
        maxRecvSge: rec.maxRecvSge,
      },
    };
  }

  /**
   * Changes a QP's state and attributes (C: `ibv_modify_qp`). The fields you pass are the attribute
   * mask; each transition needs exactly its required attributes and accepts only its optional ones:
   * RESET->INIT needs pkeyIndex, portNum, qpAccessFlags; INIT->RTR needs ahAttr, pathMtu, destQpNum,
   * rqPsn, maxDestRdAtomic, minRnrTimer; RTR->RTS needs timeout, retryCnt, rnrRetry, sqPsn,
   * maxRdAtomic. Any state may go to RESET; INIT, RTR and RTS may go to ERR (which flushes every
   * outstanding WR with IBV_WC_WR_FLUSH_ERR).
   * `ctx.modifyQp(qp, { qpState: "IBV_QPS_INIT", pkeyIndex: 0, portNum: 1, qpAccessFlags: IBV_ACCESS_REMOTE_WRITE })`
   * @throws VerbsError EINVAL for an illegal transition, a missing or misplaced attribute, or an
   *   out-of-range value; the QP is left unchanged.
   */
  modifyQp(qp: IbvQp, attr: IbvQpAttr): void {
    this.#dev.cpuCalls++;
    const verb = "ibv_modify_qp";
    const rec = this.#qp(qp, verb);
    if (!isObject(attr)) {
      throw this.#err("EINVAL", verb, {
        code: "attr-missing",
        values: { example: '{ qpState: "IBV_QPS_INIT", ... }' },
      });
    }
    const extra = unknownKey(attr, QP_ATTR_KEYS);
    if (extra !== undefined) {
      throw this.#err("EINVAL", verb, {
        code: "attr-unknown",
        values: { name: extra, known: [...QP_ATTR_KEYS].join(", ") },
      });
    }
    const from = rec.state;
    const to = (attr.qpState ?? from) as IbvQpState;
    if (!IBV_QP_STATES.includes(to)) {
      throw this.#err("EINVAL", verb, {
        code: "qp-state-unknown",
        values: { qpState: String(to), states: IBV_QP_STATES.join(", ") },
      });
    }
    const tr = verbsQpTransitions.find((x) => x.from === from && x.to === to);
    if (tr === undefined) {
      const next = verbsQpTransitions.filter((x) => x.from === from && x.to !== from).map((x) => x.to);
      throw this.#err("EINVAL", verb, {
        code: "transition-illegal",
        values: { from, to, next: next.join(", ") },
      });
    }
    const given = (Object.keys(attr) as (keyof IbvQpAttr)[]).filter(
      (k): k is IbvQpAttrName => k !== "qpState" && attr[k] !== undefined,
    );
    const missing = tr.required.filter((k) => !given.includes(k));
    if (missing.length > 0) {
      throw this.#err("EINVAL", verb, {
        code: "attr-required",
        values: { from, to, required: tr.required.join(", "), missing: missing.join(", ") },
      });
    }
    const misplaced = given.filter((k) => !tr.required.includes(k) && !tr.optional.includes(k));
    if (misplaced.length > 0) {
      const allowed = [...tr.required, ...tr.optional];
      const names = misplaced.join(", ");
      throw this.#err(
        "EINVAL",
        verb,
        allowed.length > 0
          ? { code: "attr-misplaced", values: { names, from, to, allowed: allowed.join(", ") } }
          : { code: "attr-misplaced-none", values: { names, from, to } },
      );
    }
    this.#checkAttrValues(attr, verb);
    // Validated: apply.
    const engine = this.#engine;
    if (to === "IBV_QPS_RESET") {
      resetQp(engine, rec, MODIFY_QP, "cpu");
      return;
    }
    const next: Record<string, unknown> = { ...rec.attrs };
    for (const k of given) next[k] = attr[k];
    const ah = attr.ahAttr as IbvAhAttr | undefined;
    if (ah !== undefined) {
      // Keep a private copy: later changes to the caller's object must not reach the QP.
      next.ahAttr = Object.freeze({
        ...ah,
        grh: ah.grh === undefined ? undefined : Object.freeze({ ...ah.grh }),
      });
    }
    rec.attrs = next as IbvQpAttr;
    if (to === "IBV_QPS_ERR") {
      moveToError(engine, rec, MODIFY_QP, "cpu");
      return;
    }
    if (from === "IBV_QPS_INIT" && to === "IBV_QPS_RTR") rec.ePsn = attr.rqPsn as number;
    if (from === "IBV_QPS_RTR" && to === "IBV_QPS_RTS") rec.nextPsn = attr.sqPsn as number;
    let why: VerbsReason = MODIFY_QP;
    if (from === to) {
      why =
        given.length > 0
          ? { code: "attributes-changed", values: { names: given.join(", ") } }
          : { code: "no-attributes-changed", values: {} };
    }
    setState(engine, rec, to, why, "cpu");
  }

  #checkAttrValues(attr: IbvQpAttr, verb: string): void {
    const lim = ibvDeviceAttrPreset;
    const ranges: [keyof IbvQpAttr, number, number, OutOfRangeCode][] = [
      ["pkeyIndex", 0, lim.maxPkeys - 1, "pkey-index-range"],
      ["portNum", 1, 1, "port-num-range"],
      ["qpAccessFlags", 0, IBV_ACCESS_ALL, "access-flags-range"],
      ["destQpNum", 0, U24, "qp-num-range"],
      ["rqPsn", 0, U24, "psn-range"],
      ["sqPsn", 0, U24, "psn-range"],
      ["maxDestRdAtomic", 0, lim.maxQpRdAtom, "read-depth-range"],
      ["maxRdAtomic", 0, lim.maxQpInitRdAtom, "read-depth-range"],
      ["minRnrTimer", 0, 31, "rnr-timer-range"],
      ["timeout", 0, 31, "ack-timeout-range"],
      ["retryCnt", 0, 7, "retry-count-range"],
      ["rnrRetry", 0, 7, "rnr-retry-range"],
    ];
    for (const [name, min, max, code] of ranges) {
      const v = attr[name];
      if (v !== undefined && !isInt(v, min, max))
        throw this.#err("EINVAL", verb, {
          code,
          values: { name, min, max, got: String(v) },
        } as VerbsErrorMessage);
    }
    if (attr.pathMtu !== undefined && !IBV_MTUS.includes(attr.pathMtu as IbvMtu)) {
      throw this.#err("EINVAL", verb, {
        code: "path-mtu-unknown",
        values: { mtus: IBV_MTUS.join(", "), got: String(attr.pathMtu) },
      });
    }
    if (attr.ahAttr !== undefined) this.#checkAh(attr.ahAttr, verb);
  }

  #checkAh(ah: IbvAhAttr, verb: string): void {
    if (!isObject(ah)) {
      throw this.#err("EINVAL", verb, {
        code: "ah-attr-missing",
        values: { ib: "{ dlid }", roce: "{ isGlobal: true, grh: { dgid } }" },
      });
    }
    const extra = unknownKey(ah, AH_KEYS);
    if (extra !== undefined) {
      throw this.#err("EINVAL", verb, {
        code: "ah-attr-unknown-field",
        values: { field: extra, known: [...AH_KEYS].join(", ") },
      });
    }
    if (ah.portNum !== undefined && ah.portNum !== 1)
      throw this.#err("EINVAL", verb, { code: "ah-port-num", values: { got: String(ah.portNum) } });
    if (ah.sl !== undefined && !isInt(ah.sl, 0, 15))
      throw this.#err("EINVAL", verb, { code: "ah-sl", values: { got: String(ah.sl) } });
    if (ah.isGlobal !== undefined && typeof ah.isGlobal !== "boolean")
      throw this.#invalid(verb, "ah-is-global-not-boolean");
    if (ah.isGlobal === true) {
      if (!isObject(ah.grh) || typeof ah.grh.dgid !== "string" || ah.grh.dgid.length === 0) {
        throw this.#err("EINVAL", verb, {
          code: "ah-dgid-missing",
          values: { example: '{ dgid: "<the peer\'s queryGid(1, 0)>" }' },
        });
      }
      return;
    }
    if (this.#dev.linkLayer === "Ethernet") {
      throw this.#err("EINVAL", verb, {
        code: "ah-roce-needs-grh",
        values: { example: "{ dgid: <the peer's queryGid(1, 0)> }" },
      });
    }
    if (!isInt(ah.dlid, 1, 0xbfff))
      throw this.#err("EINVAL", verb, { code: "ah-dlid", values: { got: String(ah.dlid) } });
  }

  // ------------------------------------------------------------------ posting

  #checkSges(sges: unknown, max: number, verb: string, i: number, wr: string): IbvSge[] {
    if (!Array.isArray(sges))
      throw this.#err("EINVAL", verb, { code: "sg-list-not-array", values: { wr, shape: SGE_SHAPE } }, i);
    if (sges.length > max)
      throw this.#err(
        "EINVAL",
        verb,
        { code: "sg-list-too-long", values: { wr, count: sges.length, max } },
        i,
      );
    let total = 0;
    for (const s of sges as unknown[]) {
      if (!isObject(s))
        throw this.#err("EINVAL", verb, { code: "sge-not-object", values: { wr, shape: SGE_SHAPE } }, i);
      const extra = unknownKey(s, SGE_KEYS);
      if (extra !== undefined)
        throw this.#err("EINVAL", verb, { code: "sge-unknown-field", values: { wr, field: extra } }, i);
      if (!isInt(s.addr, 0, Number.MAX_SAFE_INTEGER))
        throw this.#err("EINVAL", verb, { code: "sge-addr", values: { wr } }, i);
      if (!isInt(s.length, 0, MAX_MSG_BYTES))
        throw this.#err("EINVAL", verb, { code: "sge-length", values: { wr } }, i);
      if (!isInt(s.lkey, 0, U32)) throw this.#err("EINVAL", verb, { code: "sge-lkey", values: { wr } }, i);
      total += s.length;
    }
    if (total > MAX_MSG_BYTES)
      throw this.#err("EINVAL", verb, { code: "message-too-long", values: { wr, bytes: total } }, i);
    return (sges as IbvSge[]).map((s) => ({ addr: s.addr, length: s.length, lkey: s.lkey }));
  }

  /**
   * Posts one send WR or a list of them (C: `ibv_post_send`) and rings the doorbell. The work happens
   * as simulated time advances; its outcome arrives on the send CQ. Unlike C, a refused list posts
   * nothing (C posts the WRs before `bad_wr`); `error.badWrIndex` tells which WR was refused.
   * Posting on a QP in ERR is accepted and completes at once with IBV_WC_WR_FLUSH_ERR, as hardware does.
   * `ctx.postSend(qp, { wrId: 1, opcode: "IBV_WR_RDMA_WRITE", sgList: [sge], sendFlags: IBV_SEND_SIGNALED, rdma: { remoteAddr, rkey } })`
   * @throws VerbsError EINVAL when the QP is not in RTS (or ERR) or a WR is malformed; ENOMEM when
   *   the send queue has no room (poll completions to free slots).
   */
  postSend(qp: IbvQp, wr: IbvSendWr | readonly IbvSendWr[]): void {
    this.#dev.cpuCalls++;
    const verb = "ibv_post_send";
    const rec = this.#qp(qp, verb);
    if (rec.state !== "IBV_QPS_RTS" && rec.state !== "IBV_QPS_ERR") {
      const code = rec.state === "IBV_QPS_RTR" ? "send-needs-rts-from-rtr" : "send-needs-rts";
      throw this.#err("EINVAL", verb, { code, values: { qp: hex(rec.qpNum), state: rec.state } }, 0);
    }
    const list = (Array.isArray(wr) ? wr : [wr]) as readonly IbvSendWr[];
    const valid: ValidSendWr[] = [];
    const durations: WrDurations[] = [];
    for (let i = 0; i < list.length; i++) {
      const w = list[i] as IbvSendWr;
      const what = list.length === 1 ? "wr" : `wr[${i}]`;
      if (!isObject(w))
        throw this.#err(
          "EINVAL",
          verb,
          { code: "wr-not-object", values: { wr: what, shape: "{ wrId, opcode, sgList, ... }" } },
          i,
        );
      const extra = unknownKey(w, SEND_WR_KEYS);
      if (extra !== undefined) {
        throw this.#err(
          "EINVAL",
          verb,
          {
            code: "send-wr-unknown-field",
            values: { wr: what, field: extra, known: [...SEND_WR_KEYS].join(", ") },
          },
          i,
        );
      }
      if (typeof w.wrId !== "number" || !Number.isFinite(w.wrId))
        throw this.#err("EINVAL", verb, { code: "wr-id-not-number", values: { wr: what } }, i);
      if (!IBV_WR_OPCODES.includes(w.opcode as IbvWrOpcode)) {
        throw this.#err(
          "EINVAL",
          verb,
          {
            code: "opcode-unknown",
            values: { wr: what, opcode: String(w.opcode), opcodes: IBV_WR_OPCODES.join(", ") },
          },
          i,
        );
      }
      const flags = w.sendFlags ?? 0;
      if (!isInt(flags, 0, U32) || (flags & ~IBV_SEND_SIGNALED) !== 0)
        throw this.#err(
          "EINVAL",
          verb,
          { code: "send-flags-unknown", values: { wr: what, got: String(flags) } },
          i,
        );
      const sges = this.#checkSges(w.sgList, rec.maxSendSge, verb, i, what);
      let bytes = 0;
      for (const s of sges) bytes += s.length;
      let remoteAddr = 0;
      let rkey = 0;
      if (w.opcode !== "IBV_WR_SEND") {
        const r = w.rdma;
        if (!isObject(r) || !isInt(r.remoteAddr, 0, Number.MAX_SAFE_INTEGER) || !isInt(r.rkey, 0, U32)) {
          throw this.#err(
            "EINVAL",
            verb,
            {
              code: "rdma-missing",
              values: { wr: what, opcode: w.opcode, shape: "{ remoteAddr, rkey }" },
            },
            i,
          );
        }
        remoteAddr = r.remoteAddr;
        rkey = r.rkey;
      }
      let immData: number | undefined;
      if (w.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM") {
        if (!isInt(w.immData, 0, U32))
          throw this.#err("EINVAL", verb, { code: "imm-data-missing", values: { wr: what } }, i);
        immData = w.immData;
      }
      valid.push({
        wrId: w.wrId,
        opcode: w.opcode,
        signaled: (flags & IBV_SEND_SIGNALED) !== 0,
        sges,
        bytes,
        immData,
        remoteAddr,
        rkey,
      });
      durations.push(this.#engine.durations(w.opcode, bytes));
    }
    if (valid.length === 0) return;
    if (rec.sqUsed + valid.length > rec.maxSendWr) {
      throw this.#err(
        "ENOMEM",
        verb,
        {
          code: "send-queue-full",
          values: { qp: hex(rec.qpNum), used: rec.sqUsed, max: rec.maxSendWr, asked: valid.length },
        },
        Math.max(0, rec.maxSendWr - rec.sqUsed),
      );
    }
    postSendWrs(this.#engine, rec, valid, durations);
  }

  /**
   * Posts one receive WR or a list (C: `ibv_post_recv`): buffers for incoming SENDs, and a slot that a
   * WRITE_WITH_IMM consumes. Allowed from INIT on; on a QP in ERR it completes at once with
   * IBV_WC_WR_FLUSH_ERR. A refused list posts nothing.
   * `ctx.postRecv(qp, { wrId: 7, sgList: [{ addr: mr.addr, length: 256, lkey: mr.lkey }] })`
   * @throws VerbsError EINVAL in RESET or for a malformed WR; ENOMEM when the receive queue is full.
   */
  postRecv(qp: IbvQp, wr: IbvRecvWr | readonly IbvRecvWr[]): void {
    this.#dev.cpuCalls++;
    const verb = "ibv_post_recv";
    const rec = this.#qp(qp, verb);
    if (rec.state === "IBV_QPS_RESET")
      throw this.#err("EINVAL", verb, { code: "recv-in-reset", values: { qp: hex(rec.qpNum) } }, 0);
    const list = (Array.isArray(wr) ? wr : [wr]) as readonly IbvRecvWr[];
    const valid: { wrId: number; sges: IbvSge[] }[] = [];
    for (let i = 0; i < list.length; i++) {
      const w = list[i] as IbvRecvWr;
      const what = list.length === 1 ? "wr" : `wr[${i}]`;
      if (!isObject(w))
        throw this.#err(
          "EINVAL",
          verb,
          { code: "wr-not-object", values: { wr: what, shape: "{ wrId, sgList }" } },
          i,
        );
      const extra = unknownKey(w, RECV_WR_KEYS);
      if (extra !== undefined)
        throw this.#err(
          "EINVAL",
          verb,
          { code: "recv-wr-unknown-field", values: { wr: what, field: extra } },
          i,
        );
      if (typeof w.wrId !== "number" || !Number.isFinite(w.wrId))
        throw this.#err("EINVAL", verb, { code: "wr-id-not-number", values: { wr: what } }, i);
      valid.push({ wrId: w.wrId, sges: this.#checkSges(w.sgList, rec.maxRecvSge, verb, i, what) });
    }
    if (valid.length === 0) return;
    if (rec.rqUsed + valid.length > rec.maxRecvWr) {
      throw this.#err(
        "ENOMEM",
        verb,
        { code: "recv-queue-full", values: { qp: hex(rec.qpNum), used: rec.rqUsed, max: rec.maxRecvWr } },
        Math.max(0, rec.maxRecvWr - rec.rqUsed),
      );
    }
    postRecvWrs(this.#engine, rec, valid);
  }
}
