import type { MeasurementKind } from "./MeasurementResult.ts";

interface Clue {
  readonly kind: MeasurementKind;
  readonly pattern: RegExp;
  readonly weight: number;
}

/** Characters read from the start and from the end of a long text to detect its kind. */
const DETECT_HEAD = 64 * 1024;
const DETECT_TAIL = 8 * 1024;

// Each pattern is a literal or a short bounded alternation: linear time on any input.
const CLUES: readonly Clue[] = [
  { kind: "nccl-tests", pattern: /algbw\s+busbw/, weight: 4 },
  { kind: "nccl-tests", pattern: /Avg bus bandwidth {1,8}:/, weight: 4 },
  // A result row (rows grepped out of a log come without any header).
  {
    kind: "nccl-tests",
    pattern:
      /\b\d{1,20}[ \t]+\d{1,20}[ \t]+(?:float|double|half|bfloat16|int8|uint8|int32|uint32|int64|uint64|fp8_e4m3|fp8_e5m2)[ \t]+(?:sum|prod|max|min|avg|none|mulsum|premulsum)[ \t]/,
    weight: 4,
  },
  // NCCL's own log (NCCL_DEBUG=INFO), alone or around a run: read by the same parser.
  { kind: "nccl-tests", pattern: /\bNCCL (?:INFO|WARN)\b/, weight: 3 },
  { kind: "nccl-tests", pattern: /\bNCCL version \d/, weight: 2 },
  { kind: "nccl-tests", pattern: /# ?Collective test starting/, weight: 3 },
  { kind: "nccl-tests", pattern: /# ?nccl-tests version/, weight: 3 },
  { kind: "nccl-tests", pattern: /# ?nThread \d/, weight: 2 },
  {
    kind: "nccl-tests",
    pattern: /(?:all_reduce|all_gather|reduce_scatter|alltoall|broadcast|sendrecv)_perf/,
    weight: 2,
  },
  { kind: "perftest", pattern: /#bytes\s+#iterations/, weight: 4 },
  { kind: "perftest", pattern: /(?:BW|Latency) Test[ \t]*$/m, weight: 3 },
  { kind: "perftest", pattern: /BW average\[|t_typical\[/, weight: 3 },
  { kind: "perftest", pattern: /ib_(?:write|read|send|atomic)_(?:bw|lat)/, weight: 2 },
  { kind: "iperf3", pattern: /\[ ID\] Interval/, weight: 4 },
  { kind: "iperf3", pattern: /sec\s+[\d.]+ [KMGT]?Bytes\s+[\d.]+ [KMGT]?bits\/sec/, weight: 3 },
  { kind: "iperf3", pattern: /iperf3?\b/, weight: 1 },
  // iperf 2's banner.
  { kind: "iperf3", pattern: /Client connecting to |Server listening on (?:TCP|UDP) port/, weight: 3 },
  // iperf3 -J: its rate key, and the per-run totals.
  { kind: "iperf3", pattern: /"bits_per_second":/, weight: 3 },
  { kind: "iperf3", pattern: /"sum_sent":|"intervals":/, weight: 2 },
  // ibstat: a CA block with a port's physical state.
  { kind: "infiniband-tools", pattern: /CA:? '[^'\n]{1,64}'\s*$/m, weight: 2 },
  { kind: "infiniband-tools", pattern: /Physical state:[ \t]+\w/, weight: 2 },
  // ibv_devinfo: an HCA block and its port fields.
  { kind: "infiniband-tools", pattern: /hca_id:[ \t]+\S/, weight: 2 },
  { kind: "infiniband-tools", pattern: /\b(?:port_lid|sm_lid|phys_port_cnt|link_layer):[ \t]/, weight: 2 },
  // iblinkinfo: a port row.
  {
    kind: "infiniband-tools",
    pattern: /\]\s+==\([^)\n]{0,40}(?:Active|Down|Init|Armed)\/\s{0,4}\w{1,32}\)==>/,
    weight: 4,
  },
  // ibdiagnet: its summary table or stage report.
  {
    kind: "infiniband-tools",
    pattern: /-I- Stage\s+Warnings\s+Errors|Stages Status Report|IB Channel Adapters\s*:/,
    weight: 4,
  },
  // show_gids: its header and closing count.
  { kind: "infiniband-tools", pattern: /DEV\s+PORT\s+INDEX\s+GID/, weight: 4 },
  { kind: "infiniband-tools", pattern: /n_gids_found=\d/, weight: 2 },
];

/**
 * Which tool printed this text, by weighted clues (column headers, banners, command names, a
 * result row, NCCL's log lines, the InfiniBand tools' port blocks and tables); `null` when nothing
 * matches. Ties go to nccl-tests, then perftest, then iperf3, then the InfiniBand tools. "nccl-tests" also stands for NCCL's log alone, which the same parser reads. A text longer
 * than 72 KiB is judged by its first 64 KiB and last 8 KiB, where tools print those clues.
 * @example detectMeasurementKind("[ ID] Interval  Transfer  Bitrate") // "iperf3"
 */
export function detectMeasurementKind(text: string): MeasurementKind | null {
  if (typeof text !== "string") return null;
  // The clues sit in banners, headers and trailers: a long text is judged by its head and tail,
  // so each clue's scan stays short whatever the input's length.
  const sample =
    text.length > DETECT_HEAD + DETECT_TAIL
      ? `${text.slice(0, DETECT_HEAD)}\n${text.slice(text.length - DETECT_TAIL)}`
      : text;
  const scores: Record<MeasurementKind, number> = {
    "nccl-tests": 0,
    perftest: 0,
    iperf3: 0,
    "infiniband-tools": 0,
  };
  for (const clue of CLUES) {
    if (clue.pattern.test(sample)) scores[clue.kind] += clue.weight;
  }
  let best: MeasurementKind | null = null;
  for (const kind of ["nccl-tests", "perftest", "iperf3", "infiniband-tools"] as const) {
    if (scores[kind] > 0 && (best === null || scores[kind] > scores[best])) best = kind;
  }
  return best;
}
