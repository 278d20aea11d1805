import { type NcclCollective, ncclTestsBandwidthGBps, ncclTypeSize } from "../../../src/index.ts";
import type { NcclTestsEra } from "../../../src/measurements/NcclTestsResult.ts";
import { fixed, general, ncclFloat, ncclTimeOld } from "./cFormat.ts";

/** One size to print: its bytes and the two times (microseconds). */
export interface NcclTestsTextRow {
  readonly bytes: number;
  readonly timeUsOutOfPlace: number;
  readonly timeUsInPlace: number;
}

/** What to print. */
export interface NcclTestsTextSpec {
  readonly era: NcclTestsEra;
  readonly collective: NcclCollective;
  readonly nranks: number;
  readonly type: string;
  readonly rows: readonly NcclTestsTextRow[];
  /** Print `N/A` in #wrong (validation off); only from 2022-08. */
  readonly noValidation?: boolean;
  /** Leave the out-of-place half blank (trace replay); only from 2022-08. */
  readonly inPlaceOnly?: boolean;
  /** Text put before every line (MPI tag, Markdown indentation). */
  readonly prefix?: string;
}

/** The per-collective lead columns nccl-tests printed before 2022-08. */
const OLD_LEAD: Record<NcclCollective, readonly string[]> = {
  all_reduce: ["redop"],
  all_gather: [],
  reduce_scatter: ["redop"],
  alltoall: ["redop"],
  broadcast: ["root"],
  reduce: ["redop", "root"],
  sendrecv: [],
  gather: ["root"],
  scatter: ["root"],
  hypercube: [],
};

const REDUCING = new Set<NcclCollective>(["all_reduce", "reduce_scatter", "reduce"]);
const ROOTED = new Set<NcclCollective>(["broadcast", "reduce", "gather", "scatter"]);
const PER_RANK = new Set<NcclCollective>([
  "all_gather",
  "reduce_scatter",
  "alltoall",
  "gather",
  "scatter",
  "hypercube",
]);

/**
 * nccl-tests output for the given rows, printed the way the given era's nccl-tests prints it
 * (header lines, device lines, column header, rows, trailer). Test helper: the parsers must read it
 * back with no diagnostics.
 */
export function ncclTestsText(spec: NcclTestsTextSpec): string {
  const { era, collective, nranks, type } = spec;
  const old = era === "pre-2022-08";
  const modernFloat = era === "2025-10" || era === "2026-03";
  const lines: string[] = [];
  const name = `${collective}_perf`;
  lines.push(`$ mpirun -np ${nranks} ./build/${name} -b 8 -e 1G -f 2`);
  if (era === "2025-10" || era === "2026-03")
    lines.push("# nccl-tests version 2.17.6 nccl-headers=22703 nccl-library=22703");
  if (era !== "pre-2022-08" && era !== "2022-08") lines.push(`# Collective test starting: ${name}`);
  const params = old
    ? "# nThread 1 nGpus 1 minBytes 8 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 validation: 1 "
    : `# nThread 1 nGpus 1 minBytes 8 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: ${spec.noValidation ? 0 : 1} graph: 0${era === "2026-03" ? " unalign: 0" : ""}`;
  lines.push(params, "#", "# Using devices");
  for (let r = 0; r < nranks; r++) {
    const host = `node${String(Math.floor(r / 8)).padStart(2, "0")}`.padStart(10);
    lines.push(
      old
        ? `#   Rank ${String(r).padStart(2)} Pid ${String(1000 + r).padStart(6)} on ${host} device ${String(r % 8).padStart(2)} [0x${(0x10 + (r % 8)).toString(16)}] Tesla V100-SXM2-32GB`
        : `#  Rank ${String(r).padStart(2)} Group  0 Pid ${String(1000 + r).padStart(6)} on ${host} device ${String(r % 8).padStart(2)} [0000:${(0x10 + (r % 8)).toString(16)}:00] NVIDIA H100 80GB HBM3`,
    );
  }
  lines.push("#");
  const lead = old
    ? ["size", "count", "type", ...OLD_LEAD[collective]]
    : ["size", "count", "type", "redop", "root"];
  const half = old ? ["time", "algbw", "busbw", "error"] : ["time", "algbw", "busbw", "#wrong"];
  lines.push(`# ${"out-of-place".padStart(70)}${"in-place".padStart(30)}`);
  lines.push(
    `# ${lead.map((c, i) => c.padStart(i < 2 ? 12 : 8)).join("  ")}  ${[...half, ...half].map((c) => c.padStart(7)).join("  ")}`,
  );
  const typeSize = ncclTypeSize(type) ?? 4;
  const busbws: number[] = [];
  const halfText = (bytes: number, timeUs: number): string => {
    const bw = ncclTestsBandwidthGBps({ bytes, timeUs, collective, nranks });
    const t = modernFloat ? ncclFloat(timeUs, 7) : ncclTimeOld(timeUs);
    const a = modernFloat ? ncclFloat(bw.algbwGBps, 6) : fixed(bw.algbwGBps, 2, 6);
    const b = modernFloat ? ncclFloat(bw.busbwGBps, 6) : fixed(bw.busbwGBps, 2, 6);
    busbws.push(Number(b));
    const wrong = old ? "0e+00" : spec.noValidation ? "   N/A" : "0".padStart(6);
    return `  ${t}  ${a}  ${b}  ${wrong}`;
  };
  for (const row of spec.rows) {
    const count = PER_RANK.has(collective) ? row.bytes / typeSize / nranks : row.bytes / typeSize;
    const cells = [String(row.bytes).padStart(12), String(count).padStart(12), type.padStart(8)];
    const redop = REDUCING.has(collective) ? "sum" : "none";
    const root = ROOTED.has(collective) ? "0" : "-1";
    if (old) {
      for (const c of OLD_LEAD[collective]) cells.push((c === "redop" ? redop : root).padStart(6));
    } else {
      cells.push(redop.padStart(6), root.padStart(6));
    }
    const outOfPlace = spec.inPlaceOnly && !old ? " ".repeat(32) : halfText(row.bytes, row.timeUsOutOfPlace);
    lines.push(cells.join("  ") + outOfPlace + halfText(row.bytes, row.timeUsInPlace));
  }
  lines.push("# Out of bounds values : 0 OK");
  const mean = busbws.length === 0 ? 0 : busbws.reduce((s, x) => s + x, 0) / busbws.length;
  lines.push(`# Avg bus bandwidth    : ${general(mean)} `);
  lines.push("#");
  if (era !== "pre-2022-08" && era !== "2022-08") lines.push(`# Collective test concluded: ${name}`);
  const prefix = spec.prefix ?? "";
  return `${lines.map((l) => prefix + l).join("\n")}\n`;
}
