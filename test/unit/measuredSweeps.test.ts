import { ncclReferenceSweeps } from "fabric-model";
import { describe, expect, it } from "vitest";
import { measuredSweep, measuredSweeps, sweepLabel } from "../../src/figures/definitions/measuredSweeps.ts";
import { translator } from "../../src/lib/i18n.ts";
import { loadStrings } from "../../src/lib/stringAreas.ts";

/**
 * Healthy runs the model misses by more than 40 % at large sizes even with every sweep in its
 * calibration, and why (the cross-validation table in fabric-model's tests has the held-out errors).
 */
const KNOWN_MISSES: Readonly<Record<string, string>> = {
  "aws-p5-2x8-efa-eks-excerpt":
    "an excerpt whose 64-256 MiB rows reach half the busbw of the same cluster's full sweep (aws-p5-2x8-efa-do-eks) and jump from 167 to 279 GB/s between 256 and 512 MiB, a switch NCCL made that the model does not reproduce (73 % off at large sizes; 2 GiB agrees)",
  "coreweave-gb200-nvl72-20racks":
    "1,440 GPUs in 20 NVLink domains: NCCL's choice across multi-node NVLink domains is not modelled (the model's ring runs 46 % fast)",
  "h100-2x8-tcpxo":
    "GPUDirect-TCPXO's all-reduce climbs slowly: at 64-256 MiB it reaches a third to two thirds of its 8 GiB busbw, a cost per transfer the model has no term for (priced from its plateau and its small-size latency, the model is 180-54 % high there and within 5 % from 2 GiB; 40 % over the large sizes)",
  "t4-2x1-sockets":
    "kernel TCP staged through host memory: one share of a GPU's PCIe rate serves every host, and this 2019 host moves 2 GB/s where the corpus's others move 6-9 (55 % high)",
};

describe("measuredSweep", () => {
  it("measuredSweep(id) gives busbw = size / time x 2(n-1)/n in Gb/s, as nccl-tests computes it", () => {
    // AWS g4dn over EFA, 2 ranks (factor 1): 1 GiB in 378919 us out-of-place (the record's last row).
    const last = measuredSweep("t4-2x1-efa").rows.at(-1);
    expect(last?.bytes).toBe(1073741824);
    expect(last?.outOfPlace.busbwGbps).toBeCloseTo((1073741824 / 378919e-6) * 8e-9, 9);
    // 16 ranks: factor 2 x 15 / 16.
    const h100 = measuredSweep("h100-2x8-tcpxo").rows[0];
    expect(h100?.outOfPlace.busbwGbps).toBeCloseTo((8 / 135.8e-6) * 8e-9 * (30 / 16), 12);
  });

  it("measuredSweep(every recorded id) has a model point per measured size; healthy runs' large sizes within 40 %", () => {
    for (const sweep of ncclReferenceSweeps) {
      const data = measuredSweep(sweep.id);
      expect(data.rows.length).toBe(sweep.points.length);
      expect(data.curve.length).toBeGreaterThan(data.rows.length);
      const large = data.rows.filter((r) => r.bytes >= 64 * 2 ** 20);
      if (sweep.degraded !== null || large.length === 0 || sweep.id in KNOWN_MISSES) continue;
      const geomean =
        Math.exp(large.reduce((a, r) => a + Math.log(1 + Math.abs(r.error)), 0) / large.length) - 1;
      expect(geomean, sweep.id).toBeLessThan(0.4);
    }
  });

  it("measuredSweep(id) draws the model inside its band, and carries the held-out errors the calibration stores", () => {
    for (const sweep of ncclReferenceSweeps) {
      const data = measuredSweep(sweep.id);
      for (const p of data.curve) {
        expect(p.low.busbwGbps, sweep.id).toBeLessThanOrEqual(p.busbwGbps);
        expect(p.high.busbwGbps, sweep.id).toBeGreaterThanOrEqual(p.busbwGbps);
      }
      expect(data.degraded).toBe(sweep.degraded !== null);
      expect(data.sourceUrl).toMatch(/^https:\/\//);
    }
    // Nebius, 2 x 8 H100 over InfiniBand: held out, validated by other InfiniBand systems.
    const nebius = measuredSweep("nebius-h100-2x8-ib");
    expect(nebius.band.validated).toBe(true);
    expect(nebius.band.systems).toBeGreaterThan(1);
    expect(nebius.heldOut?.largeError).toBeGreaterThan(0);
  });

  it("sweepLabel(every id, en and ko) is distinct, built from the dictionary, and the figure offers every sweep", async () => {
    await loadStrings("en", ["nccl"]);
    await loadStrings("ko", ["nccl"]);
    expect([...measuredSweeps.spec.sweep.options].sort()).toEqual(
      ncclReferenceSweeps.map((s) => s.id).sort(),
    );
    for (const lang of ["en", "ko"] as const) {
      const tr = translator(lang);
      const labels = ncclReferenceSweeps.map((s) => sweepLabel(s.id, tr));
      expect(new Set(labels).size, lang).toBe(labels.length);
      for (const label of labels) expect(label, lang).not.toMatch(/fig\.|nccl\.|\{/);
    }
    const tr = translator("ko");
    expect(sweepLabel("nebius-h100-2x8-ib", tr)).toMatch(/^노드 2개 × H100/);
    expect(sweepLabel("nebius-h100-2x8-ib", translator("en"))).toMatch(/^2 × 8 H100/);
  });

  it("measuredSweep('nope') throws a RangeError naming the id", () => {
    expect(() => measuredSweep("nope")).toThrow(/nope/);
  });
});
