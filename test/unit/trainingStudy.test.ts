import { bytes, messagePath, redhat2025, virtualisationStack } from "fabric-model";
import { describe, expect, it } from "vitest";
import { logTicks125 } from "../../src/charts/logTicks125.ts";
import { wrapText } from "../../src/charts/textWidth.ts";
import { powersOfTwo, spreadLabels } from "../../src/charts/trainingChartParts.ts";
import { curveSegments, type WhatIfCurvePoint } from "../../src/charts/trainingWhatIfChart.ts";
import {
  accuracyFor,
  calibratedParameters,
  parseParameterName,
} from "../../src/figures/definitions/calibratedParameters.ts";
import { datapathHops, hopSlotOfStage, k8sDatapath } from "../../src/figures/definitions/k8sDatapath.ts";
import { k8sPathCompare } from "../../src/figures/definitions/k8sPathCompare.ts";
import {
  errorStats,
  POINT_LABELS,
  signedPercent,
  studyPointRows,
  studyReproduction,
} from "../../src/figures/definitions/studyReproduction.ts";
import {
  lastMeasuredNodes,
  modelParametersFor,
  trainingWhatIf,
} from "../../src/figures/definitions/trainingWhatIf.ts";
import type { AnyFigureDefinition } from "../../src/figures/FigureDefinition.ts";
import { renderFigureParts } from "../../src/figures/figureView.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { renderedChart } from "./renderedChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const tr = translator("en");
const context = shimChartContext();

describe("chart parts", () => {
  it("wrapText(text, 7) breaks between words and never exceeds the limit except by cutting a long word", () => {
    expect(wrapText("one two three", 8)).toEqual(["one two", "three"]);
    const lines = wrapText("a https://developers.redhat.com/articles/2025/10/16/x b", 20);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    expect(lines.join("")).toContain("https://developers.r");
  });
  it("spreadLabels(values, gap) keeps order and puts neighbours at least gap apart", () => {
    expect(spreadLabels([1, 1.2, 5], 1)).toEqual([1, 2, 5]);
    const out = spreadLabels([40.58, 40.36, 12.28, 3.46], 3);
    expect(out[1]).toBe(40.36);
    expect(out[0]).toBeCloseTo(43.36, 9);
  });
  it("powersOfTwo(64) and logTicks125(3, 60) give axis ticks", () => {
    expect(powersOfTwo(64)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(logTicks125(3, 60)).toEqual([5, 10, 20, 50]);
    expect(logTicks125(0.1, 10)).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10]);
  });
  it("curveSegments(points) splits at band changes and joins the runs at the shared node", () => {
    const pts: WhatIfCurvePoint[] = [1, 2, 3, 4].map((n) => ({
      network: "vnic",
      nodes: n,
      value: n,
      low: n,
      high: n,
      band: n > 2,
    }));
    const segs = curveSegments(pts);
    expect(segs.map((s) => [s.band, s.points.map((p) => p.nodes)])).toEqual([
      [false, [1, 2]],
      [true, [2, 3, 4]],
    ]);
  });
});

describe("study-reproduction figure", () => {
  it("studyPointRows() has every study point, each with a label, a source and the model within 5%", () => {
    const rows = studyPointRows();
    expect(rows.map((r) => r.id)).toEqual(redhat2025.points.map((p) => p.id));
    for (const r of rows) {
      expect(POINT_LABELS[r.id], r.id).toBeDefined();
      expect(r.sourceUrl).toMatch(/^https:\/\//);
      expect(Math.abs(r.error), r.id).toBeLessThan(0.05);
    }
    expect(errorStats(rows).mape).toBeLessThan(0.03);
  });
  it("studyReproduction.compute({cluster: 'h100'}) keeps H100 points only and one panel ending at 2 nodes", () => {
    const data = studyReproduction.compute({ cluster: "h100", point: "h100-2-vnic" });
    expect(data.rows.every((r) => r.cluster === "h100")).toBe(true);
    expect(data.panels.map((p) => p.maxNodes)).toEqual([2]);
    expect(data.provenance?.questions.length).toBeGreaterThan(0);
    expect(data.provenance?.maxBatchLen.readings.map((r) => r.id)).toEqual(["article", "topsail"]);
  });
  it("studyReproduction.table(data) gives measured, predicted and signed error for every point", () => {
    const table = studyReproduction.table(
      studyReproduction.compute(defaultState(studyReproduction.spec)),
      tr,
    );
    expect(table.rows).toHaveLength(12);
    for (const row of table.rows) {
      const error = ((row.predicted as number) / (row.measured as number) - 1) * 100;
      expect(row.error as number).toBeCloseTo(error, 9);
    }
  });
  it("signedPercent('en', x) signs the percentage", () => {
    expect(signedPercent("en", 0.0123)).toBe("+1.2%");
    expect(signedPercent("en", -0.05)).toBe("−5%");
  });
});

describe("training-what-if figure", () => {
  it("modelParametersFor(8) is the study's model; other sizes are billions as given", () => {
    expect(modelParametersFor(8)).toBe(redhat2025.config.model.parameters);
    expect(modelParametersFor(70)).toBe(70e9);
  });
  it("trainingWhatIf.compute at the study's L40S vNIC 8 nodes is calibrated and within 5% of 12.68", () => {
    const data = trainingWhatIf.compute(defaultState(trainingWhatIf.spec));
    expect(data.chosen.kind).toBe("calibrated");
    expect(data.chosen.samplesPerSecond.value / 12.68 - 1).toBeLessThan(0.05);
    expect(data.curves).toHaveLength(4);
    expect(data.maxMeasuredNodes).toBe(8);
  });
  it("trainingWhatIf.compute for GH200 over SR-IOV at 16 nodes is a band with the GPU and node reasons", () => {
    const data = trainingWhatIf.compute({
      ...defaultState(trainingWhatIf.spec),
      gpu: "gh200",
      network: "sriov-vf",
      nodes: 16,
    });
    expect(data.chosen.kind).toBe("band");
    expect(data.chosen.reasons).toContain("gpu-not-calibrated");
    expect(data.chosen.reasons).toContain("nodes-beyond-measured");
    const s = data.chosen.samplesPerSecond;
    expect(s.low).toBeLessThanOrEqual(s.value);
    expect(s.high).toBeGreaterThanOrEqual(s.value);
  });
  it("lastMeasuredNodes(points) is the last node count before extrapolation", () => {
    const data = trainingWhatIf.compute({
      ...defaultState(trainingWhatIf.spec),
      gpu: "h100-sxm",
      network: "sriov-vf",
    });
    expect(data.maxMeasuredNodes).toBe(2);
    const vnic = data.curves.find((c) => c.network === "vnic");
    expect(lastMeasuredNodes(vnic?.points ?? [])).toBe(2);
  });
  it("trainingWhatIf.compute over every GPU, size, strategy, sync and offload gives finite bands around the value", () => {
    const base = defaultState(trainingWhatIf.spec);
    for (const gpu of trainingWhatIf.spec.gpu.options) {
      for (const modelB of [1, 8, 70]) {
        for (const strategy of trainingWhatIf.spec.strategy.options) {
          for (const sync of trainingWhatIf.spec.sync.options) {
            for (const offload of trainingWhatIf.spec.offload.options) {
              const data = trainingWhatIf.compute({
                ...base,
                gpu,
                modelB,
                strategy,
                sync,
                offload,
                nodes: 64,
              });
              for (const c of data.curves) {
                for (const p of c.points) {
                  const s = p.samplesPerSecond;
                  expect(
                    Number.isFinite(s.value) &&
                      s.low <= s.value * (1 + 1e-9) &&
                      s.high >= s.value * (1 - 1e-9),
                  ).toBe(true);
                }
              }
            }
          }
        }
      }
    }
  });
  it("moving only the node count keeps the memoised curves: the same curve objects come back (time: bench/figures.bench.ts)", () => {
    const base = defaultState(trainingWhatIf.spec);
    const first = trainingWhatIf.compute({ ...base, gpu: "a100-sxm", nodes: 4 });
    const moved = trainingWhatIf.compute({ ...base, gpu: "a100-sxm", nodes: 9 });
    expect(moved.curves).toBe(first.curves);
  });
});

describe("calibrated-parameters figure", () => {
  it("parseParameterName('bandwidth.h100.vnic') names the kind, cluster and path", () => {
    expect(parseParameterName("bandwidth.h100.vnic")).toEqual({
      kind: "bandwidth",
      cluster: "h100",
      network: "vnic",
    });
    expect(parseParameterName("mfu.l40s")).toEqual({ kind: "mfu", cluster: "l40s", network: null });
    expect(parseParameterName("contention.pod-overlay").kind).toBe("contention");
  });
  it("calibratedParameters.compute shows seven numbers, each inside its plausible range", () => {
    const data = calibratedParameters.compute({ h100Batch: "article" });
    expect(data.parameters).toHaveLength(7);
    for (const p of data.parameters) {
      expect(p.value, p.name).toBeGreaterThanOrEqual(p.low);
      expect(p.value, p.name).toBeLessThanOrEqual(p.high);
    }
    expect(data.looMape).toBeGreaterThan(data.mape);
  });
  it("the 50,000-token H100 reading moves only the H100 pod and vNIC bandwidths, down by the micro-batch ratio", () => {
    const article = calibratedParameters.compute({ h100Batch: "article" });
    const topsail = calibratedParameters.compute({ h100Batch: "topsail" });
    for (const p of topsail.parameters) {
      const before = article.parameters.find((q) => q.name === p.name)?.value ?? Number.NaN;
      if (p.name === "bandwidth.h100.pod-overlay" || p.name === "bandwidth.h100.vnic") {
        expect(p.value / before).toBeCloseTo(8 / 11, 2);
      } else expect(p.value / before, p.name).toBeCloseTo(1, 4);
    }
    expect(topsail.mape).toBeCloseTo(article.mape, 4);
  });
  it("accuracyFor(reading) is memoised", () => {
    expect(accuracyFor("article")).toBe(accuracyFor("article"));
  });
});

describe("k8s data-path figures", () => {
  it("hopSlotOfStage(id) puts the layers' stages in their hops", () => {
    expect(hopSlotOfStage("layer.pod-overlay.senderCpu")).toBe("overlay");
    expect(hopSlotOfStage("layer.vnic.receiver")).toBe("hypervisor");
    expect(hopSlotOfStage("layer.sriov-rdma.sender")).toBe("vf");
    expect(hopSlotOfStage("nicDmaRead")).toBe("nic");
    expect(hopSlotOfStage("copyKernelToUser")).toBe("app");
  });
  it("datapathHops(messagePath(...)) conserves time, CPU, copies and kernel entries on every path", () => {
    for (const layer of ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"] as const) {
      const stack = virtualisationStack(layer);
      const base = stack[stack.length - 1]?.basePath ?? "kernel-tcp";
      const result = messagePath({ path: base, bytes: bytes(1 << 20) }, { layers: stack });
      const hops = datapathHops(result);
      const sum = (f: (h: (typeof hops)[number]) => number) => hops.reduce((a, h) => a + f(h), 0);
      expect(sum((h) => h.copies)).toBe(result.copies);
      expect(sum((h) => h.crossings)).toBe(result.kernelCrossings);
      expect(sum((h) => h.timeUs)).toBeCloseTo(result.latency * 1e6, 6);
      expect(hops.filter((h) => h.slot === "overlay").length).toBe(layer === "pod-overlay" ? 2 : 0);
      expect(hops.filter((h) => h.slot === "hypervisor").length).toBe(
        layer === "pod-overlay" || layer === "vnic" ? 2 : 0,
      );
    }
  });
  it("k8sDatapath.compute: RDMA on a VF makes no copy and enters no kernel; the overlay is an estimate", () => {
    const rdma = k8sDatapath.compute({ path: "sriov-rdma", size: "1048576", rate: "400" });
    expect(rdma.copies).toBe(0);
    expect(rdma.crossings).toBe(0);
    expect(rdma.bandwidthEstimate).toBe(false);
    const overlay = k8sDatapath.compute(defaultState(k8sDatapath.spec));
    expect(overlay.bandwidthEstimate).toBe(true);
    expect(overlay.copies).toBeGreaterThan(rdma.copies);
  });
  it("k8sDatapath.compute for every path, size and rate renders without NaN", () => {
    for (const path of k8sDatapath.spec.path.options) {
      for (const size of k8sDatapath.spec.size.options) {
        for (const rate of k8sDatapath.spec.rate.options) {
          const data = k8sDatapath.compute({ path, size, rate });
          expect(Number.isFinite(data.latencyUs) && data.bandwidthGbps > 0, `${path} ${size} ${rate}`).toBe(
            true,
          );
          expect(data.bandwidthGbps).toBeLessThanOrEqual(Number(rate));
        }
      }
    }
  });
  it("k8sPathCompare.compute('h100'): the calibrated pod and vNIC rates lie far below the layer model and line rate", () => {
    const data = k8sPathCompare.compute({ cluster: "h100" });
    for (const id of ["pod-overlay", "vnic"] as const) {
      const r = data.rows.find((x) => x.network === id);
      expect(r?.modelBand).toBe(false);
      expect(r?.modelGbps ?? 0).toBeLessThan((r?.layerGbps ?? 0) / 2);
      expect(r?.layerGbps ?? 0).toBeLessThan(r?.lineRateGbps ?? 0);
    }
    const l40s = k8sPathCompare.compute({ cluster: "l40s" });
    expect(l40s.rows.find((x) => x.network === "sriov-vf")?.modelBand).toBe(true);
  });
});

describe("figures render", () => {
  const figures: AnyFigureDefinition[] = [
    studyReproduction as unknown as AnyFigureDefinition,
    trainingWhatIf as unknown as AnyFigureDefinition,
    calibratedParameters as unknown as AnyFigureDefinition,
    k8sDatapath as unknown as AnyFigureDefinition,
    k8sPathCompare as unknown as AnyFigureDefinition,
  ];
  for (const def of figures) {
    it(`${def.id}: renderFigureParts(default state) gives an SVG, a table and a summary without NaN`, () => {
      const parts = renderFigureParts(def, defaultState(def.spec), context);
      const chart = renderedChart(parts.chart);
      expect(chart.tagName.toLowerCase()).toBe("svg");
      expect(parts.table.rows.length).toBeGreaterThan(0);
      expect(parts.summary).not.toMatch(/NaN|undefined|\{/);
      expect(chart.outerHTML).not.toMatch(/NaN/);
    });
  }
});
