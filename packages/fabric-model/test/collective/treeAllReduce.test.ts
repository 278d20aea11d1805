import { describe, expect, it } from "vitest";
import { collectiveOutputs } from "../../src/collective/collectiveOutputs.ts";
import { doubleBinaryTree } from "../../src/collective/doubleBinaryTree.ts";
import { treeAllReduce } from "../../src/collective/treeAllReduce.ts";
import { elementSum, integerInputs } from "./scheduleInputs.ts";

describe("treeAllReduce", () => {
  it("treeAllReduce.run(n = 2..16, odd lengths) leaves every rank with the element-wise sum", () => {
    for (let n = 2; n <= 16; n++) {
      const inputs = integerInputs(n, 2 * n + 3);
      for (const out of collectiveOutputs(treeAllReduce.run(inputs, { pipelineChunks: 3 }))) {
        expect(Array.from(out)).toEqual(elementSum(inputs));
      }
    }
  });

  it("treeAllReduce reduces up (op reduce, child to parent) before it broadcasts down (op copy)", () => {
    const n = 8;
    const done = treeAllReduce.run(integerInputs(n, 64));
    const trees = doubleBinaryTree(n);
    for (const step of done.plan) {
      for (const t of step) {
        const tree = trees[t.elements.start < 32 ? 0 : 1];
        if (t.op === "reduce") expect(tree.parent[t.from]).toBe(t.to);
        else expect(tree.parent[t.to]).toBe(t.from);
      }
    }
    // depth of NCCL's 8-rank tree is 4 levels: 3 up and 3 down steps without pipelining
    expect(done.plan.length).toBe(6);
  });

  it("treeAllReduce sends each half up once and down once per child: 2(n-1) half-buffers in total", () => {
    const n = 6;
    const done = treeAllReduce.run(integerInputs(n, 120, "f32"));
    const total = done.bytesSent.reduce((a, b) => a + b, 0);
    expect(total).toBe(2 * (n - 1) * 2 * 60 * 4);
  });

  it("treeAllReduce pipelines: k chunks take depth-related steps plus k-1, not k times as many", () => {
    const n = 16;
    const one = treeAllReduce.run(integerInputs(n, 64), { pipelineChunks: 1 }).plan.length;
    const four = treeAllReduce.run(integerInputs(n, 64), { pipelineChunks: 4 }).plan.length;
    expect(four).toBe(one + 3);
  });

  it("treeAllReduce.init rejects a pipelineChunks of 0", () => {
    expect(() => treeAllReduce.init(integerInputs(2, 2), { pipelineChunks: 0 })).toThrow(RangeError);
  });
});
