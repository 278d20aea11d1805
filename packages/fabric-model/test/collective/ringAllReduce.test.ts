import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectiveOutputs } from "../../src/collective/collectiveOutputs.ts";
import { ringAllReduce } from "../../src/collective/ringAllReduce.ts";
import { treeAllReduce } from "../../src/collective/treeAllReduce.ts";
import { elementSum, integerInputs } from "./scheduleInputs.ts";

describe("ringAllReduce", () => {
  it("ringAllReduce.run(n = 2..16) leaves every rank with the element-wise sum", () => {
    for (let n = 2; n <= 16; n++) {
      const inputs = integerInputs(n, 3 * n + 1);
      const done = ringAllReduce.run(inputs);
      const expected = elementSum(inputs);
      for (const out of collectiveOutputs(done)) expect(Array.from(out)).toEqual(expected);
    }
  });

  it("ringAllReduce(8, bytes) sends 2(n-1)/n of bytes per rank", () => {
    const n = 8;
    const inputs = integerInputs(n, 1024, "f32");
    const done = ringAllReduce.run(inputs);
    for (const sent of done.bytesSent) expect(sent).toBe((2 * (n - 1) * 4096) / n);
    expect(done.plan.length).toBe(2 * (n - 1));
  });

  it("ringAllReduce.step moves one chunk per rank per step and leaves the inputs untouched", () => {
    const inputs = integerInputs(4, 10);
    const copy = inputs.map((b) => Array.from(b));
    const s0 = ringAllReduce.init(inputs);
    const s1 = ringAllReduce.step(s0);
    expect(s1.transfers).toHaveLength(4);
    expect(s1.transfers.every((t) => t.op === "reduce")).toBe(true);
    expect(s0.stepIndex).toBe(0);
    expect(inputs.map((b) => Array.from(b))).toEqual(copy);
    expect(ringAllReduce.isDone(s1)).toBe(false);
    const done = ringAllReduce.run(inputs);
    expect(ringAllReduce.step(done)).toBe(done);
  });

  it("ringAllReduce.run follows a custom ring order", () => {
    const inputs = integerInputs(5, 7);
    const done = ringAllReduce.run(inputs, { order: [3, 1, 4, 0, 2] });
    expect(done.plan[0]?.[0]).toMatchObject({ from: 3, to: 1 });
    for (const out of collectiveOutputs(done)) expect(Array.from(out)).toEqual(elementSum(inputs));
  });

  it("ringAllReduce.init rejects mismatched buffers and bad orders", () => {
    expect(() => ringAllReduce.init([new Float64Array(3), new Float64Array(4)])).toThrow(RangeError);
    expect(() => ringAllReduce.init([new Float64Array(3), new Float32Array(3)])).toThrow(RangeError);
    expect(() => ringAllReduce.init([])).toThrow(RangeError);
    expect(() => ringAllReduce.init(integerInputs(3, 3), { order: [0, 0, 1] })).toThrow(RangeError);
  });

  it("ringAllReduce and treeAllReduce produce identical reduced buffers (property, seed 42)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 5 }),
        (n, length, k) => {
          const inputs = integerInputs(n, length, "f32");
          const ring = collectiveOutputs(ringAllReduce.run(inputs));
          const tree = collectiveOutputs(treeAllReduce.run(inputs, { pipelineChunks: k }));
          expect(tree.map((b) => Array.from(b))).toEqual(ring.map((b) => Array.from(b)));
          expect(Array.from(ring[0] ?? [])).toEqual(elementSum(inputs));
        },
      ),
      { seed: 42, numRuns: 60 },
    );
  });
});
