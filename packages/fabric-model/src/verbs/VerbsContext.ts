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
import type { ValidSendWr, VerbsEngine } from "./VerbsEngine.ts";
import { type VerbsErrno, VerbsError } from "./VerbsError.ts";
import { type IbvQpAttrName, verbsQpTransitions } from "./verbsQpTransitions.ts";
import type { CqRecord, DeviceRecord, MrRecord, PdRecord, QpRecord, WrDurations } from "./verbsRecords.ts";

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

  #err(code: VerbsErrno, verb: string, message: string, badWrIndex?: number): VerbsError {
    return new VerbsError(
      badWrIndex === undefined ? { code, verb, message } : { code, verb, message, badWrIndex },
    );
  }

  #pd(pd: unknown, verb: string): PdRecord {
    const rec = pd instanceof IbvPd ? this.#pds.get(pd) : undefined;
    if (rec === undefined) {
      const where = pd instanceof IbvPd ? ` It belongs to another device context (${pd.host}).` : "";
      throw this.#err("EINVAL", verb, `expected a protection domain from this context's allocPd().${where}`);
    }
    if (!rec.alive) throw this.#err("EINVAL", verb, "this protection domain was deallocated.");
    return rec;
  }

  #cq(cq: unknown, verb: string): CqRecord {
    const rec = cq instanceof IbvCq ? this.#cqs.get(cq) : undefined;
    if (rec === undefined) {
      const where = cq instanceof IbvCq ? ` It belongs to another device context (${cq.host}).` : "";
      throw this.#err("EINVAL", verb, `expected a completion queue from this context's createCq().${where}`);
    }
    if (!rec.alive) throw this.#err("EINVAL", verb, "this completion queue was destroyed.");
    return rec;
  }

  #qp(qp: unknown, verb: string): QpRecord {
    const rec = qp instanceof IbvQp ? this.#qps.get(qp) : undefined;
    if (rec === undefined) {
      const where = qp instanceof IbvQp ? ` It belongs to another device context (${qp.host}).` : "";
      throw this.#err("EINVAL", verb, `expected a queue pair from this context's createQp().${where}`);
    }
    if (rec.destroyed) throw this.#err("EINVAL", verb, `QP ${hex(rec.qpNum)} was destroyed.`);
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
      throw this.#err(
        "EINVAL",
        "ibv_query_port",
        `port ${portNum} does not exist: the HCA has one port, number 1.`,
      );
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
      throw this.#err(
        "EINVAL",
        "ibv_query_gid",
        `only port 1, GID index 0 exists here (asked port ${portNum}, index ${index}).`,
      );
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
      throw this.#err(
        "EBUSY",
        "ibv_dealloc_pd",
        `the PD still has ${rec.mrCount} memory region(s) and ${rec.qpCount} QP(s): deregMr / destroyQp them first.`,
      );
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
    if (!(buffer instanceof Uint8Array)) {
      throw this.#err(
        "EINVAL",
        verb,
        "buffer must be a Uint8Array, e.g. new Uint8Array(4096) or big.subarray(0, 256).",
      );
    }
    if (buffer.length === 0) throw this.#err("EINVAL", verb, "buffer is empty: register at least one byte.");
    if (!isInt(access, 0, U32) || (access & ~IBV_ACCESS_ALL) !== 0) {
      throw this.#err(
        "EINVAL",
        verb,
        `access ${String(access)} has unknown bits: combine IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_WRITE and IBV_ACCESS_REMOTE_READ with |.`,
      );
    }
    if ((access & IBV_ACCESS_REMOTE_WRITE) !== 0 && (access & IBV_ACCESS_LOCAL_WRITE) === 0) {
      throw this.#err(
        "EINVAL",
        verb,
        "IBV_ACCESS_REMOTE_WRITE needs IBV_ACCESS_LOCAL_WRITE too: use IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE.",
      );
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
    if (rec === undefined)
      throw this.#err("EINVAL", "ibv_dereg_mr", "expected a memory region from this context's regMr().");
    if (!rec.alive) throw this.#err("EINVAL", "ibv_dereg_mr", "this memory region is already deregistered.");
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
      throw this.#err(
        "EINVAL",
        "ibv_create_cq",
        `cqe must be an integer 1..${ibvDeviceAttrPreset.maxCqe}, got ${String(cqe)}.`,
      );
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
      throw this.#err(
        "EBUSY",
        "ibv_destroy_cq",
        `${rec.qpRefs} QP(s) still use this CQ: destroyQp them first.`,
      );
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
      throw this.#err(
        "EINVAL",
        "ibv_poll_cq",
        `numEntries must be a positive integer, got ${String(numEntries)}.`,
      );
    }
    const wcs = this.#engine.poll(rec, numEntries);
    if (wcs.length === 0) {
      if (rec.emptyStreakClock !== this.#engine.now) {
        rec.emptyStreakClock = this.#engine.now;
        rec.emptyStreak = 0;
      }
      if (++rec.emptyStreak >= EMPTY_POLL_LIMIT) {
        rec.emptyStreak = 0;
        throw this.#err(
          "EDEADLK",
          "ibv_poll_cq",
          `the CQ was polled empty ${EMPTY_POLL_LIMIT} times while simulated time stood still: simulated time only moves when you call fabric.progress(dt) or fabric.runUntilIdle(). Call one inside your polling loop.`,
        );
      }
    } else {
      rec.emptyStreak = 0;
      this.#engine.logPoll(this.#dev, wcs[0] as IbvWc, wcs.length);
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
    if (!isObject(initAttr)) throw this.#err("EINVAL", verb, "pass { qpType, sendCq, recvCq, cap }.");
    const extra = unknownKey(initAttr, INIT_ATTR_KEYS);
    if (extra !== undefined) {
      throw this.#err(
        "EINVAL",
        verb,
        `unknown field "${extra}": initAttr takes ${[...INIT_ATTR_KEYS].join(", ")}.`,
      );
    }
    if (initAttr.qpType !== "IBV_QPT_RC") {
      throw this.#err(
        "EOPNOTSUPP",
        verb,
        `qpType ${String(initAttr.qpType)} is not simulated: only reliable-connected "IBV_QPT_RC" queue pairs are.`,
      );
    }
    const sendCq = this.#cq(initAttr.sendCq, verb);
    const recvCq = this.#cq(initAttr.recvCq, verb);
    const cap = initAttr.cap as IbvQpCap | undefined;
    if (!isObject(cap)) throw this.#err("EINVAL", verb, "cap is required: { maxSendWr, maxRecvWr }.");
    const extraCap = unknownKey(cap, CAP_KEYS);
    if (extraCap !== undefined) {
      throw this.#err(
        "EINVAL",
        verb,
        `unknown cap field "${extraCap}": cap takes ${[...CAP_KEYS].join(", ")}.`,
      );
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
      if (!isInt(v, 1, hi))
        throw this.#err("EINVAL", verb, `cap.${name} must be an integer 1..${hi}, got ${String(v)}.`);
    }
    if (initAttr.sqSigAll !== undefined && typeof initAttr.sqSigAll !== "boolean") {
      throw this.#err("EINVAL", verb, "sqSigAll must be true or false.");
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
    this.#engine.reset(rec, "cpu", "destroyQp");
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
    if (!isObject(attr))
      throw this.#err("EINVAL", verb, 'pass an attribute object, e.g. { qpState: "IBV_QPS_INIT", ... }.');
    const extra = unknownKey(attr, QP_ATTR_KEYS);
    if (extra !== undefined) {
      throw this.#err(
        "EINVAL",
        verb,
        `unknown attribute "${extra}". Known: ${[...QP_ATTR_KEYS].join(", ")}.`,
      );
    }
    const from = rec.state;
    const to = (attr.qpState ?? from) as IbvQpState;
    if (!IBV_QP_STATES.includes(to)) {
      throw this.#err("EINVAL", verb, `qpState ${String(to)} is not one of ${IBV_QP_STATES.join(", ")}.`);
    }
    const tr = verbsQpTransitions.find((x) => x.from === from && x.to === to);
    if (tr === undefined) {
      const next = verbsQpTransitions.filter((x) => x.from === from && x.to !== from).map((x) => x.to);
      throw this.#err(
        "EINVAL",
        verb,
        `a QP cannot go from ${from} to ${to}. From ${from} it can go to ${next.join(" or ")}; the path to send is RESET -> INIT -> RTR -> RTS.`,
      );
    }
    const given = (Object.keys(attr) as (keyof IbvQpAttr)[]).filter(
      (k): k is IbvQpAttrName => k !== "qpState" && attr[k] !== undefined,
    );
    const missing = tr.required.filter((k) => !given.includes(k));
    if (missing.length > 0) {
      throw this.#err(
        "EINVAL",
        verb,
        `${from} -> ${to} requires ${tr.required.join(", ")}; missing: ${missing.join(", ")}.`,
      );
    }
    const misplaced = given.filter((k) => !tr.required.includes(k) && !tr.optional.includes(k));
    if (misplaced.length > 0) {
      const allowed = [...tr.required, ...tr.optional];
      throw this.#err(
        "EINVAL",
        verb,
        `${misplaced.join(", ")} cannot be set in ${from} -> ${to} (this transition takes ${allowed.length > 0 ? allowed.join(", ") : "no attributes"}). ` +
          "Pass each attribute in the transition that needs it: INIT gets pkeyIndex/portNum/qpAccessFlags, RTR the remote side and rq values, RTS the sq values.",
      );
    }
    this.#checkAttrValues(attr, verb);
    // Validated: apply.
    const engine = this.#engine;
    if (to === "IBV_QPS_RESET") {
      engine.reset(rec, "cpu", "modifyQp");
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
      engine.moveToError(rec, "modifyQp", "cpu");
      return;
    }
    if (from === "IBV_QPS_INIT" && to === "IBV_QPS_RTR") rec.ePsn = attr.rqPsn as number;
    if (from === "IBV_QPS_RTR" && to === "IBV_QPS_RTS") rec.nextPsn = attr.sqPsn as number;
    engine.setState(
      rec,
      to,
      from === to ? `attributes ${given.join(", ") || "(none)"} changed` : "modifyQp",
      "cpu",
    );
  }

  #checkAttrValues(attr: IbvQpAttr, verb: string): void {
    const bad = (what: string) => this.#err("EINVAL", verb, what);
    const ranges: [keyof IbvQpAttr, number, number, string][] = [
      ["pkeyIndex", 0, ibvDeviceAttrPreset.maxPkeys - 1, "a P_Key table index"],
      ["portNum", 1, 1, "the HCA's only port"],
      ["qpAccessFlags", 0, IBV_ACCESS_ALL, "IBV_ACCESS_* flags"],
      ["destQpNum", 0, U24, "a 24-bit QP number"],
      ["rqPsn", 0, U24, "a 24-bit PSN"],
      ["sqPsn", 0, U24, "a 24-bit PSN"],
      ["maxDestRdAtomic", 0, ibvDeviceAttrPreset.maxQpRdAtom, "a READ depth"],
      ["maxRdAtomic", 0, ibvDeviceAttrPreset.maxQpInitRdAtom, "a READ depth"],
      ["minRnrTimer", 0, 31, "an RNR timer code"],
      ["timeout", 0, 31, "an ACK timeout code"],
      ["retryCnt", 0, 7, "a retry count"],
      ["rnrRetry", 0, 7, "an RNR retry count (7 = forever)"],
    ];
    for (const [k, lo, hi, what] of ranges) {
      const v = attr[k];
      if (v !== undefined && !isInt(v, lo, hi))
        throw bad(`${k} must be an integer ${lo}..${hi} (${what}), got ${String(v)}.`);
    }
    if (attr.qpAccessFlags !== undefined && (attr.qpAccessFlags & ~IBV_ACCESS_ALL) !== 0) {
      throw bad(
        "qpAccessFlags has unknown bits: combine IBV_ACCESS_REMOTE_WRITE, IBV_ACCESS_REMOTE_READ, IBV_ACCESS_LOCAL_WRITE.",
      );
    }
    if (attr.pathMtu !== undefined && !IBV_MTUS.includes(attr.pathMtu as IbvMtu)) {
      throw bad(`pathMtu must be one of ${IBV_MTUS.join(", ")}, got ${String(attr.pathMtu)}.`);
    }
    if (attr.ahAttr !== undefined) this.#checkAh(attr.ahAttr, verb);
  }

  #checkAh(ah: IbvAhAttr, verb: string): void {
    const bad = (what: string) => this.#err("EINVAL", verb, `ahAttr: ${what}`);
    if (!isObject(ah)) throw bad("pass { dlid } on InfiniBand or { isGlobal: true, grh: { dgid } } on RoCE.");
    const extra = unknownKey(ah, AH_KEYS);
    if (extra !== undefined) throw bad(`unknown field "${extra}"; ahAttr takes ${[...AH_KEYS].join(", ")}.`);
    if (ah.portNum !== undefined && ah.portNum !== 1)
      throw bad(`portNum must be 1, got ${String(ah.portNum)}.`);
    if (ah.sl !== undefined && !isInt(ah.sl, 0, 15)) throw bad(`sl must be 0..15, got ${String(ah.sl)}.`);
    if (ah.isGlobal !== undefined && typeof ah.isGlobal !== "boolean")
      throw bad("isGlobal must be true or false.");
    if (ah.isGlobal === true) {
      if (!isObject(ah.grh) || typeof ah.grh.dgid !== "string" || ah.grh.dgid.length === 0) {
        throw bad(
          'isGlobal is true but grh.dgid is missing: set grh: { dgid: "<the peer\'s queryGid(1, 0)>" }.',
        );
      }
      return;
    }
    if (this.#dev.linkLayer === "Ethernet") {
      throw bad(
        "RoCE (Ethernet link layer) has no LIDs: every packet needs a global route header. Set isGlobal: true and grh: { dgid: <the peer's queryGid(1, 0)> }.",
      );
    }
    if (!isInt(ah.dlid, 1, 0xbfff)) {
      throw bad(
        `dlid must be the peer's unicast LID (1..0xBFFF, from its queryPort(1).lid), got ${String(ah.dlid)}.`,
      );
    }
  }

  // ------------------------------------------------------------------ posting

  #checkSges(sges: unknown, max: number, verb: string, i: number, what: string): IbvSge[] {
    if (!Array.isArray(sges))
      throw this.#err("EINVAL", verb, `${what}.sgList must be an array of { addr, length, lkey }.`, i);
    if (sges.length > max) {
      throw this.#err(
        "EINVAL",
        verb,
        `${what} has ${sges.length} SGEs; this QP was created with max ${max} (cap.max*Sge).`,
        i,
      );
    }
    let total = 0;
    for (const s of sges as unknown[]) {
      if (!isObject(s))
        throw this.#err("EINVAL", verb, `${what}.sgList entries must be { addr, length, lkey }.`, i);
      const extra = unknownKey(s, SGE_KEYS);
      if (extra !== undefined)
        throw this.#err("EINVAL", verb, `${what}: unknown SGE field "${extra}" (use addr, length, lkey).`, i);
      if (!isInt(s.addr, 0, Number.MAX_SAFE_INTEGER))
        throw this.#err("EINVAL", verb, `${what}: sge.addr must be an address such as mr.addr + offset.`, i);
      if (!isInt(s.length, 0, MAX_MSG_BYTES))
        throw this.#err("EINVAL", verb, `${what}: sge.length must be an integer 0..2^31.`, i);
      if (!isInt(s.lkey, 0, U32))
        throw this.#err("EINVAL", verb, `${what}: sge.lkey must be a 32-bit key such as mr.lkey.`, i);
      total += s.length;
    }
    if (total > MAX_MSG_BYTES)
      throw this.#err("EINVAL", verb, `${what} is ${total} B, above the 2 GiB message limit.`, i);
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
      const path =
        rec.state === "IBV_QPS_RTR"
          ? "move it to IBV_QPS_RTS with modifyQp (timeout, retryCnt, rnrRetry, sqPsn, maxRdAtomic)"
          : "move it RESET -> INIT -> RTR -> RTS with modifyQp";
      throw this.#err(
        "EINVAL",
        verb,
        `QP ${hex(rec.qpNum)} is in ${rec.state}; sends need IBV_QPS_RTS: ${path}.`,
        0,
      );
    }
    const list = (Array.isArray(wr) ? wr : [wr]) as readonly IbvSendWr[];
    const valid: ValidSendWr[] = [];
    const durations: WrDurations[] = [];
    for (let i = 0; i < list.length; i++) {
      const w = list[i] as IbvSendWr;
      const what = list.length === 1 ? "wr" : `wr[${i}]`;
      if (!isObject(w))
        throw this.#err("EINVAL", verb, `${what} must be an object { wrId, opcode, sgList, ... }.`, i);
      const extra = unknownKey(w, SEND_WR_KEYS);
      if (extra !== undefined) {
        throw this.#err(
          "EINVAL",
          verb,
          `${what}: unknown field "${extra}"; a send WR takes ${[...SEND_WR_KEYS].join(", ")}.`,
          i,
        );
      }
      if (typeof w.wrId !== "number" || !Number.isFinite(w.wrId))
        throw this.#err("EINVAL", verb, `${what}.wrId must be a number.`, i);
      if (!IBV_WR_OPCODES.includes(w.opcode as IbvWrOpcode)) {
        throw this.#err(
          "EINVAL",
          verb,
          `${what}.opcode ${String(w.opcode)} is not one of ${IBV_WR_OPCODES.join(", ")}.`,
          i,
        );
      }
      const flags = w.sendFlags ?? 0;
      if (!isInt(flags, 0, U32) || (flags & ~IBV_SEND_SIGNALED) !== 0) {
        throw this.#err(
          "EINVAL",
          verb,
          `${what}.sendFlags may only be IBV_SEND_SIGNALED or 0, got ${String(flags)}.`,
          i,
        );
      }
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
            `${what}: ${w.opcode} needs rdma: { remoteAddr, rkey } with the peer's address and rkey (exchanged out of band).`,
            i,
          );
        }
        remoteAddr = r.remoteAddr;
        rkey = r.rkey;
      }
      let immData: number | undefined;
      if (w.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM") {
        if (!isInt(w.immData, 0, U32)) {
          throw this.#err(
            "EINVAL",
            verb,
            `${what}: IBV_WR_RDMA_WRITE_WITH_IMM needs immData, a 32-bit unsigned integer.`,
            i,
          );
        }
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
        `send queue of QP ${hex(rec.qpNum)} is full (${rec.sqUsed} of cap.maxSendWr ${rec.maxSendWr} slots in use; ${valid.length} more asked). ` +
          "Slots free when you poll a completion: poll the send CQ (after fabric.progress / runUntilIdle), and signal at least every Nth WR, since unsignaled WRs are retired only by a later signaled one.",
        Math.max(0, rec.maxSendWr - rec.sqUsed),
      );
    }
    this.#engine.postSend(rec, valid, durations);
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
    if (rec.state === "IBV_QPS_RESET") {
      throw this.#err(
        "EINVAL",
        verb,
        `QP ${hex(rec.qpNum)} is in IBV_QPS_RESET: move it to IBV_QPS_INIT before posting receives.`,
        0,
      );
    }
    const list = (Array.isArray(wr) ? wr : [wr]) as readonly IbvRecvWr[];
    const valid: { wrId: number; sges: IbvSge[] }[] = [];
    for (let i = 0; i < list.length; i++) {
      const w = list[i] as IbvRecvWr;
      const what = list.length === 1 ? "wr" : `wr[${i}]`;
      if (!isObject(w)) throw this.#err("EINVAL", verb, `${what} must be an object { wrId, sgList }.`, i);
      const extra = unknownKey(w, RECV_WR_KEYS);
      if (extra !== undefined)
        throw this.#err(
          "EINVAL",
          verb,
          `${what}: unknown field "${extra}"; a receive WR takes wrId, sgList.`,
          i,
        );
      if (typeof w.wrId !== "number" || !Number.isFinite(w.wrId))
        throw this.#err("EINVAL", verb, `${what}.wrId must be a number.`, i);
      valid.push({ wrId: w.wrId, sges: this.#checkSges(w.sgList, rec.maxRecvSge, verb, i, what) });
    }
    if (valid.length === 0) return;
    if (rec.rqUsed + valid.length > rec.maxRecvWr) {
      throw this.#err(
        "ENOMEM",
        verb,
        `receive queue of QP ${hex(rec.qpNum)} is full (${rec.rqUsed} of cap.maxRecvWr ${rec.maxRecvWr} in use): poll the receive CQ to free slots.`,
        Math.max(0, rec.maxRecvWr - rec.rqUsed),
      );
    }
    this.#engine.postRecv(rec, valid);
  }
}
