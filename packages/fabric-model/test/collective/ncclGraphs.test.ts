import { describe, expect, it } from "vitest";
import { collectiveHardware } from "../../src/collective/collectiveHardware.ts";
import { type NcclGraph, ncclGraphs, ncclSpeedArray } from "../../src/collective/ncclGraphs.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";
import { gbps } from "../../src/units.ts";

const graphsOf = (input: Parameters<typeof collectiveHardware>[0]) =>
  ncclGraphs(collectiveHardware(input).budget);

/** The hardware of one of the corpus's sweeps. */
function corpusInput(id: string) {
  const input = ncclReferenceSweeps.find((x) => x.id === id)?.input;
  if (input === undefined) throw new Error(`no sweep ${id}`);
  return input;
}

describe("ncclGraphs", () => {
  it("ncclSpeedArray has NCCL's fastest per-channel speeds: 40 / 48 (sm80), 60 / 48 (sm90), 90 / 96 (sm100)", () => {
    expect([ncclSpeedArray(80, false)[0], ncclSpeedArray(80, true)[0]]).toEqual([40, 48]);
    expect([ncclSpeedArray(90, false)[0], ncclSpeedArray(90, true)[0]]).toEqual([60, 48]);
    expect([ncclSpeedArray(100, false)[0], ncclSpeedArray(100, true)[0]]).toEqual([90, 96]);
  });

  it("ncclGraphs(8 x A100, one node): 6 channels at 40 GB/s fill 240, duplicated to 12 at 20", () => {
    const g = graphsOf({ gpu: "a100-sxm", gpusPerNode: 8, nodes: 1 });
    expect([g.ring?.nChannels, g.ring?.bwIntra]).toEqual([12, 20]);
    expect(g.nvls).toBeNull(); // NVLS needs Hopper and NVSwitch
  });

  it("ncclGraphs(8 x H100, one node): ring 12 x 30; NVLS one head per GPU at the speed 9 x s <= 370.8 allows (40)", () => {
    const g = graphsOf({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 1 });
    expect([g.ring?.nChannels, g.ring?.bwIntra]).toEqual([12, 30]);
    expect([g.nvls?.nChannels, g.nvls?.bwIntra]).toEqual([8, 40]);
    expect(g.nvlstree).toBeNull();
  });

  it("ncclGraphs(2 x 8 H100, 8 x 400G): one ring channel per NIC at 48 (no duplication under 50 on Hopper)", () => {
    const g = graphsOf({
      gpu: "h100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(400),
      transport: "ib",
    });
    expect([g.ring?.nChannels, g.ring?.bwInter]).toEqual([8, 48]);
    expect(g.nvlstree?.nChannels).toBe(8);
  });

  it("ncclGraphs: 2 GPUs of an 8-GPU, 8-NIC node drive 2 NICs: 2 ring channels at 48, duplicated to 4 at 24", () => {
    const hw = collectiveHardware({
      gpu: "h100-sxm",
      gpusPerNode: 2,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(400),
      transport: "ib",
    });
    expect(hw.nicsUsed).toBe(2);
    const ring = ncclGraphs(hw.budget).ring;
    expect([ring?.nChannels, ring?.bwInter]).toEqual([4, 24]);
  });

  it("ncclGraphs(2 x 8 A100, 4 x 100G EFA): the tree's bwIntra climbs from 12 while under twice it, so it ends at 24", () => {
    // search.cc pass 2 raises bwIntra one ladder speed at a time while it is below 2 x bwInter
    // (12, 15, 18, 20, then 24); a real log shows "Pattern 3, nChannels 1, bw 24.000000/12.000000".
    // The node: AWS p4de of the corpus.
    const p4de = corpusInput("aws-p4de-2x8-efa");
    expect([p4de.gpu, p4de.nodes, p4de.nicCount, p4de.transport]).toEqual(["a100-sxm", 2, 4, "efa"]);
    const g = graphsOf(p4de);
    expect([g.tree?.bwInter, g.tree?.bwIntra]).toEqual([12, 24]);
  });

  it("ncclGraphs(4 x 8 A100, 8 x HDR, SHARP): CollNet Chain is the tree's graph; CollNet Direct has a head per NIC and bwIntra climbs to 48", () => {
    // CoreWeave's 4-node SHARP run of the corpus.
    const sharp = corpusInput("coreweave-a100-4x8-sharp-large");
    const shape = (graph: NcclGraph | null) => [graph?.nChannels, graph?.bwInter, graph?.bwIntra];
    const g = graphsOf(sharp);
    expect(shape(g.tree)).toEqual([8, 24, 30]);
    expect(shape(g.collnetchain)).toEqual([8, 24, 30]);
    // A head sends at s and every other GPU s / 7 per head: 8 heads need 2 x s of 240 GB/s, so 48 fits.
    expect(shape(g.collnetdirect)).toEqual([8, 24, 48]);
    // Four NICs: four heads. Without SHARP: no CollNet.
    expect(graphsOf({ ...sharp, nicCount: 4 }).collnetdirect?.nChannels).toBe(4);
    expect(graphsOf({ ...sharp, collnet: false }).collnetdirect).toBeNull();
  });
});
