import { describe, expect, it } from "vitest";
import { collectiveOutputs } from "../../src/collective/collectiveOutputs.ts";
import { partitionElements } from "../../src/collective/partitionElements.ts";
import { ringReduceScatter } from "../../src/collective/ringReduceScatter.ts";
import { elementSum, integerInputs } from "./scheduleInputs.ts";

describe("ringReduceScatter", () => {
  it("ringReduceScatter.run(n = 2..16) leaves rank r with chunk r of the sum", () => {
    for (let n = 2; n <= 16; n++) {
      const length = 4 * n + 3;
      const inputs = integerInputs(n, length);
      const sum = elementSum(inputs);
      const chunks = partitionElements(length, n);
      collectiveOutputs(ringReduceScatter.run(inputs)).forEach((out, r) => {
        const c = chunks[r] as { start: number; end: number };
        expect(Array.from(out)).toEqual(sum.slice(c.start, c.end));
      });
    }
  });

  it("ringReduceScatter(8) sends (n-1)/n of the buffer per rank", () => {
    const n = 8;
    const done = ringReduceScatter.run(integerInputs(n, 64, "f32"));
    for (const sent of done.bytesSent) expect(sent).toBe(((n - 1) * 256) / n);
  });
});
