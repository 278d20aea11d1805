/**
 * The rows a parsed output holds, as a table for the page and its CSV: nccl-tests sizes with
 * out-of-place and in-place timings, perftest bandwidth or latency rows, iperf3 summaries, the
 * ports the InfiniBand tools printed.
 */
import type { MeasurementResult } from "fabric-model";
import type { UiKey } from "../lib/i18n.ts";

/** Headers (dictionary keys) and rows of plain values. */
export interface MeasurementTable {
  readonly headers: readonly UiKey[];
  readonly rows: ReadonlyArray<ReadonlyArray<number | string>>;
}

const dash = (v: number | null | undefined) => (v === null || v === undefined ? "" : v);

/** The table of everything a result read. */
export function measurementTable(result: MeasurementResult): MeasurementTable {
  switch (result.kind) {
    case "nccl-tests":
      return {
        headers: [
          "measure.colLine",
          "measure.colSize",
          "measure.colCount",
          "measure.colType",
          "measure.colOopTime",
          "measure.colOopAlgbw",
          "measure.colOopBusbw",
          "measure.colIpTime",
          "measure.colIpAlgbw",
          "measure.colIpBusbw",
        ],
        rows: result.rows.map((r) => [
          r.line,
          r.bytes,
          r.count,
          r.type,
          dash(r.outOfPlace?.timeUs),
          dash(r.outOfPlace?.algbwGBps),
          dash(r.outOfPlace?.busbwGBps),
          dash(r.inPlace?.timeUs),
          dash(r.inPlace?.algbwGBps),
          dash(r.inPlace?.busbwGBps),
        ]),
      };
    case "perftest": {
      const test = result.tests.find((t) => t.bandwidthRows.length > 0 || t.latencyRows.length > 0);
      if (!test) return { headers: [], rows: [] };
      if (test.bandwidthRows.length > 0) {
        return {
          headers: [
            "measure.colLine",
            "measure.colSize",
            "measure.colIterations",
            "measure.colBwPeakGbps",
            "measure.colBwAvgGbps",
          ],
          // A peak perftest did not measure (printed 0.00) is left blank, not shown as a measured 0.
          rows: test.bandwidthRows.map((r) => [
            r.line,
            r.bytes,
            r.iterations,
            test.peakMeasured ? (r.bwPeakBytesPerSecond * 8) / 1e9 : "",
            (r.bwAverageBytesPerSecond * 8) / 1e9,
          ]),
        };
      }
      return {
        headers: [
          "measure.colLine",
          "measure.colSize",
          "measure.colIterations",
          "measure.colTMin",
          "measure.colTTypical",
          "measure.colTAvg",
          "measure.colP99",
        ],
        rows: test.latencyRows.map((r) => [
          r.line,
          r.bytes,
          r.iterations,
          dash(r.tMinUs),
          dash(r.tTypicalUs),
          dash(r.tAvgUs),
          dash(r.p99Us),
        ]),
      };
    }
    case "iperf3":
      return {
        headers: [
          "measure.colLine",
          "measure.colStream",
          "measure.colStart",
          "measure.colEnd",
          "measure.colTransferBytes",
          "measure.colBitrateGbps",
          "measure.colSide",
        ],
        rows: result.runs.flatMap((run) =>
          [...run.intervals, ...run.summary].map((l) => [
            l.line,
            String(l.stream),
            l.startSeconds,
            l.endSeconds,
            l.transferBytes,
            l.bitsPerSecond / 1e9,
            l.side ?? "",
          ]),
        ),
      };
    case "infiniband-tools":
      return {
        headers: [
          "measure.colLine",
          "measure.ib.colDevice",
          "measure.ib.colPort",
          "measure.ib.colState",
          "measure.ib.colPhysical",
          "measure.ib.colRate",
          "measure.ib.colWidth",
          "measure.ib.colGeneration",
          "measure.ib.colLid",
          "measure.ib.colSmLid",
          "measure.ib.colLmc",
          "measure.ib.colLinkLayer",
          "measure.ib.colPeer",
        ],
        rows: result.ports.map((p) => [
          p.line,
          p.device,
          dash(p.port),
          p.state ?? "",
          p.physicalState ?? "",
          dash(p.rate?.gbps),
          p.rate?.width ? `${p.rate.width}X` : "",
          p.rate?.generation ?? "",
          dash(p.lid),
          dash(p.smLid),
          dash(p.lmc),
          p.linkLayer ?? "",
          p.peer ? `${p.peer.name}${p.peer.port !== null ? ` [${p.peer.port}]` : ""}` : "",
        ]),
      };
    default:
      return { headers: [], rows: [] };
  }
}
