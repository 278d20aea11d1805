/**
 * The first view of an nccl-tests read: the hardware guessed from the output and the measurement
 * against the model for it. The reading worker computes it beside the parse, so the page can show
 * a large sweep without rebuilding every row; a hardware change on the page prices it again there.
 */
import type { MeasurementResult } from "fabric-model";
import { compareNcclTests } from "./compareNcclTests.ts";
import { guessNcclHardware } from "./guessNcclHardware.ts";
import type { MeasurementComparison } from "./MeasurementComparison.ts";
import type { NcclHardware } from "./NcclHardware.ts";

/** The guessed hardware, which of its fields the output gave, and the comparison made with it. */
export interface FirstComparison {
  readonly hardware: NcclHardware;
  readonly known: readonly string[];
  readonly comparison: MeasurementComparison;
}

/**
 * Guess and compare an nccl-tests result; undefined for other kinds, or when the model refuses
 * the guess (the page then compares again and shows the model's message).
 * Example: `firstComparison(parseMeasurement(ncclText))?.hardware.gpu === "h100-sxm"`.
 */
export function firstComparison(result: MeasurementResult): FirstComparison | undefined {
  if (result.kind !== "nccl-tests") return undefined;
  const { hardware, known } = guessNcclHardware(result);
  try {
    return { hardware, known, comparison: compareNcclTests(result, hardware) };
  } catch {
    return undefined;
  }
}
