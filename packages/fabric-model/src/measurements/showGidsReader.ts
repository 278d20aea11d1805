import type { GidEntry } from "../infiniband/GidEntry.ts";
import { readShowGidsRow } from "../infiniband/readShowGidsRow.ts";
import type { IbToolLineReader } from "./ibToolLine.ts";

/** What `show_gids` printed: its rows, and the count it printed against them. */
export interface ShowGidsReading {
  readonly gids: Array<GidEntry & { readonly line: number }>;
  /** `n_gids_found=N` with its line, null when not printed. */
  readonly printed: { readonly count: number; readonly line: number; readonly read: number } | null;
  /** Whether a header was seen. */
  readonly seen: boolean;
}

/**
 * A reader of `show_gids` output (mlnx-tools) inside a longer text: rows after the
 * `DEV PORT INDEX GID` header up to the first line that is not one, and `n_gids_found=N`, whose
 * count is kept with the rows read since the header.
 * @example const r = showGidsReader(); r.line("DEV PORT INDEX GID IPv4 VER DEV", 1); r.end().seen // true
 */
export function showGidsReader(): IbToolLineReader<ShowGidsReading> {
  const gids: Array<GidEntry & { line: number }> = [];
  let inTable = false;
  let seen = false;
  let sinceHeader = 0;
  let printed: ShowGidsReading["printed"] = null;
  return {
    line(text, n) {
      if (/^DEV\s+PORT\s+INDEX\s+GID\b/.test(text)) {
        inTable = true;
        seen = true;
        sinceHeader = 0;
        return true;
      }
      const count = /^n_gids_found=(\d{1,6})$/.exec(text);
      if (count !== null) {
        printed = { count: Number(count[1]), line: n, read: sinceHeader };
        inTable = false;
        return true;
      }
      if (!inTable) return false;
      if (/^-{2,}(\s+-{2,})*$/.test(text)) return true;
      const row = readShowGidsRow(text);
      if (row === null) {
        inTable = false;
        return false;
      }
      gids.push({ ...row, line: n });
      sinceHeader++;
      return true;
    },
    end() {
      return { gids, printed, seen };
    },
  };
}
