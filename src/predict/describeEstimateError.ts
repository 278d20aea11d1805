import { formatDecimal } from "../lib/formatDecimal.ts";
import type { EstimateError } from "./estimateError.ts";
import { fillTemplate } from "./fillTemplate.ts";

/** The UI strings an estimate's error is worded with (templates with `{percent}` / `{ratio}`). */
export interface EstimateErrorLabels {
  readonly exact: string;
  readonly percentHigh: string;
  readonly percentLow: string;
  readonly timesHigh: string;
  readonly timesLow: string;
}

/**
 * An estimate's error in words, numbers formatted for `lang`.
 * @example describeEstimateError({ kind: "times", direction: "high", ratio: 3.2 }, labels, "en") // "3.2 times too high"
 */
export function describeEstimateError(
  error: EstimateError,
  labels: EstimateErrorLabels,
  lang: string,
): string {
  switch (error.kind) {
    case "exact":
      return labels.exact;
    case "percent":
      return fillTemplate(error.direction === "high" ? labels.percentHigh : labels.percentLow, {
        percent: formatDecimal(error.percent, 0, 0),
      });
    case "times":
      // Past ten thousand, two significant digits in scientific form ("1.2E18"), never a long row.
      return fillTemplate(error.direction === "high" ? labels.timesHigh : labels.timesLow, {
        ratio:
          error.ratio < 1e4
            ? formatDecimal(error.ratio, 0, 1)
            : new Intl.NumberFormat(lang, { notation: "scientific", maximumSignificantDigits: 2 }).format(
                error.ratio,
              ),
      });
  }
}
