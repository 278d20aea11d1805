import { describe, expect, it } from "vitest";
import { gpuPreset } from "../../src/presets/gpus.ts";
import { redhat2025 } from "../../src/studies/redhat2025.ts";
import { trainingParameterSpecs } from "../../src/training/trainingParameterSpecs.ts";
import { numbersRead } from "../numbersRead.ts";

const byId = new Map(redhat2025.points.map((p) => [p.id, p]));
const sps = (id: string) => byId.get(id)?.samplesPerSecond ?? Number.NaN;

describe("redhat2025", () => {
  it("every redhat2025 point has its own id and is sourced from the article with the number read there", () => {
    expect(new Set(redhat2025.points.map((p) => p.id)).size).toBe(redhat2025.points.length);
    for (const p of redhat2025.points) {
      expect(p.source.url).toBe(redhat2025.url);
      expect(p.source.read).toContain(String(p.samplesPerSecond));
      expect(p.samplesPerSecond).toBeGreaterThan(0);
      expect(p.network === null).toBe(p.nodes === 1);
    }
  });

  it("redhat2025 clusters name GPU presets with a bf16 peak, and every point a known cluster", () => {
    const ids = new Set(redhat2025.clusters.map((c) => c.id));
    for (const p of redhat2025.points) expect(ids.has(p.cluster)).toBe(true);
    for (const c of redhat2025.clusters) {
      expect(gpuPreset(c.gpu).denseBf16).not.toBeNull();
      expect(c.source.url).toBe(redhat2025.url);
    }
  });

  it("redhat2025 keeps both max_batch_len readings for the H100 runs and names the one the model uses", () => {
    const h100 = redhat2025.config.maxBatchLen.h100;
    expect(h100?.readings.map((r) => r.value).sort()).toEqual([35000, 50000]);
    for (const setting of [
      ...Object.values(redhat2025.config.maxBatchLen),
      ...Object.values(redhat2025.config.cpuOffload),
    ]) {
      expect(setting.readings.some((r) => r.id === setting.used)).toBe(true);
      expect(setting.why.length).toBeGreaterThan(20);
      for (const r of setting.readings) expect(r.source.read.length).toBeGreaterThan(10);
    }
    expect(redhat2025.config.cpuOffload.l40s?.used).toBe("article");
  });

  it("every redhat2025 configuration number is one its source reads", () => {
    const c = redhat2025.config;
    for (const [name, value, source] of [
      ["parameters (1e9)", c.model.parameters / 1e9, c.model.source],
      ["layers", c.model.shape.layers, c.model.shape.source],
      ["hidden size", c.model.shape.hiddenSize, c.model.shape.source],
      ["samples", c.samples.value, c.samples.source],
      ["tokens per sample", c.meanTokensPerSample.value, c.meanTokensPerSample.source],
      ["effective batch", c.effectiveBatchSize.value, c.effectiveBatchSize.source],
      ["bytes per gradient", c.precision.bytesPerGradient, c.precision.source],
    ] as const) {
      expect(numbersRead(source), name).toContain(value);
    }
  });

  it("redhat2025 measurements order the paths as the article does: pod < vNIC on every node count, SR-IOV above both", () => {
    for (const n of [2, 4, 8]) expect(sps(`l40s-${n}-pod-overlay`)).toBeLessThan(sps(`l40s-${n}-vnic`));
    expect(sps("h100-2-pod-overlay")).toBeLessThan(sps("h100-2-vnic"));
    expect(sps("h100-2-vnic")).toBeLessThan(sps("h100-2-sriov-vf"));
  });

  it("redhat2025 claims name existing points, and the measured ratios bear them out", () => {
    for (const claim of redhat2025.claims) {
      if (claim.kind === "ratio") {
        const measured = sps(claim.numerator) / sps(claim.denominator);
        expect(Math.abs(measured / claim.expected - 1), claim.id).toBeLessThanOrEqual(claim.tolerance);
      } else {
        expect(byId.has(claim.point)).toBe(true);
      }
    }
    // +132% at 8 L40S nodes is 12.68 / 5.46.
    expect(sps("l40s-8-vnic") / sps("l40s-8-pod-overlay")).toBeCloseTo(2.32, 2);
  });

  it("redhat2025 open questions point at existing points and at parameters the training model calibrates", () => {
    const names = new Set(trainingParameterSpecs(redhat2025).map((s) => s.name));
    for (const q of redhat2025.openQuestions) {
      for (const id of q.points) expect(byId.has(id), id).toBe(true);
      for (const name of q.parameters) expect(names.has(name), name).toBe(true);
      expect(q.hypotheses.length).toBeGreaterThan(0);
    }
  });
});
