import type {
  TrainingStudy,
  TrainingStudyCluster,
  TrainingStudyUncertain,
} from "../studies/TrainingStudy.ts";
import type { TrainingStudyReadings } from "./TrainingCalibration.ts";
import type { TrainingBatchSettings } from "./TrainingScenario.ts";

/**
 * A study cluster's settings as the model uses them: the cluster, its batch settings and CPU
 * offload under the chosen readings, and the reading ids used.
 * @example trainingStudyClusterSettings({ study: redhat2025, cluster: "l40s" }).cpuOffload // true
 */
interface TrainingStudyClusterSettings {
  readonly cluster: TrainingStudyCluster;
  readonly batch: TrainingBatchSettings;
  readonly cpuOffload: boolean;
  readonly readings: { readonly maxBatchLen: string; readonly cpuOffload: string };
}

function pick<T>(
  setting: TrainingStudyUncertain<T> | undefined,
  id: string | undefined,
  what: string,
): [T, string] {
  if (setting === undefined) throw new RangeError(`trainingStudyClusterSettings: no ${what} reading`);
  const wanted = id ?? setting.used;
  const reading = setting.readings.find((r) => r.id === wanted);
  if (reading === undefined) {
    throw new RangeError(
      `trainingStudyClusterSettings: no ${what} reading "${wanted}"; expected one of ${setting.readings.map((r) => r.id).join(", ")}`,
    );
  }
  return [reading.value, reading.id];
}

/**
 * The batch settings and CPU offload of one study cluster, taking each uncertain setting's `used`
 * reading unless `readings` names another.
 * @throws RangeError on an unknown cluster or reading id.
 * @example trainingStudyClusterSettings({ study: redhat2025, cluster: "h100" }, { readings: { h100: { maxBatchLen: "topsail" } } }).batch.maxBatchLen // 50000
 */
export function trainingStudyClusterSettings(
  inputs: { readonly study: TrainingStudy; readonly cluster: string },
  options: { readonly readings?: TrainingStudyReadings } = {},
): TrainingStudyClusterSettings {
  const { study } = inputs;
  const cluster = study.clusters.find((c) => c.id === inputs.cluster);
  if (cluster === undefined)
    throw new RangeError(`trainingStudyClusterSettings: unknown cluster ${inputs.cluster}`);
  const chosen = options.readings?.[cluster.id];
  const [maxBatchLen, batchId] = pick(
    study.config.maxBatchLen[cluster.id],
    chosen?.maxBatchLen,
    "maxBatchLen",
  );
  const [cpuOffload, offloadId] = pick(study.config.cpuOffload[cluster.id], chosen?.cpuOffload, "cpuOffload");
  return {
    cluster,
    batch: {
      samples: study.config.samples.value,
      meanTokensPerSample: study.config.meanTokensPerSample.value,
      effectiveBatchSize: study.config.effectiveBatchSize.value,
      maxBatchLen,
    },
    cpuOffload,
    readings: { maxBatchLen: batchId, cpuOffload: offloadId },
  };
}
