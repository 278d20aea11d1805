import type { NcclCollective } from "./NcclCollective.ts";
import type { NcclTestsRow, NcclTestsTiming } from "./NcclTestsResult.ts";
import { ncclTypeSize } from "./ncclTypeSize.ts";
import type { NcclTestsPrintedTiming } from "./readNcclTestsRow.ts";

const REDUCTION_OPS = new Set(["sum", "prod", "max", "min", "avg", "mulsum", "premulsum"]);
const PER_RANK_COUNT = new Set<NcclCollective>([
  "all_gather",
  "reduce_scatter",
  "alltoall",
  "gather",
  "scatter",
  "hypercube",
]);

/** A row with the printed numbers of its halves, as the inference and checks need it. */
export interface NcclTestsRowWithPrinted {
  readonly row: NcclTestsRow;
  readonly outOfPlace: NcclTestsPrintedTiming | null;
  readonly inPlace: NcclTestsPrintedTiming | null;
}

/**
 * The collective the columns imply when the text does not name it, or `null` when they do not
 * decide it. nccl-tests prints `count` per rank and `size` as the total for all-gather-like tests,
 * a root >= 0 only for rooted ones, a reduction op for reducing ones (and, from 2.20 or so, for
 * sendrecv too), and `N/A` in the in-place `#wrong` for sendrecv and alltoall, which have no
 * in-place check. So: root -> reduce (op) or broadcast; count x type size = size -> sendrecv when
 * the in-place check is N/A or busbw = algbw with more than two ranks, else all_reduce (op) or
 * sendrecv; size = k x that -> reduce_scatter (op), alltoall (in-place N/A) or all_gather.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu TimeTest prints size = max(send, recv) bytes, count = paramcount)
 * @example inferNcclCollective(rows) // "all_reduce"
 */
export function inferNcclCollective(
  rows: readonly NcclTestsRow[],
  hints: { readonly nranks?: number | null } = {},
): NcclCollective | null {
  const row = rows.find((r) => r.count > 0 && ncclTypeSize(r.type) !== null);
  if (row === undefined) return null;
  const perCount = row.count * (ncclTypeSize(row.type) ?? 0);
  const ratio = row.bytes / perCount;
  const rooted = row.root !== null && row.root >= 0;
  const reducing = row.redop !== null && REDUCTION_OPS.has(row.redop);
  // Validation on (out-of-place #wrong printed) but the in-place #wrong is N/A: no in-place check.
  const noInPlaceCheck = rows.some(
    (r) =>
      r.outOfPlace !== null && r.outOfPlace.wrong !== null && r.inPlace !== null && r.inPlace.wrong === null,
  );
  if (rooted) return reducing ? "reduce" : row.redop === "none" || row.redop === null ? "broadcast" : null;
  if (ratio === 1) {
    if (noInPlaceCheck) return "sendrecv";
    if (!reducing) return row.redop === "none" || row.redop === null ? "sendrecv" : null;
    const n = hints.nranks ?? null;
    if (n !== null && n > 2 && busEqualsAlg(rows)) return "sendrecv";
    return "all_reduce";
  }
  if (Number.isInteger(ratio) && ratio > 1) {
    if (reducing) return "reduce_scatter";
    return noInPlaceCheck ? "alltoall" : "all_gather";
  }
  return null;
}

/** busbw = algbw on the row with the largest algbw (to its printed digits). */
function busEqualsAlg(rows: readonly NcclTestsRow[]): boolean {
  let best: NcclTestsTiming | null = null;
  for (const r of rows) {
    for (const half of [r.outOfPlace, r.inPlace]) {
      if (half !== null && (best === null || half.algbwGBps > best.algbwGBps)) best = half;
    }
  }
  return best !== null && best.algbwGBps > 0 && Math.abs(best.busbwGBps - best.algbwGBps) <= 0.011;
}

/**
 * The rank counts the rows allow, as an inclusive range, or `null` when they do not bound it:
 * for all-gather-like collectives size / (count x type size), the same on every row; for
 * all-reduce and the others whose bus factor depends on n, every n whose factor fits busbw /
 * algbw of every row half within the rounding of its printed digits (the ranges of all halves
 * intersected; empty when the rows disagree).
 * @example inferNcclRankRange(rows, "all_reduce") // { lo: 8, hi: 8 } when busbw / algbw = 1.75
 */
export function inferNcclRankRange(
  rows: readonly NcclTestsRowWithPrinted[],
  collective: NcclCollective,
): { lo: number; hi: number } | null {
  if (PER_RANK_COUNT.has(collective)) {
    let found: number | null = null;
    for (const { row } of rows) {
      const size = ncclTypeSize(row.type);
      if (row.count === 0 || size === null) continue;
      const n = row.bytes / (row.count * size);
      if (!Number.isInteger(n) || n < 1 || (found !== null && n !== found)) {
        found = null;
        break;
      }
      found = n;
    }
    if (found !== null) return { lo: found, hi: found };
  }
  if (collective !== "all_reduce" && !PER_RANK_COUNT.has(collective)) return null;
  const top = collective === "all_reduce" ? 2 : 1;
  let lo = 1;
  let hi = Number.POSITIVE_INFINITY;
  let used = 0;
  for (const r of rows) {
    for (const half of [r.outOfPlace, r.inPlace]) {
      if (half === null || half.timing.algbwGBps <= 0 || half.timing.busbwGBps <= 0) continue;
      const { algbwGBps: a, busbwGBps: b } = half.timing;
      // Ratio bounds from the printed digits: (b ± ulp) / (a ∓ ulp).
      const rLo = Math.max(0, (b - half.busbwHalfUlp) / (a + half.algbwHalfUlp)) - 1e-12;
      const rHi =
        a - half.algbwHalfUlp > 0 ? (b + half.busbwHalfUlp) / (a - half.algbwHalfUlp) + 1e-12 : Infinity;
      // factor(n) = top (n - 1) / n rises with n: n = top / (top - factor).
      const nLo = rLo <= 0 ? 1 : rLo >= top ? Infinity : Math.ceil(top / (top - rLo) - 1e-9);
      const nHi = rHi >= top ? Infinity : Math.floor(top / (top - rHi) + 1e-9);
      lo = Math.max(lo, nLo);
      hi = Math.min(hi, nHi);
      used++;
    }
  }
  if (used === 0 || !Number.isFinite(lo)) return null;
  return { lo: Math.max(lo, 2), hi: Math.max(hi, 1) };
}

/**
 * The rank count the rows pin to one value, or `null`; see `inferNcclRankRange`.
 * @example inferNcclRanks(rows, "all_reduce") // 8 when busbw / algbw = 1.75
 */
export function inferNcclRanks(
  rows: readonly NcclTestsRowWithPrinted[],
  collective: NcclCollective,
): number | null {
  const range = inferNcclRankRange(rows, collective);
  return range !== null && range.lo === range.hi ? range.lo : null;
}
