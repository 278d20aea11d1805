import type { GidEntry } from "./GidEntry.ts";
import { readShowGidsRow } from "./readShowGidsRow.ts";

/**
 * A remark on a line of `show_gids` output:
 * - "no-header": no "DEV PORT INDEX GID" header was found, so no rows were read;
 * - "unreadable-row": a line after the header is not a GID row (kept out of the table);
 * - "count-mismatch": the closing n_gids_found=N differs from the rows read (output cut or edited).
 * @example const c: ShowGidsRemarkCode = "unreadable-row";
 */
export type ShowGidsRemarkCode = "no-header" | "unreadable-row" | "count-mismatch";

/** A remark with the 1-based line it is about (0 for the whole text) and its numbers. */
export interface ShowGidsRemark {
  readonly code: ShowGidsRemarkCode;
  readonly line: number;
  /** For count-mismatch: the count printed and the rows read. */
  readonly values?: { readonly printed: number; readonly read: number };
}

/**
 * Read the table `show_gids` prints (Mellanox / NVIDIA mlnx-tools): one row per non-empty GID with
 * device, port, index, GID, IPv4 (IPv4-mapped GIDs only), version and network device. Lines before
 * the header (prompts, prefixes) are skipped; never throws: what it cannot read becomes a remark.
 * @see infinibandSources.showGids
 * @example parseShowGids(text).entries.filter((e) => e.version === "v2")
 */
export function parseShowGids(text: string): { entries: GidEntry[]; remarks: ShowGidsRemark[] } {
  const entries: GidEntry[] = [];
  const remarks: ShowGidsRemark[] = [];
  const lines = text.split(/\r?\n/);
  let inTable = false;
  let printed: { count: number; line: number } | undefined;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!inTable) {
      if (/^DEV\s+PORT\s+INDEX\s+GID\b/.test(line)) inTable = true;
      return;
    }
    if (line === "" || /^-+(\s+-+)*$/.test(line)) return;
    const count = /^n_gids_found=(\d+)$/.exec(line);
    if (count !== null) {
      printed = { count: Number(count[1]), line: i + 1 };
      return;
    }
    const row = readShowGidsRow(line);
    if (row === null) remarks.push({ code: "unreadable-row", line: i + 1 });
    else entries.push(row);
  });
  if (!inTable) remarks.push({ code: "no-header", line: 0 });
  if (printed !== undefined && printed.count !== entries.length) {
    remarks.push({
      code: "count-mismatch",
      line: printed.line,
      values: { printed: printed.count, read: entries.length },
    });
  }
  return { entries, remarks };
}
