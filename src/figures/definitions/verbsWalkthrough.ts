/**
 * Figure: alice connects to bob and RDMA-WRITEs eight bytes into his memory, one verb per step,
 * on fabric-model's simulated HCA. Pick a fault to see the completion status and QP states it
 * leads to. compute() replays the script on a fresh VerbsFabric up to the chosen step.
 */
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_WRITE,
  IBV_SEND_SIGNALED,
  type IbvCq,
  type IbvMr,
  type IbvPd,
  type IbvQp,
  type IbvSendWr,
  ibvAccessFlagNames,
  inMicroseconds,
  type VerbsContext,
  type VerbsErrno,
  VerbsError,
  type VerbsErrorMessage,
  type VerbsEvent,
  type VerbsEventMessage,
  type VerbsEventOf,
  VerbsFabric,
} from "fabric-model";
import type { TemplateResult } from "lit";
import {
  type HostView,
  type VerbsWalkthroughView,
  verbsWalkthroughChart,
  type WireView,
} from "../../charts/verbsWalkthroughChart.ts";
import {
  ALICE_PSN,
  BOB_PSN,
  BUFFER_BYTES,
  PAYLOAD,
  qpInitAttr,
  qpRtrAttr,
  qpRtsAttr,
} from "../../exercises/verbsHarness.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import type { UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import {
  VERBS_ACTOR_NAMES,
  VERBS_KIND_NAMES,
  verbsErrorLine,
  verbsEventLine,
  verbsIdName,
} from "../../lib/verbsMessages.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("verbs");

/** The steps, in order; the state's `step` is an index into this list. */
export const WALKTHROUGH_STEPS = [
  "fabric",
  "open",
  "pd",
  "mr",
  "cq",
  "qp",
  "init",
  "rtr",
  "rts",
  "post",
  "progress",
  "poll",
] as const;
/** One step of the walkthrough. */
export type WalkthroughStep = (typeof WALKTHROUGH_STEPS)[number];

/** The faults the figure can inject. */
export const WALKTHROUGH_FAULTS = [
  "none",
  "wrong-rkey",
  "no-remote-write",
  "qp-not-rts",
  "send-without-recv",
] as const;
/** One fault. */
export type WalkthroughFault = (typeof WALKTHROUGH_FAULTS)[number];

const LAST_STEP = WALKTHROUGH_STEPS.length - 1;

const spec = {
  step: { kind: "int", min: 0, max: LAST_STEP, step: 1, default: LAST_STEP, label: "fig.verbsWalk.step" },
  fault: {
    kind: "enum",
    options: WALKTHROUGH_FAULTS,
    labels: {
      none: "fig.verbsWalk.faultNone",
      "wrong-rkey": "fig.verbsWalk.faultWrongRkey",
      "no-remote-write": "fig.verbsWalk.faultNoRemoteWrite",
      "qp-not-rts": "fig.verbsWalk.faultQpNotRts",
      "send-without-recv": "fig.verbsWalk.faultSendWithoutRecv",
    },
    default: "none",
    label: "fig.verbsWalk.fault",
  },
} as const satisfies StateSpec;

/** Where bob's memory receives the payload: a few bytes in, so the address arithmetic shows. */
const REMOTE_OFFSET = 4;

/** One line of the log: a verb call the script made, or an event of the simulated HCA. */
export type WalkthroughRow = {
  readonly step: number;
  /** Simulated time, µs. */
  readonly timeUs: number;
  readonly host: string;
  readonly actor: string;
  readonly kind: string;
  /** The verb call as the script wrote it (code, the same in every language), or the HCA's line. */
  readonly detail: string | VerbsEventMessage;
  readonly status: string;
};

/** The walkthrough at one step. */
export interface WalkthroughData {
  readonly step: number;
  readonly lastStep: number;
  readonly stepId: WalkthroughStep;
  readonly fault: WalkthroughFault;
  readonly hosts: readonly [HostView, HostView];
  /** Every row so far, oldest first (the data table). */
  readonly rows: readonly WalkthroughRow[];
  /** A verb refused synchronously (thrown VerbsError), with the step it happened at. */
  readonly error:
    | ({ readonly step: number; readonly verb: string; readonly errno: VerbsErrno } & VerbsErrorMessage)
    | null;
  readonly wire: WireView | null;
  /** Alice's completion of the transfer, once the HCA has written it. */
  readonly completion: { readonly status: string; readonly opcode: string } | null;
  /** Bob's verb calls since alice posted, or null before she posted. */
  readonly bobCallsSincePost: number | null;
  /** Bytes that landed in bob's memory. */
  readonly landed: number;
  /** Simulated time, µs. */
  readonly timeUs: number;
}

const hex = (n: number): string => `0x${n.toString(16)}`;
const flags = (access: number): string => ibvAccessFlagNames(access).join(" | ") || "0";

interface Objects {
  ctx?: VerbsContext;
  /** The port's LID, read once at open (as an application sends it to its peer). */
  lid?: number;
  pd?: IbvPd;
  mr?: IbvMr;
  cq?: IbvCq;
  qp?: IbvQp;
  buf: Uint8Array;
}

/** Replays the script up to `step` with `fault` and describes the result. */
export function walkthrough(step: number, fault: WalkthroughFault): WalkthroughData {
  const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
  const aliceBuf = new Uint8Array(BUFFER_BYTES);
  aliceBuf.set(PAYLOAD);
  const a: Objects = { buf: aliceBuf };
  const b: Objects = { buf: new Uint8Array(BUFFER_BYTES) };
  const rows: WalkthroughRow[] = [];
  let error: WalkthroughData["error"] = null;
  let bobCallsAtPost: number | null = null;
  let postedAtSeq = -1;
  let polledUpTo = 0;

  const call = (s: number, host: string, detail: string) =>
    rows.push({
      step: s,
      timeUs: inMicroseconds(fabric.now),
      host,
      actor: "cpu",
      kind: "verb",
      detail,
      status: "",
    });
  const logSince = (s: number, since: number) => {
    for (const e of fabric.events({ since })) rows.push(eventRow(s, e));
  };
  const sides: ReadonlyArray<readonly [string, Objects]> = [
    ["alice", a],
    ["bob", b],
  ];

  for (let s = 0; s <= step; s++) {
    const id = WALKTHROUGH_STEPS[s] as WalkthroughStep;
    const since = fabric.eventCount;
    switch (id) {
      case "fabric":
        call(s, "", 'new VerbsFabric({ hosts: ["alice", "bob"] })');
        break;
      case "open":
        for (const [host, o] of sides) {
          o.ctx = fabric.openDevice(host);
          o.lid = o.ctx.queryPort(1).lid;
          call(s, host, `openDevice("${host}"), queryPort(1) → ${o.ctx.deviceName}, port 1, LID ${o.lid}`);
        }
        break;
      case "pd":
        for (const [host, o] of sides) {
          o.pd = need(o.ctx).allocPd();
          call(s, host, `allocPd() → PD ${o.pd.handle}`);
        }
        break;
      case "mr":
        for (const [host, o] of sides) {
          const remoteWrite = host === "bob" && fault !== "no-remote-write";
          const access = IBV_ACCESS_LOCAL_WRITE | (remoteWrite ? IBV_ACCESS_REMOTE_WRITE : 0);
          o.mr = need(o.ctx).regMr(need(o.pd), o.buf, access);
          call(
            s,
            host,
            `regMr(pd, buf, ${flags(access)}) → ${o.mr.length} B at ${hex(o.mr.addr)}, lkey ${hex(o.mr.lkey)}, rkey ${hex(o.mr.rkey)}`,
          );
        }
        break;
      case "cq":
        for (const [host, o] of sides) {
          o.cq = need(o.ctx).createCq({ cqe: 16 });
          call(s, host, `createCq({ cqe: ${o.cq.cqe} })`);
        }
        break;
      case "qp":
        for (const [host, o] of sides) {
          const cq = need(o.cq);
          o.qp = need(o.ctx).createQp(need(o.pd), {
            qpType: "IBV_QPT_RC",
            sendCq: cq,
            recvCq: cq,
            cap: { maxSendWr: 8, maxRecvWr: 8 },
          });
          call(
            s,
            host,
            `createQp(pd, { qpType: "IBV_QPT_RC", sendCq: cq, recvCq: cq, … }) → QP ${hex(o.qp.qpNum)}`,
          );
        }
        break;
      case "init":
        for (const [host, o] of sides) {
          need(o.ctx).modifyQp(need(o.qp), qpInitAttr());
          call(
            s,
            host,
            "modifyQp(qp, { qpState: INIT, pkeyIndex: 0, portNum: 1, qpAccessFlags: IBV_ACCESS_REMOTE_WRITE })",
          );
        }
        break;
      case "rtr":
        for (const [host, o] of sides) {
          const peer = host === "alice" ? b : a;
          const info = {
            qpNum: need(peer.qp).qpNum,
            lid: need(peer.lid),
            psn: host === "alice" ? BOB_PSN : ALICE_PSN,
          };
          need(o.ctx).modifyQp(need(o.qp), qpRtrAttr(info));
          call(
            s,
            host,
            `modifyQp(qp, { qpState: RTR, destQpNum: ${hex(info.qpNum)}, ahAttr: { dlid: ${info.lid} }, rqPsn: ${hex(info.psn)}, … })`,
          );
        }
        break;
      case "rts":
        for (const [host, o] of sides) {
          if (host === "alice" && fault === "qp-not-rts") continue;
          const psn = host === "alice" ? ALICE_PSN : BOB_PSN;
          need(o.ctx).modifyQp(need(o.qp), qpRtsAttr(psn));
          call(
            s,
            host,
            `modifyQp(qp, { qpState: RTS, sqPsn: ${hex(psn)}, timeout: 14, retryCnt: 7, rnrRetry: 3, … })`,
          );
        }
        break;
      case "post": {
        const ctx = need(a.ctx);
        const mr = need(a.mr);
        const bobMr = need(b.mr);
        const sge = { addr: mr.addr, length: PAYLOAD.length, lkey: mr.lkey };
        const rkey = fault === "wrong-rkey" ? mr.rkey : bobMr.rkey;
        const remoteAddr = bobMr.addr + REMOTE_OFFSET;
        const wr: IbvSendWr =
          fault === "send-without-recv"
            ? { wrId: 1, opcode: "IBV_WR_SEND", sgList: [sge], sendFlags: IBV_SEND_SIGNALED }
            : {
                wrId: 1,
                opcode: "IBV_WR_RDMA_WRITE",
                sgList: [sge],
                sendFlags: IBV_SEND_SIGNALED,
                rdma: { remoteAddr, rkey },
              };
        const text =
          wr.opcode === "IBV_WR_SEND"
            ? `postSend(qp, { wrId: 1, opcode: IBV_WR_SEND, ${sge.length} B from ${hex(sge.addr)} })`
            : `postSend(qp, { wrId: 1, opcode: IBV_WR_RDMA_WRITE, ${sge.length} B from ${hex(sge.addr)}, remoteAddr: ${hex(remoteAddr)}, rkey: ${hex(rkey)} })`;
        call(s, "alice", text);
        bobCallsAtPost = need(b.ctx).cpuInvolvement;
        postedAtSeq = fabric.eventCount;
        try {
          ctx.postSend(need(a.qp), wr);
        } catch (thrown) {
          if (!(thrown instanceof VerbsError)) throw thrown;
          const { verb, errno, code, values } = thrown;
          error = { step: s, verb, errno, ...({ code, values } as VerbsErrorMessage) };
        }
        break;
      }
      case "progress": {
        const run = fabric.runUntilIdle();
        call(
          s,
          "",
          `fabric.runUntilIdle() → ${run.events} events, now ${formatUs(inMicroseconds(run.time))} µs`,
        );
        break;
      }
      case "poll": {
        const wcs = need(a.ctx).pollCq(need(a.cq));
        polledUpTo = wcs.length;
        const got =
          wcs.length === 0 ? "[]" : wcs.map((w) => `{ wrId: ${w.wrId}, status: ${w.status} }`).join(", ");
        call(s, "alice", `pollCq(cq) → ${got}`);
        break;
      }
    }
    logSince(s, since);
  }

  const events = fabric.events();
  const completions = events
    .filter((e): e is VerbsEventOf<"completion"> => e.kind === "completion" && e.status !== null)
    .map((e) => ({ host: e.host, wrId: e.wrId, status: e.status as string }));
  const transfer = postedAtSeq >= 0 ? events.filter((e) => e.seq >= postedAtSeq) : [];
  const landedBytes = transfer.filter(
    (e): e is VerbsEventOf<"dma-write"> => e.kind === "dma-write" && e.host === "bob",
  );
  const written = new Array<boolean>(BUFFER_BYTES).fill(false);
  if (landedBytes.length > 0) {
    for (let i = 0; i < PAYLOAD.length; i++) written[REMOTE_OFFSET + i] = true;
  }
  const aliceCompletion = transfer.find(
    (e): e is VerbsEventOf<"completion"> => e.kind === "completion" && e.host === "alice",
  );
  const bobCtx = b.ctx;

  const hostView = (name: string, o: Objects, index: number): HostView => {
    const entries = completions
      .filter((c) => c.host === name)
      .map((c, i) => ({ wrId: c.wrId, status: c.status, polled: name === "alice" && i < polledUpTo }));
    return {
      name,
      lid: o.lid ?? null,
      device: o.ctx ? o.ctx.deviceName : null,
      pd: o.pd ? o.pd.handle : null,
      memory: Array.from(o.buf),
      written: index === 1 ? written : new Array<boolean>(BUFFER_BYTES).fill(false),
      source: Array.from(o.buf, (_, i) => index === 0 && i < PAYLOAD.length),
      mr: o.mr
        ? { addr: hex(o.mr.addr), lkey: hex(o.mr.lkey), rkey: hex(o.mr.rkey), access: flags(o.mr.access) }
        : null,
      cq: o.cq ? { cqe: o.cq.cqe, entries } : null,
      qp: o.qp ? { qpNum: hex(o.qp.qpNum), state: o.qp.state } : null,
      cpuCalls: o.ctx ? o.ctx.cpuInvolvement : 0,
    };
  };
  const bobCallsSincePost =
    bobCallsAtPost === null || !bobCtx ? null : bobCtx.cpuInvolvement - bobCallsAtPost;
  return {
    step,
    lastStep: LAST_STEP,
    stepId: WALKTHROUGH_STEPS[step] as WalkthroughStep,
    fault,
    hosts: [hostView("alice", a, 0), hostView("bob", b, 1)],
    rows,
    error,
    wire: wireView(transfer),
    completion: aliceCompletion
      ? { status: aliceCompletion.status ?? "", opcode: aliceCompletion.opcode ?? "" }
      : null,
    bobCallsSincePost,
    landed: landedBytes.reduce((n, e) => n + e.bytes, 0),
    timeUs: inMicroseconds(fabric.now),
  };
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("verbs walkthrough: step script out of order");
  return value;
}

function formatUs(us: number): string {
  return us.toFixed(3);
}

function eventRow(step: number, e: VerbsEvent): WalkthroughRow {
  return {
    step,
    timeUs: inMicroseconds(e.time),
    host: e.host,
    actor: e.actor,
    kind: e.kind,
    detail: { code: e.code, values: e.values } as VerbsEventMessage,
    status: ("status" in e ? e.status : null) ?? "",
  };
}

/** The packets of the transfer, summarised for the wire drawing; null before anything was sent. */
function wireView(transfer: readonly VerbsEvent[]): WireView | null {
  const requests = transfer.filter((e): e is VerbsEventOf<"wire"> => e.kind === "wire" && e.host === "alice");
  const first = requests[0];
  if (first === undefined) return null;
  const back = transfer.filter((e) => e.host === "bob" && e.actor === "wire");
  const answer = back.some((e) => e.kind === "rnr-nak")
    ? "rnr-nak"
    : back.some((e) => e.kind === "nak")
      ? "nak"
      : back.length > 0
        ? "ack"
        : "none";
  return {
    opcode: first.opcode ?? "",
    bytes: first.bytes,
    requests: requests.length,
    answer,
    answers: back.length,
  };
}

const STEP_LABELS: Readonly<Record<WalkthroughStep, UiKey>> = {
  fabric: "fig.verbsWalk.stepFabric",
  open: "fig.verbsWalk.stepOpen",
  pd: "fig.verbsWalk.stepPd",
  mr: "fig.verbsWalk.stepMr",
  cq: "fig.verbsWalk.stepCq",
  qp: "fig.verbsWalk.stepQp",
  init: "fig.verbsWalk.stepInit",
  rtr: "fig.verbsWalk.stepRtr",
  rts: "fig.verbsWalk.stepRts",
  post: "fig.verbsWalk.stepPost",
  progress: "fig.verbsWalk.stepProgress",
  poll: "fig.verbsWalk.stepPoll",
};

/** The UI key naming a step. */
export function stepLabel(step: WalkthroughStep): UiKey {
  return STEP_LABELS[step];
}

const cache = new Map<string, WalkthroughData>();

/** The walkthrough with every line in words: what the chart and the table show. */
export type WalkthroughView = Omit<WalkthroughData, "rows" | "error"> & {
  readonly rows: readonly (Omit<WalkthroughRow, "detail"> & { readonly detail: string })[];
  readonly error: { readonly step: number; readonly errno: string; readonly message: string } | null;
};

/** The data with the model's log lines and refused call in the translator's language. */
export function translatedWalkthrough(data: WalkthroughData, tr: ChartContext["tr"]): WalkthroughView {
  const { error } = data;
  return {
    ...data,
    rows: data.rows.map((r) => ({
      ...r,
      detail: typeof r.detail === "string" ? r.detail : verbsEventLine(r.detail, tr),
    })),
    error: error ? { step: error.step, errno: error.errno, message: verbsErrorLine(error, tr) } : null,
  };
}

/** What the chart draws of the data: the current step's log and any refusal in the translator's language. */
export function walkthroughView(data: WalkthroughData, tr: ChartContext["tr"]): VerbsWalkthroughView {
  const { rows, error } = translatedWalkthrough(data, tr);
  return {
    step: data.step,
    lastStep: data.lastStep,
    stepName: tr(stepLabel(data.stepId)),
    hosts: data.hosts,
    wire: data.wire,
    lines: rows
      .filter((r) => r.step === data.step)
      .map((r) => ({
        host: r.host,
        text: r.detail,
        failed: r.status !== "" && r.status !== "IBV_WC_SUCCESS",
      })),
    refused: error ? { step: error.step, message: error.message } : null,
    timeUs: data.timeUs,
    bobCallsSincePost: data.bobCallsSincePost,
  };
}

export const verbsWalkthrough: FigureDefinition<typeof spec, WalkthroughData, TemplateResult> = {
  id: "verbs-walkthrough",
  title: "fig.verbsWalk.title",
  caption: "fig.verbsWalk.caption",
  spec,
  compute(state) {
    const key = `${state.step}/${state.fault}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const data = walkthrough(state.step, state.fault);
    cache.set(key, data);
    return data;
  },
  chart(data, context) {
    return verbsWalkthroughChart(walkthroughView(data, context.tr), context);
  },
  table(data, tr) {
    return {
      columns: [
        { key: "step", label: "fig.verbsWalk.colStep", digits: 0 },
        { key: "timeUs", label: "fig.verbsWalk.colTime", unit: "unit.us", digits: 3 },
        { key: "host", label: "fig.verbsWalk.colHost" },
        { key: "actor", label: "fig.verbsWalk.colActor" },
        { key: "kind", label: "fig.verbsWalk.colKind" },
        { key: "detail", label: "fig.verbsWalk.colDetail" },
        { key: "status", label: "fig.verbsWalk.colStatus" },
      ],
      rows: translatedWalkthrough(data, tr).rows.map((r) => ({
        ...r,
        actor: verbsIdName(VERBS_ACTOR_NAMES, r.actor, tr),
        kind: verbsIdName(VERBS_KIND_NAMES, r.kind, tr),
      })),
    };
  },
  summary(data, tr) {
    const base = {
      step: data.step,
      last: data.lastStep,
      name: tr(stepLabel(data.stepId)),
      alice: data.hosts[0].qp?.state ?? "–",
      bob: data.hosts[1].qp?.state ?? "–",
    };
    if (data.error) return tr("fig.verbsWalk.summaryRefused", { ...base, code: data.error.errno });
    if (data.completion) {
      return tr("fig.verbsWalk.summaryCompleted", {
        ...base,
        opcode: data.completion.opcode,
        status: data.completion.status,
        landed: data.landed,
        calls: data.bobCallsSincePost ?? 0,
      });
    }
    if (!data.hosts[0].qp) return tr("fig.verbsWalk.summaryNoQp", base);
    return tr("fig.verbsWalk.summaryState", base);
  },
};
