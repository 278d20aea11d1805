import {
  type CollectiveValidationPoint,
  type CollectiveValidationRow,
  collectiveValidationSweeps,
  collectiveValidationTargets,
  crossValidateCollective,
  ncclReferenceSweeps,
} from "fabric-model";
import { type CliArgs, type CliCommand, type CliIo, CliUsageError } from "./CliCommand.ts";
import { formatTextTable } from "./formatTextTable.ts";

const SYSTEM_TARGET = collectiveValidationTargets.system;

const percent = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);
const percentText = (x: number | null) => (x === null ? "-" : `${(100 * x).toFixed(1)} %`);
const gbps = (bytesPerSecond: number) => Math.round(bytesPerSecond / 1e7) / 100;
const us = (seconds: number) => Math.round(seconds * 1e8) / 100;

/** A held-out point in the units the command prints (us, GB/s, % of time predicted over measured). */
function pointJson(p: CollectiveValidationPoint) {
  return {
    bytes: p.bytes,
    measuredUs: us(p.measuredTime),
    predictedUs: us(p.predictedTime),
    measuredBusbw: gbps(p.measuredBusBandwidth),
    predictedBusbw: gbps(p.predictedBusBandwidth),
    error: percent(p.measuredTime > 0 ? p.predictedTime / p.measuredTime - 1 : null),
    algorithm: p.algorithm,
    protocol: p.protocol,
    bottleneck: p.bottleneck,
  };
}

function largestText(p: ReturnType<typeof pointJson>): string {
  return `${p.measuredBusbw.toFixed(1)} / ${p.predictedBusbw.toFixed(1)}, ${p.algorithm} ${p.protocol} (${p.bottleneck})`;
}

function sweepJson(row: CollectiveValidationRow, withPoints: boolean) {
  return {
    system: row.system,
    sweep: row.sweep,
    validated: row.validated,
    degraded: row.degraded,
    largeError: percent(row.largeError),
    smallError: percent(row.smallError),
    largest: row.largest && pointJson(row.largest),
    ...(withPoints ? { points: row.points.map(pointJson) } : {}),
  };
}

function run(args: CliArgs, io: CliIo): number {
  const only = args.options.system as string | undefined;
  const sweeps = collectiveValidationSweeps(ncclReferenceSweeps);
  const known = [...new Set(sweeps.map((s) => s.system))];
  if (only !== undefined && !known.includes(only)) {
    throw new CliUsageError(`--system: no system '${only}' in the corpus; one of ${known.join(", ")}`);
  }
  const validation = crossValidateCollective(sweeps);
  const rows = validation.rows.filter((r) => only === undefined || r.system === only);
  const systems = validation.systems.filter((s) => only === undefined || s.system === only);
  const over = validation.systems.filter((s) => (s.largeError ?? 0) > SYSTEM_TARGET);
  if (args.options.json === true) {
    const report = {
      errorUnit: "%",
      busbwUnit: "GB/s",
      timeUnit: "us",
      overallLargeError: percent(validation.overallLargeError),
      systemsAboveTarget: over.map((s) => s.system),
      systems: systems.map((s) => ({
        system: s.system,
        sweeps: s.sweeps,
        largePoints: s.largePoints,
        largeError: percent(s.largeError),
        smallPoints: s.smallPoints,
        smallError: percent(s.smallError),
      })),
      sweeps: rows.map((r) => sweepJson(r, only !== undefined)),
    };
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  io.stdout(
    `Leave one system out: each system's sweeps predicted by the collective model calibrated on the other systems' healthy sweeps (${sweeps.length} published nccl-tests sweeps from ${known.length} systems).\n\n`,
  );
  if (only !== undefined) {
    for (const r of rows) {
      const state = [
        r.validated ? "validated" : "not validated",
        r.degraded ? `left out of fits: ${r.degraded}` : "",
      ]
        .filter(Boolean)
        .join("; ");
      io.stdout(`${r.sweep} (${state})\n`);
      io.stdout(
        formatTextTable(
          [
            { heading: "size (B)" },
            { heading: "measured us" },
            { heading: "predicted us" },
            { heading: "measured busbw" },
            { heading: "predicted busbw" },
            { heading: "predicted / measured time - 1" },
            { heading: "pair NCCL picks", align: "left" },
          ],
          r.points
            .map(pointJson)
            .map((p) => [
              String(p.bytes),
              p.measuredUs.toFixed(2),
              p.predictedUs.toFixed(2),
              p.measuredBusbw.toFixed(2),
              p.predictedBusbw.toFixed(2),
              p.error === null ? "-" : `${p.error.toFixed(1)} %`,
              `${p.algorithm} ${p.protocol} (${p.bottleneck})`,
            ]),
        ),
      );
      io.stdout("\n");
    }
  } else {
    io.stdout(
      formatTextTable(
        [
          { heading: "system", align: "left" },
          { heading: "sweep", align: "left" },
          { heading: "validated", align: "left" },
          { heading: "left out", align: "left" },
          { heading: "busbw error >= 64 MiB" },
          { heading: "time error <= 64 KiB" },
          { heading: "largest: measured / predicted busbw, GB/s", align: "left" },
        ],
        rows.map((r) => [
          r.system,
          r.sweep,
          r.validated ? "yes" : "no",
          r.degraded === null ? "" : "yes",
          percentText(r.largeError),
          percentText(r.smallError),
          r.largest ? largestText(pointJson(r.largest)) : "",
        ]),
      ),
    );
    io.stdout(
      `\nOver every validated healthy point at >= 64 MiB: busbw error ${percentText(validation.overallLargeError)}.\n\n`,
    );
  }
  io.stdout(
    formatTextTable(
      [
        { heading: "system (validated healthy sweeps pooled)", align: "left" },
        { heading: "sweeps" },
        { heading: "busbw error >= 64 MiB (points)" },
        { heading: "time error <= 64 KiB (points)" },
      ],
      systems.map((s) => [
        s.system,
        String(s.sweeps),
        `${percentText(s.largeError)} (${s.largePoints})`,
        `${percentText(s.smallError)} (${s.smallPoints})`,
      ]),
    ),
  );
  if (only === undefined) {
    io.stdout(
      `\nSystems above ${percentText(SYSTEM_TARGET)} at large sizes: ${over.length} of ${validation.systems.length}${over.length > 0 ? ` (${over.map((s) => s.system).join(", ")})` : ""}.\n`,
    );
  }
  return 0;
}

/**
 * `fabric-model cross-validate`: leave-one-system-out cross-validation of the collective model on
 * its corpus of published sweeps, as the calibration test prints it: every sweep's held-out errors
 * and the pair NCCL picks, every system's pooled errors, and with `--system` each measured size
 * against its held-out prediction.
 * @example runCli(["cross-validate", "--system", "crusoe-a100"], io)
 */
export const crossValidateCommand: CliCommand = {
  name: "cross-validate",
  summary: "Leave one system out on the collective model's published sweeps and print the errors",
  description:
    "For each system in the corpus of published nccl-tests sweeps (fabric-model's ncclReferenceSweeps), the collective model is calibrated on every other system's healthy sweeps and predicts this system's: busbw error at sizes >= 64 MiB and time error at sizes <= 64 KiB, per sweep and per system (its validated healthy sweeps pooled). A sweep is validated when every quantity its prediction rests on was measured on another system; runs their authors reported as unhealthy are predicted but left out of fits and of the totals. --system prints one system's sweeps size by size. It calibrates once per system, so it takes a few seconds.",
  positionals: [],
  options: [
    {
      name: "system",
      kind: "string",
      valueName: "ID",
      summary: "Only this system, size by size (its id as the table prints it)",
    },
  ],
  examples: [
    "fabric-model cross-validate",
    "fabric-model cross-validate --system crusoe-a100",
    "fabric-model cross-validate --system gj-aion-h100 --json",
  ],
  run,
};
