import { busBandwidthFactor } from "./busBandwidthFactor.ts";
import type { NcclTestsRowWithPrinted } from "./inferNcclTestsShape.ts";
import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";
import type { NcclCollective } from "./NcclCollective.ts";
import type { NcclTestsPrintedTiming } from "./readNcclTestsRow.ts";

/** What the arithmetic check needs. */
export interface NcclTestsCheckInputs {
  readonly rows: readonly NcclTestsRowWithPrinted[];
  readonly collective: NcclCollective | null;
  readonly nranks: number | null;
  /** With `cputime` the printed time is CPU time while bandwidths come from GPU time: algbw is not checked. */
  readonly timeColumn: "time" | "cputime";
}

const FACTOR_FREE = new Set<NcclCollective>(["broadcast", "reduce", "sendrecv"]);

/**
 * Check every row against the nccl-tests arithmetic, allowing for the rounding of the printed
 * digits: algbw = size / time (GB/s, time in us) and busbw = algbw x busBandwidthFactor. The
 * busbw check needs the collective and, unless its factor is 1, the rank count. Returns one
 * diagnostic per inconsistent half.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md
 * @example checkNcclTestsRows({ rows, collective: "all_reduce", nranks: 8, timeColumn: "time" }) // []
 */
export function checkNcclTestsRows(inputs: NcclTestsCheckInputs): MeasurementDiagnostic[] {
  const { rows, collective, nranks, timeColumn } = inputs;
  let factor: number | null = null;
  if (collective !== null && FACTOR_FREE.has(collective)) factor = 1;
  else if (collective !== null && nranks !== null) factor = busBandwidthFactor(collective, nranks);
  const counted = collective === "hypercube" && nranks !== null ? (nranks - 1) / nranks : 1;
  const out: MeasurementDiagnostic[] = [];
  for (const { row, outOfPlace, inPlace } of rows) {
    for (const [label, half] of [
      ["out-of-place", outOfPlace],
      ["in-place", inPlace],
    ] as const) {
      if (half === null) continue;
      const message = checkHalf({
        half,
        bytes: row.bytes * counted,
        factor,
        checkAlgbw: timeColumn === "time",
        legacyAllGather: collective === "all_gather" && nranks !== null ? (nranks - 1) / nranks : null,
      });
      if (message !== null) {
        const what =
          factor === null ? "" : ` (${collective}, ${nranks ?? "any"} ranks: factor ${round4(factor)})`;
        out.push({ line: row.line, message: `${label} ${message}${what}` });
      }
    }
  }
  return out;
}

interface HalfCheck {
  readonly half: NcclTestsPrintedTiming;
  readonly bytes: number;
  readonly factor: number | null;
  readonly checkAlgbw: boolean;
  /** Before nccl-tests fixed all-gather's bandwidth, algbw counted (n-1)/n of the size and busbw = algbw. */
  readonly legacyAllGather: number | null;
}

function checkHalf(check: HalfCheck): string | null {
  const { half, bytes, factor } = check;
  const { time, algbw, busbw } = half;
  const eps = 1e-9 * (1 + Math.abs(algbw.value) + Math.abs(busbw.value));
  const aLo = algbw.value - algbw.halfUlp - eps;
  const aHi = algbw.value + algbw.halfUlp + eps;
  let lo = aLo;
  let hi = aHi;
  if (check.checkAlgbw) {
    const [cLo, cHi] = sizeOverTime(bytes, time.value, time.halfUlp);
    if (cHi < aLo || cLo > aHi) {
      if (check.legacyAllGather !== null && fitsLegacy(check, check.legacyAllGather)) return null;
      const computed = time.value > 0 ? bytes / (time.value * 1e3) : Number.POSITIVE_INFINITY;
      return `algbw ${algbw.value} GB/s is not size / time = ${bytes} B / ${time.value} us = ${round4(computed)} GB/s`;
    }
    lo = Math.max(aLo, cLo);
    hi = Math.min(aHi, cHi);
  }
  if (factor === null) return null;
  const bLo = busbw.value - busbw.halfUlp - eps;
  const bHi = busbw.value + busbw.halfUlp + eps;
  if (hi * factor < bLo || lo * factor > bHi) {
    return `busbw ${busbw.value} GB/s is not algbw x factor = ${round4(algbw.value * factor)} GB/s`;
  }
  return null;
}

function fitsLegacy(check: HalfCheck, share: number): boolean {
  const { time, algbw, busbw } = check.half;
  const [cLo, cHi] = sizeOverTime(check.bytes * share, time.value, time.halfUlp);
  const okAlg = cHi >= algbw.value - algbw.halfUlp && cLo <= algbw.value + algbw.halfUlp;
  return okAlg && Math.abs(busbw.value - algbw.value) <= busbw.halfUlp + algbw.halfUlp + 1e-9;
}

/** GB/s interval for bytes over a time printed in microseconds with the given rounding. */
function sizeOverTime(bytes: number, timeUs: number, halfUlp: number): [number, number] {
  const slow = timeUs + halfUlp;
  const fast = timeUs - halfUlp;
  const lo = slow > 0 ? bytes / (slow * 1e3) : 0;
  const hi = fast > 0 ? bytes / (fast * 1e3) : bytes > 0 ? Number.POSITIVE_INFINITY : 0;
  return [lo * (1 - 1e-12), hi * (1 + 1e-12)];
}

function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}
