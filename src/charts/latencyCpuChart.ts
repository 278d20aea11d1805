/**
 * Latency and CPU side by side for a few transports carrying one message: left, the one-way
 * latency split into sending host, network and receiving host; right, the CPU time the message
 * costs on each host, with its payload copies and kernel entries written under the bar. Plain SVG
 * (no Observable Plot), laid out as Plot laid it out before: a band per transport (45 % padding),
 * the parts stacked from zero in the legend's order, nice linear ticks with a light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { bandScale } from "./bandScale.ts";
import { series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { textBlock } from "./trainingChartParts.ts";

needStrings("linkFamilies");

/** One transport's message, times in µs. */
export interface LatencyCpuRow {
  readonly name: string;
  readonly senderUs: number;
  readonly wireUs: number;
  readonly receiverUs: number;
  readonly latencyUs: number;
  readonly senderCpuUs: number;
  readonly receiverCpuUs: number;
  readonly copies: number;
  readonly kernelCrossings: number;
}

/** Two panels (stacked when narrow), sharing the transports' order; `note`, if any, under them. */
export function latencyCpuChart(rows: readonly LatencyCpuRow[], context: ChartContext, note = ""): Element {
  const { tr, document, lang } = context;
  const narrow = context.width < 640;
  const width = narrow ? context.width : Math.floor((context.width - 16) / 2);
  const names = rows.map((r) => r.name);
  const us = tr("unit.us");
  const parts = [
    { key: "sender", label: tr("fig.latencyCpu.partSender"), color: series[0] },
    { key: "wire", label: tr("fig.latencyCpu.partNetwork"), color: series[2] },
    { key: "receiver", label: tr("fig.latencyCpu.partReceiver"), color: series[1] },
  ];
  const latencyParts = (r: LatencyCpuRow) => [
    { color: parts[0]?.color, us: r.senderUs },
    { color: parts[1]?.color, us: r.wireUs },
    { color: parts[2]?.color, us: r.receiverUs },
  ];
  const cpuParts = (r: LatencyCpuRow) => [
    { color: parts[0]?.color, us: r.senderCpuUs },
    { color: parts[2]?.color, us: r.receiverCpuUs },
  ];
  const marks = panelMarks(document);
  const { el, group } = marks;
  const height = 40 + rows.length * 52;
  const left = 136;
  const top = 20;
  const bottom = height - 30;
  const y = bandScale(names, [top, bottom], 0.45);
  const middle = (r: LatencyCpuRow) => y.at(r.name) + y.bandwidth / 2;
  const panel = (
    stack: (r: LatencyCpuRow) => ReadonlyArray<{ color: string | undefined; us: number }>,
    label: string,
    annotate: (r: LatencyCpuRow) => string,
    total: (r: LatencyCpuRow) => number,
    room: number,
    below?: (r: LatencyCpuRow) => string,
  ) => {
    const max = Math.max(...rows.map(total), 1e-9);
    const x = linearAxis([0, max * room], [left, width - 16], (width - 16 - left) / 80);
    // Each row's parts end to end from zero, in the legend's order.
    const bars = rows.flatMap((r) => {
      let start = 0;
      return stack(r).map((part) => {
        const [x1, x2] = [x.at(start), x.at(start + part.us)];
        start += part.us;
        const at = Math.min(x1, x2);
        return el("rect", {
          x: px(at),
          y: y.at(r.name),
          width: px(Math.max(x1, x2) - at),
          height: y.bandwidth,
          fill: part.color,
        });
      });
    });
    return marks.panel(width, height, [
      marks.rowTicks(left, rows.map(middle)),
      marks.rowLabels(
        left - 9,
        rows.map((r) => ({ label: r.name, y: middle(r) })),
      ),
      ...marks.xAxis(x.ticks, x.at, (t) => x.label(t, lang), top, bottom),
      marks.xLabel(label, width, bottom),
      group({}, bars),
      group(
        { "text-anchor": "start" },
        rows.map((r) => el("text", { x: px(x.at(total(r)) + 5), y: middle(r), dy: "0.32em" }, annotate(r))),
      ),
      ...(below
        ? [
            group(
              { "text-anchor": "start", "fill-opacity": 0.75 },
              rows.map((r) => el("text", { x: left, y: middle(r) + 17, dy: "0.32em" }, below(r))),
            ),
          ]
        : []),
      el("line", { x1: left, x2: left, y1: top, y2: bottom, stroke: "currentColor" }),
    ]);
  };
  const latency = panel(
    latencyParts,
    tr("fig.latencyCpu.axisLatency", { unit: us }),
    (r) => `${formatNumber(lang, r.latencyUs, r.latencyUs < 10 ? 2 : 1)} ${us}`,
    (r) => r.latencyUs,
    1.3,
  );
  const cpu = panel(
    cpuParts,
    tr("fig.latencyCpu.axisCpu", { unit: us }),
    (r) => `${formatNumber(lang, r.senderCpuUs + r.receiverCpuUs, 2)} ${us}`,
    (r) => r.senderCpuUs + r.receiverCpuUs,
    1.35,
    (r) => tr("fig.latencyCpu.cpuNote", { copies: r.copies, crossings: r.kernelCrossings }),
  );
  const legend = legendRow(
    document,
    parts.map((p) => ({ label: p.label, color: p.color })),
    context.width,
  );
  const panels = stackCharts(document, [latency, cpu], { direction: narrow ? "column" : "row" });
  const stacked: Element[] = [legend, panels];
  if (note) stacked.push(textBlock(document, [{ text: note, muted: true }], context.width));
  return stackCharts(document, stacked, { direction: "column", gap: 6 });
}
