/**
 * The simulated HCA's log lines and error messages in the page's language. fabric-model writes
 * them in English (`VerbsEvent.detail`, `VerbsError.message`); each line the verbs walkthrough can
 * show has a pattern here whose named groups fill the placeholders of a UI string, and whose
 * English value re-creates the model's line exactly. A line no pattern matches stays as it is.
 */
import type { VerbsEvent, VerbsEventKind } from "fabric-model";
import type { UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import type { ChartContext } from "./FigureDefinition.ts";

needStrings("verbs");

type Tr = ChartContext["tr"];

/** One kind of log line: its UI key and the pattern that reads the line's values. */
export interface VerbsTextPattern {
  readonly key: UiKey;
  /** Anchored; named groups are the key's placeholders (`why` and `path` are translated in turn). */
  readonly pattern: RegExp;
}

const HEX = "0x[0-9a-f]+";
const line = (source: string) => new RegExp(`^${source}$`);

/** Every line the walkthrough can show, by kind (reasons inside a line are matched the same way). */
export const VERBS_TEXT_PATTERNS: readonly VerbsTextPattern[] = [
  {
    key: "fig.verbsWalk.ev.post",
    pattern: line(String.raw`CPU posts (?<opcode>IBV_WR_\w+) wr (?<wr>\d+) \((?<bytes>\d+) B\)`),
  },
  {
    key: "fig.verbsWalk.ev.doorbell",
    pattern: line(`doorbell: HCA sees (?<n>1) new WQE on QP (?<qp>${HEX})`),
  },
  {
    key: "fig.verbsWalk.ev.fetch",
    pattern: line(String.raw`HCA fetches the WQE and DMA-reads (?<bytes>\d+) B from host memory`),
  },
  {
    key: "fig.verbsWalk.ev.request",
    pattern: line(
      String.raw`(?<opcode>IBV_WR_\w+) packet \((?<bytes>\d+) B\) cross the wire to (?<peer>\w+)`,
    ),
  },
  {
    key: "fig.verbsWalk.ev.write",
    pattern: line(
      String.raw`HCA writes (?<bytes>\d+) B at (?<addr>${HEX}) on (?<host>\w+); its CPU is not involved`,
    ),
  },
  {
    key: "fig.verbsWalk.ev.ack",
    pattern: line(String.raw`ACK for wr (?<wr>\d+) crosses the wire to (?<peer>\w+)`),
  },
  { key: "fig.verbsWalk.ev.cqe", pattern: line(String.raw`HCA writes the CQE of wr (?<wr>\d+)`) },
  { key: "fig.verbsWalk.ev.poll", pattern: line("CPU polls (?<n>1) completion") },
  {
    key: "fig.verbsWalk.ev.completesWith",
    pattern: line(String.raw`wr (?<wr>\d+) completes with (?<status>IBV_WC_\w+)`),
  },
  {
    key: "fig.verbsWalk.ev.nak",
    pattern: line(String.raw`NAK for wr (?<wr>\d+) crosses the wire to (?<peer>\w+): (?<status>IBV_WC_\w+)`),
  },
  {
    key: "fig.verbsWalk.ev.stateChange",
    pattern: line(String.raw`QP (?<qp>${HEX}) (?<from>IBV_QPS_\w+) -> (?<to>IBV_QPS_\w+): (?<why>.+)`),
  },
  {
    key: "fig.verbsWalk.ev.rnrNak",
    pattern: line(
      String.raw`RNR NAK for wr (?<wr>\d+) reaches the requester: no receive was posted \(RNR retry (?<n>\d+) of (?<max>\d+)\)`,
    ),
  },
  {
    key: "fig.verbsWalk.ev.notReady",
    pattern: line(
      String.raw`receiver not ready: QP (?<qp>${HEX}) on (?<host>\w+) has no receive posted; RNR NAK sent`,
    ),
  },
  {
    key: "fig.verbsWalk.ev.resend",
    pattern: line(String.raw`resending (?<n>1) WR from wr (?<wr>\d+)`),
  },
  {
    key: "fig.verbsWalk.ev.reject",
    pattern: line(String.raw`responder rejects wr (?<wr>\d+): (?<why>.+); NAK sent`),
  },
  {
    key: "fig.verbsWalk.why.failed",
    pattern: line(String.raw`wr (?<wr>\d+) failed with (?<status>IBV_WC_\w+)`),
  },
  {
    key: "fig.verbsWalk.why.noAccess",
    pattern: line(String.raw`MR (?<key>${HEX}) was registered without (?<flag>IBV_ACCESS_\w+)`),
  },
  {
    key: "fig.verbsWalk.why.badRkey",
    pattern: line(String.raw`rkey (?<key>${HEX}) is not a registered MR on (?<host>\w+)`),
  },
  {
    key: "fig.verbsWalk.err.notRts",
    pattern: line(
      String.raw`(?<verb>ibv_\w+): (?<code>E[A-Z]+): QP (?<qp>${HEX}) is in (?<state>IBV_QPS_\w+); sends need IBV_QPS_RTS: (?<path>.+)\.`,
    ),
  },
  {
    key: "fig.verbsWalk.err.toRts",
    pattern: line(
      String.raw`move it to IBV_QPS_RTS with modifyQp \(timeout, retryCnt, rnrRetry, sqPsn, maxRdAtomic\)`,
    ),
  },
];

/** Groups whose text is itself a line to translate (a reason, a way out). */
const NESTED = new Set(["why", "path"]);

/**
 * The pattern a model line matches and the values it reads, or null when none matches.
 * @example verbsTextMatch("HCA writes the CQE of wr 1") // { key: "fig.verbsWalk.ev.cqe", vars: { wr: "1" } }
 */
export function verbsTextMatch(text: string): { key: UiKey; vars: Record<string, string> } | null {
  for (const { key, pattern } of VERBS_TEXT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key, vars: { ...match.groups } };
  }
  return null;
}

/**
 * A model log line or error message in the translator's language; a line no pattern matches (a
 * verb name like "modifyQp", or a line the walkthrough never shows) comes back unchanged.
 * @example verbsText("CPU polls 1 completion", translator("ko")) // "CPU가 완료 1개를 폴링함"
 */
export function verbsText(text: string, tr: Tr): string {
  const found = verbsTextMatch(text);
  if (!found) return text;
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.vars)) {
    vars[name] = NESTED.has(name) ? verbsText(value, tr) : value;
  }
  return tr(found.key, vars);
}

/** UI key of each kind of row in the walkthrough's log (the model's event kinds and the script's verb calls). */
export const VERBS_KIND_NAMES = {
  verb: "fig.verbsWalk.kind.verb",
  post: "fig.verbsWalk.kind.post",
  doorbell: "fig.verbsWalk.kind.doorbell",
  "dma-read": "fig.verbsWalk.kind.dma-read",
  wire: "fig.verbsWalk.kind.wire",
  "dma-write": "fig.verbsWalk.kind.dma-write",
  completion: "fig.verbsWalk.kind.completion",
  poll: "fig.verbsWalk.kind.poll",
  "state-change": "fig.verbsWalk.kind.state-change",
  "rnr-nak": "fig.verbsWalk.kind.rnr-nak",
  nak: "fig.verbsWalk.kind.nak",
  drop: "fig.verbsWalk.kind.drop",
  timeout: "fig.verbsWalk.kind.timeout",
  retransmit: "fig.verbsWalk.kind.retransmit",
  "async-event": "fig.verbsWalk.kind.async-event",
} as const satisfies Record<VerbsEventKind | "verb", UiKey>;

/** UI key of each actor of a log row. */
export const VERBS_ACTOR_NAMES = {
  cpu: "fig.verbsWalk.actor.cpu",
  hca: "fig.verbsWalk.actor.hca",
  wire: "fig.verbsWalk.actor.wire",
} as const satisfies Record<VerbsEvent["actor"], UiKey>;

/**
 * A kind or actor id of a log row in the translator's language (an unknown id stays as it is).
 * @example verbsIdName(VERBS_KIND_NAMES, "dma-read", translator("ko")) // "DMA 읽기"
 */
export function verbsIdName(names: Readonly<Record<string, UiKey>>, id: string, tr: Tr): string {
  const key = names[id];
  return key ? tr(key) : id;
}
