import { describe, expect, it } from "vitest";
import { predictTraining } from "../../src/training/predictTraining.ts";
import { trainingCurves } from "../../src/training/trainingCurves.ts";

const nodes = Array.from({ length: 64 }, (_, i) => i + 1);
const curves = trainingCurves({
  gpus: ["l40s", "h100-sxm"],
  networks: ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"],
  nodes,
});

describe("trainingCurves", () => {
  it("trainingCurves(2 GPUs x 4 paths, nodes 1..64) gives 8 curves of 64 predictions", () => {
    expect(curves).toHaveLength(8);
    for (const c of curves) expect(c.points.map((p) => p.nodes)).toEqual(nodes);
  });

  it("trainingCurves gives the same predictions as predictTraining, point by point", () => {
    for (const c of curves) {
      for (const n of [1, 2, 7, 64]) {
        const single = predictTraining({ gpu: c.gpu, network: c.network, nodes: n });
        expect(c.points[n - 1]).toEqual(single);
      }
    }
  });

  it("trainingCurves: on every node count the paths rank pod < vNIC <= SR-IOV <= SR-IOV + RDMA (central values)", () => {
    for (const gpu of ["l40s", "h100-sxm"] as const) {
      const of = (network: string) =>
        curves.find((c) => c.gpu === gpu && c.network === network)?.points ?? [];
      for (let i = 1; i < nodes.length; i++) {
        const pod = of("pod-overlay")[i]?.samplesPerSecond.value ?? 0;
        const vnic = of("vnic")[i]?.samplesPerSecond.value ?? 0;
        const sriov = of("sriov-vf")[i]?.samplesPerSecond.value ?? 0;
        const rdma = of("sriov-rdma")[i]?.samplesPerSecond.value ?? 0;
        expect(pod, `${gpu} ${i + 1}`).toBeLessThan(vnic);
        expect(vnic).toBeLessThanOrEqual(sriov * (1 + 1e-12));
        expect(sriov).toBeLessThanOrEqual(rdma * (1 + 1e-12));
      }
    }
  });
});
