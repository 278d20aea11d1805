import { describe, expect, it } from "vitest";
import { collectiveOutputs } from "../../src/collective/collectiveOutputs.ts";
import { ringAllGather } from "../../src/collective/ringAllGather.ts";

describe("ringAllGather", () => {
  it("ringAllGather.run(n = 2..16) gives every rank all blocks in rank order", () => {
    for (let n = 2; n <= 16; n++) {
      const inputs = Array.from({ length: n }, (_, r) =>
        Float64Array.from({ length: 3 }, (_, i) => r * 10 + i),
      );
      const expected = inputs.flatMap((b) => Array.from(b));
      for (const out of collectiveOutputs(ringAllGather.run(inputs)))
        expect(Array.from(out)).toEqual(expected);
    }
  });

  it("ringAllGather(8) sends (n-1)/n of the total per rank", () => {
    const n = 8;
    const inputs = Array.from({ length: n }, () => new Float32Array(256));
    const done = ringAllGather.run(inputs);
    const total = n * 256 * 4;
    for (const sent of done.bytesSent) expect(sent).toBe(((n - 1) * total) / n);
  });

  it("ringAllGather gathers blocks of unequal length", () => {
    const inputs = [Float64Array.of(1), Float64Array.of(2, 3, 4), Float64Array.of()];
    for (const out of collectiveOutputs(ringAllGather.run(inputs)))
      expect(Array.from(out)).toEqual([1, 2, 3, 4]);
  });
});
