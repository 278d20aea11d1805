import { describe, expect, it } from "vitest";
import { chainBroadcast } from "../../src/collective/chainBroadcast.ts";
import { collectiveOutputs } from "../../src/collective/collectiveOutputs.ts";
import { integerInputs } from "./scheduleInputs.ts";

describe("chainBroadcast", () => {
  it("chainBroadcast.run(n = 2..16, root 3 mod n) copies the root's buffer to every rank", () => {
    for (let n = 2; n <= 16; n++) {
      const inputs = integerInputs(n, 13);
      const root = 3 % n;
      const done = chainBroadcast.run(inputs, { root, pipelineChunks: 4 });
      expect(done.plan.length).toBe(4 + n - 2);
      for (const out of collectiveOutputs(done))
        expect(Array.from(out)).toEqual(Array.from(inputs[root] ?? []));
    }
  });

  it("chainBroadcast sends the whole buffer once from every rank but the last of the chain", () => {
    const done = chainBroadcast.run(integerInputs(4, 100, "f32"), { pipelineChunks: 5 });
    expect(done.bytesSent).toEqual([400, 400, 400, 0]);
  });

  it("chainBroadcast.init rejects a root out of range and an order not starting at the root", () => {
    expect(() => chainBroadcast.init(integerInputs(3, 3), { root: 3 })).toThrow(RangeError);
    expect(() => chainBroadcast.init(integerInputs(3, 3), { root: 1, order: [0, 1, 2] })).toThrow(RangeError);
  });
});
