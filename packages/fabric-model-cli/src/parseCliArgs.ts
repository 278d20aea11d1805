import { parseArgs } from "node:util";
import {
  type CliArgs,
  type CliCommand,
  type CliOptionSpec,
  CliUsageError,
  cliCommonOptions,
} from "./CliCommand.ts";

/**
 * Read a command's arguments against its spec (plus `--help` and `--json`). Node's `parseArgs`
 * splits them (`--name value`, `--name=value`, `-h`, grouped short flags, `--` to end options, `-` as
 * a positional for stdin); this checks them against the spec and converts numbers. When `--help`
 * is given, missing positionals are not an error.
 * @throws CliUsageError for an unknown option, a missing or invalid value, a missing or extra positional.
 * @example parseCliArgs(parseCommand, ["run.txt", "--json"]) // { options: { json: true }, positionals: ["run.txt"] }
 */
export function parseCliArgs(command: CliCommand, argv: readonly string[]): CliArgs {
  const specs = [...cliCommonOptions, ...command.options];
  const { tokens } = parseArgs({
    args: [...argv],
    options: Object.fromEntries(
      specs.map((s) => [
        s.name,
        {
          type: s.kind === "flag" ? "boolean" : "string",
          ...(s.short === undefined ? {} : { short: s.short }),
        },
      ]),
    ),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const options: Record<string, string | number | boolean | undefined> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === "positional") positionals.push(token.value);
    if (token.kind !== "option") continue;
    const spec = specs.find((s) => s.name === token.name);
    if (spec === undefined) throw new CliUsageError(`unknown option ${token.rawName}`);
    if (spec.kind === "flag") {
      if (token.value !== undefined) throw new CliUsageError(`option --${spec.name} takes no value`);
      options[spec.name] = true;
    } else if (token.value === undefined || token.value === "") {
      throw new CliUsageError(`option --${spec.name} needs a value`);
    } else {
      options[spec.name] = readValue(spec, token.value);
    }
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
