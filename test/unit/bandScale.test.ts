import * as Plot from "@observablehq/plot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandScale } from "../../src/charts/bandScale.ts";
import { shimChartContext } from "./shimChartContext.ts";

describe("bandScale", () => {
  it("bandScale(9 rows, [30, 336], 0.3) starts at 44 with 22 px bands 32 px apart (the cluster advisor's rows)", () => {
    const keys = Array.from({ length: 9 }, (_, i) => `row ${i}`);
    const scale = bandScale(keys, [30, 336], 0.3);
    expect(scale.bandwidth).toBe(22);
    expect(keys.map((k) => scale.at(k))).toEqual([44, 76, 108, 140, 172, 204, 236, 268, 300]);
    expect(scale.at("missing")).toBeNaN();
  });

  it("bandScale(keys, range, 0.3) lays the rows out as Observable Plot's band scale does", () => {
    const { document } = shimChartContext();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 20, max: 60 }), (n, rowPx) => {
        const keys = Array.from({ length: n }, (_, i) => `k${i}`);
        const height = 30 + n * rowPx + 34;
        const svg = Plot.plot({
          document,
          width: 300,
          height,
          marginTop: 30,
          marginBottom: 34,
          y: { domain: keys, padding: 0.3, axis: null },
          marks: [Plot.barX(keys, { x: () => 1, y: (k: string) => k })],
        }) as unknown as Element;
        const rects = [...svg.querySelectorAll("rect")];
        const scale = bandScale(keys, [30, height - 34], 0.3);
        expect(rects.map((r) => Number(r.getAttribute("y")))).toEqual(keys.map((k) => scale.at(k)));
        expect(Number(rects[0]?.getAttribute("height"))).toBe(scale.bandwidth);
      }),
      { seed: 20, numRuns: 100 },
    );
  });

  it("bandScale(keys, range, 0.3, 1) places points as Observable Plot's point scale does (the dots of the bandwidth panel)", () => {
    const { document } = shimChartContext();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 20, max: 60 }), (n, rowPx) => {
        const keys = Array.from({ length: n }, (_, i) => `k${i}`);
        const height = 40 + n * rowPx + 34;
        const svg = Plot.plot({
          document,
          width: 300,
          height,
          marginTop: 40,
          marginBottom: 34,
          x: { type: "log", domain: [1, 10] },
          y: { domain: keys, padding: 0.3, axis: null },
          marks: [Plot.dot(keys, { x: () => 2, y: (k: string) => k })],
        }) as unknown as Element;
        const scale = bandScale(keys, [40, height - 34], 0.3, 1);
        expect([...svg.querySelectorAll("circle")].map((c) => Number(c.getAttribute("cy")))).toEqual(
          keys.map((k) => scale.at(k)),
        );
        expect(scale.bandwidth).toBe(0);
      }),
      { seed: 20, numRuns: 100 },
    );
  });
});
