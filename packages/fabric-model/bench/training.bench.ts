/**
 * Budgets of the training model: a full what-if recompute as the training chapter's chart does on
 * every input change (nodes 1..64 for 4 network paths x 2 GPU types, 512 predictions with bands)
 * within 16 ms; the calibration against the Red Hat 2025 study (7 parameters, 12 points) within 2 s;
 * and, without a budget, the accuracy report (calibration, 8 leave-one-out refits, extrapolation).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench packages/fabric-model/bench/training.bench.ts`.
 */
import { calibrateTraining, redhat2025, trainingAccuracy, trainingCurves } from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "../../../bench/benchWithin.ts";

const NODES = Array.from({ length: 64 }, (_, i) => i + 1);

test("training model", async (context) => {
  await benchWithin(context, "training what-if recompute (nodes 1..64 x 4 paths x 2 GPUs)", 16, () =>
    trainingCurves({
      gpus: ["l40s", "h100-sxm"],
      networks: ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"],
      nodes: NODES,
    }),
  );
  await benchWithin(
    context,
    "training calibration (redhat-2025, 7 parameters)",
    2000,
    () => calibrateTraining({ study: redhat2025 }),
    { time: 0, iterations: 9, warmupIterations: 2 },
  );
  await benchWithin(
    context,
    "training accuracy report (calibration, leave-one-out, extrapolation)",
    null,
    () => trainingAccuracy({ study: redhat2025 }),
    { time: 0, iterations: 5, warmupIterations: 1 },
  );
});
