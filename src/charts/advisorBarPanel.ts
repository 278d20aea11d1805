/**
 * One panel of the advisors' charts: horizontal bars with whiskers for one quantity, a row per
 * candidate (coloured by role, pale with a dashed outline when uncalibrated), an x axis with a
 * light grid, the value at the end of each whisker and an optional dashed rule; shared by the
 * path and the cluster advisors. Plain SVG (no Observable Plot), laid out as Plot laid it out
 * before: a band per row, nice linear ticks.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { bandScale } from "./bandScale.ts";
import { mutedColor, series } from "./chartTheme.ts";
import { linearAxis } from "./linearAxis.ts";
import { svgElement, svgViewport } from "./svgElement.ts";

/** A band: central value and its ends. */
export interface AdvisorRange {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** The role a candidate plays in the advice. */
export type AdvisorRole = "recommended" | "start" | "compare" | "other";

/** One candidate, ready to draw (labels already translated). */
export interface AdvisorChartRow {
  readonly label: string;
  readonly role: AdvisorRole;
  readonly calibrated: boolean;
  readonly samples: AdvisorRange;
  readonly cost: AdvisorRange;
  /** Expected all-reduce bus bandwidth, Gb/s one way. */
  readonly busGbps: AdvisorRange;
}

/** Colour of each role. */
export const ADVISOR_ROLE_COLORS: Readonly<Record<AdvisorRole, string>> = {
  recommended: series[0],
  start: series[0],
  compare: series[1],
  other: mutedColor,
};

/** Height of a row, px. */
export const ADVISOR_ROW_PX = 34;
/** Room above the rows (the panel's title) and below them (the axis), px. */
export const ADVISOR_MARGIN_TOP = 30;
export const ADVISOR_MARGIN_BOTTOM = 34;
const MARGIN_RIGHT = 40;
const LABEL_MARGIN = 110;
/** The panels' typeface, as Plot set it. */
export const CHART_FONT = "system-ui, sans-serif";

/** A coordinate to 1/100 px: the same picture, shorter markup. */
export const px = (v: number) => Math.round(v * 100) / 100;

/** What `advisorBarPanel` draws besides the rows. */
export interface AdvisorBarPanelOptions {
  readonly width: number;
  readonly title: string;
  readonly pick: (row: AdvisorChartRow) => AdvisorRange;
  readonly digits: (v: number) => number;
  readonly showLabels: boolean;
  readonly rule?: { readonly x: number; readonly label: string };
  /** Room for the row labels, px (default 110). */
  readonly labelMargin?: number;
}

/**
 * The panel as a nested `<svg>` `options.width` px wide (see the module note).
 * @example advisorBarPanel({ rows }, context, { width: 400, title: "Step (s)", pick: (r) => r.samples, digits: () => 1, showLabels: true })
 */
export function advisorBarPanel(
  data: { readonly rows: readonly AdvisorChartRow[] },
  context: Pick<ChartContext, "document" | "lang">,
  options: AdvisorBarPanelOptions,
): Element {
  const { lang, document } = context;
  const el = (tag: string, attributes: Record<string, string | number | undefined>, content?: string) =>
    svgElement(document, tag, attributes, content);
  const group = (attributes: Record<string, string | number>, children: readonly Element[]) =>
    svgElement(document, "g", attributes, children);
  const rows = data.rows.map((r) => ({ row: r, v: options.pick(r), color: ADVISOR_ROLE_COLORS[r.role] }));
  const height = ADVISOR_MARGIN_TOP + rows.length * ADVISOR_ROW_PX + ADVISOR_MARGIN_BOTTOM;
  const bottom = height - ADVISOR_MARGIN_BOTTOM;
  const max = Math.max(...rows.map((r) => r.v.high), options.rule?.x ?? 0) * 1.18;
  const left = options.showLabels ? (options.labelMargin ?? LABEL_MARGIN) : 10;
  const x = linearAxis([0, max > 0 ? max : 1], [left, options.width - MARGIN_RIGHT], 4);
  const y = bandScale(
    rows.map((r) => r.row.label),
    [ADVISOR_MARGIN_TOP, bottom],
    0.3,
  );
  const band = y.bandwidth;
  const top = (r: (typeof rows)[number]) => y.at(r.row.label);
  const middle = (r: (typeof rows)[number]) => top(r) + band / 2;
  const whiskerEnd = (r: (typeof rows)[number], end: number) =>
    el("line", { x1: px(x.at(end)), x2: px(x.at(end)), y1: top(r), y2: top(r) + band });
  const rule = options.rule;
  return svgViewport(
    document,
    options.width,
    height,
    { "font-family": CHART_FONT, "font-size": 12, fill: "currentColor", overflow: "visible" },
    [
      ...(options.showLabels
        ? [
            group(
              { "text-anchor": "end" },
              rows.map((r) => el("text", { x: left - 9, y: middle(r), dy: "0.32em" }, r.row.label)),
            ),
          ]
        : []),
      group(
        { stroke: "currentColor", "stroke-opacity": 0.1, "aria-hidden": "true" },
        x.ticks.map((t) =>
          el("line", { x1: px(x.at(t)), x2: px(x.at(t)), y1: ADVISOR_MARGIN_TOP, y2: bottom }),
        ),
      ),
      group(
        { stroke: "currentColor", "aria-hidden": "true" },
        x.ticks.map((t) => el("line", { x1: px(x.at(t)), x2: px(x.at(t)), y1: bottom, y2: bottom + 6 })),
      ),
      group(
        { "text-anchor": "middle", "font-variant": "tabular-nums" },
        x.ticks.map((t) => el("text", { x: px(x.at(t)), y: bottom + 9, dy: "0.71em" }, x.label(t, lang))),
      ),
      el(
        "text",
        { x: 4, y: ADVISOR_MARGIN_TOP - 24, dy: "0.71em", "font-weight": 700, "font-size": 13 },
        options.title,
      ),
      group(
        {},
        rows.map((r) =>
          el("rect", {
            x: px(x.at(0)),
            y: top(r),
            width: px(x.at(r.v.value) - x.at(0)),
            height: band,
            fill: r.color,
            ...(r.row.calibrated
              ? {}
              : { "fill-opacity": 0.3, stroke: r.color, "stroke-dasharray": "4,3", "stroke-width": 1.5 }),
          }),
        ),
      ),
      group({ stroke: "currentColor", "stroke-width": 1.5 }, [
        ...rows.map((r) =>
          el("line", { x1: px(x.at(r.v.low)), x2: px(x.at(r.v.high)), y1: middle(r), y2: middle(r) }),
        ),
        ...rows.map((r) => whiskerEnd(r, r.v.low)),
        ...rows.map((r) => whiskerEnd(r, r.v.high)),
      ]),
      group(
        { "font-size": 11, "text-anchor": "start" },
        rows.map((r) =>
          el(
            "text",
            { x: px(x.at(r.v.high) + 8), y: middle(r), dy: "0.32em" },
            formatNumber(lang, r.v.value, options.digits(r.v.value)),
          ),
        ),
      ),
      ...(rule
        ? [
            el("line", {
              x1: px(x.at(rule.x)),
              x2: px(x.at(rule.x)),
              y1: ADVISOR_MARGIN_TOP,
              y2: bottom,
              stroke: "currentColor",
              "stroke-dasharray": "5,4",
              "stroke-opacity": 0.7,
            }),
            el(
              "text",
              {
                x: px(x.at(rule.x) - 4),
                y: ADVISOR_MARGIN_TOP - 8,
                dy: "0.71em",
                "font-size": 11,
                "text-anchor": "end",
              },
              rule.label,
            ),
          ]
        : []),
    ],
  );
}
