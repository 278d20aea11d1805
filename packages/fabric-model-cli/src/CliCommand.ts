/**
 * What a command sees of the outside world: writers for stdout and stderr and file readers. The
 * Node entry point (src/main.ts) passes the real ones; tests pass fakes, so no process is spawned.
 * @example const io: CliIo = { stdout: (s) => out.push(s), stderr: (s) => err.push(s), readFile: () => "" };
 */
export interface CliIo {
  /** Write text to standard output (no newline added). */
  readonly stdout: (text: string) => void;
  /** Write text to standard error (no newline added). */
  readonly stderr: (text: string) => void;
  /**
   * Read a UTF-8 text file of at most `limitBytes` (the Node entry point streams it and gives up
   * on a file that is larger or that does not end within a few seconds, e.g. a FIFO with no writer).
   * @throws (or rejects) when the file cannot be read whole.
   */
  readonly readFile: (path: string, limitBytes: number) => string | Promise<string>;
  /** Read all of standard input as UTF-8 text (at most `limitBytes`), for the file name `-`. */
  readonly readStdin?: (limitBytes: number) => string | Promise<string>;
}

/** One `--name` option a command accepts. */
export interface CliOptionSpec {
  /** Long name without the dashes, e.g. "json", "nranks". */
  readonly name: string;
  /** One-letter alias without the dash, e.g. "h". */
  readonly short?: string;
  /**
   * "flag" takes no value; the others take one (`--n 8` or `--n=8`): "string" as typed, "number"
   * in decimal notation (`8`, `2.5`, `7e10`; not `0x10`, `Infinity`), "size" a byte count as
   * nccl-tests writes it (a whole number, or one with K, M or G: `256M`).
   */
  readonly kind: "flag" | "string" | "number" | "size";
  /** One line for --help. */
  readonly summary: string;
  /** Placeholder shown in --help, e.g. "N". */
  readonly valueName?: string;
  /** Allowed values of a string option. */
  readonly choices?: readonly string[];
  /** Numbers: must be a whole number (counts). Sizes always are. */
  readonly integer?: boolean;
  /** Numbers and sizes: the smallest value taken (inclusive). */
  readonly min?: number;
  /** Numbers and sizes: the largest value taken (inclusive). */
  readonly max?: number;
  /** The command cannot run without this option. */
  readonly required?: boolean;
  /** The option is needed when `when` holds of the other options; `because` says when, in words. */
  readonly requiredWhen?: {
    readonly when: (options: CliArgs["options"]) => boolean;
    readonly because: string;
  };
  /** Options this one only works with ("--nodes needs --gpu"). */
  readonly needs?: readonly string[];
}

/** One positional argument a command takes, in order. */
export interface CliPositionalSpec {
  readonly name: string;
  readonly summary: string;
  readonly required: boolean;
}

/** Option values by long name (absent options are undefined) and the positional arguments. */
export interface CliArgs {
  readonly options: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly positionals: readonly string[];
}

/**
 * A verb of the `fabric-model` command: its name, help text, arguments and `run`. Every command
 * also gets `--help` / `-h` and `--json` from the framework. `run` returns the exit code (0 done,
 * 1 failed) and may throw `CliUsageError` for bad arguments (exit 2).
 * @example export const helloCommand: CliCommand = { name: "hello", summary: "Say hello", positionals: [], options: [], run: (_a, io) => { io.stdout("hello\n"); return 0; } };
 */
export interface CliCommand {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** A paragraph for the command's --help. */
  readonly description?: string;
  readonly positionals: readonly CliPositionalSpec[];
  readonly options: readonly CliOptionSpec[];
  /** Example command lines for --help. */
  readonly examples?: readonly string[];
  readonly run: (args: CliArgs, io: CliIo) => number | Promise<number>;
}

/**
 * Thrown by argument parsing or a command's `run` when the arguments are wrong: `runCli` prints its
 * message as one line on stderr and exits with 2.
 * @example throw new CliUsageError("--nranks must be an integer >= 1");
 */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError";
}

/**
 * The program name shown in help and messages.
 * @example `${cliProgramName} parse --help` // "fabric-model parse --help"
 */
export const cliProgramName = "fabric-model";

/**
 * Options every command accepts, added by the framework: `--help` / `-h` and `--json`.
 * @example cliCommonOptions.map((o) => o.name) // ["help", "json"]
 */
export const cliCommonOptions: readonly CliOptionSpec[] = [
  { name: "help", short: "h", kind: "flag", summary: "Show this help and exit" },
  { name: "json", kind: "flag", summary: "Print the result as JSON on stdout" },
];
