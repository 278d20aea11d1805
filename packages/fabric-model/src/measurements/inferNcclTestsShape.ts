import type { NcclCollective } from "./NcclCollective.ts";
import type { NcclTestsRow } from "./NcclTestsResult.ts";
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
 * a reduction op only for reducing ones and a root >= 0 only for rooted ones, so: op, no root,
 * count x type size = size -> all_reduce; op, no root, size = k x that -> reduce_scatter; op and
 * root -> reduce; `none`, no root, equal -> sendrecv; `none` and root, equal -> broadcast.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu TimeTest prints size = max(send, recv) bytes, count = paramcount)
 * @example inferNcclCollective(rows) // "all_reduce"
 */
export function inferNcclCollective(rows: readonly NcclTestsRow[]): NcclCollective | null {
  const row = rows.find((r) => r.count > 0 && ncclTypeSize(r.type) !== null);
  if (row === undefined) return null;
  const perCount = row.count * (ncclTypeSize(row.type) ?? 0);
  const ratio = row.bytes / perCount;
  const rooted = row.root !== null && row.root >= 0;
  if (row.redop !== null && REDUCTION_OPS.has(row.redop)) {
    if (rooted) return "reduce";
    if (ratio === 1) return "all_reduce";
    if (Number.isInteger(ratio) && ratio > 1) return "reduce_scatter";
    return null;
  }
  if (row.redop === "none" && ratio === 1) return rooted ? "broadcast" : "sendrecv";
  return null;
}

/**
 * The rank count the rows imply, or `null`: for all-gather-like collectives size / (count x type
 * size), the same on every row; for all-reduce (and the others whose factor depends on n) from the
 * busbw / algbw ratio of the row with the largest algbw, accepted only if the printed digits pin it.
 * @example inferNcclRanks(rows, "all_reduce") // 8 when busbw / algbw = 1.75
 */
export function inferNcclRanks(
  rows: readonly NcclTestsRowWithPrinted[],
  collective: NcclCollective,
): number | null {
  if (PER_RANK_COUNT.has(collective)) {
    let found: number | null = null;
    for (const { row } of rows) {
      const size = ncclTypeSize(row.type);
      if (row.count === 0 || size === null) continue;
      const n = row.bytes / (row.count * size);
      if (!Number.isInteger(n) || n < 1 || (found !== null && n !== found)) return null;
      found = n;
    }
    if (found !== null) return found;
  }
  if (collective !== "all_reduce" && !PER_RANK_COUNT.has(collective)) return null;
  let best: NcclTestsPrintedTiming | null = null;
  for (const r of rows) {
    for (const half of [r.outOfPlace, r.inPlace]) {
      if (half !== null && (best === null || half.timing.algbwGBps > best.timing.algbwGBps)) best = half;
    }
  }
  if (best === null || best.timing.algbwGBps <= 0 || best.timing.busbwGBps <= 0) return null;
  const { algbwGBps, busbwGBps } = best.timing;
  const ratio = busbwGBps / algbwGBps;
  const slack = ratio * (best.algbwHalfUlp / algbwGBps + best.busbwHalfUlp / busbwGBps) + 1e-9;
  const top = collective === "all_reduce" ? 2 : 1;
  if (ratio >= top - slack) return null;
  const n = Math.round(top / (top - ratio));
  if (n < 2) return null;
  const factor = (top * (n - 1)) / n;
  if (Math.abs(factor - ratio) > slack) return null;
  // Reject when a neighbouring count would fit the printed digits as well.
  const next = (top * n) / (n + 1);
  if (Math.abs(next - ratio) <= slack) return null;
  return n;
}
