/**
 * The slide a reader has scrolled to: the one whose box crosses a horizontal line at `lineY`
 * (CSS px from the viewport's top). Boxes are the slides' `getBoundingClientRect()` in deck order;
 * slides are numbered from 1. Returns null when the line falls between slides or past them.
 * @example slideAtLine([{ top: -500, bottom: 200 }, { top: 200, bottom: 900 }], 360) // 2
 */
export function slideAtLine(
  boxes: readonly { readonly top: number; readonly bottom: number }[],
  lineY: number,
): number | null {
  const i = boxes.findIndex((b) => b.top <= lineY && b.bottom > lineY);
  return i < 0 ? null : i + 1;
}
