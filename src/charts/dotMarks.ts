/**
 * Dots as Observable Plot draws them, for charts drawn without Plot: circles of radius `r` at
 * their positions, in one group carrying the shared fill and stroke (a stroke 1.5 px wide unless
 * given, as Plot's dot mark).
 */
import { px } from "./panelMarks.ts";
import { type SvgAttributes, svgElement } from "./svgElement.ts";

/** One dot: its centre, and its own colours when the group's are not its. */
export interface DotMark {
  readonly x: number;
  readonly y: number;
  readonly fill?: string;
  readonly stroke?: string;
}

/**
 * The dots in one `<g>` with `style` (fill, stroke, dash…).
 * @example dotMarks(document, [{ x: 10, y: 20 }], 6, { fill: "red" }).innerHTML // '<circle cx="10" cy="20" r="6"></circle>'
 */
export function dotMarks(
  document: Document,
  dots: readonly DotMark[],
  r: number,
  style: SvgAttributes = {},
): Element {
  const stroked = style.stroke !== undefined || dots.some((d) => d.stroke !== undefined);
  return svgElement(
    document,
    "g",
    { ...(stroked ? { "stroke-width": 1.5 } : {}), ...style },
    dots.map((d) =>
      svgElement(document, "circle", { cx: px(d.x), cy: px(d.y), r, fill: d.fill, stroke: d.stroke }),
    ),
  );
}
