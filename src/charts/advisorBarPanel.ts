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
import { panelMarks, px } from "./panelMarks.ts";

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
  const marks = panelMarks(document);
  const { el, group } = marks;
  const rows = data.rows.map((r) => ({ row: r, v: options.pick(r), color: ADVISOR_ROLE_COLORS[r.role] }));
  type Row = (typeof rows)[number];
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
  const top = (r: Row) => y.at(r.row.label);
  const middle = (r: Row) => top(r) + band / 2;
  const whiskerEnd = (r: Row, end: number) =>
    el("line", { x1: px(x.at(end)), x2: px(x.at(end)), y1: top(r), y2: top(r) + band });
  const rule = options.rule;
  return marks.panel(options.width, height, [
    ...(options.showLabels
      ? [
          marks.rowLabels(
            left - 9,
            rows.map((r) => ({ label: r.row.label, y: middle(r) })),
          ),
        ]
      : []),
    ...marks.xAxis(x.ticks, x.at, (t) => x.label(t, lang), ADVISOR_MARGIN_TOP, bottom),
    marks.title(options.title, ADVISOR_MARGIN_TOP - 24),
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
    marks.values(
      rows.map((r) => ({
        x: x.at(r.v.high),
        y: middle(r),
        text: formatNumber(lang, r.v.value, options.digits(r.v.value)),
      })),
    ),
    ...(rule ? marks.rule(x.at(rule.x), ADVISOR_MARGIN_TOP, bottom, rule.label, "end") : []),
  ]);
}
