/**
 * The simulated HCA's log lines and refused calls in the page's language. fabric-model gives each
 * as a code and values (`VerbsEvent.code`, `VerbsError.code`); the dictionary has one entry per
 * code (`verbs.event.<code>`, `verbs.reason.<code>` for the reason inside a line,
 * `verbs.error.<code>`), whose English is the model's own words.
 */
import type {
  VerbsErrno,
  VerbsErrorMessage,
  VerbsEventKind,
  VerbsEventMessage,
  VerbsReason,
} from "fabric-model";
import type { translator, UiKey } from "./i18n.ts";

type Tr = ReturnType<typeof translator>;

/** A reason in the translator's language (a reason may hold another: a receive buffer's). */
function reasonText(reason: VerbsReason, tr: Tr): string {
  return tr(`verbs.reason.${reason.code}`, said(reason.values, tr));
}

/** Values ready for a dictionary entry: a nested reason said in words, the rest as they are. */
function said(
  values: VerbsEventMessage["values"] | VerbsReason["values"],
  tr: Tr,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = typeof value === "object" ? reasonText(value as VerbsReason, tr) : (value as string | number);
  }
  return out;
}

/**
 * A log line in the translator's language.
 * @example verbsEventLine({ code: "cqe", values: { wr: 1 } }, translator("ko")) // "HCA가 wr 1의 CQE를 씀"
 */
export function verbsEventLine(message: VerbsEventMessage, tr: Tr): string {
  return tr(`verbs.event.${message.code}`, said(message.values, tr));
}

/**
 * A refused call as `VerbsError.message` words it ("ibv_post_send: EINVAL: QP 0x111 is in ..."),
 * in the translator's language.
 * @example verbsErrorLine({ verb: "ibv_poll_cq", errno: "EINVAL", code: "num-entries-invalid", values: { got: "0" } }, tr)
 */
export function verbsErrorLine(
  error: { readonly verb: string; readonly errno: VerbsErrno | string } & VerbsErrorMessage,
  tr: Tr,
): string {
  return tr("verbs.errorLine", {
    verb: error.verb,
    errno: error.errno,
    message: tr(`verbs.error.${error.code}`, error.values),
  });
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
} as const satisfies Record<"cpu" | "hca" | "wire", UiKey>;

/**
 * A kind or actor id of a log row in the translator's language (an unknown id stays as it is).
 * @example verbsIdName(VERBS_KIND_NAMES, "dma-read", translator("ko")) // "DMA 읽기"
 */
export function verbsIdName(names: Readonly<Record<string, UiKey>>, id: string, tr: Tr): string {
  const key = names[id];
  return key ? tr(key) : id;
}
