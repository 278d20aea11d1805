/**
 * Latency and CPU side by side for a few transports carrying one message: left, the one-way
 * latency split into sending host, network and receiving host; right, the CPU time the message
 * costs on each host, with its payload copies and kernel entries written under the bar.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle, series } from "./chartTheme.ts";
import { legendRow } from "./legendRow.ts";
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
  const color = { domain: parts.map((p) => p.label), range: parts.map((p) => p.color) };
  const latencyParts = rows.flatMap((r) => [
    { name: r.name, part: parts[0]?.label, us: r.senderUs },
    { name: r.name, part: parts[1]?.label, us: r.wireUs },
    { name: r.name, part: parts[2]?.label, us: r.receiverUs },
  ]);
  const cpuParts = rows.flatMap((r) => [
    { name: r.name, part: parts[0]?.label, us: r.senderCpuUs },
    { name: r.name, part: parts[2]?.label, us: r.receiverCpuUs },
  ]);
  const panel = (
    data: readonly { name: string; part: string | undefined; us: number }[],
    label: string,
    annotate: (r: LatencyCpuRow) => string,
    total: (r: LatencyCpuRow) => number,
    room: number,
    below?: (r: LatencyCpuRow) => string,
  ) => {
    const max = Math.max(...rows.map(total), 1e-9);
    return Plot.plot({
      document,
      width,
      height: 40 + rows.length * 52,
      marginLeft: 136,
      marginRight: 16,
      style: chartStyle,
      color,
      x: { label, grid: true, domain: [0, max * room] },
      y: { domain: names, label: null, padding: 0.45 },
      marks: [
        Plot.barX(data, Plot.stackX({ y: "name", x: "us", fill: "part", order: color.domain })),
        Plot.text(rows, {
          y: "name",
          x: total,
          text: annotate,
          textAnchor: "start",
          dx: 5,
          fill: "currentColor",
        }),
        ...(below
          ? [
              Plot.text(rows, {
                y: "name",
                x: 0,
                text: below,
                textAnchor: "start",
                dy: 17,
                fill: "currentColor",
                fillOpacity: 0.75,
              }),
            ]
          : []),
        Plot.ruleX([0]),
      ],
    }) as unknown as Element;
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
