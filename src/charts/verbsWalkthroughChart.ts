/**
 * The verbs walkthrough as a Lit template: two host columns (device, protection domain with the
 * registered memory as byte cells and the QP with its state, then the CQ), the out-of-band
 * exchange and the fabric between them, and below, what the current step did. Stepping renders
 * the next step's template over the shown one and Lit changes what differs: a byte the HCA
 * writes changes that cell alone. Every list here is positional (byte offsets, the CQ's first
 * entries, the step's log lines), so Lit pairs their marks by index; no keyed repeat is needed.
 */
import { nothing, type SVGTemplateResult, svg, type TemplateResult } from "lit";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { failedColor, mutedColor, series } from "./chartTheme.ts";
import { legendRowSvg } from "./legendRowSvg.ts";
import { svgChart } from "./svgChart.ts";
import { clipText, wrapText } from "./textWidth.ts";

needStrings("verbs");

/** A completion in a CQ, and whether the CPU has polled it yet. */
export interface CqEntryView {
  readonly wrId: number;
  readonly status: string;
  readonly polled: boolean;
}

/** One host as drawn. */
export interface HostView {
  readonly name: string;
  readonly lid: number | null;
  readonly device: string | null;
  readonly pd: number | null;
  /** The registered buffer's bytes (it exists, unregistered, before step "mr"). */
  readonly memory: readonly number[];
  /** Bytes the remote side's data landed in (written by this host's HCA, not its CPU). */
  readonly written: readonly boolean[];
  /** Bytes of the payload this host sends. */
  readonly source: readonly boolean[];
  readonly mr: {
    readonly addr: string;
    readonly lkey: string;
    readonly rkey: string;
    readonly access: string;
  } | null;
  readonly cq: { readonly cqe: number; readonly entries: readonly CqEntryView[] } | null;
  readonly qp: { readonly qpNum: string; readonly state: string } | null;
  /** Verb calls this host's CPU has made so far. */
  readonly cpuCalls: number;
}

/** What travelled over the wire during the data transfer. */
export interface WireView {
  readonly opcode: string;
  readonly bytes: number;
  /** Packets alice sent (more than one when she retransmitted). */
  readonly requests: number;
  /** "ack", "nak", "rnr-nak" or "none" (dropped, or nothing came back). */
  readonly answer: "ack" | "nak" | "rnr-nak" | "none";
  readonly answers: number;
}

/** What the chart draws: the two hosts at one step, the wire, and that step's log in words. */
export interface VerbsWalkthroughView {
  readonly step: number;
  readonly lastStep: number;
  /** The step's name, in the page's language. */
  readonly stepName: string;
  readonly hosts: readonly [HostView, HostView];
  readonly wire: WireView | null;
  /** The step's log lines in the page's language; `failed` for a completion that is not a success. */
  readonly lines: ReadonlyArray<{ readonly host: string; readonly text: string; readonly failed: boolean }>;
  /** A verb refused synchronously: its step and message, in the page's language. */
  readonly refused: { readonly step: number; readonly message: string } | null;
  /** Simulated time, µs. */
  readonly timeUs: number;
  /** Bob's verb calls since alice posted, or null before she posted. */
  readonly bobCallsSincePost: number | null;
}

const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
/** Average glyph widths as a share of the font size, to fit text without measuring it. */
const SANS_WIDTH = 0.56;
const MONO_WIDTH = 0.61;
/** Log lines shown under the drawing; more are counted. */
const SHOWN_LINES = 8;

const payloadColor = series[0];
const writtenColor = series[2];
const okColor = series[2];

/** `text` cut with an ellipsis to fit `width` px at `size` px. */
function fitText(text: string, width: number, size: number, mono = false): string {
  const max = Math.max(4, Math.floor(width / (size * (mono ? MONO_WIDTH : SANS_WIDTH))));
  return clipText(text, max);
}

/** `text` broken into lines of at most `width` px. */
function wrap(text: string, width: number, size: number, mono = false): string[] {
  return wrapText(text, Math.max(8, Math.floor(width / (size * (mono ? MONO_WIDTH : SANS_WIDTH)))));
}

function stateColor(state: string): string {
  if (state === "IBV_QPS_RTS") return okColor;
  if (state === "IBV_QPS_ERR") return failedColor;
  return "currentColor";
}

function statusColor(status: string): string {
  return status === "IBV_WC_SUCCESS" ? okColor : failedColor;
}

interface Layout {
  readonly width: number;
  readonly colW: number;
  readonly wireW: number;
  readonly cellsPerRow: number;
  readonly cell: number;
  /** The CPU counter shares the host name's line (wide columns) or takes its own. */
  readonly callsInline: boolean;
}

interface Column {
  readonly marks: SVGTemplateResult;
  readonly height: number;
  /** Vertical centre of the QP box, where the fabric link is drawn. */
  readonly qpY: number;
  /** Vertical position of the out-of-band exchange line. */
  readonly oobY: number;
}

/** A line of text in the chart's sans-serif (or `mono`) font. */
function label(
  x: number,
  y: number,
  text: string,
  style: {
    readonly size: number;
    readonly fill?: string;
    readonly weight?: number;
    readonly mono?: boolean;
    readonly anchor?: "end" | "middle";
  },
): SVGTemplateResult {
  return svg`<text x=${x} y=${y} font-size=${style.size} font-weight=${style.weight ?? nothing}
    font-family=${style.mono ? MONO : nothing} text-anchor=${style.anchor ?? nothing}
    fill=${style.fill ?? "currentColor"}>${text}</text>`;
}

/** One host's column, its marks at x = 0. */
function hostColumn(host: HostView, layout: Layout, context: ChartContext): Column {
  const { tr } = context;
  const w = layout.colW;
  const inner = 8;
  const textW = w - 2 * inner;
  let y = 14;
  const name = label(0, y, host.name, { size: 14, weight: 700 });
  const callsText = fitText(tr("fig.verbsWalk.cpuCalls", { n: host.cpuCalls }), w, 12);
  if (!layout.callsInline) y += 16;
  const calls = layout.callsInline
    ? label(w, y, callsText, { size: 12, anchor: "end" })
    : label(0, y, callsText, { size: 12 });
  y += 18;
  const device = label(
    0,
    y,
    fitText(
      host.device === null
        ? tr("fig.verbsWalk.noDevice")
        : tr("fig.verbsWalk.device", { device: host.device, lid: host.lid ?? "–" }),
      w,
      12,
    ),
    { size: 12, fill: host.device === null ? mutedColor : "currentColor" },
  );
  const oobY = y - 4;
  y += 12;

  // Protection domain frame, holding the memory region and the QP.
  const pdTop = y;
  y += 16;
  const pd = label(
    inner,
    pdTop + 13,
    host.pd === null ? tr("fig.verbsWalk.noPd") : tr("fig.verbsWalk.pd", { pd: host.pd }),
    { size: 11, fill: host.pd === null ? mutedColor : "currentColor" },
  );
  y += 4;
  const mrLines = (
    host.mr === null
      ? [tr("fig.verbsWalk.buffer", { bytes: host.memory.length })]
      : [
          tr("fig.verbsWalk.mr", { bytes: host.memory.length, addr: host.mr.addr }),
          tr("fig.verbsWalk.keys", { lkey: host.mr.lkey, rkey: host.mr.rkey }),
          tr("fig.verbsWalk.access", { access: host.mr.access }),
        ]
  ).map((line) => {
    y += 13;
    return label(inner, y, fitText(line, textW, 11, true), {
      size: 11,
      mono: true,
      fill: host.mr === null ? mutedColor : "currentColor",
    });
  });
  y += 8;

  // The buffer's bytes, a row of cells at a time, each row led by its offset.
  const labelW = 24;
  const { cell, cellsPerRow } = layout;
  const side = cell - 3;
  const rows = Math.ceil(host.memory.length / cellsPerRow);
  const memoryTop = y;
  const rowTop = (r: number) => memoryTop + r * (cell + 4);
  const byte = (i: number) => {
    const r = Math.floor(i / cellsPerRow);
    const x = inner + labelW + (i % cellsPerRow) * cell;
    const written = host.written[i] === true;
    const source = host.source[i] === true;
    const tint = written ? writtenColor : source ? payloadColor : "none";
    return svg`<rect x=${x} y=${rowTop(r)} width=${side} height=${side} rx="3" fill=${tint}
      fill-opacity=${tint === "none" ? 0 : 0.22} stroke=${written ? writtenColor : source ? payloadColor : mutedColor}
      stroke-width=${written || source ? 1.5 : 1} stroke-dasharray=${host.mr === null ? "3,2" : "none"}></rect>${label(
        x + side / 2,
        rowTop(r) + side / 2 + 4,
        (host.memory[i] ?? 0).toString(16).padStart(2, "0"),
        { size: cell >= 28 ? 11 : 10, mono: true, anchor: "middle" },
      )}`;
  };
  const memory = Array.from({ length: rows }, (_, r) => {
    const bytes = Array.from(
      { length: Math.min(cellsPerRow, host.memory.length - r * cellsPerRow) },
      (_, c) => r * cellsPerRow + c,
    );
    return svg`${label(inner, rowTop(r) + cell / 2 + 4, `+${r * cellsPerRow}`, {
      size: 10,
      mono: true,
      fill: mutedColor,
    })}${bytes.map(byte)}`;
  });
  y += rows * (cell + 4) + 8;

  // Queue pair.
  const qpH = 40;
  const qpY = y + qpH / 2;
  const qpColor = host.qp === null ? mutedColor : stateColor(host.qp.state);
  const qp =
    host.qp === null
      ? svg`<rect x=${inner} y=${y} width=${textW} height=${qpH} rx="4" fill="none" stroke=${mutedColor}
          stroke-dasharray="4,3"></rect>${label(inner + 8, y + 24, tr("fig.verbsWalk.noQp"), { size: 12, fill: mutedColor })}`
      : svg`<rect x=${inner} y=${y} width=${textW} height=${qpH} rx="4" fill="none" stroke=${qpColor}
          stroke-width="2"></rect>${label(
            inner + 8,
            y + 16,
            tr("fig.verbsWalk.qp", { qpNum: host.qp.qpNum }),
            {
              size: 12,
              weight: 700,
            },
          )}${label(inner + 8, y + 32, fitText(host.qp.state, textW - 8, 12, true), {
            size: 12,
            mono: true,
            fill: qpColor,
          })}`;
  y += qpH + inner;
  const pdFrame = svg`<rect x="0" y=${pdTop} width=${w} height=${y - pdTop} rx="6" fill="none"
    stroke=${host.pd === null ? mutedColor : "currentColor"} stroke-opacity=${host.pd === null ? 1 : 0.5}
    stroke-dasharray="5,4"></rect>`;

  // Completion queue (per device, outside the PD).
  y += 18;
  const cqTitle = label(
    0,
    y,
    host.cq === null ? tr("fig.verbsWalk.noCq") : tr("fig.verbsWalk.cq", { cqe: host.cq.cqe }),
    { size: 12, weight: 600, fill: host.cq === null ? mutedColor : "currentColor" },
  );
  const entries = host.cq?.entries.slice(0, 3) ?? [];
  let cqEmpty: SVGTemplateResult | typeof nothing = nothing;
  if (host.cq !== null && entries.length === 0) {
    y += 16;
    cqEmpty = label(8, y, tr("fig.verbsWalk.cqEmpty"), { size: 11, fill: mutedColor });
  }
  const completions = entries.map((entry) => {
    y += 16;
    const line = label(
      8,
      y,
      fitText(tr("fig.verbsWalk.cqEntry", { wrId: entry.wrId, status: entry.status }), w - 8, 11, true),
      { size: 11, mono: true, fill: statusColor(entry.status) },
    );
    y += 14;
    const note = entry.polled ? tr("fig.verbsWalk.polled") : tr("fig.verbsWalk.unpolled");
    return svg`${line}${label(16, y, fitText(note, w - 16, 11), { size: 11, fill: mutedColor })}`;
  });
  const marks = svg`${name}${calls}${device}${pd}${mrLines}${memory}${qp}${pdFrame}${cqTitle}${cqEmpty}${completions}`;
  return { marks, height: y + 6, qpY, oobY };
}

function arrow(x1: number, x2: number, y: number, color: string, dashed: boolean): SVGTemplateResult {
  const dir = x2 > x1 ? 1 : -1;
  return svg`<g><line x1=${x1} y1=${y} x2=${x2} y2=${y} stroke=${color} stroke-width="1.5"
    stroke-dasharray=${dashed ? "4,3" : "none"}></line><path d="M${x2},${y} l${-6 * dir},-4 l0,8 z"
    fill=${color}></path></g>`;
}

function answerLabel(wire: WireView, tr: ChartContext["tr"]): { text: string; color: string } {
  switch (wire.answer) {
    case "ack":
      return { text: tr("fig.verbsWalk.ack"), color: okColor };
    case "nak":
      return { text: tr("fig.verbsWalk.nak"), color: failedColor };
    case "rnr-nak":
      return { text: tr("fig.verbsWalk.rnrNak", { n: wire.answers }), color: failedColor };
    default:
      return { text: tr("fig.verbsWalk.noAnswer"), color: failedColor };
  }
}

/** The wire between the columns: the out-of-band exchange, the fabric link and its packets. */
function between(
  view: VerbsWalkthroughView,
  layout: Layout,
  link: { oobY: number; y: number },
  tr: ChartContext["tr"],
) {
  const { colW, wireW } = layout;
  const x1 = colW + 4;
  const x2 = colW + wireW - 4;
  const mid = colW + wireW / 2;
  const wide = wireW >= 100;
  const [alice, bob] = view.hosts;
  const outOfBand =
    view.step >= 7
      ? svg`<line x1=${x1} y1=${link.oobY} x2=${x2} y2=${link.oobY} stroke=${mutedColor} stroke-dasharray="2,3"></line>${
          wide
            ? wrap(
                tr(view.step >= 9 ? "fig.verbsWalk.outOfBandRkey" : "fig.verbsWalk.outOfBand"),
                wireW - 8,
                10,
              ).map((line, i) =>
                label(mid, link.oobY + 14 + i * 12, line, { size: 10, anchor: "middle", fill: mutedColor }),
              )
            : nothing
        }`
      : nothing;
  const hasQps = alice.qp !== null && bob.qp !== null;
  const fabric = svg`<line x1=${x1} y1=${link.y} x2=${x2} y2=${link.y} stroke=${hasQps ? "currentColor" : mutedColor}
    stroke-opacity="0.35" stroke-width="6"></line>${
      wide
        ? label(mid, link.y + 30, tr("fig.verbsWalk.fabricLink"), {
            size: 10,
            anchor: "middle",
            fill: mutedColor,
          })
        : nothing
    }`;
  const wire = view.wire;
  if (!wire) return svg`${outOfBand}${fabric}`;
  const opcode = wire.opcode.replace("IBV_WR_", "");
  const request =
    wire.requests > 1
      ? tr("fig.verbsWalk.requestRepeat", { opcode, bytes: wire.bytes, n: wire.requests })
      : tr("fig.verbsWalk.request", { opcode, bytes: wire.bytes });
  const answer = answerLabel(wire, tr);
  return svg`${outOfBand}${fabric}${arrow(x1 + 2, x2 - 2, link.y - 12, payloadColor, false)}${arrow(
    x2 - 2,
    x1 + 2,
    link.y + 12,
    answer.color,
    wire.answer === "none",
  )}${
    wide
      ? svg`${label(mid, link.y - 18, fitText(request, wireW - 4, 10), { size: 10, anchor: "middle" })}${label(
          mid,
          link.y + 44,
          fitText(answer.text, wireW - 4, 10),
          { size: 10, anchor: "middle", fill: answer.color },
        )}`
      : nothing
  }`;
}

/** The walkthrough chart. */
export function verbsWalkthroughChart(view: VerbsWalkthroughView, context: ChartContext): TemplateResult {
  const { tr } = context;
  const width = Math.max(320, context.width);
  const wireW = width >= 600 ? 150 : 56;
  const colW = Math.floor((width - wireW) / 2);
  const cellsPerRow = colW >= 290 ? 8 : 4;
  const cell = Math.min(34, Math.floor((colW - 16 - 24) / cellsPerRow));
  // Both columns decide alike, so their QP boxes (and the link between them) line up.
  const longest = Math.max(
    ...view.hosts.map((h) => h.name.length + tr("fig.verbsWalk.cpuCalls", { n: h.cpuCalls }).length + 4),
  );
  const callsInline = longest * 12 * SANS_WIDTH < colW;
  const layout: Layout = { width, colW, wireW, cellsPerRow, cell, callsInline };
  const [left, right] = view.hosts.map((host) => hostColumn(host, layout, context)) as [Column, Column];

  // Below: what this step did.
  let y = Math.max(left.height, right.height) + 12;
  const legend = legendRowSvg(
    [
      { label: tr("fig.verbsWalk.legendPayload"), color: payloadColor },
      { label: tr("fig.verbsWalk.legendWritten"), color: writtenColor },
    ],
    { width, y },
  );
  y += legend.height + 16;
  const title = wrap(
    tr("fig.verbsWalk.stepTitle", { step: view.step, last: view.lastStep, name: view.stepName }),
    width,
    13 * 1.08,
  ).map((line, i) => {
    if (i > 0) y += 16;
    return label(0, y, line, { size: 13, weight: 700 });
  });
  const log = view.lines.slice(0, SHOWN_LINES).map((line) => {
    y += 15;
    const who = line.host === "" ? "" : `${line.host}: `;
    return label(0, y, fitText(`${who}${line.text}`, width, 11, true), {
      size: 11,
      mono: true,
      fill: line.failed ? failedColor : "currentColor",
    });
  });
  const hidden = view.lines.length - SHOWN_LINES;
  let more: SVGTemplateResult | typeof nothing = nothing;
  if (hidden > 0) {
    y += 15;
    more = label(0, y, tr("fig.verbsWalk.more", { n: hidden }), { size: 11, fill: mutedColor });
  }
  let refused: SVGTemplateResult[] = [];
  if (view.refused) {
    y += 6;
    refused = wrap(
      tr("fig.verbsWalk.refused", { step: view.refused.step, message: view.refused.message }),
      width,
      12,
    ).map((line) => {
      y += 16;
      return label(0, y, line, { size: 12, fill: failedColor });
    });
  }
  y += 22;
  const time = formatNumber(context.lang, view.timeUs, 3);
  const footer = wrap(
    view.bobCallsSincePost === null
      ? tr("fig.verbsWalk.footer", { time })
      : tr("fig.verbsWalk.footerPost", { time, calls: view.bobCallsSincePost }),
    width,
    12,
  ).map((line) => {
    const text = label(0, y, line, { size: 12 });
    y += 16;
    return text;
  });

  return svgChart(
    context,
    { width, height: y, className: "fab-verbs-walkthrough", fontFamily: "inherit" },
    svg`<g>${left.marks}</g><g transform="translate(${colW + wireW},0)">${right.marks}</g>${between(view, layout, { oobY: left.oobY, y: left.qpY }, tr)}${legend.template}${title}${log}${more}${refused}${footer}`,
  );
}
