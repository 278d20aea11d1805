import { parseArgs } from "node:util";
import { parseNcclTestsSize } from "fabric-model";
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
 * a positional for stdin); this checks them against the spec (the command's one schema): each value
 * by its kind, whole-number and range rules, then the options together (required, required when,
 * needs). When `--help` is given, missing positionals and options are not an error.
 * @throws CliUsageError for an unknown option, a missing or invalid value, a value out of range, a
 * missing option or one given without the options it needs, a missing or extra positional.
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
    checkTogether(command.options, options);
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

/** Decimal notation only: no hexadecimal, binary, Infinity or NaN. */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

function readValue(spec: CliOptionSpec, value: string): string | number {
  if (spec.kind === "number" || spec.kind === "size") {
    const n =
      spec.kind === "size" ? parseNcclTestsSize(value) : DECIMAL.test(value.trim()) ? Number(value) : null;
    const wanted = describeRange(spec);
    if (n === null || !Number.isFinite(n)) {
      throw new CliUsageError(
        spec.kind === "size"
          ? `option --${spec.name} needs a whole number of bytes, or one with K, M or G (256M), got '${value}'`
          : `option --${spec.name} needs ${wanted}, got '${value}'`,
      );
    }
    if (
      (spec.integer === true && !Number.isInteger(n)) ||
      (spec.min !== undefined && n < spec.min) ||
      (spec.max !== undefined && n > spec.max)
    ) {
      throw new CliUsageError(`option --${spec.name} needs ${wanted}, got '${value}'`);
    }
    return n + 0;
  }
  if (spec.choices !== undefined && !spec.choices.includes(value)) {
    throw new CliUsageError(
      `option --${spec.name} must be one of ${spec.choices.join(", ")}, got '${value}'`,
    );
  }
  return value;
}

/**
 * What a number or size option takes, in words: "a whole number from 1 to 4096", "a number from 1
 * to 3200", "a size from 1 to 1G".
 */
export function describeRange(spec: CliOptionSpec): string {
  const what = spec.kind === "size" ? "a size" : spec.integer === true ? "a whole number" : "a number";
  const show = (n: number) => (spec.kind === "size" ? sizeText(n) : String(n));
  if (spec.min !== undefined && spec.max !== undefined)
    return `${what} from ${show(spec.min)} to ${show(spec.max)}`;
  if (spec.min !== undefined) return `${what} of at least ${show(spec.min)}`;
  if (spec.max !== undefined) return `${what} of at most ${show(spec.max)}`;
  return what;
}

function sizeText(bytes: number): string {
  for (const [unit, size] of [
    ["G", 2 ** 30],
    ["M", 2 ** 20],
    ["K", 2 ** 10],
  ] as const)
    if (bytes >= size && bytes % size === 0) return `${bytes / size}${unit}`;
  return String(bytes);
}

function checkTogether(specs: readonly CliOptionSpec[], options: CliArgs["options"]): void {
  for (const spec of specs) {
    const given = options[spec.name] !== undefined;
    if (!given && spec.required === true) throw new CliUsageError(`missing --${spec.name}`);
    if (!given && spec.requiredWhen?.when(options) === true) {
      throw new CliUsageError(`missing --${spec.name}, needed ${spec.requiredWhen.because}`);
    }
    const absent = given ? (spec.needs ?? []).filter((name) => options[name] === undefined) : [];
    if (absent.length > 0) {
      throw new CliUsageError(`--${spec.name} needs ${absent.map((name) => `--${name}`).join(" and ")}`);
    }
  }
}
