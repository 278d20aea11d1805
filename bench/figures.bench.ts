/**
 * Budgets of the figures' own work per control change, in Node: the 16-GPU all-reduce step's data
 * and chart template (it redraws on every playback step; what Lit then changes in the page is
 * measured by the playback bench in scripts/bench.mjs) within a 16.7 ms frame; a what-if recompute when only the node count moves (all curves of the chart)
 * within 16 ms; the verbs walkthrough's first visit of a step (not memoised yet) within 50 ms, a
 * control change.
 * Run: `npm run bench -- --only=model`, or `npx vitest bench bench/figures.bench.ts`.
 */
import { test, vi } from "vitest";
import { allreduceStepsChart } from "../src/charts/allreduceStepsChart.ts";
import { allreduceSteps } from "../src/figures/definitions/allreduceSteps.ts";
import { trainingWhatIf } from "../src/figures/definitions/trainingWhatIf.ts";
import { WALKTHROUGH_FAULTS, WALKTHROUGH_STEPS } from "../src/figures/definitions/verbsWalkthrough.ts";
import { defaultState } from "../src/lib/figureState.ts";
import { shimChartContext } from "../test/unit/shimChartContext.ts";
import { benchWithin } from "./benchWithin.ts";

test("allreduce-steps, one playback step", (context) => {
  const chart = shimChartContext();
  const state = { ...defaultState(allreduceSteps.spec), gpus: 16 };
  let step = 0;
  return benchWithin(context, "allreduce-steps 16 GPUs: compute + chart template per step", 16.7, () => {
    const data = allreduceSteps.compute({ ...state, step });
    step = (step + 1) % 31;
    return allreduceStepsChart(data, chart, { phase: "p" });
  });
});

test("training what-if, node count moved", (context) => {
  const whatIf = defaultState(trainingWhatIf.spec);
  trainingWhatIf.compute({ ...whatIf, gpu: "a100-sxm" });
  let nodes = 1;
  return benchWithin(context, "training what-if recompute, node count moved", 16, () => {
    nodes = (nodes % 64) + 1;
    return trainingWhatIf.compute({ ...whatIf, gpu: "a100-sxm", nodes });
  });
});

test("verbs walkthrough, first visit of a state", (context) => {
  // Each run visits one (fault, step) state on a freshly imported definition, so its memo is empty.
  const states = WALKTHROUGH_FAULTS.flatMap((fault) => WALKTHROUGH_STEPS.map((_, step) => ({ step, fault })));
  let next = 0;
  let compute: (state: (typeof states)[number]) => unknown = () => undefined;
  return benchWithin(
    context,
    "verbs walkthrough compute, first visit of a state",
    50,
    () => compute(states[next++ % states.length] as (typeof states)[number]),
    {
      time: 0,
      iterations: states.length,
      warmupIterations: 2,
      beforeEach: async () => {
        vi.resetModules();
        const { verbsWalkthrough } = await import("../src/figures/definitions/verbsWalkthrough.ts");
        compute = (state) => verbsWalkthrough.compute(state);
      },
    },
  );
});
