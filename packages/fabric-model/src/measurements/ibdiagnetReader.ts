import type { IbdiagnetStage, IbdiagnetSummary } from "./InfinibandToolsResult.ts";
import type { IbToolLineReader } from "./ibToolLine.ts";

/**
 * A reader of `ibdiagnet` output (ibutils2, and ibdiagnet 1.x): the closing stage table (`-I- Stage
 * Warnings Errors Comment`, or 1.x's `STAGE Errors Warnings` with errors first), the Fabric Summary
 * counts (1.x: `-I- Discovering ... 2 nodes (0 Switches & 2 CA-s) discovered.`) and the -E- / -W-
 * lines. Null when the text holds none of them.
 * @example const r = ibdiagnetReader(); r.line("-I- Stage    Warnings   Errors     Comment", 1); r.end()?.stages // []
 */
export function ibdiagnetReader(): IbToolLineReader<IbdiagnetSummary | null> {
  const stages: IbdiagnetStage[] = [];
  let table: "warnings-first" | "errors-first" | null = null;
  let seen = false;
  let nodes: number | null = null;
  let switches: number | null = null;
  let channelAdapters: number | null = null;
  let errorLines = 0;
  let warningLines = 0;
  return {
    line(text, n) {
      if (/^-I-\s+Stage\s+Warnings\s+Errors\b/.test(text)) {
        table = "warnings-first";
        seen = true;
        return true;
      }
      if (/^STAGE\s+Errors\s+Warnings$/.test(text)) {
        table = "errors-first";
        seen = true;
        return true;
      }
      if (table !== null) {
        const row =
          table === "warnings-first"
            ? /^-I-\s+(.{1,60}?)\s+(\d{1,9})\s+(\d{1,9})(?:\s+.*)?$/.exec(text)
            : /^(.{1,60}?)\s+(\d{1,9})\s+(\d{1,9})$/.exec(text);
        if (row !== null) {
          const [a, b] = [Number(row[2]), Number(row[3])];
          stages.push({
            line: n,
            stage: (row[1] as string).trim(),
            warnings: table === "warnings-first" ? a : b,
            errors: table === "warnings-first" ? b : a,
          });
          return true;
        }
        table = null;
      }
      const count = /^(Total Nodes|IB Switches|IB Channel Adapters)\s*:\s*(\d{1,9})$/.exec(text);
      if (count !== null) {
        seen = true;
        const v = Number(count[2]);
        if (count[1] === "Total Nodes") nodes = v;
        else if (count[1] === "IB Switches") switches = v;
        else channelAdapters = v;
        return true;
      }
      const old =
        /^-I- Discovering \.\.\. (\d{1,9}) nodes \((\d{1,9}) Switches & (\d{1,9}) CA-s\) discovered/.exec(
          text,
        );
      if (old !== null) {
        seen = true;
        [nodes, switches, channelAdapters] = [Number(old[1]), Number(old[2]), Number(old[3])];
        return true;
      }
      if (/^Fabric Summary$|^Summary$|^Loading IBDIAGNET from|^-I- Stages Status Report:?$/.test(text)) {
        seen = true;
        return true;
      }
      if (/^-E-\s/.test(text)) {
        errorLines++;
        return true;
      }
      if (/^-W-\s/.test(text)) {
        warningLines++;
        return true;
      }
      return /^-I-/.test(text) && seen;
    },
    end() {
      if (!seen) return null;
      return {
        stages,
        warnings: stages.reduce((s, x) => s + x.warnings, 0),
        errors: stages.reduce((s, x) => s + x.errors, 0),
        nodes,
        switches,
        channelAdapters,
        errorLines,
        warningLines,
      };
    },
  };
}
