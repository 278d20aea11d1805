/** A width and a height in CSS pixels. */
export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The scale that makes content of size `content` fit inside `box` (never above 1: a slide is
 * shrunk to fit, not blown up). Empty or unmeasurable sizes give 1.
 * @example fitScale({ width: 1200, height: 900 }, { width: 1200, height: 600 }) // 0.6666…
 */
export function fitScale(content: BoxSize, box: BoxSize): number {
  const ratios = [box.width / content.width, box.height / content.height].filter(
    (r) => Number.isFinite(r) && r > 0,
  );
  return Math.min(1, ...ratios);
}
