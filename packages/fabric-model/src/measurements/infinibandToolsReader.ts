import type { IbCounterReading, InfinibandTool, InfinibandToolsResult } from "./InfinibandToolsResult.ts";
import { ibCounterLine } from "./ibCounterLine.ts";
import { ibdiagnetReader } from "./ibdiagnetReader.ts";
import { iblinkinfoReader } from "./iblinkinfoReader.ts";
import { ibstatReader } from "./ibstatReader.ts";
import { ibToolFindings } from "./ibToolFindings.ts";
import { ibToolLine, isIbToolLine } from "./ibToolLine.ts";
import { ibvDevinfoReader } from "./ibvDevinfoReader.ts";
import { lineContent } from "./lineContent.ts";
import { addInputRemarks, type MeasurementLineReader } from "./MeasurementLineReader.ts";
import { measurementLog } from "./measurementLog.ts";
import { showGidsReader } from "./showGidsReader.ts";

/** Most counters kept; a hostile input could print one per line. */
const MAX_COUNTERS = 1000;
/** Most ports kept (a large fabric's iblinkinfo has tens of thousands). */
const MAX_PORTS = 20000;

/**
 * A line reader of the InfiniBand and RoCE port tools' output, alone or several in one paste:
 * ibstat, ibv_devinfo (with -v's GID table), iblinkinfo, ibdiagnet's summary and show_gids, plus
 * link error counters printed perfquery style or by ibdiagnet. Each tool's reader takes the lines
 * that are its own; the result lists the ports, GID rows, counters and ibdiagnet's summary, and
 * `findings` what looks wrong. Never throws.
 * @example const r = infinibandToolsReader(); r.line("CA 'mlx5_0'", 1); r.end(input).kind // "infiniband-tools"
 */
export function infinibandToolsReader(): MeasurementLineReader<InfinibandToolsResult> {
  const ibstat = ibstatReader();
  const devinfo = ibvDevinfoReader();
  const linkinfo = iblinkinfoReader();
  const diagnet = ibdiagnetReader();
  const gids = showGidsReader();
  const counters: IbCounterReading[] = [];
  const tools: InfinibandTool[] = [];
  const diagnostics = measurementLog();
  const notes = measurementLog();
  let used = 0;
  let countersLeftOut = 0;
  const saw = (tool: InfinibandTool) => {
    if (!tools.includes(tool)) tools.push(tool);
  };
  return {
    line(raw, n) {
      // Only the tools' own lines go on, with what decorates them taken off.
      let own = false;
      const text = ibToolLine(lineContent(raw, (content) => (own = isIbToolLine(content))));
      if (!own || text === "") return;
      let took = false;
      if (ibstat.line(text, n)) took = true;
      if (devinfo.line(text, n)) took = true;
      if (linkinfo.line(text, n)) took = true;
      if (gids.line(text, n)) took = true;
      if (diagnet.line(text, n)) took = true;
      const counter = ibCounterLine(text, n);
      if (counter !== null) {
        took = true;
        if (counters.length < MAX_COUNTERS) counters.push(counter);
        else countersLeftOut++;
      }
      if (took) used++;
    },
    end(input) {
      const fromIbstat = ibstat.end();
      const fromDevinfo = devinfo.end();
      const fromLinkinfo = linkinfo.end();
      const fromGids = gids.end();
      const fromDiagnet = diagnet.end();
      // Tools in the order their first line appears.
      const firstLines: Array<[InfinibandTool, number]> = [];
      if (fromIbstat.length > 0) firstLines.push(["ibstat", fromIbstat[0]?.line ?? 0]);
      if (fromDevinfo.ports.length + fromDevinfo.gids.length > 0)
        firstLines.push(["ibv_devinfo", fromDevinfo.ports[0]?.line ?? fromDevinfo.gids[0]?.line ?? 0]);
      if (fromLinkinfo.length > 0) firstLines.push(["iblinkinfo", fromLinkinfo[0]?.line ?? 0]);
      if (fromDiagnet !== null)
        firstLines.push(["ibdiagnet", fromDiagnet.stages[0]?.line ?? Number.MAX_SAFE_INTEGER]);
      if (fromGids.seen)
        firstLines.push(["show_gids", fromGids.gids[0]?.line ?? fromGids.printed?.line ?? 0]);
      for (const [tool] of firstLines.sort((a, b) => a[1] - b[1])) saw(tool);

      const ports = [...fromIbstat, ...fromDevinfo.ports, ...fromLinkinfo].sort((a, b) => a.line - b.line);
      if (ports.length > MAX_PORTS)
        notes.add(0, "ib-ports-left-out", { count: ports.length - MAX_PORTS, kept: MAX_PORTS });
      const keptPorts = ports.slice(0, MAX_PORTS);
      const allGids = [
        ...fromGids.gids.map((g) => ({ ...g, tool: "show_gids" as const })),
        ...fromDevinfo.gids.map((g) => ({ ...g, tool: "ibv_devinfo" as const })),
      ].sort((a, b) => a.line - b.line);
      const printed = fromGids.printed;
      if (printed !== null && printed.count !== printed.read) {
        diagnostics.add(printed.line, "show-gids-count", { printed: printed.count, read: printed.read });
      }
      if (countersLeftOut > 0) notes.add(0, "remarks-left-out", { count: countersLeftOut });
      if (tools.length === 0) diagnostics.add(0, "ib-nothing-read", {});
      const findings = measurementLog();
      ibToolFindings({ ports: keptPorts, gids: allGids, counters, ibdiagnet: fromDiagnet }, findings);
      addInputRemarks(input, used, diagnostics, notes);
      return {
        kind: "infiniband-tools",
        tools,
        ports: keptPorts,
        gids: allGids,
        counters,
        ibdiagnet: fromDiagnet,
        findings: findings.list(),
        diagnostics: diagnostics.list(),
        notes: notes.list(),
      };
    },
  };
}
