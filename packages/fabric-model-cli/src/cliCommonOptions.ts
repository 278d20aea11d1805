import type { CliOptionSpec } from "./CliCommand.ts";

/**
 * Options every command accepts, added by the framework: `--help` / `-h` and `--json`.
 * @example cliCommonOptions.map((o) => o.name) // ["help", "json"]
 */
export const cliCommonOptions: readonly CliOptionSpec[] = [
  { name: "help", short: "h", kind: "flag", summary: "Show this help and exit" },
  { name: "json", kind: "flag", summary: "Print the result as JSON on stdout" },
];
