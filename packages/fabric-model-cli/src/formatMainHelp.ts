import type { CliCommand } from "./CliCommand.ts";
import { cliProgramName } from "./cliProgramName.ts";
import { textColumns } from "./textColumns.ts";

/**
 * The top-level `--help` text: usage and the list of commands from the registry.
 * @example formatMainHelp(cliCommands).includes("parse") // true
 */
export function formatMainHelp(commands: readonly CliCommand[]): string {
  const lines = [
    `Usage: ${cliProgramName} <command> [options]`,
    "",
    "Models of RDMA fabrics, and readers for what fabric benchmarks print.",
    "",
    "Commands:",
    ...textColumns(commands.map((c) => [c.name, c.summary])),
    "",
    "Every command takes --help and --json. Exit codes: 0 done, 1 failed, 2 bad arguments.",
    `Run '${cliProgramName} <command> --help' for a command's arguments and options.`,
  ];
  return `${lines.join("\n")}\n`;
}
