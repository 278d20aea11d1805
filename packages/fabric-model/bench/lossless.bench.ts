/**
 * Budget of the congested-switch model: one 10 ms run (20,000 steps of 0.5 us) of a 16-to-1 incast
 * with the innocent flow, for each mode, as the `congested-switch` figure runs it on a control
 * change, within 25 ms (half the figure's 50 ms control-to-paint budget, leaving the rest to the chart).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench packages/fabric-model/bench/lossless.bench.ts`.
 */
import { gbps, kib, losslessModes, runCongestedSwitch } from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "../../../bench/benchWithin.ts";

test("runCongestedSwitch, 16 senders, 10 ms, every mode", async (context) => {
  for (const mode of losslessModes) {
    const inputs = { mode, senders: 16, ingressBuffer: kib(256), innocentFlow: true, linkRate: gbps(100) };
    await benchWithin(
      context,
      `lossless.runCongestedSwitch.${mode}.16senders.10ms`,
      25,
      () => runCongestedSwitch(inputs, { sampling: "log", samples: 160 }),
      { time: 500, iterations: 9, warmupIterations: 3 },
    );
  }
});
