/**
 * Benchmark: the figures' own work per control change, in Node: the 16-GPU all-reduce step's
 * data and chart template at every step (it redraws on every playback step; a frame is 16.7 ms;
 * what Lit then changes in the page is measured by the playback bench in scripts/bench.mjs),
 * a what-if recompute when only the node count moves (all curves of the chart; budget 16 ms), and
 * the verbs walkthrough at every step and fault (budget 50 ms, a control change). Medians after a
 * warm-up. Prints one JSON line per measurement.
 * Run: npx node bench/figures.bench.ts
 */
// Every English string, as the build registers them (figures declare their areas for the browser).
import "../src/lib/strings/en.ts";
import { allreduceStepsChart } from "../src/charts/allreduceStepsChart.ts";
import { allreduceSteps } from "../src/figures/definitions/allreduceSteps.ts";
import { trainingWhatIf } from "../src/figures/definitions/trainingWhatIf.ts";
import {
  verbsWalkthrough,
  WALKTHROUGH_FAULTS,
  WALKTHROUGH_STEPS,
} from "../src/figures/definitions/verbsWalkthrough.ts";
import { defaultState } from "../src/lib/figureState.ts";
import { shimChartContext } from "../test/unit/shimChartContext.ts";

const context = shimChartContext();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
const print = (name: string, times: number[], budget: number) =>
  console.log(
    JSON.stringify({
      name,
      median: Math.round(median(times) * 100) / 100,
      unit: "ms",
      budget,
      runs: times.length,
    }),
  );

// All-reduce steps, 16 GPUs: compute each step and build its chart template, as playback does.
const arState = { ...defaultState(allreduceSteps.spec), gpus: 16 };
const arTimes: number[] = [];
for (let round = 0; round < 3; round++) {
  for (let step = 0; step <= 30; step++) {
    const t0 = performance.now();
    const data = allreduceSteps.compute({ ...arState, step });
    allreduceStepsChart(data, context, { phase: "p" });
    if (round > 0) arTimes.push(performance.now() - t0);
  }
}
print("allreduce-steps 16 GPUs: compute + chart template per step", arTimes, 16.7);

// What-if: only the node count moves (the other curves are memoised).
const whatIf = defaultState(trainingWhatIf.spec);
trainingWhatIf.compute({ ...whatIf, gpu: "a100-sxm" });
const whatIfTimes: number[] = [];
for (let n = 1; n <= 64; n++) {
  const t0 = performance.now();
  trainingWhatIf.compute({ ...whatIf, gpu: "a100-sxm", nodes: n });
  whatIfTimes.push(performance.now() - t0);
}
print("training what-if recompute, node count moved", whatIfTimes, 16);

// Verbs walkthrough: every step of every fault, first visit (not memoised yet).
const verbsTimes: number[] = [];
for (const fault of WALKTHROUGH_FAULTS) {
  for (let step = 0; step < WALKTHROUGH_STEPS.length; step++) {
    const t0 = performance.now();
    verbsWalkthrough.compute({ step, fault });
    verbsTimes.push(performance.now() - t0);
  }
}
print("verbs walkthrough compute, first visit of a state", verbsTimes, 50);
