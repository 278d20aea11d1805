import { type CliCommand, type CliOptionSpec, cliCommonOptions, cliProgramName } from "./CliCommand.ts";
import { formatTextTable } from "./formatTextTable.ts";

/** Two left-aligned columns, indented two spaces, no headings: the layout of help text. */
const columns = (rows: readonly (readonly [string, string])[]): string =>
  formatTextTable(
    [
      { heading: "", align: "left" },
      { heading: "", align: "left" },
    ],
    rows,
    { headings: false, indent: 2 },
  ).trimEnd();

/**
 * `--help` text: for a command, its usage line, description, arguments, options and examples;
 * without one, the program's usage and the list of `commands`.
 * @example formatHelp(cliCommands, parseCommand).startsWith("Usage: fabric-model parse FILE") // true
 */
export function formatHelp(commands: readonly CliCommand[], command?: CliCommand): string {
  if (command === undefined) {
    return `${[
      `Usage: ${cliProgramName} <command> [options]`,
      "",
      "Models of RDMA fabrics, and readers for what fabric benchmarks print.",
      "",
      "Commands:",
      columns(commands.map((c) => [c.name, c.summary])),
      "",
      "Every command takes --help and --json. Exit codes: 0 done, 1 failed, 2 bad arguments.",
      `Run '${cliProgramName} <command> --help' for a command's arguments and options.`,
    ].join("\n")}\n`;
  }
  const usage = [
    cliProgramName,
    command.name,
    ...command.positionals.map((p) => (p.required ? p.name : `[${p.name}]`)),
    "[options]",
  ];
  const lines = [`Usage: ${usage.join(" ")}`, "", command.summary];
  if (command.description !== undefined) lines.push("", command.description);
  if (command.positionals.length > 0) {
    lines.push("", "Arguments:", columns(command.positionals.map((p) => [p.name, p.summary])));
  }
  const options = [...command.options, ...cliCommonOptions];
  lines.push("", "Options:", columns(options.map((o) => [optionLabel(o), optionSummary(o)])));
  if (command.examples !== undefined && command.examples.length > 0) {
    lines.push("", "Examples:", ...command.examples.map((e) => `  ${e}`));
  }
  return `${lines.join("\n")}\n`;
}

function optionLabel(o: CliOptionSpec): string {
  const value = o.kind === "flag" ? "" : ` ${o.valueName ?? (o.kind === "number" ? "N" : "VALUE")}`;
  return `${o.short !== undefined ? `-${o.short}, ` : "    "}--${o.name}${value}`;
}

function optionSummary(o: CliOptionSpec): string {
  return o.choices !== undefined ? `${o.summary} (${o.choices.join(", ")})` : o.summary;
}
