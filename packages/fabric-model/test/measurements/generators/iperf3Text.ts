/** One stream's bytes per one-second interval. */
export interface Iperf3TextSpec {
  /** bytesPerInterval[s][k]: bytes stream s moved in second k. */
  readonly bytesPerInterval: readonly (readonly number[])[];
  /** Retransmits per stream per interval (same shape). */
  readonly retransmits: readonly (readonly number[])[];
}

const LABEL_BYTES = ["Byte", "KByte", "MByte", "GByte", "TByte"];
const LABEL_BITS = ["bit", "Kbit", "Mbit", "Gbit", "Tbit"];

/** iperf3's adaptive 4-character number (src/units.c unit_snprintf with precision -1). */
function adaptive(value: number, base: number, labels: readonly string[]): string {
  let n = value;
  let conv = 0;
  while (n >= base && conv < 4) {
    n /= base;
    conv++;
  }
  const text = n < 9.995 ? n.toFixed(2) : n < 99.95 ? n.toFixed(1) : n.toFixed(0);
  return `${text.padStart(4)} ${labels[conv]}`;
}

/** Transfer as iperf3 prints it (binary units). */
export function iperf3Bytes(bytes: number): string {
  return `${adaptive(bytes, 1024, LABEL_BYTES)}s`;
}

/** Rate as iperf3 prints it (decimal bits per second). */
export function iperf3Rate(bytesPerSecond: number): string {
  return `${adaptive(bytesPerSecond * 8, 1000, LABEL_BITS)}s/sec`;
}

function range(start: number, end: number): string {
  return `${start.toFixed(2).padStart(6)}-${end.toFixed(2).padEnd(6)}`;
}

/**
 * iperf3 TCP client output for the given per-stream per-second byte counts: interval lines (with
 * [SUM] lines when there are several streams) and sender / receiver summaries. Test helper.
 */
export function iperf3Text(spec: Iperf3TextSpec): string {
  const streams = spec.bytesPerInterval.length;
  const seconds = spec.bytesPerInterval[0]?.length ?? 0;
  const id = (s: number) => `[${String(5 + 2 * s).padStart(3)}]`;
  const lines = ["$ iperf3 -c 192.0.2.1", "Connecting to host 192.0.2.1, port 5201"];
  for (let s = 0; s < streams; s++)
    lines.push(`${id(s)} local 192.0.2.2 port ${40000 + s} connected to 192.0.2.1 port 5201`);
  lines.push("[ ID] Interval           Transfer     Bitrate         Retr  Cwnd");
  for (let k = 0; k < seconds; k++) {
    let sum = 0;
    let sumRetr = 0;
    for (let s = 0; s < streams; s++) {
      const b = spec.bytesPerInterval[s]?.[k] ?? 0;
      const r = spec.retransmits[s]?.[k] ?? 0;
      sum += b;
      sumRetr += r;
      lines.push(
        `${id(s)} ${range(k, k + 1)} sec  ${iperf3Bytes(b)}  ${iperf3Rate(b)}  ${String(r).padStart(3)}   ${iperf3Bytes(1.5 * 1024 * 1024)}       `,
      );
    }
    if (streams > 1) {
      lines.push(
        `[SUM] ${range(k, k + 1)} sec  ${iperf3Bytes(sum)}  ${iperf3Rate(sum)}  ${String(sumRetr).padStart(3)}             `,
      );
      lines.push("- - - - - - - - - - - - - - - - - - - - - - - - -");
    }
  }
  lines.push("- - - - - - - - - - - - - - - - - - - - - - - - -");
  lines.push("[ ID] Interval           Transfer     Bitrate         Retr");
  let total = 0;
  let totalRetr = 0;
  for (let s = 0; s < streams; s++) {
    const b = (spec.bytesPerInterval[s] ?? []).reduce((x, y) => x + y, 0);
    const r = (spec.retransmits[s] ?? []).reduce((x, y) => x + y, 0);
    total += b;
    totalRetr += r;
    lines.push(
      `${id(s)} ${range(0, seconds)} sec  ${iperf3Bytes(b)}  ${iperf3Rate(b / seconds)}  ${String(r).padStart(3)}             sender`,
    );
    lines.push(
      `${id(s)} ${range(0, seconds)} sec  ${iperf3Bytes(b)}  ${iperf3Rate(b / seconds)}                  receiver`,
    );
  }
  if (streams > 1) {
    lines.push(
      `[SUM] ${range(0, seconds)} sec  ${iperf3Bytes(total)}  ${iperf3Rate(total / seconds)}  ${String(totalRetr).padStart(3)}             sender`,
    );
    lines.push(
      `[SUM] ${range(0, seconds)} sec  ${iperf3Bytes(total)}  ${iperf3Rate(total / seconds)}                  receiver`,
    );
  }
  lines.push("", "iperf Done.");
  return `${lines.join("\n")}\n`;
}
