/**
 * Observable Plot's own scales as references for the charts drawn without Plot: where Plot would
 * put a value on a log or linear axis, or a row on a band axis, for the same domain and range.
 */
import * as Plot from "@observablehq/plot";

/** Plot's position of a value on a `type` axis mapping `domain` onto `range` (px). */
export function plotPosition(
  type: "log" | "linear",
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const scale = Plot.scale({ x: { type, domain: [...domain], range: [...range] } });
  return (value) => Number(scale.apply(value));
}

/** Plot's band axis: where each key's band starts and how wide bands are (px), as a chart lays it out. */
export function plotBands(
  domain: readonly string[],
  range: readonly [number, number],
  padding: number,
  paddingOuter = padding,
): { at: (key: string) => number; bandwidth: number } {
  const scale = Plot.scale({
    y: { type: "band", domain: [...domain], range: [...range], padding, paddingOuter, round: true },
  });
  return { at: (key) => Number(scale.apply(key)), bandwidth: Number(scale.bandwidth) };
}

/** The numeric attributes `names` of every element `selector` finds under `root`. */
export function drawn(root: Element, selector: string, names: readonly string[]): number[][] {
  return [...root.querySelectorAll(selector)].map((e) => names.map((n) => Number(e.getAttribute(n))));
}
