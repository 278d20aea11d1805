/**
 * What each host receives before and after a failure: a group of two bars per host (before, after),
 * a ✕ under each host that lost everything it had. Plain SVG (no Observable Plot), laid out as Plot
 * laid it out before: hosts as bands with 15 % padding, the two bars as bands with 10 %, nice
 * linear ticks up from zero with a light grid in each host's band.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { bandScale } from "./bandScale.ts";
import { failedColor } from "./chartTheme.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";

/** One host's throughput, in the unit the axis names. */
export interface HostThroughput {
  readonly host: string;
  readonly before: number;
  readonly after: number;
}

const HEIGHT = 260;
const MARGIN = { top: 36, right: 20, bottom: 30, left: 48 } as const;

/**
 * The chart, `width` px wide: `labels` name the two bars (before, after) in the legend's order and
 * `colors` colour them; `axes` label the hosts and the throughput.
 */
export function hostThroughputChart(
  hosts: readonly HostThroughput[],
  options: {
    readonly width: number;
    readonly colors: readonly [string, string];
    readonly axes: { readonly host: string; readonly throughput: string };
  },
  context: ChartContext,
): Element {
  const marks = panelMarks(context.document);
  const { el, group } = marks;
  const { width } = options;
  const bottom = HEIGHT - MARGIN.bottom;
  const facets = bandScale(
    hosts.map((h) => h.host),
    [MARGIN.left, width - MARGIN.right],
    0.15,
  );
  const bars = bandScale(["before", "after"], [0, facets.bandwidth], 0.1);
  const y = linearAxis(
    [0, Math.max(0, ...hosts.flatMap((h) => [h.before, h.after]))],
    [bottom, MARGIN.top],
    (bottom - MARGIN.top) / 35,
  );
  const starts = hosts.map((h) => ({ host: h, start: facets.at(h.host) }));
  const first = starts[0]?.start ?? MARGIN.left;
  const bar = (start: number, which: "before" | "after", value: number, color: string) =>
    el("rect", {
      x: start + bars.at(which),
      y: px(y.at(value)),
      width: bars.bandwidth,
      height: px(y.at(0) - y.at(value)),
      fill: color,
    });
  return marks.panel(width, HEIGHT, [
    group(
      { "text-anchor": "middle" },
      starts.map((s) =>
        el("text", { x: s.start + facets.bandwidth / 2, y: bottom + 9, dy: "0.71em" }, s.host.host),
      ),
    ),
    el(
      "text",
      { x: (MARGIN.left + width - MARGIN.right) / 2, y: bottom + 27, "text-anchor": "middle" },
      options.axes.host,
    ),
    group(
      { stroke: "currentColor", "stroke-opacity": 0.1, "aria-hidden": "true" },
      starts.flatMap((s) =>
        y.ticks.map((t) =>
          el("line", { x1: s.start, x2: s.start + facets.bandwidth, y1: px(y.at(t)), y2: px(y.at(t)) }),
        ),
      ),
    ),
    // Tick marks and labels left of the first host; the grid is drawn in each host's band above.
    ...marks.yAxis(y.ticks, y.at, (t) => y.label(t, context.lang), first, first).slice(1),
    el(
      "text",
      { x: first - MARGIN.left + 3, y: 3, dy: "0.71em", "text-anchor": "start" },
      `↑ ${options.axes.throughput}`,
    ),
    group(
      {},
      starts.flatMap((s) => [
        bar(s.start, "before", s.host.before, options.colors[0]),
        bar(s.start, "after", s.host.after, options.colors[1]),
      ]),
    ),
    group(
      { stroke: "currentColor" },
      starts.map((s) => el("line", { x1: s.start, x2: s.start + facets.bandwidth, y1: bottom, y2: bottom })),
    ),
    group(
      { fill: failedColor, "text-anchor": "middle" },
      starts
        .filter((s) => s.host.after === 0 && s.host.before > 0)
        .map((s) => el("text", { x: s.start + facets.bandwidth / 2, y: bottom - 6 }, "✕")),
    ),
  ]);
}
