import type { CliArgs, CliCommand, CliOptionSpec } from "./CliCommand.ts";
import { CliUsageError } from "./CliUsageError.ts";
import { cliCommonOptions } from "./cliCommonOptions.ts";

/**
 * Read a command's arguments against its spec (plus `--help` and `--json`): `--name value`,
 * `--name=value`, `-h`, flags, `--` to end options, `-` as a positional (stdin). When `--help` is
 * given, missing positionals are not an error.
 * @throws CliUsageError for an unknown option, a missing or invalid value, a missing or extra positional.
 * @example parseCliArgs(parseCommand, ["run.txt", "--json"]) // { options: { json: true }, positionals: ["run.txt"] }
 */
export function parseCliArgs(command: CliCommand, argv: readonly string[]): CliArgs {
  const specs = [...cliCommonOptions, ...command.options];
  const options: Record<string, string | number | boolean | undefined> = {};
  const positionals: string[] = [];
  let onlyPositionals = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (onlyPositionals || arg === "-" || !arg.startsWith("-")) {
      positionals.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPositionals = true;
      continue;
    }
    const long = arg.startsWith("--");
    const eq = long ? arg.indexOf("=") : -1;
    const key = long ? arg.slice(2, eq < 0 ? undefined : eq) : arg.slice(1);
    const spec = specs.find((s) => (long ? s.name === key : s.short === key));
    if (spec === undefined) throw new CliUsageError(`unknown option ${long ? `--${key}` : `-${key}`}`);
    if (spec.kind === "flag") {
      if (eq >= 0) throw new CliUsageError(`option --${spec.name} takes no value`);
      options[spec.name] = true;
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === "") throw new CliUsageError(`option --${spec.name} needs a value`);
    options[spec.name] = readValue(spec, value);
  }
  if (options.help !== true) {
    const required = command.positionals.filter((p) => p.required).length;
    if (positionals.length < required) {
      throw new CliUsageError(`missing ${command.positionals[positionals.length]?.name ?? "argument"}`);
    }
  }
  if (positionals.length > command.positionals.length) {
    throw new CliUsageError(`unexpected argument '${positionals[command.positionals.length]}'`);
  }
  return { options, positionals };
}

function readValue(spec: CliOptionSpec, value: string): string | number {
  if (spec.kind === "number") {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n))
      throw new CliUsageError(`option --${spec.name} needs a number, got '${value}'`);
    if (spec.positiveInteger === true && (!Number.isInteger(n) || n < 1)) {
      throw new CliUsageError(`option --${spec.name} needs an integer >= 1, got '${value}'`);
    }
    return n;
  }
  if (spec.choices !== undefined && !spec.choices.includes(value)) {
    throw new CliUsageError(
      `option --${spec.name} must be one of ${spec.choices.join(", ")}, got '${value}'`,
    );
  }
  return value;
}
