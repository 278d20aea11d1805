/**
 * How far an estimate is from the model's answer, in the form a person reads best: "spot on"
 * when it rounds to 0%, a percentage while the estimate is within a factor of two, and a ratio
 * ("3.2 times too high") beyond that.
 */
export type EstimateError =
  | { readonly kind: "exact" }
  | { readonly kind: "percent"; readonly direction: "high" | "low"; readonly percent: number }
  | { readonly kind: "times"; readonly direction: "high" | "low"; readonly ratio: number };

/**
 * Compare a positive estimate with a positive answer (same unit). Percentages are whole numbers;
 * ratios keep one decimal below 10 and none above.
 * @throws RangeError when either number is not finite and positive.
 * @example estimateError(40, 50) // { kind: "percent", direction: "low", percent: 20 }
 */
export function estimateError(estimate: number, answer: number): EstimateError {
  if (!(estimate > 0) || !(answer > 0) || !Number.isFinite(estimate) || !Number.isFinite(answer)) {
    throw new RangeError(`estimateError: both numbers must be finite and positive (${estimate}, ${answer})`);
  }
  const ratio = estimate / answer;
  const direction = ratio >= 1 ? "high" : "low";
  const factor = ratio >= 1 ? ratio : 1 / ratio;
  if (factor >= 2) {
    const rounded = factor < 10 ? Math.round(factor * 10) / 10 : Math.round(factor);
    return { kind: "times", direction, ratio: rounded };
  }
  const percent = Math.round(Math.abs(ratio - 1) * 100);
  return percent === 0 ? { kind: "exact" } : { kind: "percent", direction, percent };
}
