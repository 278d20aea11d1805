/**
 * Budgets of collective/: `predictCollective` over a 1,000-point size sweep (8 B .. 16 GiB, 2 x 8
 * H100 over RoCE, all-reduce; and 8 x 8 H100 on AWS P5, where aws-ofi-nccl's regions pick) within
 * 20 ms (20 us a call, so a sweep recomputes inside one 16 ms frame); the calibration over the whole corpus of published sweeps (`collectiveFitPoints` then
 * `calibrateCollective`, every healthy sweep) within 2 s; a ring all-reduce of 1 GiB over 1,024 GPUs through the flow simulator within 500 ms, with
 * 128 nodes x 8 GPUs (NVLink inside, one 3.2 Tb/s uplink per node, 8 leaves x 16, 16 spines) and
 * with every GPU on its own 400 Gb/s NIC (32 leaves x 32, 32 spines).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench packages/fabric-model/bench/collective.bench.ts`.
 */
import {
  bytes,
  gBps,
  gbps,
  gib,
  gpuNetworkPairings,
  leafSpine,
  type PredictCollectiveInput,
  pairingCollectiveHardware,
  predictCollective,
  ringAllReduceFlowSteps,
  simulateCollectiveFlows,
} from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "../../../bench/benchWithin.ts";
import { calibrateCollective, collectiveFitPoints } from "../src/collective/calibrateCollective.ts";
import { collectiveValidationSweeps } from "../src/collective/crossValidateCollective.ts";
import { ncclReferenceSweeps } from "../src/studies/ncclReferenceSweeps.ts";

const POINTS = 1000;
const sizes = Array.from({ length: POINTS }, (_, i) => bytes(Math.round(8 * 2 ** ((31 * i) / (POINTS - 1)))));

// Each run shifts the sizes by a byte, so no call is answered from predictCollective's memo of
// calibrated predictions: the budget is for pricing a size, not for looking one up.
let run = 0;
/** The time of one 1,000-point size sweep of an all-reduce on this hardware, within 20 ms. */
const sweepWithin = (name: string, hardware: Omit<PredictCollectiveInput, "collective" | "bytes">) =>
  test(name, (context) =>
    benchWithin(context, name, 20, () => {
      let sum = 0;
      run += 1;
      for (const size of sizes) {
        sum += predictCollective({ collective: "all_reduce", bytes: bytes(size + run), ...hardware }).time;
      }
      return sum;
    }),
  );

sweepWithin("predictCollective, 1,000-point size sweep", {
  gpu: "h100-sxm",
  gpusPerNode: 8,
  nodes: 2,
  nicCount: 8,
  nicRate: gbps(400),
  transport: "roce",
});
// On 8 AWS P5 nodes over EFA, aws-ofi-nccl's region tuner picks the pair at each size.
sweepWithin("predictCollective, 1,000-point size sweep, 8 x AWS P5 (aws-ofi-nccl regions)", {
  ...pairingCollectiveHardware(gpuNetworkPairings["aws-p5"]),
  nodes: 8,
});

const healthy = collectiveValidationSweeps(ncclReferenceSweeps).filter((s) => s.degraded === null);

test("calibrateCollective over the corpus", (context) =>
  benchWithin(
    context,
    "calibrateCollective, every healthy published sweep",
    2000,
    () => calibrateCollective(collectiveFitPoints(healthy)),
    { time: 1000, iterations: 5, warmupIterations: 1 },
  ));

const ranks = 128 * 8;
const steps = ringAllReduceFlowSteps({ ranks, bytes: gib(1) });
const FLOW = { time: 2000, iterations: 5, warmupIterations: 2 };

test("ring all-reduce on the flow simulator", async (context) => {
  const servers = leafSpine({ leaves: 8, hostsPerLeaf: 16, spines: 16, hostLinkRate: gbps(3200) });
  const serverOfRank = Array.from({ length: ranks }, (_, r) => Math.floor(r / 8));
  await benchWithin(
    context,
    "ring all-reduce 1 GiB, 128 nodes x 8 GPUs, leaf-spine, flow simulator",
    500,
    () =>
      simulateCollectiveFlows({
        topology: servers,
        hostOfRank: serverOfRank,
        steps,
        intraHostBandwidth: gBps(370.8),
      }),
    FLOW,
  );
  const rails = leafSpine({ leaves: 32, hostsPerLeaf: 32, spines: 32, hostLinkRate: gbps(400) });
  const gpuOfRank = Array.from({ length: ranks }, (_, r) => r);
  await benchWithin(
    context,
    "ring all-reduce 1 GiB, 1,024 GPUs each on its own NIC, leaf-spine, flow simulator",
    500,
    () => simulateCollectiveFlows({ topology: rails, hostOfRank: gpuOfRank, steps }, { routing: "ecmp" }),
    FLOW,
  );
});
