import { readFileSync } from "node:fs";
import { ncclReferenceSweeps, parseIperf3, parseNcclTests, parsePerftest } from "fabric-model";
import { describe, expect, it } from "vitest";
import { haveSharedFixtures, readSharedFixture } from "../../packages/fabric-model/test/sharedFixtures.ts";
import { measurementChart } from "../../src/charts/measurementChart.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { compareIperf3 } from "../../src/yourMeasurements/compareIperf3.ts";
import { compareNcclTests } from "../../src/yourMeasurements/compareNcclTests.ts";
import { comparePerftest } from "../../src/yourMeasurements/comparePerftest.ts";
import {
  gpuFromDeviceName,
  guessNcclHardware,
  ncclAlgorithmSetting,
  ncclCountSetting,
  ncclProtocolSetting,
  ncclSwitchSetting,
} from "../../src/yourMeasurements/guessNcclHardware.ts";
import { measurementTable } from "../../src/yourMeasurements/measurementTable.ts";
import type { NcclHardware } from "../../src/yourMeasurements/NcclHardware.ts";
import { transportFromNcclNetwork } from "../../src/yourMeasurements/transportFromNcclNetwork.ts";
import { shimChartContext } from "./shimChartContext.ts";

const own = (name: string) => readFileSync(`packages/fabric-model/test/fixtures/${name}`, "utf8");

/** The hardware `sweep` was written for: one H100 on each of two nodes, a 400 Gb/s IB NIC each. */
const twoH100s = {
  gpu: "h100-sxm",
  gpusPerNode: 1,
  nodes: 2,
  nicCount: 1,
  nicGbps: 400,
  transport: "ib",
} as const;

/** A 2-node all_reduce sweep written for this test (nccl-tests 2022-08 format), consistent arithmetic. */
function sweep(opts: { floorUs: number; busbwGBps: number }): string {
  const lines = [
    "# nThread 1 nGpus 1 minBytes 8 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
    "#",
    "# Using devices",
    "#  Rank  0 Group  0 Pid  1 on hostA device  0 [0x1b] NVIDIA H100 80GB HBM3",
    "#  Rank  1 Group  0 Pid  2 on hostB device  0 [0x1b] NVIDIA H100 80GB HBM3",
    "#",
    "#                                                              out-of-place                       in-place          ",
    "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
    "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)       ",
  ];
  for (let size = 8; size <= 2 ** 30; size *= 8) {
    const time = opts.floorUs + (size / (opts.busbwGBps * 1e9)) * 1e6; // 2 ranks: busbw = algbw
    const algbw = size / (time * 1e-6) / 1e9;
    const f = (v: number, d = 2) => v.toFixed(d).padStart(7);
    lines.push(
      `${String(size).padStart(12)} ${String(size / 4).padStart(12)}     float     sum      -1 ${f(time, 1)} ${f(algbw)} ${f(algbw)}      0 ${f(time, 1)} ${f(algbw)} ${f(algbw)}      0`,
    );
  }
  return lines.join("\n");
}

describe("Your measurements", () => {
  it("guessNcclHardware(a run with NCCL_ALGO=Ring and NCCL_PROTO=simple) asks the model for ring and Simple, and says it read them", () => {
    const text = `$ mpirun -np 2 -x NCCL_ALGO=Ring -x NCCL_PROTO=simple ./all_reduce_perf -b 8 -e 1G -f 8\n${sweep({ floorUs: 15, busbwGBps: 45 })}`;
    const { hardware, known } = guessNcclHardware(parseNcclTests(text));
    expect(hardware.algorithm).toBe("ring");
    expect(hardware.protocol).toBe("Simple");
    expect(known).toEqual(expect.arrayContaining(["algorithm", "protocol"]));
    // A list or an exclusion leaves NCCL's tuner to choose.
    expect(ncclAlgorithmSetting("Tree,Ring")).toBeUndefined();
    expect(ncclAlgorithmSetting("^NVLS")).toBeUndefined();
    expect(ncclAlgorithmSetting("COLLNET")).toBe("collnet");
    expect(ncclProtocolSetting("ll128")).toBe("LL128");
    const plain = guessNcclHardware(parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 }))).hardware;
    expect(plain.algorithm).toBeUndefined();
  });

  it("guessNcclHardware(a 4-node run with NCCL_IB_QPS_PER_CONNECTION=2 and NCCL_MIN_CTAS=24) reads both, and the model never prices two flows per NIC slower than one", () => {
    const env = "-x NCCL_IB_QPS_PER_CONNECTION=2 -x NCCL_MIN_CTAS=24";
    const text = `$ mpirun -np 2 ${env} ./all_reduce_perf -b 8 -e 1G -f 8\n${sweep({ floorUs: 15, busbwGBps: 45 })}`;
    const { hardware, known } = guessNcclHardware(parseNcclTests(text));
    expect(hardware).toMatchObject({ qpsPerConnection: 2, minChannels: 24 });
    expect(known).toEqual(expect.arrayContaining(["qpsPerConnection", "minChannels"]));
    expect(ncclCountSetting("qpsPerConnection", "0")).toBeUndefined();
    expect(ncclCountSetting("qpsPerConnection", "1e2")).toBeUndefined();
    expect(ncclCountSetting("minChannels", "NCCL_MIN_CTAS")).toBeUndefined();
    const plain = guessNcclHardware(parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 }))).hardware;
    expect("qpsPerConnection" in plain || "minChannels" in plain).toBe(false);
    // Four 8 x H100 nodes over 8 NDR NICs each, ring: one queue pair per NIC is priced no higher
    // (the corpus's single flows lose nothing on average today: see netSingleFlow).
    const result = parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 }));
    const fourNodes = { ...twoH100s, gpusPerNode: 8, nodes: 4, nicCount: 8, algorithm: "ring" } as const;
    const largest = (hw: NcclHardware) =>
      compareNcclTests(result, hw)
        .series.find((x) => x.source === "model")
        ?.points.at(-1)?.value ?? 0;
    expect(largest({ ...fourNodes, qpsPerConnection: 2 }) / largest(fourNodes)).toBeGreaterThanOrEqual(
      1 - 1e-9,
    );
  });

  it("guessNcclHardware(72 GB200 ranks on 18 trays) takes the NVL72 rack as one node, as NCCL does; NCCL's own nNodes wins where its log gives it; H100 hosts stay nodes", () => {
    const run = (gpuName: string, hosts: number, perHost: number, head = "") => {
      const lines = [
        head,
        "# nThread 1 nGpus 1 minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
        "#",
        "# Using devices",
      ];
      for (let r = 0; r < hosts * perHost; r++)
        lines.push(
          `#  Rank ${String(r).padStart(2)} Group  0 Pid ${100 + r} on tray${Math.floor(r / perHost)} device  ${r % perHost} [0x01] ${gpuName}`,
        );
      const n = hosts * perHost;
      const busbw = (2 * (n - 1)) / n;
      lines.push(
        "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
      );
      lines.push(
        `  8589934592    2147483648     float     sum      -1    20299  423.17  ${(423.17 * busbw).toFixed(2)}      0    20006  429.37  ${(429.37 * busbw).toFixed(2)}      0`,
      );
      return guessNcclHardware(parseNcclTests(lines.filter((l) => l !== "").join("\n")));
    };
    const rack = run("NVIDIA GB200", 18, 4);
    expect([rack.hardware.gpu, rack.hardware.nodes, rack.hardware.gpusPerNode]).toEqual(["gb200", 1, 72]);
    // Grouped by the preset, not read: the form says to check it.
    expect(rack.known).not.toContain("nodes");
    const two = run("NVIDIA GB200", 36, 4);
    expect([two.hardware.nodes, two.hardware.gpusPerNode]).toEqual([2, 72]);
    const told = run(
      "NVIDIA GB200",
      18,
      4,
      "tray0:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 72 nNodes 18 localRanks 4 localRank 0 MNNVL 0",
    );
    expect([told.hardware.nodes, told.hardware.gpusPerNode]).toEqual([18, 4]);
    expect(told.known).toEqual(expect.arrayContaining(["nodes", "gpusPerNode"]));
    const h100 = run("NVIDIA H100 80GB HBM3", 2, 4);
    expect([h100.hardware.nodes, h100.hardware.gpusPerNode]).toEqual([2, 4]);
  });

  it("guessNcclHardware(EFA runs) reads whether aws-ofi-nccl's tuner loaded from NCCL's TUNER/Plugin lines or NCCL_TUNER_PLUGIN, and compareNcclTests prices the plugin's pick", () => {
    const efaRun = (head: string) =>
      guessNcclHardware(
        parseNcclTests(
          `${head}\nhostA:7:7 [0] NCCL INFO NET/OFI Selected provider is efa, fabric is efa-direct (found 32 nics)\n${sweep({ floorUs: 60, busbwGBps: 100 })}`,
        ),
      );
    // NCCL 2.21+ looks for libnccl-tuner.so first, then takes the tuner inside the network plugin.
    const loaded = efaRun(
      "hostA:7:7 [0] NCCL INFO TUNER/Plugin: Could not find: libnccl-tuner.so\nhostA:7:7 [0] NCCL INFO TUNER/Plugin: Using nccl_ofi_tuner (v3)",
    );
    expect([loaded.hardware.transport, loaded.hardware.ofiTuner]).toEqual(["efa", true]);
    expect(loaded.known).toContain("ofiTuner");
    const internal = efaRun(
      "hostA:7:7 [0] NCCL INFO TUNER/Plugin: Could not find: libnccl-tuner.so. Using internal tuner plugin.",
    );
    expect(internal.hardware.ofiTuner).toBe(false);
    const told = efaRun(
      "$ mpirun -np 16 -x NCCL_TUNER_PLUGIN=/opt/amazon/ofi-nccl/lib/libnccl-ofi-tuner.so ./all_reduce_perf",
    );
    expect(told.hardware.ofiTuner).toBe(true);
    expect("ofiTuner" in efaRun("$ mpirun -np 16 ./all_reduce_perf").hardware).toBe(false);
    // Eight p5 nodes: from 32 MiB the plugin's regions pick other pairs than NCCL's own tuner.
    const result = parseNcclTests(sweep({ floorUs: 60, busbwGBps: 100 }));
    const p5 = {
      gpu: "h100-sxm",
      gpusPerNode: 8,
      nodes: 8,
      nicCount: 32,
      nicGbps: 100,
      transport: "efa",
    } as const;
    const model = (hw: NcclHardware) =>
      compareNcclTests(result, hw)
        .series.find((x) => x.source === "model")
        ?.points.map((p) => p.value) ?? [];
    expect(model({ ...p5, ofiTuner: true })).not.toEqual(model({ ...p5, ofiTuner: false }));
    expect(model({ ...p5, ofiTuner: true })).toEqual(model(p5));
  });

  it("guessNcclHardware(socket runs) reads the sockets per connection from NCCL's line or from both of its variables, and compareNcclTests prices a flow limit only over kernel TCP", () => {
    const socketRun = (head: string) =>
      guessNcclHardware(
        parseNcclTests(
          `${head}\nhostA:7:7 [0] NCCL INFO Using network Socket\n${sweep({ floorUs: 100, busbwGBps: 2 })}`,
        ),
      );
    const logged = socketRun("hostA:7:7 [0] NCCL INFO NET/Socket: Using 2 threads and 8 sockets per thread");
    expect([logged.hardware.transport, logged.hardware.socketsPerConnection]).toEqual(["tcp", 16]);
    expect(logged.known).toContain("socketsPerConnection");
    const both = socketRun(
      "$ mpirun -np 2 -x NCCL_SOCKET_NTHREADS=4 -x NCCL_NSOCKS_PERTHREAD=2 ./all_reduce_perf",
    );
    expect(both.hardware.socketsPerConnection).toBe(8);
    // One of the two leaves the other to NCCL's choice by NIC vendor, which the text does not show.
    const one = socketRun("$ mpirun -np 2 -x NCCL_SOCKET_NTHREADS=4 ./all_reduce_perf");
    expect("socketsPerConnection" in one.hardware).toBe(false);
    expect(
      socketRun("$ mpirun -np 2 -x NCCL_SOCKET_NTHREADS=16 -x NCCL_NSOCKS_PERTHREAD=16 ./all_reduce_perf")
        .hardware.socketsPerConnection,
    ).toBeUndefined();
    // Two T4 nodes over TCP at 50 Gb/s: two flows (one channel pair, one socket) at AWS's 10 Gb/s each
    // bound the model's plateau near 2.3 GB/s; without the limit the host-staged path (3.1) binds.
    const result = parseNcclTests(sweep({ floorUs: 100, busbwGBps: 2 }));
    const t4 = { gpu: "t4", gpusPerNode: 1, nodes: 2, nicCount: 1, nicGbps: 50, transport: "tcp" } as const;
    const plateau = (hw: NcclHardware) =>
      (compareNcclTests(result, hw)
        .series.find((x) => x.source === "model")
        ?.points.at(-1)?.value ?? 0) / 8;
    expect(plateau({ ...t4, flowGbps: 10 })).toBeGreaterThan(2.1);
    expect(plateau({ ...t4, flowGbps: 10 })).toBeLessThan(2.4);
    expect(plateau(t4)).toBeGreaterThan(3);
    expect(plateau({ ...t4, flowGbps: 10, socketsPerConnection: 16 })).toBeCloseTo(plateau(t4), 6);
    // Told nothing of a limit, a run held at the flows' figure is pointed at the per-flow limit.
    const hint = (hw: NcclHardware) => compareNcclTests(result, hw).problems.map((p) => p.key);
    expect(hint(t4)).toEqual(
      expect.arrayContaining(["measure.problemLowBandwidth", "measure.problemMaybeFlowLimit"]),
    );
    expect(hint({ ...t4, flowGbps: 10 })).not.toContain("measure.problemMaybeFlowLimit");
    expect(hint({ ...t4, transport: "efa" })).not.toContain("measure.problemMaybeFlowLimit");
    // The same settings over EFA describe nothing there: left aside, not an error.
    expect(plateau({ ...t4, transport: "efa", flowGbps: 10, socketsPerConnection: 16 })).toBeCloseTo(
      plateau({ ...t4, transport: "efa" }),
      6,
    );
  });

  it("guessNcclHardware(runs with NCCL_NVLS_ENABLE=0 and with NCCL_COLLNET_ENABLE=1) reads both, and the model prices them as NCCL runs them", () => {
    const run = (env: string) =>
      guessNcclHardware(
        parseNcclTests(
          `$ mpirun -np 2 ${env} ./all_reduce_perf -b 8 -e 1G -f 8\n${sweep({ floorUs: 15, busbwGBps: 45 })}`,
        ),
      );
    const off = run("-x NCCL_NVLS_ENABLE=0");
    expect(off.hardware.nvls).toBe(false);
    expect(off.known).toContain("nvls");
    const sharp = run("-x NCCL_COLLNET_ENABLE=1 -x NCCL_ALGO=COLLNETCHAIN");
    expect(sharp.hardware).toMatchObject({ collnet: true, algorithm: "collnetchain" });
    expect(ncclSwitchSetting("2")).toBe(true);
    expect(ncclSwitchSetting("yes")).toBeUndefined();
    const plain = run("").hardware;
    expect("nvls" in plain || "collnet" in plain).toBe(false);
    const result = parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 }));
    const largest = (hw: NcclHardware) =>
      compareNcclTests(result, hw)
        .series.find((x) => x.source === "model")
        ?.points.at(-1)?.value ?? 0;
    // One 8 x H100 node: without NVLink SHARP NCCL runs a ring, which the model prices lower.
    const node = { ...twoH100s, gpusPerNode: 8, nodes: 1 } as const;
    expect(largest({ ...node, nvls: false }) / largest(node)).toBeLessThan(0.9);
    // Twelve 8 x H100 nodes asked for CollNet chain (CoreWeave's SHARP run): priced with SHARP on,
    // refused (NCCL would not run it) without.
    const twelve = {
      ...twoH100s,
      gpusPerNode: 8,
      nodes: 12,
      nicCount: 8,
      algorithm: "collnetchain",
    } as const;
    expect(largest({ ...twelve, collnet: true })).toBeGreaterThan(0);
    expect(() => compareNcclTests(result, twelve)).toThrow();
  });

  it("guessNcclHardware(a run with NCCL_P2P_DISABLE=1, or whose NCCL log joins GPUs only via SHM) reads P2P off, and the model prices host memory slower", () => {
    const run = (text: string) => guessNcclHardware(parseNcclTests(text));
    const body = sweep({ floorUs: 15, busbwGBps: 45 });
    const disabled = run(`$ mpirun -np 2 -x NCCL_P2P_DISABLE=1 ./all_reduce_perf -b 8 -e 1G -f 8\n${body}`);
    expect(disabled.hardware.p2p).toBe(false);
    expect(disabled.known).toContain("p2p");
    expect(
      run(`$ mpirun -np 2 -x NCCL_P2P_DISABLE=0 ./all_reduce_perf -b 8 -e 1G -f 8\n${body}`).hardware.p2p,
    ).toBe(true);
    expect(run(`$ NCCL_P2P_LEVEL=LOC ./all_reduce_perf -b 8 -e 1G -f 8 -g 2\n${body}`).hardware.p2p).toBe(
      false,
    );
    expect(
      "p2p" in run(`$ NCCL_P2P_LEVEL=PXB ./all_reduce_perf -b 8 -e 1G -f 8 -g 2\n${body}`).hardware,
    ).toBe(false);
    // NCCL's SHM transport prints "Channel %02d : %d[%d] -> %d[%d] via SHM/direct/direct" (src/transport/shm.cc).
    const shm = run(`gpu4:1:2 [0] NCCL INFO Channel 00 : 0[0] -> 1[1] via SHM/direct/direct\n${body}`);
    expect(shm.hardware.p2p).toBe(false);
    expect(shm.known).toContain("p2p");
    const p2p = run(`gpu4:1:2 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM/read\n${body}`);
    expect("p2p" in p2p.hardware).toBe(false);
    // Four A100 PCIe GPUs on one node: through host memory the model prices well under P2P over PCIe.
    const result = parseNcclTests(body);
    const node = { ...twoH100s, gpu: "a100-pcie", gpusPerNode: 4, nodes: 1 } as const;
    const largest = (hw: NcclHardware) =>
      compareNcclTests(result, hw)
        .series.find((x) => x.source === "model")
        ?.points.at(-1)?.value ?? 0;
    expect(largest({ ...node, p2p: false }) / largest(node)).toBeLessThan(0.5);
  });

  it("compareNcclTests(four A100 PCIe on two sockets, P2P assumed) calls the run slow and asks whether NCCL went through host memory; with P2P off the run sits near the model", () => {
    // xyxxxxx/panoramic@88aa6b5, hardware-platform.md lines 338-377: busbw 5.20 GB/s at 128 MiB.
    const result = parseNcclTests(own("nccl-sweeps/panoramic-a100pcie-1x4-shm.txt"));
    const { hardware } = guessNcclHardware(result);
    expect(hardware).toMatchObject({ gpu: "a100-pcie", gpusPerNode: 4, nodes: 1 });
    const keys = (hw: NcclHardware) => compareNcclTests(result, hw).problems?.map((p) => p.key) ?? [];
    const assumed = compareNcclTests(result, hardware).problems ?? [];
    expect(assumed.map((p) => p.key)).toEqual(
      expect.arrayContaining(["measure.problemLowBandwidthUnvalidated", "measure.problemMaybeShm"]),
    );
    const shm = Number(assumed.find((p) => p.key === "measure.problemMaybeShm")?.vars?.shm);
    expect(shm).toBeGreaterThan(5.2 * 0.8);
    expect(shm).toBeLessThan(5.2 * 1.25);
    expect(keys({ ...hardware, p2p: false })).not.toContain("measure.problemMaybeShm");
    expect(keys({ ...hardware, p2p: false })).not.toContain("measure.problemLowBandwidthUnvalidated");
    // NVLink GPUs are never asked.
    expect(keys({ ...hardware, gpu: "a100-sxm" })).not.toContain("measure.problemMaybeShm");
  });

  it('gpuFromDeviceName("NVIDIA H100 80GB HBM3") is h100-sxm; GH200 is not mistaken for H200', () => {
    expect(gpuFromDeviceName("NVIDIA H100 80GB HBM3")).toBe("h100-sxm");
    expect(gpuFromDeviceName("NVIDIA GH200 120GB")).toBe("gh200");
    expect(gpuFromDeviceName("NVIDIA H200")).toBe("h200-sxm");
    expect(gpuFromDeviceName("Tesla T4")).toBe("t4");
    expect(gpuFromDeviceName("Radeon")).toBeUndefined();
    // PCIe cards are not SXM boards, and no preset models the H800 / A800's narrower NVLink.
    expect(gpuFromDeviceName("NVIDIA A100-PCIE-40GB")).toBe("a100-pcie");
    expect(gpuFromDeviceName("NVIDIA A100-SXM4-80GB")).toBe("a100-sxm");
    expect(gpuFromDeviceName("NVIDIA B200")).toBe("b200-sxm");
    expect(gpuFromDeviceName("NVIDIA GB200")).toBe("gb200");
    // PCIe-only cards: the L40 is not the L40S, the L4 not the L40, AWS's A10G is taken as the A10
    // (the same PCIe link), and the A100 is not an A10.
    expect(gpuFromDeviceName("NVIDIA L40S")).toBe("l40s");
    expect(gpuFromDeviceName("NVIDIA L40")).toBe("l40");
    expect(gpuFromDeviceName("NVIDIA L4")).toBe("l4");
    expect(gpuFromDeviceName("NVIDIA A10G")).toBe("a10");
    expect(gpuFromDeviceName("NVIDIA A10")).toBe("a10");
    expect(gpuFromDeviceName("NVIDIA A100 80GB PCIe")).toBe("a100-pcie");
    for (const name of ["NVIDIA H100 PCIe", "NVIDIA H100 NVL", "NVIDIA H800", "NVIDIA A800-SXM4-80GB"])
      expect(gpuFromDeviceName(name), name).toBeUndefined();
  });

  it.skipIf(!haveSharedFixtures)(
    "guessNcclHardware(each published sweep of the corpus) reads what its record states, wherever it says it read it",
    () => {
      const fields = [
        "gpu",
        "nodes",
        "gpusPerNode",
        "transport",
        "algorithm",
        "protocol",
        "qpsPerConnection",
        "minChannels",
        "nvls",
        "collnet",
      ] as const;
      const read = new Map<string, number>();
      for (const sweep of ncclReferenceSweeps) {
        const text = sweep.fixture.startsWith("shared:")
          ? readSharedFixture(sweep.fixture.slice("shared:".length))
          : own(sweep.fixture);
        const { hardware, known } = guessNcclHardware(parseNcclTests(text));
        for (const field of fields) {
          if (!known.includes(field)) continue;
          read.set(field, (read.get(field) ?? 0) + 1);
          expect(hardware[field], `${sweep.id}: ${field}`).toBe(sweep.input[field]);
        }
      }
      // Most sweeps print their devices; a few their transport and NCCL settings.
      expect(read.get("gpu")).toBeGreaterThan(20);
      expect(read.get("nodes")).toBeGreaterThan(20);
      expect(read.get("transport")).toBeGreaterThan(2);
      expect(read.get("protocol")).toBeGreaterThan(0);
    },
  );

  it("guessNcclHardware reads GPU, nodes and GPUs per node from the rank lines", () => {
    const { hardware, known } = guessNcclHardware(parseNcclTests(sweep({ floorUs: 20, busbwGBps: 40 })));
    expect(hardware).toMatchObject({ gpu: "h100-sxm", nodes: 2, gpusPerNode: 1 });
    expect(known).toEqual(expect.arrayContaining(["gpu", "nodes"]));
  });

  it("guessNcclHardware(an EFA run) takes the NICs the OFI plugin says it found, else those of the AWS instance its GPU comes in", () => {
    const device = (r: number, host: string) =>
      `#  Rank ${r} Group  0 Pid  ${100 + r} on ${host} device  ${r % 8} [0x10] NVIDIA A100-SXM4-80GB`;
    const lines = (found: string) => [
      "# nThread 1 nGpus 1 minBytes 8 maxBytes 8 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
      "#",
      "# Using devices",
      ...Array.from({ length: 16 }, (_, r) => device(r, r < 8 ? "node-a" : "node-b")),
      `node-a:1:1 [0] NCCL INFO NET/OFI Selected Provider is efa${found}`,
      "node-a:1:1 [0] NCCL INFO Using network AWS Libfabric",
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
      "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)",
      "           8             2     float     sum      -1    174.2    0.00    0.00      0    171.7    0.00    0.00      0",
    ];
    const said = guessNcclHardware(parseNcclTests(lines(" (found 4 nics)").join("\n")));
    expect(said.hardware).toMatchObject({
      gpu: "a100-sxm",
      nodes: 2,
      nicCount: 4,
      nicGbps: 100,
      transport: "efa",
    });
    expect(said.known).toContain("nicCount");
    // No count in the log: p4d / p4de carry four 100 Gb/s EFA NICs, assumed, not known.
    const assumed = guessNcclHardware(parseNcclTests(lines("").join("\n")));
    expect(assumed.hardware).toMatchObject({ nicCount: 4, nicGbps: 100 });
    expect(assumed.known).not.toContain("nicCount");
  });

  it("compareNcclTests(a p4d run with NCCL_ALGO=Ring the paste does not show) calls it slow and says a ring reaches what it measured", () => {
    const rows = [
      "   268435456      67108864     float     sum      -1    13233   20.29   38.04      0    13430   19.99   37.48      0",
      "  1073741824     268435456     float     sum      -1    47392   22.66   42.48      0    47420   22.64   42.46      0",
      "  4294967296    1073741824     float     sum      -1   183834   23.36   43.81      0   184216   23.31   43.72      0",
    ];
    const hw = {
      gpu: "a100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 4,
      nicGbps: 100,
      transport: "efa",
    } as const;
    const result = parseNcclTests(rows.join("\n"), { collective: "all_reduce" });
    const keys = compareNcclTests(result, hw).problems.map((p) => p.key);
    expect(keys).toEqual(["measure.problemLowBandwidth", "measure.problemMaybeRing"]);
    // Told the ring, the comparison finds nothing wrong.
    expect(compareNcclTests(result, { ...hw, algorithm: "ring" }).problems).toEqual([]);
  });

  it("transportFromNcclNetwork(network) -> tcp, ib, roce, efa, slingshot, or null when the lines do not say", () => {
    const net = (name: string | null, provider: string | null = null, linkLayer: string | null = null) =>
      transportFromNcclNetwork({ name, provider, providerNics: null, sockets: null, linkLayer, line: 1 });
    expect([
      net("Socket"),
      net("Socket", "efa"),
      net("IB"),
      net("IB", null, "RoCE"),
      net(null, null, "IB"),
      net("AWS Libfabric", "efa"),
      net("AWS Libfabric", "cxi"),
      net("AWS Libfabric"),
      net("Mystery"),
      transportFromNcclNetwork(null),
    ]).toEqual(["tcp", "tcp", "ib", "roce", "ib", "efa", "slingshot", null, null, null]);
  });

  it("guessNcclHardware takes the transport from NCCL's INFO lines, and says it did", () => {
    const text = sweep({ floorUs: 20, busbwGBps: 40 }).replace(
      "# Using devices",
      "hostA:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE ; OOB eth0:10.0.0.1<0>\n# Using devices",
    );
    const { hardware, known } = guessNcclHardware(parseNcclTests(text));
    expect(hardware.transport).toBe("roce");
    expect(known).toContain("transport");
    const plain = guessNcclHardware(parseNcclTests(sweep({ floorUs: 20, busbwGBps: 40 })));
    expect([plain.hardware.transport, plain.known.includes("transport")]).toEqual(["ib", false]);
  });

  it("measurementChart(comparison, context, { xKind: 'bytes' }) labels sizes in binary units and values in plain decades", () => {
    const context = shimChartContext({ lens: { ...defaultLens, rate: "Gbps" } });
    const comparison = compareNcclTests(parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 })), twoH100s);
    const chart = measurementChart(comparison, context, { xKind: "bytes" });
    const ticks = [...chart.querySelectorAll("g[aria-label$='tick label'] text")].map((t) => t.textContent);
    expect(ticks).toEqual(expect.arrayContaining(["8 B", "128 B", "2 KiB", "512 KiB", "128 MiB"]));
    expect(ticks).toEqual(expect.arrayContaining(["0.001", "0.1", "1", "1,000"]));
    expect(ticks.some((t) => /[mkµ]$/.test(t ?? ""))).toBe(false);
  });

  it("measurementChart shows a collective's busbw in GB/s by default (as nccl-tests prints it), in Gb/s when asked, and its algbw when the lens asks for it", () => {
    const context = shimChartContext();
    const point = { bytes: 1 << 20, value: 100, algbw: 10 };
    const comparison = {
      quantity: "rate" as const,
      series: [
        { label: "measure.seriesOutOfPlace" as const, source: "measured" as const, points: [point] },
        { label: "measure.seriesModel" as const, source: "model" as const, points: [point] },
      ],
      problems: [],
    };
    const axis = (el: Element) => ({
      label: el.querySelector("g[aria-label='y-axis label'] text")?.textContent,
      ticks: [...el.querySelectorAll("g[aria-label='y-axis tick label'] text")].map((t) => t.textContent),
    });
    expect(axis(measurementChart(comparison, context, { xKind: "bytes" }))).toEqual({
      label: "↑ Bus bandwidth (GB/s)",
      ticks: ["10", "20", "50", "100"],
    });
    const bits = { ...context, lens: { ...defaultLens, rate: "Gbps" } as const };
    expect(axis(measurementChart(comparison, bits, { xKind: "bytes" }))).toEqual({
      label: "↑ Bus bandwidth (Gb/s)",
      ticks: ["100", "200", "500", "1,000"],
    });
    const algbw = { ...context, lens: { ...defaultLens, rate: "GBps", collective: "algbw" } as const };
    expect(axis(measurementChart(comparison, algbw, { xKind: "bytes" }))).toEqual({
      label: "↑ Algorithm bandwidth (GB/s)",
      ticks: ["1", "2", "5", "10"],
    });
  });

  it("measurementChart draws a model of one size as a dot, counts streams in whole numbers, and marks 2 and 5 on a one-decade axis", () => {
    const context = shimChartContext();
    const one = {
      quantity: "time" as const,
      series: [
        {
          label: "measure.seriesMeasured" as const,
          source: "measured" as const,
          points: [{ bytes: 2, value: 1.2 }],
        },
        {
          label: "measure.seriesModel" as const,
          source: "model" as const,
          points: [{ bytes: 2, value: 1.1 }],
        },
      ],
      problems: [],
    };
    const dots = (el: Element) => el.querySelectorAll("g[aria-label='dot'] circle").length;
    const single = measurementChart(one, context, { xKind: "bytes" });
    expect(dots(single)).toBe(2);
    // Its legend keys the model with a filled dot too, and the measurement with a hollow one.
    const keys = [...single.querySelectorAll("svg > circle")].map((c) => c.getAttribute("fill"));
    expect(keys).toEqual(["none", expect.stringMatching(/^(?!none)/)]);
    const streams = {
      ...one,
      quantity: "rate" as const,
      series: one.series.map((s) => ({ ...s, points: [1, 4].map((n) => ({ bytes: n, value: 20 * n })) })),
    };
    const chart = measurementChart(streams, context, { xKind: "streams" });
    const xTicks = [...chart.querySelectorAll("g[aria-label='x-axis tick label'] text")].map(
      (t) => t.textContent,
    );
    expect(xTicks).toEqual(["1", "2", "3", "4"]);
    const yTicks = [...chart.querySelectorAll("g[aria-label='y-axis tick label'] text")].map(
      (t) => t.textContent,
    );
    expect(yTicks).toEqual(["10", "20", "50", "100"]);
  });

  it("compareNcclTests flags a small-message floor above the named network's band and low bandwidth, and not a healthy RDMA run", () => {
    const hw = twoH100s;
    const healthy = compareNcclTests(parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 })), hw);
    expect(healthy.problems.map((p) => p.key)).toEqual([]);
    const socket = compareNcclTests(parseNcclTests(sweep({ floorUs: 95, busbwGBps: 2 })), hw);
    expect(socket.problems.map((p) => p.key).sort()).toEqual([
      "measure.problemLowBandwidth",
      "measure.problemSlowFloor",
    ]);
    const floor = socket.problems.find((p) => p.key === "measure.problemSlowFloor")?.vars ?? {};
    expect(Number(floor.floor)).toBe(95);
    expect(Number(floor.slowest)).toBeLessThan(95);
    expect(Number(floor.predicted)).toBeLessThan(Number(floor.slowest));
    expect(socket.series.find((s) => s.source === "model")?.points.length).toBeGreaterThan(5);
  });

  it("compareNcclTests prices sendrecv (bus factor 1) and shows only the measurement for a collective the model does not cover", () => {
    const result = parseNcclTests(own("nccl_2026_03_sendrecv_inplace_only.txt"));
    const c = compareNcclTests(result, guessNcclHardware(result).hardware);
    const model = c.series.find((s) => s.source === "model")?.points ?? [];
    expect(model.length).toBeGreaterThan(0);
    for (const p of model) expect(p.value).toBeCloseTo(p.algbw ?? Number.NaN, 9);
    const gather = compareNcclTests({ ...result, collective: "gather" }, guessNcclHardware(result).hardware);
    expect(gather.modelUnavailable?.key).toBe("measure.modelUnavailable");
    expect(gather.series.every((s) => s.source === "measured")).toBe(true);
  });

  it("compareNcclTests calls a run slow only below the model's band, and says how sure the band is", () => {
    const result = parseNcclTests(own("nccl_2026_03_sendrecv_inplace_only.txt"));
    const hw = guessNcclHardware(result).hardware;
    const model = compareNcclTests(result, hw).series.find((s) => s.source === "model")?.points ?? [];
    for (const p of model) {
      expect(p.low).toBeLessThanOrEqual(1);
      expect(p.high).toBeGreaterThanOrEqual(1);
    }
    // Two 8 x H100 nodes: a run just above the band's floor is not called slow; just below it is,
    // with the floor and how many systems stand behind it.
    const probe = compareNcclTests(parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 })), twoH100s);
    const last = probe.series.find((s) => s.source === "model")?.points.at(-1);
    const floorGBps = ((last?.value ?? 0) * (last?.low ?? 0)) / 8;
    const at = (busbwGBps: number) =>
      compareNcclTests(parseNcclTests(sweep({ floorUs: 15, busbwGBps })), twoH100s).problems;
    expect(at(floorGBps * 1.05).map((p) => p.key)).not.toContain("measure.problemLowBandwidth");
    const slow = at(floorGBps * 0.95).find((p) => p.key === "measure.problemLowBandwidth");
    expect(slow?.vars.systems).toBeGreaterThan(1);
    expect(Number(slow?.vars.low)).toBeCloseTo(floorGBps, 0);
  });

  it("compareNcclTests(healthy multi-node sweeps cut at 32 MiB, nccl-tests' default size) judges them by the band of the sizes between and calls none slow", () => {
    for (const id of [
      "nebius-h100-2x8-ib",
      "nccl-tests-309-h100-4x8-ib",
      "nccl-tests-309-h100-8x8-ib",
      "lambda-b200-2x8-ib",
    ]) {
      const record = ncclReferenceSweeps.find((s) => s.id === id);
      if (!record) throw new Error(`no sweep ${id}`);
      const full = parseNcclTests(own(record.fixture));
      const cut = { ...full, rows: full.rows.filter((r) => r.bytes <= 32 * 2 ** 20) };
      const { input } = record;
      const hw: NcclHardware = {
        gpu: input.gpu as NcclHardware["gpu"],
        gpusPerNode: input.gpusPerNode,
        nodes: input.nodes,
        nicCount: input.nicCount ?? 1,
        nicGbps: (input.nicRate ?? 0) / 1e9,
        transport: input.transport ?? "ib",
      };
      expect(cut.rows.length, id).toBeGreaterThan(3);
      for (const result of [full, cut]) {
        expect(
          compareNcclTests(result, hw).problems.map((p) => p.key),
          id,
        ).not.toContain("measure.problemLowBandwidth");
      }
    }
  });

  it("compareNcclTests(a run whose header says nGpus 8) prices small sizes at the eight launches of its one process, not a run with CUDA graphs", () => {
    const result = parseNcclTests(own("nccl-sweeps/superbench-a100-1x8.txt"));
    expect(result.header.nGpus).toBe(8);
    const hw = guessNcclHardware(result).hardware;
    const model = (r: typeof result) =>
      compareNcclTests(r, hw).series.find((x) => x.source === "model")?.points ?? [];
    const eight = model(result);
    const one = model({ ...result, header: { ...result.header, nGpus: 1 } });
    const graphs = model({ ...result, header: { ...result.header, graph: 1 } });
    // busbw at the smallest size: lower when eight launches bound it; the largest size is the same.
    expect(eight[0]?.value ?? 0).toBeLessThan((one[0]?.value ?? 0) / 1.5);
    expect(graphs[0]?.value).toBeCloseTo(one[0]?.value ?? Number.NaN, 9);
    expect(eight.at(-1)?.value).toBeCloseTo(one.at(-1)?.value ?? Number.NaN, 9);
  });

  it("comparePerftest puts a bandwidth sweep beside the data-path model for the link", () => {
    const c = comparePerftest(parsePerftest(own("perftest_ib_send_bw_ib_all_sizes.txt")), "ib-hdr-4x");
    expect(c.quantity).toBe("rate");
    const model = c.series.find((s) => s.source === "model")?.points ?? [];
    expect(model.length).toBeGreaterThan(3);
    expect(model.every((p) => p.value > 0 && p.value <= 200)).toBe(true);
  });

  it("comparePerftest names perftest's 'Conflicting CPU frequency values' warning with its line, and only then", () => {
    const text = own("perftest_ib_send_bw_ib_all_sizes.txt");
    expect(comparePerftest(parsePerftest(text), "ib-hdr-4x").problems).toEqual([]);
    const lines = text.split("\n");
    const header = lines.findIndex((l) => l.includes("#bytes"));
    lines.splice(
      header + 1,
      0,
      "Conflicting CPU frequency values detected: 1200.000000 != 3400.000000. CPU Frequency is not max.",
    );
    expect(comparePerftest(parsePerftest(lines.join("\n")), "ib-hdr-4x").problems).toEqual([
      { key: "measure.problemCpuFrequency", vars: { line: header + 2 } },
    ]);
  });

  it("compareIperf3 compares each run with the kernel TCP model for its stream count", () => {
    const c = compareIperf3(parseIperf3(own("iperf3_tcp_parallel_omitted.txt")), "ethernet-100g");
    expect(c.series[0]?.points.length).toBeGreaterThan(0);
    expect(c.series[1]?.points[0]?.value).toBeGreaterThan(0);
  });

  it("measurementTable has one row per size and as many cells as headers", () => {
    const table = measurementTable(parseNcclTests(sweep({ floorUs: 15, busbwGBps: 45 })));
    expect(table.rows.length).toBe(10);
    for (const row of table.rows) expect(row.length).toBe(table.headers.length);
  });

  it.skipIf(!haveSharedFixtures)(
    "the CX5 fixtures sit near the model: the one problem named is perftest's own CPU-clock warning, by line",
    () => {
      const bw = comparePerftest(
        parsePerftest(readSharedFixture("perftest_ib_write_bw_cx5_roce100_crossnode.txt")),
        "ethernet-100g",
      );
      expect(bw.problems).toEqual([{ key: "measure.problemCpuFrequency", vars: { line: 23 } }]);
      const lat = comparePerftest(
        parsePerftest(readSharedFixture("perftest_ib_write_lat_cx5_roce100_crossnode.txt")),
        "ethernet-100g",
      );
      expect(lat.quantity).toBe("time");
      expect(lat.problems).toEqual([{ key: "measure.problemCpuFrequency", vars: { line: 22 } }]);
    },
  );

  it.skipIf(!haveSharedFixtures)(
    "compareNcclTests(the AWS EFA sweep, 2 x 1 T4 over EFA) finds nothing wrong: 70 us at small sizes is EFA's floor on these hosts, not a sign of TCP",
    () => {
      const result = parseNcclTests(readSharedFixture("nccl_allreduce_aws_2rank_efa.txt"));
      const hw = { gpu: "t4", gpusPerNode: 1, nodes: 2, nicCount: 1, nicGbps: 50, transport: "efa" } as const;
      expect(compareNcclTests(result, hw).problems).toEqual([]);
      // Named as InfiniBand instead, the same floor sits far above IB's band and is flagged.
      expect(compareNcclTests(result, { ...hw, transport: "ib" }).problems.map((p) => p.key)).toContain(
        "measure.problemSlowFloor",
      );
    },
  );

  it.skipIf(!haveSharedFixtures)(
    "the AWS socket sweep is named a socket fallback from NCCL's own line when the reader says the run used EFA",
    () => {
      const result = parseNcclTests(readSharedFixture("nccl_allreduce_aws_2rank_socket_tcp.txt"));
      const hw = {
        gpu: "t4",
        gpusPerNode: 1,
        nodes: 2,
        nicCount: 1,
        nicGbps: 100,
        transport: "efa",
      } as const;
      const problems = compareNcclTests(result, hw).problems;
      expect(problems).toContainEqual({ key: "measure.problemSocketNetwork", vars: { line: 2 } });
      // The floor check would say the same, less surely: it stays quiet.
      expect(problems.map((p) => p.key)).not.toContain("measure.problemSlowFloor");
      // One node: NCCL's network carries nothing, so nothing is said of it.
      expect(
        compareNcclTests(result, { ...hw, nodes: 1, gpusPerNode: 2 }).problems.map((p) => p.key),
      ).not.toContain("measure.problemSocketNetwork");
    },
  );
});
