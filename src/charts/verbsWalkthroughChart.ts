/**
 * The verbs walkthrough drawn as plain SVG: two host columns (device, protection domain with the
 * registered memory as byte cells and the QP with its state, then the CQ), the out-of-band
 * exchange and the fabric between them, and below, what the current step did.
 */

import type { HostView, WalkthroughView, WireView } from "../figures/definitions/verbsWalkthrough.ts";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, type UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { failedColor, mutedColor, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { clipText, wrapText } from "./textWidth.ts";

needStrings("verbs");

const NS = "http://www.w3.org/2000/svg";
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
/** Average glyph widths as a share of the font size, to fit text without measuring it. */
const SANS_WIDTH = 0.56;
const MONO_WIDTH = 0.61;

const payloadColor = series[0];
const writtenColor = series[2];
const okColor = series[2];

type Attrs = Record<string, string | number>;

function el(document: Document, name: string, attrs: Attrs, text?: string): Element {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

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
  readonly node: Element;
  readonly height: number;
  /** Vertical centre of the QP box, where the fabric link is drawn. */
  readonly qpY: number;
  /** Vertical position of the out-of-band exchange line. */
  readonly oobY: number;
}

/** One host's column at x = 0. */
function hostColumn(host: HostView, layout: Layout, context: ChartContext): Column {
  const { document: doc, tr } = context;
  const g = el(doc, "g", {});
  const w = layout.colW;
  let y = 14;
  g.append(
    el(doc, "text", { x: 0, y, "font-size": 14, "font-weight": 700, fill: "currentColor" }, host.name),
  );
  const calls = tr("fig.verbsWalk.cpuCalls", { n: host.cpuCalls });
  const callsInline = layout.callsInline;
  if (!callsInline) y += 16;
  g.append(
    el(
      doc,
      "text",
      callsInline
        ? { x: w, y, "font-size": 12, "text-anchor": "end", fill: "currentColor" }
        : { x: 0, y, "font-size": 12, fill: "currentColor" },
      fitText(calls, w, 12),
    ),
  );
  y += 18;
  const device =
    host.device === null
      ? tr("fig.verbsWalk.noDevice")
      : tr("fig.verbsWalk.device", { device: host.device, lid: host.lid ?? "–" });
  g.append(
    el(
      doc,
      "text",
      { x: 0, y, "font-size": 12, fill: host.device === null ? mutedColor : "currentColor" },
      fitText(device, w, 12),
    ),
  );
  const oobY = y - 4;
  y += 12;

  // Protection domain frame, holding the memory region and the QP.
  const pdTop = y;
  const inner = 8;
  y += 16;
  const pdLabel = host.pd === null ? tr("fig.verbsWalk.noPd") : tr("fig.verbsWalk.pd", { pd: host.pd });
  g.append(
    el(
      doc,
      "text",
      { x: inner, y: pdTop + 13, "font-size": 11, fill: host.pd === null ? mutedColor : "currentColor" },
      pdLabel,
    ),
  );
  y += 4;
  const textW = w - 2 * inner;
  const mrLines =
    host.mr === null
      ? [tr("fig.verbsWalk.buffer", { bytes: host.memory.length })]
      : [
          tr("fig.verbsWalk.mr", { bytes: host.memory.length, addr: host.mr.addr }),
          tr("fig.verbsWalk.keys", { lkey: host.mr.lkey, rkey: host.mr.rkey }),
          tr("fig.verbsWalk.access", { access: host.mr.access }),
        ];
  for (const line of mrLines) {
    y += 13;
    g.append(
      el(
        doc,
        "text",
        {
          x: inner,
          y,
          "font-size": 11,
          "font-family": MONO,
          fill: host.mr === null ? mutedColor : "currentColor",
        },
        fitText(line, textW, 11, true),
      ),
    );
  }
  y += 8;
  const labelW = 24;
  const rows = Math.ceil(host.memory.length / layout.cellsPerRow);
  for (let r = 0; r < rows; r++) {
    const rowY = y + r * (layout.cell + 4);
    g.append(
      el(
        doc,
        "text",
        { x: inner, y: rowY + layout.cell / 2 + 4, "font-size": 10, "font-family": MONO, fill: mutedColor },
        `+${r * layout.cellsPerRow}`,
      ),
    );
    for (let c = 0; c < layout.cellsPerRow; c++) {
      const i = r * layout.cellsPerRow + c;
      if (i >= host.memory.length) break;
      const x = inner + labelW + c * layout.cell;
      const written = host.written[i] === true;
      const source = host.source[i] === true;
      const tint = written ? writtenColor : source ? payloadColor : "none";
      g.append(
        el(doc, "rect", {
          x,
          y: rowY,
          width: layout.cell - 3,
          height: layout.cell - 3,
          rx: 3,
          fill: tint,
          "fill-opacity": tint === "none" ? 0 : 0.22,
          stroke: written ? writtenColor : source ? payloadColor : mutedColor,
          "stroke-width": written || source ? 1.5 : 1,
          "stroke-dasharray": host.mr === null ? "3,2" : "none",
        }),
      );
      g.append(
        el(
          doc,
          "text",
          {
            x: x + (layout.cell - 3) / 2,
            y: rowY + (layout.cell - 3) / 2 + 4,
            "font-size": layout.cell >= 28 ? 11 : 10,
            "font-family": MONO,
            "text-anchor": "middle",
            fill: "currentColor",
          },
          (host.memory[i] ?? 0).toString(16).padStart(2, "0"),
        ),
      );
    }
  }
  y += rows * (layout.cell + 4) + 8;

  // Queue pair.
  const qpH = 40;
  const qpY = y + qpH / 2;
  if (host.qp === null) {
    g.append(
      el(doc, "rect", {
        x: inner,
        y,
        width: w - 2 * inner,
        height: qpH,
        rx: 4,
        fill: "none",
        stroke: mutedColor,
        "stroke-dasharray": "4,3",
      }),
    );
    g.append(
      el(
        doc,
        "text",
        { x: inner + 8, y: y + 24, "font-size": 12, fill: mutedColor },
        tr("fig.verbsWalk.noQp"),
      ),
    );
  } else {
    const color = stateColor(host.qp.state);
    g.append(
      el(doc, "rect", {
        x: inner,
        y,
        width: w - 2 * inner,
        height: qpH,
        rx: 4,
        fill: "none",
        stroke: color,
        "stroke-width": 2,
      }),
    );
    g.append(
      el(
        doc,
        "text",
        { x: inner + 8, y: y + 16, "font-size": 12, "font-weight": 700, fill: "currentColor" },
        tr("fig.verbsWalk.qp", { qpNum: host.qp.qpNum }),
      ),
    );
    g.append(
      el(
        doc,
        "text",
        { x: inner + 8, y: y + 32, "font-size": 12, "font-family": MONO, fill: color },
        fitText(host.qp.state, textW - 8, 12, true),
      ),
    );
  }
  y += qpH + inner;
  g.append(
    el(doc, "rect", {
      x: 0,
      y: pdTop,
      width: w,
      height: y - pdTop,
      rx: 6,
      fill: "none",
      stroke: host.pd === null ? mutedColor : "currentColor",
      "stroke-opacity": host.pd === null ? 1 : 0.5,
      "stroke-dasharray": "5,4",
    }),
  );

  // Completion queue (per device, outside the PD).
  y += 18;
  const cqTitle = host.cq === null ? tr("fig.verbsWalk.noCq") : tr("fig.verbsWalk.cq", { cqe: host.cq.cqe });
  g.append(
    el(
      doc,
      "text",
      { x: 0, y, "font-size": 12, "font-weight": 600, fill: host.cq === null ? mutedColor : "currentColor" },
      cqTitle,
    ),
  );
  if (host.cq !== null) {
    const entries = host.cq.entries.slice(0, 3);
    if (entries.length === 0) {
      y += 16;
      g.append(el(doc, "text", { x: 8, y, "font-size": 11, fill: mutedColor }, tr("fig.verbsWalk.cqEmpty")));
    }
    for (const entry of entries) {
      y += 16;
      const line = tr("fig.verbsWalk.cqEntry", { wrId: entry.wrId, status: entry.status });
      g.append(
        el(
          doc,
          "text",
          { x: 8, y, "font-size": 11, "font-family": MONO, fill: statusColor(entry.status) },
          fitText(line, w - 8, 11, true),
        ),
      );
      y += 14;
      const note = entry.polled ? tr("fig.verbsWalk.polled") : tr("fig.verbsWalk.unpolled");
      g.append(el(doc, "text", { x: 16, y, "font-size": 11, fill: mutedColor }, fitText(note, w - 16, 11)));
    }
  }
  return { node: g, height: y + 6, qpY, oobY };
}

function arrow(doc: Document, x1: number, x2: number, y: number, color: string, dashed: boolean): Element {
  const g = el(doc, "g", {});
  g.append(
    el(doc, "line", {
      x1,
      y1: y,
      x2,
      y2: y,
      stroke: color,
      "stroke-width": 1.5,
      "stroke-dasharray": dashed ? "4,3" : "none",
    }),
  );
  const dir = x2 > x1 ? 1 : -1;
  g.append(el(doc, "path", { d: `M${x2},${y} l${-6 * dir},-4 l0,8 z`, fill: color }));
  return g;
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

/** The walkthrough chart; `stepName` is the UI key of the current step's name. */
export function verbsWalkthroughChart(
  data: WalkthroughView,
  context: ChartContext,
  stepName: UiKey,
): Element {
  const { document: doc, tr } = context;
  const width = Math.max(320, context.width);
  const wireW = width >= 600 ? 150 : 56;
  const colW = Math.floor((width - wireW) / 2);
  const cellsPerRow = colW >= 290 ? 8 : 4;
  const cell = Math.min(34, Math.floor((colW - 16 - 24) / cellsPerRow));
  // Both columns decide alike, so their QP boxes (and the link between them) line up.
  const longest = Math.max(
    ...data.hosts.map((h) => h.name.length + tr("fig.verbsWalk.cpuCalls", { n: h.cpuCalls }).length + 4),
  );
  const callsInline = longest * 12 * SANS_WIDTH < colW;
  const layout: Layout = { width, colW, wireW, cellsPerRow, cell, callsInline };
  const svg = el(doc, "svg", { width, class: "fab-verbs-walkthrough", "font-family": "inherit" });

  const [alice, bob] = data.hosts;
  const left = hostColumn(alice, layout, context);
  const right = hostColumn(bob, layout, context);
  right.node.setAttribute("transform", `translate(${colW + wireW},0)`);
  svg.append(left.node, right.node);

  // Between the columns: the out-of-band exchange, then the fabric link and its packets.
  const x1 = colW + 4;
  const x2 = colW + wireW - 4;
  const mid = colW + wireW / 2;
  const wide = wireW >= 100;
  if (data.step >= 7) {
    svg.append(
      el(doc, "line", {
        x1,
        y1: left.oobY,
        x2,
        y2: left.oobY,
        stroke: mutedColor,
        "stroke-dasharray": "2,3",
      }),
    );
    if (wide) {
      const key = data.step >= 9 ? "fig.verbsWalk.outOfBandRkey" : "fig.verbsWalk.outOfBand";
      const lines = wrap(tr(key), wireW - 8, 10);
      lines.forEach((line, i) => {
        svg.append(
          el(
            doc,
            "text",
            {
              x: mid,
              y: left.oobY + 14 + i * 12,
              "font-size": 10,
              "text-anchor": "middle",
              fill: mutedColor,
            },
            line,
          ),
        );
      });
    }
  }
  const linkY = left.qpY;
  const hasQps = alice.qp !== null && bob.qp !== null;
  svg.append(
    el(doc, "line", {
      x1,
      y1: linkY,
      x2,
      y2: linkY,
      stroke: hasQps ? "currentColor" : mutedColor,
      "stroke-opacity": 0.35,
      "stroke-width": 6,
    }),
  );
  if (wide) {
    svg.append(
      el(
        doc,
        "text",
        { x: mid, y: linkY + 30, "font-size": 10, "text-anchor": "middle", fill: mutedColor },
        tr("fig.verbsWalk.fabricLink"),
      ),
    );
  }
  if (data.wire) {
    const request =
      data.wire.requests > 1
        ? tr("fig.verbsWalk.requestRepeat", {
            opcode: data.wire.opcode.replace("IBV_WR_", ""),
            bytes: data.wire.bytes,
            n: data.wire.requests,
          })
        : tr("fig.verbsWalk.request", {
            opcode: data.wire.opcode.replace("IBV_WR_", ""),
            bytes: data.wire.bytes,
          });
    svg.append(arrow(doc, x1 + 2, x2 - 2, linkY - 12, payloadColor, false));
    const answer = answerLabel(data.wire, tr);
    svg.append(arrow(doc, x2 - 2, x1 + 2, linkY + 12, answer.color, data.wire.answer === "none"));
    if (wide) {
      svg.append(
        el(
          doc,
          "text",
          { x: mid, y: linkY - 18, "font-size": 10, "text-anchor": "middle", fill: "currentColor" },
          fitText(request, wireW - 4, 10),
        ),
      );
      svg.append(
        el(
          doc,
          "text",
          { x: mid, y: linkY + 44, "font-size": 10, "text-anchor": "middle", fill: answer.color },
          fitText(answer.text, wireW - 4, 10),
        ),
      );
    }
  }

  // Below: what this step did.
  let y = Math.max(left.height, right.height) + 12;
  const items = [
    { label: tr("fig.verbsWalk.legendPayload"), color: payloadColor },
    { label: tr("fig.verbsWalk.legendWritten"), color: writtenColor },
  ];
  // One row when it fits, else as many as it takes.
  const legend = legendRow(doc, items, width);
  legend.setAttribute("y", String(y));
  svg.append(legend);
  y += Number(legend.getAttribute("height"));
  y += 16;
  const title = tr("fig.verbsWalk.stepTitle", { step: data.step, last: data.lastStep, name: tr(stepName) });
  wrap(title, width, 13 * 1.08).forEach((line, i) => {
    if (i > 0) y += 16;
    svg.append(el(doc, "text", { x: 0, y, "font-size": 13, "font-weight": 700, fill: "currentColor" }, line));
  });
  const rows = data.rows.filter((r) => r.step === data.step);
  const shown = rows.slice(0, 8);
  for (const row of shown) {
    y += 15;
    const who = row.host === "" ? "" : `${row.host}: `;
    const color = row.status !== "" && row.status !== "IBV_WC_SUCCESS" ? failedColor : "currentColor";
    svg.append(
      el(
        doc,
        "text",
        { x: 0, y, "font-size": 11, "font-family": MONO, fill: color },
        fitText(`${who}${row.detail}`, width, 11, true),
      ),
    );
  }
  if (rows.length > shown.length) {
    y += 15;
    svg.append(
      el(
        doc,
        "text",
        { x: 0, y, "font-size": 11, fill: mutedColor },
        tr("fig.verbsWalk.more", { n: rows.length - shown.length }),
      ),
    );
  }
  if (data.error) {
    y += 6;
    const lines = wrap(
      tr("fig.verbsWalk.refused", { step: data.error.step, message: data.error.message }),
      width,
      12,
    );
    for (const line of lines) {
      y += 16;
      svg.append(el(doc, "text", { x: 0, y, "font-size": 12, fill: failedColor }, line));
    }
  }
  y += 22;
  const time = formatNumber(context.lang, data.timeUs, 3);
  const footer =
    data.bobCallsSincePost === null
      ? tr("fig.verbsWalk.footer", { time })
      : tr("fig.verbsWalk.footerPost", { time, calls: data.bobCallsSincePost });
  for (const line of wrap(footer, width, 12)) {
    svg.append(el(doc, "text", { x: 0, y, "font-size": 12, fill: "currentColor" }, line));
    y += 16;
  }
  const height = y;
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  return svg;
}
