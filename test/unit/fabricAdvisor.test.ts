import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { wrapCommand } from "../../src/charts/fabricAdvisorChart.ts";
import { fabricAdvisor } from "../../src/figures/definitions/fabricAdvisor.ts";
import { fabricAdvisorH100 } from "../../src/figures/definitions/fabricAdvisorH100.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens, type UnitLens } from "../../src/lib/unitLens.ts";

const tr = translator("en");
const COMMAND =
  "mpirun -np 16 -N 8 -x NCCL_ALGO=Ring -x NCCL_DEBUG=INFO -x NCCL_IB_DISABLE=1 -x NCCL_SOCKET_IFNAME=<interface> ./build/all_reduce_perf -b 15583M -e 15583M -g 1 -d bfloat16 -c 0";

describe("wrapCommand", () => {
  it("wrapCommand(command, 40) keeps every word, ends continued lines with a backslash and fits the width", () => {
    const lines = wrapCommand(COMMAND, 40);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines.slice(0, -1)) expect(line.endsWith(" \\")).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    const words = lines.map((l) => l.replace(/ \\$/, "").trim()).join(" ");
    expect(words).toBe(COMMAND);
  });

  it("wrapCommand never leaves a flag at the end of a line without its value", () => {
    for (const width of [24, 30, 36, 48, 60, 80]) {
      for (const line of wrapCommand(COMMAND, width)) expect(line).not.toMatch(/ -[A-Za-z] \\$/);
    }
  });

  it("wrapCommand on a wide chart gives one line", () => {
    expect(wrapCommand(COMMAND, 400)).toEqual([COMMAND]);
  });
});

describe("fabric-advisor figures", () => {
  it("fabricAdvisor's default state (the study's 8 L40S nodes) starts with the vNIC and asks to measure before SR-IOV", () => {
    const data = fabricAdvisor.compute(defaultState(fabricAdvisor.spec));
    expect(data.advice.recommendation).toMatchObject({ network: "vnic", status: "measure-first" });
    const summary = fabricAdvisor.summary(data, tr, "en", defaultLens);
    expect(summary).toMatch(/^Measure first: start with the vNIC/);
    expect(summary).not.toMatch(/[{}]|NaN|undefined/);
  });

  it("fabricAdvisor over the paths the study's L40S nodes offered recommends the vNIC outright", () => {
    const data = fabricAdvisor.compute({ ...defaultState(fabricAdvisor.spec), paths: "virtual" });
    expect(data.advice.recommendation).toMatchObject({ network: "vnic", status: "decided" });
    expect(data.rows.map((r) => r.network)).toEqual(["pod-overlay", "vnic"]);
  });

  it("fabricAdvisorH100's default state (2 H100 nodes) recommends SR-IOV and prints its confirming run", () => {
    const data = fabricAdvisorH100.compute(defaultState(fabricAdvisorH100.spec));
    expect(data.advice.recommendation).toMatchObject({ network: "sriov-vf", status: "decided" });
    const summary = fabricAdvisorH100.summary(data, tr, "en", defaultLens);
    expect(summary).toMatch(/^Recommended: the SR-IOV/);
    expect(summary).toMatch(/all_reduce_perf at 15,583 MiB/);
  });

  it("fabric-advisor with my prices uses them: doubling every price doubles the cost per million tokens", () => {
    const base = { ...defaultState(fabricAdvisorH100.spec), prices: "custom" as const };
    const one = fabricAdvisorH100.compute(base);
    const two = fabricAdvisorH100.compute({
      ...base,
      gpuNodeCost: base.gpuNodeCost * 2,
      costPod: base.costPod * 2,
      costVnic: base.costVnic * 2,
      costSriov: base.costSriov * 2,
      costRdma: base.costRdma * 2,
    });
    one.rows.forEach((row, i) => {
      expect((two.rows[i]?.cost.value ?? 0) / row.cost.value).toBeCloseTo(2, 9);
    });
  });

  it("fabric-advisor renders an SVG with the command for every lens, and its summary follows the lens", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const lenses: UnitLens[] = [
      defaultLens,
      { rate: "GBps", direction: "bidirectional", collective: "algbw" },
    ];
    for (const definition of [fabricAdvisor, fabricAdvisorH100]) {
      const data = definition.compute(defaultState(definition.spec));
      for (const lens of lenses) {
        for (const width of [360, 900]) {
          const svg = definition.chart(data, { document, width, lang: "en", tr, lens });
          expect(svg.tagName.toLowerCase()).toBe("svg");
          expect(svg.textContent).toContain("all_reduce_perf");
          expect(svg.textContent).toContain(lens.collective);
        }
        const summary = definition.summary(data, tr, "en", lens);
        expect(summary).toContain(lens.rate === "GBps" ? "GB/s" : "Gb/s");
      }
      const table = definition.table(data, tr);
      expect(table.rows.length).toBe(4);
      expect(typeof table.rows[0]?.samples).toBe("number");
      expect(table.columns.filter((c) => "rate" in c).map((c) => c.key)).toEqual(["busbw", "algbw"]);
    }
  });
});
