/**
 * The left y axis of a chart panel drawn by hand (no Observable Plot), as Plot drew it: a light
 * grid line across the frame at each tick, a 6 px tick mark left of the frame, the tick's label
 * 9 px left of it, and the axis title "↑ title" in the panel's top-left corner. The x axis is
 * `panelMarks(document).xAxis`; its title is `xAxisTitle`.
 */
import { panelMarks, px } from "./panelMarks.ts";

/** Where the y axis goes and what it shows. */
export interface YAxisOptions {
  /** Tick values. */
  readonly ticks: readonly number[];
  /** The pixel height of a value. */
  readonly at: (value: number) => number;
  /** A tick's label. */
  readonly label: (value: number) => string;
  /** The frame's left and right edges, px: the axis sits on `left`, the grid reaches `right`. */
  readonly left: number;
  readonly right: number;
  /** The axis title, written "↑ title" at (3, 3) px; none when absent. */
  readonly title?: string | undefined;
}

/**
 * Grid, tick marks, tick labels and title of a y axis, in drawing order.
 * @example yAxis(document, { ticks: [0, 1], at: (v) => 100 - 50 * v, label: String, left: 40, right: 300 }).length // 3
 */
export function yAxis(document: Document, options: YAxisOptions): Element[] {
  const { el, group } = panelMarks(document);
  const { ticks, at, left, right } = options;
  return [
    group(
      { stroke: "currentColor", "stroke-opacity": 0.1, "aria-hidden": "true" },
      ticks.map((t) => el("line", { x1: left, x2: right, y1: px(at(t)), y2: px(at(t)) })),
    ),
    group(
      { stroke: "currentColor", "aria-hidden": "true" },
      ticks.map((t) => el("line", { x1: left - 6, x2: left, y1: px(at(t)), y2: px(at(t)) })),
    ),
    group(
      { "text-anchor": "end", "font-variant": "tabular-nums" },
      ticks.map((t) => el("text", { x: left - 9, y: px(at(t)), dy: "0.32em" }, options.label(t))),
    ),
    ...(options.title === undefined
      ? []
      : [el("text", { x: 3, y: 3, dy: "0.71em", "text-anchor": "start" }, `↑ ${options.title}`)]),
  ];
}

/**
 * The x axis title "title →", centred on `x`, its baseline 3 px above the panel's bottom edge `bottom`.
 * @example xAxisTitle(document, "Step", 360, 300).textContent // "Step →"
 */
export function xAxisTitle(document: Document, title: string, x: number, bottom: number): Element {
  return panelMarks(document).el("text", { x: px(x), y: bottom - 3, "text-anchor": "middle" }, `${title} →`);
}
