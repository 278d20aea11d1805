/**
 * The fabric advisor's chart: per candidate network, training throughput (bar with its band as
 * whiskers, the tolerance line dashed) and cost per million tokens side by side; below, the
 * all-reduce bandwidth each path should show against the rates that decide (log axis); and the
 * confirming nccl-tests command as text, so the whole figure downloads as one SVG.
 * Uncalibrated candidates are pale with a dashed outline; the recommended one is coloured.
 */

import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import {
  ADVISOR_MARGIN_BOTTOM,
  ADVISOR_MARGIN_TOP,
  ADVISOR_ROLE_COLORS,
  ADVISOR_ROW_PX,
  type AdvisorChartRow,
  advisorBarPanel,
} from "./advisorBarPanel.ts";
import { type AdvisorLegendItem, advisorLegend } from "./advisorLegend.ts";
import { bandScale } from "./bandScale.ts";
import { formatTick } from "./logAxis.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { svgElement, svgViewport } from "./svgElement.ts";
import { wrapText } from "./textWidth.ts";

needStrings("advisor");

/** The chart's input: rows and the texts and thresholds around them. */
export interface FabricAdvisorChartData {
  readonly rows: readonly AdvisorChartRow[];
  readonly toleranceLine: number;
  readonly tolerancePct: number;
  readonly costTitle: string;
  /** Bus bandwidth at which the measured path is good enough, Gb/s (null when none is). */
  readonly requiredGbps: number | null;
  /** Bus bandwidth above which communication hides, Gb/s. */
  readonly hiddenGbps: number;
  /** nccl-tests' all-reduce bus factor for the run's rank count (algbw = busbw / factor). */
  readonly busFactor: number;
  /** Command block: a title, the command (already filled in), a reading rule and an optional note. */
  readonly commandTitle: string;
  readonly command: string;
  readonly reading: string;
  readonly note: string | null;
  readonly legend: readonly AdvisorLegendItem[];
}

const LABEL_MARGIN = 110;
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
const MONO_CHAR = 7.2;
const TEXT_CHAR = 6.4;
const LINE = 17;

/** Split a shell command into lines of at most `chars` characters, ending continued lines with " \". */
export function wrapCommand(command: string, chars: number): string[] {
  const limit = Math.max(16, Math.floor(chars) - 2);
  const lines: string[] = [];
  let line = "";
  for (const word of command.split(/\s+/).filter((w) => w.length > 0)) {
    // Keep "-x NAME=value" and "-b 123M" pairs together.
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= limit || !line) line = candidate;
    else {
      lines.push(`${line} \\`);
      line = `  ${word}`;
    }
  }
  if (line) lines.push(line);
  // Re-join flag/value pairs split across lines: a line ending in a lone flag moves it down.
  for (let i = 0; i < lines.length - 1; i++) {
    const current = lines[i] as string;
    const match = /^(.*\S) (-[A-Za-z]) \\$/.exec(current);
    if (match) {
      lines[i] = `${match[1]} \\`;
      lines[i + 1] = `  ${match[2]} ${(lines[i + 1] as string).trimStart()}`;
    }
  }
  return lines;
}

/** The command block: title, monospace command lines, the reading rule and a note. */
function commandBlock(document: Document, data: FabricAdvisorChartData, width: number): Element {
  const lines: Element[] = [];
  let y = 4;
  const add = (content: string, attributes: Record<string, string | number>) => {
    y += LINE;
    lines.push(
      svgElement(document, "text", { x: 0, y: y - 4, fill: "currentColor", ...attributes }, content),
    );
  };
  add(data.commandTitle, { "font-size": 13, "font-weight": 700 });
  y += 4;
  for (const line of wrapCommand(data.command, width / MONO_CHAR)) {
    const continued = line.startsWith("  ");
    add(line.trimStart(), { "font-size": 12, "font-family": MONO, x: continued ? 2 * MONO_CHAR : 0 });
  }
  y += 4;
  for (const line of wrapText(data.reading, width / TEXT_CHAR)) add(line, { "font-size": 12 });
  if (data.note) {
    for (const line of wrapText(data.note, width / (TEXT_CHAR * 0.92))) {
      add(line, { "font-size": 11, opacity: 0.75 });
    }
  }
  return svgViewport(document, width, y + 6, {}, lines);
}

/** The bandwidth panel: each path's expected all-reduce rate (dot and band) on a log axis, with the deciding rates. */
function busPanel(data: FabricAdvisorChartData, context: ChartContext, width: number): Element {
  const { tr, lang, lens, document } = context;
  const algbw = lens.collective === "algbw";
  const factor = algbw ? data.busFactor : 1;
  const show = (gbps: number) => lensRate(gbps / factor, "throughput", lens);
  const rows = data.rows.map((r) => ({
    ...r,
    low: show(r.busGbps.low),
    value: show(r.busGbps.value),
    high: show(r.busGbps.high),
  }));
  type Row = (typeof rows)[number];
  const unit = tr(lensRateUnit("throughput", lens));
  const required = data.requiredGbps === null ? null : show(data.requiredGbps);
  const hidden = show(data.hiddenGbps);
  const values = [
    ...rows.flatMap((r) => [r.low, r.high]),
    hidden,
    ...(required === null ? [] : [required]),
  ].filter((v) => v > 0);
  const lo = Math.min(...values) / 1.6;
  const hi = Math.max(...values) * 1.6;
  const height = ADVISOR_MARGIN_TOP + 10 + rows.length * ADVISOR_ROW_PX + ADVISOR_MARGIN_BOTTOM;
  const digits = (v: number) => (v < 10 ? 1 : 0);
  const rules = [
    ...(required === null
      ? []
      : [
          {
            x: required,
            label: tr("fig.fabricAdvisor.required", {
              value: formatNumber(lang, required, digits(required)),
            }),
            anchor: "end" as const,
          },
        ]),
    {
      x: hidden,
      label: tr("fig.fabricAdvisor.hidden", { value: formatNumber(lang, hidden, digits(hidden)) }),
      anchor: "start" as const,
    },
  ];
  const color = (r: Row) => ADVISOR_ROLE_COLORS[r.role];
  const top = ADVISOR_MARGIN_TOP + 10;
  const bottom = height - ADVISOR_MARGIN_BOTTOM;
  const right = width - 40;
  // About one tick per 80 px, as Plot spaces a horizontal axis; plain numbers in the reader's
  // locale (a log axis's default format would print SI prefixes, "400m").
  const x = logScaleAxis([lo, hi], [LABEL_MARGIN, right], (right - LABEL_MARGIN) / 80);
  const y = bandScale(
    rows.map((r) => r.label),
    [top, bottom],
    0.3,
    1,
  );
  const marks = panelMarks(document);
  const { el, group } = marks;
  const at = (v: number) => px(x.at(v));
  const title = tr("fig.fabricAdvisor.panelBus", { metric: algbw ? "algbw" : "busbw", unit });
  return marks.panel(width, height, [
    marks.rowLabels(
      LABEL_MARGIN - 9,
      rows.map((r) => ({ label: r.label, y: y.at(r.label) })),
    ),
    ...marks.xAxis(x.ticks, x.at, (t) => (x.labelled(t) ? formatTick(lang, t) : null), top, bottom),
    marks.title(title, top - 32),
    ...rules.flatMap((rule) => marks.rule(x.at(rule.x), top, bottom, rule.label, rule.anchor)),
    group(
      { "stroke-width": 3, "stroke-opacity": 0.6 },
      rows.map((r) =>
        el("line", { x1: at(r.low), x2: at(r.high), y1: y.at(r.label), y2: y.at(r.label), stroke: color(r) }),
      ),
    ),
    group(
      {},
      rows.map((r) =>
        el("circle", {
          cx: at(r.value),
          cy: y.at(r.label),
          r: 5,
          ...(r.calibrated ? { fill: color(r) } : { fill: "none", stroke: color(r), "stroke-width": 2 }),
        }),
      ),
    ),
    marks.values(
      rows.map((r) => ({
        x: x.at(r.high),
        y: y.at(r.label),
        text: formatNumber(lang, r.value, digits(r.value)),
      })),
    ),
  ]);
}

/** The whole figure: legend, throughput and cost panels, the bandwidth panel, and the command. */
export function fabricAdvisorChart(data: FabricAdvisorChartData, context: ChartContext): Element {
  const { tr, document } = context;
  const narrow = context.width < 640;
  const half = narrow ? context.width : Math.floor((context.width - 16) / 2);
  const throughput = advisorBarPanel(data, context, {
    width: narrow ? context.width : half + 40,
    title: tr("fig.fabricAdvisor.panelThroughput"),
    pick: (r) => r.samples,
    digits: (v) => (v < 10 ? 2 : 1),
    showLabels: true,
    rule: {
      x: data.toleranceLine,
      label: tr("fig.fabricAdvisor.toleranceLine", { tolerance: data.tolerancePct }),
    },
  });
  const cost = advisorBarPanel(data, context, {
    width: narrow ? context.width : half - 40,
    title: data.costTitle,
    pick: (r) => r.cost,
    digits: (v) => (v < 1 ? 3 : v < 10 ? 2 : 1),
    showLabels: narrow,
  });
  const top = stackCharts(document, [throughput, cost], { direction: narrow ? "column" : "row" });
  return stackCharts(
    document,
    [
      advisorLegend(document, data.legend, context.width),
      top,
      busPanel(data, context, context.width),
      commandBlock(document, data, context.width),
    ],
    { direction: "column", gap: 12 },
  );
}
