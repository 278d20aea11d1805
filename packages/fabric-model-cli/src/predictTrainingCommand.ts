import {
  checkTrainingClaims,
  type GpuPresetId,
  predictTraining,
  redhat2025,
  redhat2025TrainingCalibration,
  type TrainingCalibration,
  type TrainingShardingStrategy,
  type TrainingStudy,
  type TrainingSyncMode,
  trainingAccuracy,
  type VirtualisationLayerId,
} from "fabric-model";
import { type CliArgs, type CliCommand, type CliIo, CliUsageError } from "./CliCommand.ts";
import { formatTextTable } from "./formatTextTable.ts";

const STUDIES: Readonly<Record<string, { study: TrainingStudy; calibration: TrainingCalibration }>> = {
  "redhat-2025": { study: redhat2025, calibration: redhat2025TrainingCalibration },
};
const GPUS: readonly GpuPresetId[] = ["l40s", "h100-sxm", "a100-sxm", "h200-sxm", "gh200"];
const NETWORKS: readonly VirtualisationLayerId[] = ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"];

const percent = (fraction: number) => Math.round(fraction * 1e4) / 100;
const round = (value: number, digits = 3) => Number(value.toPrecision(digits + 1));

function studyReport(
  name: string,
  study: TrainingStudy,
  calibration: TrainingCalibration,
  json: boolean,
  io: CliIo,
) {
  const accuracy = trainingAccuracy({ study }, { calibration });
  const claims = checkTrainingClaims({ study }, { calibration });
  const points = accuracy.points.map((p) => ({
    cluster: p.cluster,
    nodes: p.nodes,
    network: p.network,
    measured: p.measured,
    predicted: round(p.predicted),
    error: percent(p.error),
  }));
  const parameters = accuracy.parameters.map((p) => ({
    name: p.name,
    value: round(p.value),
    unit: p.unit,
    meaning: p.meaning,
    range: { low: round(p.range.low), high: round(p.range.high) },
  }));
  if (json) {
    const report = {
      study: name,
      errorUnit: "%",
      points,
      mape: percent(accuracy.mape),
      looMape: percent(accuracy.leaveOneOut.mape),
      looSkipped: accuracy.leaveOneOut.skipped,
      extrapolations: accuracy.extrapolations.map((e) => ({
        cluster: e.cluster,
        heldOutNodes: e.heldOutNodes,
        points: e.points.map((p) => ({
          network: p.network,
          measured: p.measured,
          predicted: round(p.predicted),
          error: percent(p.error),
        })),
        maxAbsError: percent(e.maxAbsError),
      })),
      parameters,
      claims: claims.map((c) => ({
        id: c.id,
        expected: c.expected,
        measured: c.measured,
        predicted: round(c.predicted),
        holds: c.holds,
      })),
    };
    io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  }
  io.stdout(
    formatTextTable(
      [
        { heading: "cluster", align: "left" },
        { heading: "nodes" },
        { heading: "network", align: "left" },
        { heading: "measured" },
        { heading: "predicted" },
        { heading: "error %" },
      ],
      points.map((p) => [
        p.cluster,
        String(p.nodes),
        p.network ?? "-",
        p.measured.toFixed(2),
        p.predicted.toFixed(2),
        p.error.toFixed(2),
      ]),
    ),
  );
  io.stdout(
    `\nMAPE ${percent(accuracy.mape)}%, leave-one-out ${percent(accuracy.leaveOneOut.mape)}% over ${accuracy.leaveOneOut.points.length} points\n`,
  );
  for (const e of accuracy.extrapolations) {
    io.stdout(
      `${e.cluster}: fit without ${e.heldOutNodes} nodes, predict it: max error ${percent(e.maxAbsError)}%\n`,
    );
  }
  io.stdout("\n");
  io.stdout(
    formatTextTable(
      [
        { heading: "parameter", align: "left" },
        { heading: "value" },
        { heading: "unit", align: "left" },
        { heading: "range" },
      ],
      parameters.map((p) => [p.name, String(p.value), p.unit, `${p.range.low} .. ${p.range.high}`]),
    ),
  );
  return 0;
}

function whatIf(args: CliArgs, calibration: TrainingCalibration, study: TrainingStudy, io: CliIo): number {
  const o = args.options;
  const prediction = predictTraining(
    {
      gpu: o.gpu as GpuPresetId,
      network: o.network as VirtualisationLayerId,
      nodes: o.nodes as number,
      ...(typeof o.params === "number" ? { modelParameters: o.params } : {}),
      ...(typeof o.strategy === "string" ? { strategy: o.strategy as TrainingShardingStrategy } : {}),
      ...(typeof o.sync === "string" ? { sync: o.sync as TrainingSyncMode } : {}),
      ...(typeof o.offload === "string" ? { cpuOffload: o.offload === "on" } : {}),
      ...(typeof o.nics === "number" ? { nicsPerNode: o.nics } : {}),
    },
    { study, calibration },
  );
  if (o.json === true) {
    io.stdout(`${JSON.stringify(prediction, null, 2)}\n`);
    return 0;
  }
  const s = prediction.samplesPerSecond;
  io.stdout(
    `${prediction.gpu} x ${prediction.nodes} nodes over ${prediction.network}: ${s.value.toFixed(2)} samples/s (${s.low.toFixed(2)} .. ${s.high.toFixed(2)}), ${prediction.kind}` +
      `${prediction.reasons.length > 0 ? ` [${prediction.reasons.join(", ")}]` : ""}` +
      `${prediction.warnings.length > 0 ? ` warnings: ${prediction.warnings.join(", ")}` : ""}\n` +
      `step: compute ${prediction.step.compute.toFixed(1)} s, exposed communication ${prediction.step.exposedCommunication.toFixed(1)} s, hidden ${prediction.step.hiddenCommunication.toFixed(1)} s, optimizer ${prediction.step.optimizer.toFixed(1)} s; scaling efficiency ${(prediction.scalingEfficiency.value * 100).toFixed(1)}%\n`,
  );
  return 0;
}

/** The what-if options work only together with --gpu (which needs the others in turn). */
const WHAT_IF = ["gpu"];

/**
 * `fabric-model predict-training --study redhat-2025`: the training model against a published
 * study: every measured point against the prediction, MAPE, leave-one-out MAPE, the node-count
 * extrapolation, the calibrated parameters (name, value, unit, meaning, range) and the study's
 * claims; errors in percent. With `--gpu`, `--network` and `--nodes` it predicts one what-if
 * scenario instead (a band with reason codes outside the calibrated region).
 * @example fabric-model predict-training --study redhat-2025 --json
 */
export const predictTrainingCommand: CliCommand = {
  name: "predict-training",
  summary: "Predict distributed-training throughput and check it against a published study",
  description:
    "Without --gpu: the study's measured points against the model (stored calibration), MAPE, leave-one-out MAPE (refitting without each multi-node point whose parameters stay identified), the fit on fewer nodes predicting the largest count, the calibrated parameters and the study's claims. Errors are in percent. With --gpu, --network and --nodes: one what-if prediction with its band and reason codes.",
  positionals: [],
  options: [
    {
      name: "study",
      kind: "string",
      valueName: "ID",
      summary: "Study to calibrate against (default redhat-2025)",
      choices: Object.keys(STUDIES),
    },
    {
      name: "gpu",
      kind: "string",
      valueName: "ID",
      summary: "What-if: GPU type",
      choices: GPUS,
      needs: ["network", "nodes"],
    },
    {
      name: "network",
      kind: "string",
      valueName: "PATH",
      summary: "What-if: network path",
      choices: NETWORKS,
      needs: WHAT_IF,
    },
    {
      name: "nodes",
      kind: "number",
      valueName: "N",
      integer: true,
      min: 1,
      max: 100_000,
      needs: WHAT_IF,
      summary: "What-if: node count",
    },
    {
      name: "params",
      kind: "number",
      valueName: "N",
      min: 1e6,
      max: 1e13,
      needs: WHAT_IF,
      summary: "What-if: model parameters (e.g. 7e10)",
    },
    {
      name: "strategy",
      kind: "string",
      summary: "What-if: sharding strategy",
      choices: ["hybrid-shard", "full-shard", "ddp"],
      needs: WHAT_IF,
    },
    {
      name: "sync",
      kind: "string",
      summary: "What-if: gradient sync",
      choices: ["micro-batch", "optimizer-step"],
      needs: WHAT_IF,
    },
    {
      name: "offload",
      kind: "string",
      summary: "What-if: CPU offload",
      choices: ["on", "off"],
      needs: WHAT_IF,
    },
    {
      name: "nics",
      kind: "number",
      valueName: "N",
      integer: true,
      min: 1,
      max: 64,
      needs: WHAT_IF,
      summary: "What-if: SR-IOV NICs per node",
    },
  ],
  examples: [
    "fabric-model predict-training --study redhat-2025",
    "fabric-model predict-training --study redhat-2025 --json",
    "fabric-model predict-training --gpu h100-sxm --network vnic --nodes 16",
  ],
  run(args, io) {
    const name = typeof args.options.study === "string" ? args.options.study : "redhat-2025";
    const entry = STUDIES[name];
    if (entry === undefined) throw new CliUsageError(`unknown study '${name}'`);
    if (typeof args.options.gpu === "string") {
      return whatIf(args, entry.calibration, entry.study, io);
    }
    return studyReport(name, entry.study, entry.calibration, args.options.json === true, io);
  },
};
