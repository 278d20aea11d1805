import { busBandwidthFactor } from "./busBandwidthFactor.ts";
import type { NcclTestsRowWithPrinted } from "./inferNcclTestsShape.ts";
import type { MeasurementDiagnostic, MeasurementMessage } from "./MeasurementDiagnostic.ts";
import type { NcclCollective } from "./NcclCollective.ts";
import type { NcclTestsPrintedTiming } from "./readNcclTestsRow.ts";

/** What the arithmetic check needs. */
export interface NcclTestsCheckInputs {
  readonly rows: readonly NcclTestsRowWithPrinted[];
  readonly collective: NcclCollective | null;
  readonly nranks: number | null;
  /** With `cputime` the printed time is CPU time while bandwidths come from GPU time: algbw is not checked. */
  readonly timeColumn: "time" | "cputime";
  /** Most diagnostics to write out; further failing halves are only counted (default 100). */
  readonly maxDiagnostics?: number;
}

const FACTOR_FREE = new Set<NcclCollective>(["broadcast", "reduce", "sendrecv"]);

/**
 * Check every row against the nccl-tests arithmetic, allowing for the rounding of the printed
 * digits: algbw = size / time (GB/s, time in us) and busbw = algbw x busBandwidthFactor. The
 * busbw check needs the collective and, unless its factor is 1, the rank count. Returns one
 * diagnostic per inconsistent half, up to `maxDiagnostics`, then one line counting the rest.
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
  const check: HalfCheck = {
    factor,
    checkAlgbw: timeColumn === "time",
    legacyAllGather: collective === "all_gather" && nranks !== null ? (nranks - 1) / nranks : null,
  };
  const limit = inputs.maxDiagnostics ?? 100;
  let more = 0;
  const report = (
    line: number,
    label: "out-of-place" | "in-place",
    half: NcclTestsPrintedTiming,
    bytes: number,
  ): void => {
    const fault = checkHalf(check, half, bytes);
    if (fault === null) return;
    if (out.length >= limit) {
      more++;
      return;
    }
    out.push({ line, ...describeFault(fault, label, half, bytes, { collective, nranks, factor }) });
  };
  for (const { row, outOfPlace, inPlace } of rows) {
    const bytes = row.bytes * counted;
    if (outOfPlace !== null) report(row.line, "out-of-place", outOfPlace, bytes);
    if (inPlace !== null) report(row.line, "in-place", inPlace, bytes);
  }
  if (more > 0) out.push({ line: 0, code: "nccl-more-arithmetic", values: { count: more } });
  return out;
}

interface HalfCheck {
  readonly factor: number | null;
  readonly checkAlgbw: boolean;
  /** Before nccl-tests fixed all-gather's bandwidth, algbw counted (n-1)/n of the size and busbw = algbw. */
  readonly legacyAllGather: number | null;
}

/** Which check a half fails, if any (no message built: most halves pass, and a hostile file may fail thousands). */
function checkHalf(check: HalfCheck, half: NcclTestsPrintedTiming, bytes: number): "algbw" | "busbw" | null {
  const { factor } = check;
  const { timeUs, algbwGBps, busbwGBps } = half.timing;
  const eps = 1e-9 * (1 + Math.abs(algbwGBps) + Math.abs(busbwGBps));
  const aLo = algbwGBps - half.algbwHalfUlp - eps;
  const aHi = algbwGBps + half.algbwHalfUlp + eps;
  let lo = aLo;
  let hi = aHi;
  if (check.checkAlgbw) {
    const cLo = sizeOverSlowTime(bytes, timeUs, half.timeHalfUlp);
    const cHi = sizeOverFastTime(bytes, timeUs, half.timeHalfUlp);
    if (cHi < aLo || cLo > aHi) {
      if (check.legacyAllGather !== null && fitsLegacy(half, bytes * check.legacyAllGather)) return null;
      return "algbw";
    }
    lo = Math.max(aLo, cLo);
    hi = Math.min(aHi, cHi);
  }
  if (factor === null) return null;
  const bLo = busbwGBps - half.busbwHalfUlp - eps;
  const bHi = busbwGBps + half.busbwHalfUlp + eps;
  if (hi * factor < bLo || lo * factor > bHi) return "busbw";
  return null;
}

/** The remark for a failing half: the numbers, and the collective and factor the check used (if any). */
function describeFault(
  fault: "algbw" | "busbw",
  label: "out-of-place" | "in-place",
  half: NcclTestsPrintedTiming,
  bytes: number,
  used: { collective: NcclCollective | null; nranks: number | null; factor: number | null },
): MeasurementMessage {
  const { collective, nranks, factor } = used;
  const { timeUs, algbwGBps, busbwGBps } = half.timing;
  if (fault === "algbw") {
    const computed = timeUs > 0 ? bytes / (timeUs * 1e3) : Number.POSITIVE_INFINITY;
    const values = { half: label, algbwGBps, bytes, timeUs, expectedGBps: round4(computed) };
    if (factor === null || collective === null) return { code: "nccl-algbw-mismatch", values };
    const withFactor = { ...values, collective, factor: round4(factor) };
    return nranks === null
      ? { code: "nccl-algbw-mismatch-any-ranks", values: withFactor }
      : { code: "nccl-algbw-mismatch-factor", values: { ...withFactor, nranks } };
  }
  const values = {
    half: label,
    busbwGBps,
    expectedGBps: round4(algbwGBps * (factor ?? 1)),
    collective: collective ?? "",
    factor: round4(factor ?? 1),
  };
  return nranks === null
    ? { code: "nccl-busbw-mismatch-any-ranks", values }
    : { code: "nccl-busbw-mismatch", values: { ...values, nranks } };
}

function fitsLegacy(half: NcclTestsPrintedTiming, bytes: number): boolean {
  const { timeUs, algbwGBps, busbwGBps } = half.timing;
  const cLo = sizeOverSlowTime(bytes, timeUs, half.timeHalfUlp);
  const cHi = sizeOverFastTime(bytes, timeUs, half.timeHalfUlp);
  const okAlg = cHi >= algbwGBps - half.algbwHalfUlp && cLo <= algbwGBps + half.algbwHalfUlp;
  return okAlg && Math.abs(busbwGBps - algbwGBps) <= half.busbwHalfUlp + half.algbwHalfUlp + 1e-9;
}

/** Lowest GB/s that bytes over a time printed in microseconds (with the given rounding) allows. */
function sizeOverSlowTime(bytes: number, timeUs: number, halfUlp: number): number {
  const slow = timeUs + halfUlp;
  return slow > 0 ? (bytes / (slow * 1e3)) * (1 - 1e-12) : 0;
}

/** Highest GB/s that bytes over a time printed in microseconds (with the given rounding) allows. */
function sizeOverFastTime(bytes: number, timeUs: number, halfUlp: number): number {
  const fast = timeUs - halfUlp;
  if (fast > 0) return (bytes / (fast * 1e3)) * (1 + 1e-12);
  return bytes > 0 ? Number.POSITIVE_INFINITY : 0;
}

function round4(x: number): number {
  // Past 2^52 a double has no fraction to round, and x * 1e4 could overflow to Infinity.
  return Math.abs(x) >= 2 ** 52 ? x : Math.round(x * 1e4) / 1e4;
}
