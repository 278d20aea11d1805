import {
  type MeasurementResult,
  measurementInputLimit,
  measurementMessageText,
  type NcclCollective,
  ncclCollectives,
  parseIperf3,
  parseMeasurement,
  parseNcclTests,
  parsePerftest,
} from "fabric-model";
import type { CliCommand } from "./CliCommand.ts";
import { formatMeasurement } from "./formatMeasurement.ts";

/**
 * `fabric-model parse FILE`: read an nccl-tests, perftest or iperf3 output, or the InfiniBand port
 * tools' (ibstat, ibv_devinfo, iblinkinfo, ibdiagnet, show_gids), and print what was read
 * as a table, or with `--json` as the parser's result object (`kind`, the data, `diagnostics`,
 * `notes`). Exit 0 when the tool was recognised, 1 when not (or, with `--strict`, when there are
 * diagnostics), 2 for bad arguments or an unreadable file (one line on stderr).
 * @example fabric-model parse all_reduce.txt --json
 */
export const parseCommand: CliCommand = {
  name: "parse",
  summary: "Read nccl-tests, perftest, iperf3 or InfiniBand port tools' output and print what it says",
  description:
    "Detects the tool, reads every row, checks the arithmetic (algbw = size / time, busbw = algbw x factor, MsgRate = BW / size) and reports what it could not read with line numbers. FILE '-' reads standard input.",
  positionals: [{ name: "FILE", summary: "Tool output to read ('-' for standard input)", required: true }],
  options: [
    {
      name: "kind",
      kind: "string",
      summary: "Skip detection and read as this tool",
      choices: ["nccl-tests", "perftest", "iperf3"],
    },
    {
      name: "collective",
      kind: "string",
      valueName: "NAME",
      summary: "nccl-tests: the collective, when the output does not show it",
      choices: ncclCollectives,
    },
    {
      name: "nranks",
      kind: "number",
      integer: true,
      min: 1,
      max: 1_048_576,
      summary: "nccl-tests: the rank count, when the output has no device lines",
    },
    { name: "strict", kind: "flag", summary: "Exit 1 when there are diagnostics" },
  ],
  examples: [
    "fabric-model parse all_reduce_perf.log",
    "fabric-model parse ib_write_bw.txt --json",
    "mpirun ... all_gather_perf | fabric-model parse - --collective all_gather",
  ],
  async run(args, io) {
    const file = args.positionals[0] ?? "";
    let text: string;
    try {
      if (file === "-") {
        if (io.readStdin === undefined) throw new Error("standard input is not available");
        text = await io.readStdin(measurementInputLimit);
      } else {
        text = await io.readFile(file, measurementInputLimit);
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      io.stderr(`fabric-model parse: cannot read ${file === "-" ? "standard input" : file}: ${reason}\n`);
      return 2;
    }
    const { kind, collective, nranks } = args.options;
    const ncclOptions = {
      ...(typeof collective === "string" ? { collective: collective as NcclCollective } : {}),
      ...(typeof nranks === "number" ? { nranks } : {}),
    };
    let result: MeasurementResult;
    if (kind === "perftest") result = parsePerftest(text);
    else if (kind === "iperf3") result = parseIperf3(text);
    else if (kind === "nccl-tests") result = parseNcclTests(text, ncclOptions);
    else {
      result = parseMeasurement(text);
      if (result.kind === "nccl-tests" && Object.keys(ncclOptions).length > 0)
        result = parseNcclTests(text, ncclOptions);
    }
    if (args.options.json === true) io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    else if (result.kind !== "unknown") io.stdout(formatMeasurement(result));
    if (result.kind === "unknown") {
      const why = result.diagnostics[0];
      io.stderr(`fabric-model parse: ${file}: ${why ? measurementMessageText(why) : "not recognised"}\n`);
      return 1;
    }
    return args.options.strict === true && result.diagnostics.length > 0 ? 1 : 0;
  },
};
