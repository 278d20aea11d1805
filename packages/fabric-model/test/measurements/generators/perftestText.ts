import { fixedLeft } from "./cFormat.ts";

/** A bandwidth row to print: size, iterations and the two bandwidths in the table's unit. */
export interface PerftestTextBandwidthRow {
  readonly bytes: number;
  readonly iterations: number;
  readonly bwPeak: number;
  readonly bwAverage: number;
}

/** A latency row to print, microseconds. */
export interface PerftestTextLatencyRow {
  readonly bytes: number;
  readonly iterations: number;
  readonly tMin: number;
  readonly tMax: number;
  readonly tTypical: number;
  readonly tAvg: number;
  readonly tStdev: number;
  readonly p99: number;
  readonly p999: number;
}

/** What to print. */
export interface PerftestTextSpec {
  readonly verb: "write" | "read" | "send";
  readonly device: string;
  readonly linkType: "IB" | "Ethernet";
  readonly mtu: number;
  readonly gbits?: boolean;
  readonly bandwidthRows?: readonly PerftestTextBandwidthRow[];
  readonly latencyRows?: readonly PerftestTextLatencyRow[];
}

const RESULT_LINE = "-".repeat(87);
const TITLES = { write: "RDMA_Write", read: "RDMA_Read", send: "Send" } as const;

/**
 * perftest output for the given rows, laid out with perftest's own formats (REPORT_FMT and
 * REPORT_FMT_LAT from src/perftest_parameters.h). Test helper.
 */
export function perftestText(spec: PerftestTextSpec): string {
  const latency = spec.latencyRows !== undefined;
  const program = `ib_${spec.verb}_${latency ? "lat" : "bw"}`;
  const lines = [
    `$ ${program} -d ${spec.device} -a${spec.gbits ? " --report_gbits" : ""} peer`,
    RESULT_LINE,
    `                    ${TITLES[spec.verb]} ${latency ? "Latency" : "BW"} Test`,
    ` Dual-port       : OFF\t\tDevice         : ${spec.device}`,
    " Number of qps   : 1\t\tTransport type : IB",
    " Connection type : RC\t\tUsing SRQ      : OFF",
    ` TX depth        : ${latency ? 1 : 128}`,
    ` Mtu             : ${spec.mtu}[B]`,
    ` Link type       : ${spec.linkType}`,
    " rdma_cm QPs\t : OFF",
    " Data ex. method : Ethernet",
    RESULT_LINE,
    " local address: LID 0x01 QPN 0x0011 PSN 0x000001",
    " remote address: LID 0x02 QPN 0x0012 PSN 0x000002",
    RESULT_LINE,
  ];
  if (latency) {
    lines.push(
      " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]    t_avg[usec]    t_stdev[usec]   99% percentile[usec]   99.9% percentile[usec] ",
    );
    for (const r of spec.latencyRows ?? []) {
      lines.push(
        ` ${String(r.bytes).padEnd(7)} ${r.iterations}          ${fixedLeft(r.tMin, 2, 7)}        ${fixedLeft(r.tMax, 2, 7)}      ${fixedLeft(r.tTypical, 2, 7)}     \t       ${fixedLeft(r.tAvg, 2, 7)}        \t${fixedLeft(r.tStdev, 2, 7)}   \t\t${fixedLeft(r.p99, 2, 7)}    \t\t${fixedLeft(r.p999, 2, 7)}   `,
      );
    }
  } else {
    const unit = spec.gbits ? "Gb/sec" : "MB/sec";
    lines.push(` #bytes     #iterations    BW peak[${unit}]    BW average[${unit}]   MsgRate[Mpps]`);
    for (const r of spec.bandwidthRows ?? []) {
      const bytesPerSecond = spec.gbits ? (r.bwAverage * 1e9) / 8 : r.bwAverage * 1024 * 1024;
      const msgRate = bytesPerSecond / r.bytes / 1e6;
      lines.push(
        ` ${String(r.bytes).padEnd(7)}    ${String(r.iterations).padEnd(10)}       ${fixedLeft(r.bwPeak, 2, 7)}            ${fixedLeft(r.bwAverage, 2, 7)}\t\t   ${fixedLeft(msgRate, 6, 7)}`,
      );
    }
  }
  lines.push(RESULT_LINE);
  return `${lines.join("\n")}\n`;
}
