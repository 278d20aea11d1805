import type { CliCommand, CliOptionSpec } from "./CliCommand.ts";
import { cliCommonOptions } from "./cliCommonOptions.ts";
import { cliProgramName } from "./cliProgramName.ts";
import { textColumns, wrapText } from "./textColumns.ts";

/**
 * The `--help` text of one command: usage line, description, arguments, options, examples.
 * @example formatCommandHelp(parseCommand).startsWith("Usage: fabric-model parse FILE") // true
 */
export function formatCommandHelp(command: CliCommand): string {
  const usage = [
    cliProgramName,
    command.name,
    ...command.positionals.map((p) => (p.required ? p.name : `[${p.name}]`)),
    "[options]",
  ];
  const lines = [`Usage: ${usage.join(" ")}`, "", command.summary];
  if (command.description !== undefined) lines.push("", ...wrapText(command.description, 78));
  if (command.positionals.length > 0) {
    lines.push("", "Arguments:", ...textColumns(command.positionals.map((p) => [p.name, p.summary])));
  }
  const options = [...command.options, ...cliCommonOptions];
  lines.push("", "Options:", ...textColumns(options.map((o) => [optionLabel(o), optionSummary(o)])));
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
