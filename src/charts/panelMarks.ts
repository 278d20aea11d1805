/**
 * The marks of a chart panel drawn by hand (no Observable Plot), each as Plot drew it: the panel's
 * root, row labels and their tick marks, an x axis and a y axis (light grid, tick marks, labels) and
 * their labels, a bold title, a dashed rule with its label, and values beside their marks. Built in
 * the chart's document; coordinates to 1/100 px.
 */
import { type SvgAttributes, svgElement, svgViewport } from "./svgElement.ts";

/** A coordinate to 1/100 px: the same picture, shorter markup. */
export const px = (v: number) => Math.round(v * 100) / 100;

/** The panels' typeface and size, as Plot set them. */
const PANEL_FONT = { "font-family": "system-ui, sans-serif", "font-size": 12 } as const;

/**
 * The mark builders for one document.
 * @example panelMarks(document).title("Step (s)", 6).textContent // "Step (s)"
 */
export function panelMarks(document: Document) {
  const el = (tag: string, attributes: SvgAttributes, content?: string) =>
    svgElement(document, tag, attributes, content);
  const group = (attributes: SvgAttributes, children: readonly Element[]) =>
    svgElement(document, "g", attributes, children);
  const xGrid = (ticks: readonly number[], at: (value: number) => number, top: number, bottom: number) =>
    group(
      { stroke: "currentColor", "stroke-opacity": 0.1, "aria-hidden": "true" },
      ticks.map((t) => el("line", { x1: px(at(t)), x2: px(at(t)), y1: top, y2: bottom })),
    );
  const xTicks = (
    ticks: readonly number[],
    at: (value: number) => number,
    label: (value: number) => string | null,
    bottom: number,
  ): Element[] => [
    group(
      { stroke: "currentColor", "aria-hidden": "true" },
      ticks.map((t) => el("line", { x1: px(at(t)), x2: px(at(t)), y1: bottom, y2: bottom + 6 })),
    ),
    group(
      { "text-anchor": "middle", "font-variant": "tabular-nums" },
      ticks.flatMap((t) => {
        const text = label(t);
        return text === null ? [] : [el("text", { x: px(at(t)), y: bottom + 9, dy: "0.71em" }, text)];
      }),
    ),
  ];
  return {
    el,
    group,
    /** The panel: a nested `<svg>` whose marks may reach past its edges (titles, values). */
    panel: (width: number, height: number, children: readonly Element[]) =>
      svgViewport(
        document,
        width,
        height,
        { ...PANEL_FONT, fill: "currentColor", overflow: "visible" },
        children,
      ),
    /** Row labels ending at `x`, each centred on its `y`. */
    rowLabels: (x: number, rows: ReadonlyArray<{ readonly label: string; readonly y: number }>) =>
      group(
        { "text-anchor": "end" },
        rows.map((r) => el("text", { x, y: r.y, dy: "0.32em" }, r.label)),
      ),
    /** Tick marks 6 px long ending at `x`, one at each `y` (a band axis's ticks, beside its row labels). */
    rowTicks: (x: number, ys: readonly number[]) =>
      group(
        { stroke: "currentColor", "aria-hidden": "true" },
        ys.map((y) => el("line", { x1: x - 6, x2: x, y1: px(y), y2: px(y) })),
      ),
    /** Vertical grid lines of `ticks` from `top` to `bottom`. */
    xGrid,
    /** Tick marks below `bottom` and the labels (null: none) of `ticks`. */
    xTicks,
    /** Grid lines from `top` to `bottom`, tick marks below and the labels (null: none) of `ticks`. */
    xAxis: (
      ticks: readonly number[],
      at: (value: number) => number,
      label: (value: number) => string | null,
      top: number,
      bottom: number,
    ): Element[] => [xGrid(ticks, at, top, bottom), ...xTicks(ticks, at, label, bottom)],
    /** Grid lines from `left` to `right`, tick marks left of `left` and the labels of `ticks`. */
    yAxis: (
      ticks: readonly number[],
      at: (value: number) => number,
      label: (value: number) => string,
      left: number,
      right: number,
    ): Element[] => [
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
        ticks.map((t) => el("text", { x: left - 9, y: px(at(t)), dy: "0.32em" }, label(t))),
      ),
    ],
    /**
     * An x axis's label with Plot's arrow ("Rate (Gb/s) →"), 3 px above the panel's bottom edge
     * (`bottom` + `marginBottom`): ending 3 px short of `width`, or centred on the range `centre`.
     */
    xLabel: (
      text: string,
      width: number,
      bottom: number,
      options: { readonly marginBottom?: number; readonly centre?: readonly [number, number] } = {},
    ) => {
      const y = bottom + (options.marginBottom ?? 30) - 3;
      const { centre } = options;
      return centre
        ? el("text", { x: (centre[0] + centre[1]) / 2, y, "text-anchor": "middle" }, `${text} →`)
        : el("text", { x: width - 3, y, "text-anchor": "end" }, `${text} →`);
    },
    /** A y axis's label with Plot's arrow ("↑ Queue (KiB)") in the panel's top-left corner. */
    yLabel: (text: string) => el("text", { x: 3, y: 3, dy: "0.71em", "text-anchor": "start" }, `↑ ${text}`),
    /** The panel's title, bold, its top at `y`. */
    title: (text: string, y: number) =>
      el("text", { x: 4, y, dy: "0.71em", "font-weight": 700, "font-size": 13 }, text),
    /** A dashed vertical rule at `x` from `top` to `bottom`, its label above it on the `anchor` side. */
    rule: (x: number, top: number, bottom: number, label: string, anchor: "start" | "end"): Element[] => [
      el("line", {
        x1: px(x),
        x2: px(x),
        y1: top,
        y2: bottom,
        stroke: "currentColor",
        "stroke-dasharray": "5,4",
        "stroke-opacity": 0.7,
      }),
      el(
        "text",
        {
          x: px(x + (anchor === "end" ? -4 : 4)),
          y: top - 8,
          dy: "0.71em",
          "font-size": 11,
          "text-anchor": anchor,
        },
        label,
      ),
    ],
    /** Values 8 px right of their `x`, centred on their `y`. */
    values: (items: ReadonlyArray<{ readonly x: number; readonly y: number; readonly text: string }>) =>
      group(
        { "font-size": 11, "text-anchor": "start" },
        items.map((v) => el("text", { x: px(v.x + 8), y: v.y, dy: "0.32em" }, v.text)),
      ),
  };
}
