/**
 * Budgets of the cluster advisor: one fabric option of one scenario (`adviseCluster` with a single
 * option: its step at the centre and both ends of the band, priced) within 16 ms, and the whole
 * side-by-side table (every option of the GPU's generation) within 100 ms; on 16 nodes of 8 H100
 * training the dense 70B preset, bare metal (9 options) and under Kubernetes (15 options).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench packages/fabric-model/bench/clusterAdvisor.bench.ts`.
 */
import {
  adviseCluster,
  type ClusterAdvisorInputs,
  clusterFabricOptions,
  trainingWorkloads,
} from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "../../../bench/benchWithin.ts";

const OPTIONS = { time: 1000, iterations: 16, warmupIterations: 3 };
const scenario: ClusterAdvisorInputs = {
  gpu: "h100-sxm",
  gpusPerNode: 8,
  nodes: 16,
  workload: trainingWorkloads["dense-pretraining"].workload,
  tokenBudget: 1e12,
  kubernetes: false,
};

test("adviseCluster, one option", (context) =>
  benchWithin(
    context,
    "adviseCluster, one option (IB 400, 16 x 8 H100, dense 70B)",
    16,
    () =>
      adviseCluster({
        ...scenario,
        options: clusterFabricOptions(scenario).filter((o) => o.id === "ib-400"),
      }),
    OPTIONS,
  ));

test("adviseCluster, the whole table", async (context) => {
  await benchWithin(
    context,
    "adviseCluster, 9 options bare metal (16 x 8 H100, dense 70B)",
    100,
    () => adviseCluster(scenario),
    OPTIONS,
  );
  await benchWithin(
    context,
    "adviseCluster, 15 options under Kubernetes (16 x 8 H100, dense 70B)",
    100,
    () => adviseCluster({ ...scenario, kubernetes: true }),
    OPTIONS,
  );
});
