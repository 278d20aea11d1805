import type { IbCounterReading } from "./InfinibandToolsResult.ts";

/** The IBA link error counters (PortCounters), by their perfquery names; ibdiagnet spells them in snake case. */
const ERROR_COUNTERS = [
  "SymbolErrorCounter",
  "LinkErrorRecoveryCounter",
  "LinkDownedCounter",
  "PortRcvErrors",
  "PortRcvRemotePhysicalErrors",
  "PortRcvSwitchRelayErrors",
  "PortXmitDiscards",
  "PortXmitConstraintErrors",
  "PortRcvConstraintErrors",
  "LocalLinkIntegrityErrors",
  "ExcessiveBufferOverrunErrors",
  "VL15Dropped",
] as const;

const BY_SNAKE = new Map<string, string>([
  ...ERROR_COUNTERS.map((c): [string, string] => [snake(c), c]),
  ["symbol_error_counter", "SymbolErrorCounter"],
  ["link_error_recovery_counter", "LinkErrorRecoveryCounter"],
  ["link_down_counter", "LinkDownedCounter"],
  ["link_downed_counter", "LinkDownedCounter"],
  ["port_rcv_errors", "PortRcvErrors"],
  ["port_xmit_discard", "PortXmitDiscards"],
  ["port_xmit_discards", "PortXmitDiscards"],
]);

function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

/**
 * A link error counter on one line, as perfquery prints it (`SymbolErrorCounter:........27`) or as
 * ibdiagnet reports one that grew during its run (`… "symbol_error_counter" increased during the
 * run (difference value=27,…)`), else null. Traffic counters (PortXmitData…) are not error counters.
 * @example ibCounterLine('SymbolErrorCounter:..............27', 4)?.value // 27
 */
export function ibCounterLine(text: string, lineNumber: number): IbCounterReading | null {
  const perf = /^([A-Za-z0-9]{6,40}):\.{2,}\s*(\d{1,20})$/.exec(text);
  if (perf !== null) {
    const counter = ERROR_COUNTERS.find((c) => c === perf[1]);
    if (counter === undefined) return null;
    return { line: lineNumber, where: "", counter, value: Number(perf[2]), increase: false };
  }
  const grew =
    /^(.{0,200}?)\s*[-:]?\s*"([a-z_]{4,40})" increased during the run \(difference value=(\d{1,20})/.exec(
      text,
    );
  if (grew !== null) {
    const counter = BY_SNAKE.get(grew[2] as string) ?? (grew[2] as string);
    const where = (grew[1] as string)
      .replace(/^-[EWI]-\s*/, "")
      .replace(/\s*[-:]$/, "")
      .trim();
    return { line: lineNumber, where, counter, value: Number(grew[3]), increase: true };
  }
  return null;
}
