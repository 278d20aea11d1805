import { describe, expect, it } from "vitest";
import { collectiveOutputs } from "../../src/collective/collectiveOutputs.ts";
import { directAllReduce } from "../../src/collective/directAllReduce.ts";
import { elementSum, integerInputs } from "./scheduleInputs.ts";

describe("directAllReduce", () => {
  it("directAllReduce.run(n = 2..16) leaves every rank with the sum in two steps", () => {
    for (let n = 2; n <= 16; n++) {
      const inputs = integerInputs(n, 5 * n - 1, "f32");
      const done = directAllReduce.run(inputs);
      expect(done.plan.length).toBe(2);
      for (const out of collectiveOutputs(done)) expect(Array.from(out)).toEqual(elementSum(inputs));
    }
  });

  it("directAllReduce(8, bytes) sends 2(n-1)/n of bytes per rank, n(n-1) transfers a step", () => {
    const n = 8;
    const done = directAllReduce.run(integerInputs(n, 800));
    for (const sent of done.bytesSent) expect(sent).toBe((2 * (n - 1) * 6400) / n);
    expect(done.plan[0]).toHaveLength(n * (n - 1));
    expect(done.plan[0]?.every((t) => t.op === "reduce" && t.chunk === t.to)).toBe(true);
  });
});
