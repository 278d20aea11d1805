import { readFileSync } from "node:fs";
import { render } from "@lit-labs/ssr";
import { collectResultSync } from "@lit-labs/ssr/lib/render-result.js";
import { launchFloor, parseMeasurement } from "fabric-model";
import { describe, expect, it } from "vitest";
import { ncclTopologyDiagram } from "../../src/charts/ncclTopologyDiagram.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens, type UnitLens } from "../../src/lib/unitLens.ts";
import { firstComparison } from "../../src/yourMeasurements/firstComparison.ts";
import {
  initialMeasurementsState,
  type MeasurementsEvent,
  type MeasurementsState,
  measurementsReducer,
} from "../../src/yourMeasurements/measurementsState.ts";
import { measurementCsv, resultView, statusView } from "../../src/yourMeasurements/measurementsView.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";

const en = { lang: "en", tr: translator("en"), lens: defaultLens } as const;
const ko = { lang: "ko", tr: translator("ko"), lens: defaultLens } as const;

/** The state after reading a large `text` whole (a paste over 100,000 characters), held once read. */
function readWhole(text: string, lines: number, maxChars = 5e6): MeasurementsState {
  return [
    { type: "readWhole", text, maxChars } as const,
    {
      type: "readDone",
      id: 1,
      packed: packMeasurement(parseMeasurement(text)).packed,
      ms: 3,
      lines,
    } as const,
  ].reduce(measurementsReducer, initialMeasurementsState);
}

/** The state after reading `text` (as the page does: a read, then the worker's answer). */
function readOf(text: string, events: MeasurementsEvent[] = []): MeasurementsState {
  const result = parseMeasurement(text);
  const first = firstComparison(result);
  return [
    { type: "read", text, maxChars: 5e6 } as const,
    {
      type: "readDone",
      id: 1,
      packed: packMeasurement(result).packed,
      ms: 12.4,
      ...(first ? { first } : {}),
    } as const,
    ...events,
  ].reduce(measurementsReducer, initialMeasurementsState);
}
const example = (name: string) => readFileSync(`src/yourMeasurements/examples/${name}`, "utf8");

describe("statusView", () => {
  it("statusView(state) words the status line in the page's language, numbers formatted", () => {
    expect(statusView(initialMeasurementsState, en).status).toBe(
      "Nothing to read yet: paste tool output above, or choose a file.",
    );
    expect(statusView(readOf(example("iperf3.txt")), en).status).toBe("Read in 12 ms.");
    const refused = measurementsReducer(initialMeasurementsState, {
      type: "readWhole",
      text: "x".repeat(5_300_000),
      maxChars: 5e6,
    });
    expect(statusView(refused, en).status).toBe(
      "This input is 5.3 MB; the page reads at most 5 MB. Nothing of it was kept, and what was shown before stays: trim it to the runs you need.",
    );
    expect(statusView(refused, ko).status).not.toBe(statusView(refused, en).status);
    expect(statusView(refused, ko).status).toMatch(/[가-힣]/);
  });
  it("statusView says how much of a held text the box shows, and nothing when it shows all", () => {
    const text = "a\n".repeat(60_000) + example("iperf3.txt");
    const held = readWhole(text, 60_001 + 30);
    expect(statusView(held, en).heldNote).toBe(
      "Read in full: 0.1 MB, 60,031 lines. The box shows the first 200 lines only; editing it reads the box instead.",
    );
    expect(statusView(initialMeasurementsState, en).heldNote).toBeUndefined();
  });
  it("a held 20 MB text is said read in full, within the limit the refusal of a 100 MB one names (64 MB)", () => {
    // The answer is the example's (the worker's parse of 20 MB is the bench's business, not this test's).
    const text = `${"launcher chatter line\n".repeat(909_000)}${example("nccl-tests.txt")}`;
    const held = [
      { type: "readWhole", text, maxChars: 64e6 } as const,
      {
        type: "readDone",
        id: 1,
        packed: packMeasurement(parseMeasurement(example("nccl-tests.txt"))).packed,
        ms: 3,
        lines: 909_040,
      } as const,
    ].reduce(measurementsReducer, initialMeasurementsState);
    expect(statusView(held, en).heldNote).toMatch(/^Read in full: 20 MB, 909,040 lines\./);
    const refused = measurementsReducer(held, {
      type: "readFile",
      file: new Blob([]),
      name: "big.log",
      size: 100e6,
      maxChars: 64e6,
    });
    expect(statusView(refused, en).status).toMatch(/^This input is 100 MB; the page reads at most 64 MB\./);
    expect(statusView(refused, en).heldNote).toBe(statusView(held, en).heldNote);
  });
  it("statusView of a paste that is no tool's output says it was not read and why, and that the last result stays", () => {
    const shown = readOf(example("iperf3.txt"));
    const prose = "hello\nthis is not a benchmark\n";
    const next = [
      { type: "read", text: prose, maxChars: 5e6 } as const,
      { type: "readDone", id: 2, packed: packMeasurement(parseMeasurement(prose)).packed, ms: 1 } as const,
    ].reduce(measurementsReducer, shown);
    expect(statusView(next, en).status).toBe(
      "The new input was not read: not recognised as nccl-tests, perftest or iperf3 output (no column header, banner or command line found). What was shown before stays.",
    );
    expect(statusView(next, ko).status).toMatch(/^새 입력은 읽지 않았습니다: /);
    expect(next.read).toBe(shown.read);
  });
});

describe("resultView", () => {
  it("resultView(nccl-tests example) names the run, says where each hardware value came from, and charts sizes", () => {
    const read = readOf(example("nccl-tests.txt")).read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.kindLine).toBe("nccl-tests output: all_reduce, 8 ranks, 9 sizes");
    const source = Object.fromEntries(view.compared?.hardware.map((f) => [f.name, f.source]) ?? []);
    expect(source).toEqual({
      gpu: "from the output",
      gpusPerNode: "from the output",
      nodes: "from the output",
      nicCount: "assumed: check it",
      nicGbps: "assumed: check it",
      transport: "from the output",
      // The example states no NCCL_ALGO / NCCL_PROTO: NCCL's tuner chooses, and the form says auto;
      // nor NCCL_IB_QPS_PER_CONNECTION / NCCL_MIN_CTAS: NCCL's defaults.
      algorithm: "assumed: check it",
      protocol: "assumed: check it",
      qpsPerConnection: "assumed: check it",
      minChannels: "assumed: check it",
      // Nor NCCL_NVLS_ENABLE / NCCL_COLLNET_ENABLE / NCCL_P2P_DISABLE.
      nvls: "assumed: check it",
      collnet: "assumed: check it",
      p2p: "assumed: check it",
    });
    const nvls = view.compared?.hardware.find((f) => f.name === "nvls");
    expect([nvls?.value, nvls?.options?.map((o) => o.value)]).toEqual(["auto", ["auto", "on", "off"]]);
    // A GPU the output names but no preset models is said by name, and the reader's choice ends it.
    const h800 = readOf(example("nccl-tests.txt").replaceAll("H100 80GB HBM3", "H800")).read;
    if (!h800) throw new Error("no read");
    const gpuField = (r: typeof h800) => resultView(r, en).compared?.hardware.find((f) => f.name === "gpu");
    expect(gpuField(h800)?.source).toBe(
      "the output says NVIDIA H800, which no preset models: pick the nearest",
    );
    expect(gpuField({ ...h800, edited: ["gpu"] })?.source).toBe("your value");
    expect(gpuField({ ...h800, fromLink: ["gpu"] })?.source).toBe("from the advisor's link");
    const qps = view.compared?.hardware.find((f) => f.name === "qpsPerConnection");
    expect([qps?.value, qps?.options?.[0]?.label]).toEqual(["auto", "NCCL's default"]);
    expect(view.compared?.hardware.find((f) => f.name === "nicGbps")?.range).toEqual({ min: 1, max: 3200 });
    expect(view.compared?.chart?.xKind).toBe("bytes");
    expect(view.compared?.chart?.lensNote).toBe("");
    expect(view.diagnostics).toEqual([]);
    expect(view.table?.rows).toHaveLength(9);
    expect(view.table?.shownNote).toBeUndefined();
  });
  it("resultView(nodes over EFA) asks whether aws-ofi-nccl's tuner loaded, in Korean too; one node or other transports do not", () => {
    const fields = (transport: string, nodes: string, lang: typeof en | typeof ko = en) => {
      const read = readOf(example("nccl-tests.txt"), [
        { type: "hardware", name: "nodes", value: nodes },
        { type: "hardware", name: "transport", value: transport },
      ]).read;
      if (!read) throw new Error("no read");
      return resultView(read, lang).compared?.hardware ?? [];
    };
    const tuner = fields("efa", "4").find((f) => f.name === "ofiTuner");
    expect(tuner?.options?.map((o) => o.value)).toEqual(["auto", "on", "off"]);
    expect(tuner?.options?.[0]?.label).toBe("as the NCCL release does (loaded from 2.21)");
    expect(fields("efa", "4", ko).find((f) => f.name === "ofiTuner")?.options?.[1]?.label).toBe("불러옴");
    expect(fields("ib", "4").some((f) => f.name === "ofiTuner")).toBe(false);
    expect(fields("efa", "1").some((f) => f.name === "ofiTuner")).toBe(false);
  });

  it("resultView(two nodes over kernel TCP) asks for the sockets per connection and the per-flow limit, with AWS's limits named; in Korean too; other transports do not", () => {
    const fields = (transport: string, lang: typeof en | typeof ko = en) => {
      const read = readOf(example("nccl-tests.txt"), [
        { type: "hardware", name: "nodes", value: "2" },
        { type: "hardware", name: "transport", value: transport },
      ]).read;
      if (!read) throw new Error("no read");
      return resultView(read, lang).compared?.hardware ?? [];
    };
    const flow = fields("tcp").find((f) => f.name === "flowGbps");
    expect(flow?.options?.map((o) => o.value)).toEqual(["auto", "5", "10", "25"]);
    expect(flow?.options?.[2]?.label).toBe("10 Gb/s (AWS, one cluster placement group)");
    expect(
      fields("tcp")
        .find((f) => f.name === "socketsPerConnection")
        ?.options?.at(-1)?.value,
    ).toBe("64");
    expect(fields("tcp", ko).find((f) => f.name === "flowGbps")?.label).toBe(
      "네트워크가 TCP 플로 하나에 허용하는 최대 속도",
    );
    expect(fields("ib").some((f) => f.name === "flowGbps" || f.name === "socketsPerConnection")).toBe(false);
  });

  it("resultView(A100 nodes over EFA) says what the protocol's auto means: aws-ofi-nccl's Simple; in Korean too", () => {
    const efa = (events: MeasurementsEvent[]) => {
      const read = readOf(example("nccl-tests.txt"), [
        { type: "hardware", name: "gpu", value: "a100-sxm" },
        { type: "hardware", name: "nodes", value: "2" },
        { type: "hardware", name: "transport", value: "efa" },
        ...events,
      ]).read;
      if (!read) throw new Error("no read");
      return (context: typeof en | typeof ko) =>
        resultView(read, context).compared?.hardware.find((f) => f.name === "protocol");
    };
    const auto = efa([]);
    expect(auto(en)).toMatchObject({
      value: "auto",
      source: "auto is Simple here: over EFA on GPUs before H100, aws-ofi-nccl sets NCCL_PROTO itself",
    });
    expect(auto(ko)?.source).toContain("aws-ofi-nccl");
    expect(auto(ko)?.source).toMatch(/[가-힣]/);
    // The job's own NCCL_PROTO, or another transport, leaves the usual wording.
    expect(efa([{ type: "hardware", name: "protocol", value: "LL" }])(en)?.source).toBe("your value");
    expect(efa([{ type: "hardware", name: "transport", value: "ib" }])(en)?.source).toBe("assumed: check it");
  });
  it("resultView(an nccl-tests run with -g 8) says the model counts eight launches as the least any size takes, from the model's launch time; in Korean too", () => {
    const text = readFileSync(
      "packages/fabric-model/test/fixtures/nccl-sweeps/superbench-a100-1x8.txt",
      "utf8",
    );
    const read = readOf(text).read;
    if (!read) throw new Error("no read");
    const us = (launchFloor(8) * 1e6).toFixed(0);
    expect(resultView(read, en).notices).toContain(
      `One process drove 8 GPUs (nccl-tests -g 8) and launches each operation on them one after another: the model counts 8 launches, about ${us} µs, as the least any size takes. A process per GPU (mpirun -np, as training runs) does not pay it.`,
    );
    expect(resultView(read, ko).notices.join(" ")).toContain(`약 ${us} µs`);
    // One GPU per process: no such notice.
    const one = readOf(example("nccl-tests.txt")).read;
    if (!one) throw new Error("no read");
    expect(resultView(one, en).notices.join(" ")).not.toContain("launches");
  });

  it("resultView notes the unit lens's conversions under a collective's chart", () => {
    const read = readOf(example("nccl-tests.txt")).read;
    if (!read) throw new Error("no read");
    const lens: UnitLens = { ...defaultLens, rate: "GBps", collective: "algbw" };
    const note = resultView(read, { ...en, lens }).compared?.chart?.lensNote ?? "";
    expect(note).toContain("divided by 8");
    expect(note).toContain("busbw is algbw × 2(n−1)/n");
  });
  it("resultView words a refused hardware value with its range, as the page shows it", () => {
    const read = readOf(example("nccl-tests.txt"), [{ type: "hardware", name: "nicGbps", value: "0" }]).read;
    if (!read) throw new Error("no read");
    expect(resultView(read, en).compared?.hardwareError).toBe(
      "NIC line rate (Gb/s) must be between 1 and 3200 (you typed 0). The comparison keeps the last valid hardware.",
    );
    const edited = readOf(example("nccl-tests.txt"), [
      { type: "hardware", name: "nicGbps", value: "200" },
    ]).read;
    if (!edited) throw new Error("no read");
    const view = resultView(edited, en);
    expect(view.compared?.hardware.find((f) => f.name === "nicGbps")).toMatchObject({
      value: "200",
      source: "your value",
    });
    expect(view.compared?.hardwareError).toBeUndefined();
  });
  it("resultView words a count that is not whole, or empty, as the reader would: both languages", () => {
    const error = (value: string, context: typeof en | typeof ko = en) => {
      const read = readOf(example("nccl-tests.txt"), [{ type: "hardware", name: "nodes", value }]).read;
      if (!read) throw new Error("no read");
      return resultView(read, context).compared?.hardwareError;
    };
    expect(error("2.5")).toBe(
      "Nodes must be a whole number (you typed 2.5). The comparison keeps the last valid hardware.",
    );
    expect(error("")).toBe("Nodes is empty. The comparison keeps the last valid hardware.");
    expect(error("2.5", ko)).toMatch(/^노드 수?은\(는\) 정수여야 합니다\(입력한 값: 2\.5\)/);
    expect(error("", ko)).toMatch(/칸이 비어 있습니다\./);
    expect(error("2.5")).not.toContain("outside");
  });
  it("resultView(iperf3 example) offers the link, charts streams; in Korean every label is Korean", () => {
    const read = readOf(example("iperf3.txt")).read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.kindLine).toBe("iperf3 output: 1 runs");
    expect(view.compared?.hardware.map((f) => f.name)).toEqual(["link"]);
    expect(view.compared?.chart?.xKind).toBe("streams");
    const korean = resultView(read, ko);
    expect(korean.kindLine).toMatch(/[가-힣]/);
    for (const label of Object.values(korean.labels)) expect(label).toMatch(/[가-힣]/);
  });
  it("unknown text on an empty page shows no result, and the status says why it was not read", () => {
    const state = readOf("hello\nthis is not a benchmark\n");
    expect(state.read).toBeUndefined();
    expect(statusView(state, en).status).toContain("not recognised as nccl-tests, perftest or iperf3 output");
  });
  it("resultView of a run with no result row says there is nothing to compare, and lists no hardware", () => {
    const header = example("nccl-tests.txt")
      .split("\n")
      .filter((l) => l.startsWith("#"))
      .join("\n");
    const read = readOf(header).read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.nothingRead).toContain("nothing to compare with the model");
    expect(view.compared).toBeUndefined();
  });
});

describe("measurementCsv", () => {
  it("measurementCsv(read) has every row, not only those shown, headers in the page's language, CRLF", () => {
    const header =
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong";
    const rows = Array.from({ length: 250 }, (_, i) => {
      const size = 8 * (i + 1);
      const time = 20;
      const bw = (size / time / 1e3).toFixed(2);
      return `${String(size).padStart(12)} ${String(size / 4).padStart(12)}     float     sum      -1 ${time.toFixed(2).padStart(8)} ${bw.padStart(7)} ${bw.padStart(7)}      0 ${time.toFixed(2).padStart(8)} ${bw.padStart(7)} ${bw.padStart(7)}      0`;
    });
    const read = readOf([header, ...rows].join("\n")).read;
    if (!read) throw new Error("no read");
    expect(resultView(read, en).table?.rows).toHaveLength(200);
    expect(resultView(read, en).table?.shownNote).toContain("250");
    const csv = measurementCsv(read, translator("ko"));
    expect(csv.name).toBe("measurement-nccl-tests.csv");
    const lines = csv.text.split("\r\n");
    expect(lines).toHaveLength(252);
    expect(lines[0]).toMatch(/[가-힣]/);
    expect(lines[1]?.split(",")[1]).toBe("8");
  });
});

describe("the NCCL log view (the nccl-log example: two nodes falling back to sockets)", () => {
  const state = readOf(example("nccl-log.txt"));
  const read = state.read;
  if (!read) throw new Error("no read");
  it("resultView(nccl-log example).ncclLog lists NCCL's facts and the finding with its line", () => {
    const log = resultView(read, en).ncclLog;
    const facts = Object.fromEntries(log?.facts.map((f) => [f.label, f.value]) ?? []);
    expect(facts["NCCL version"]).toBe("2.26.2+cuda12.8");
    expect(facts.Ranks).toBe("8 ranks on 2 nodes");
    expect(facts["Network between nodes"]).toBe("Socket");
    expect(facts["Socket interfaces"]).toBe("eth0 10.20.0.11, eth0 10.20.0.12");
    expect(facts.Channels).toBe("2");
    expect(facts["Transports (connection lines)"]).toBe("P2P/CUMEM/read (24), NET/Socket/0 (16)");
    expect(log?.findings).toHaveLength(1);
    expect(log?.findings[0]?.line).toBe("Line 19");
  });
  it("the diagram of channel 0's ring: two nodes of four GPUs, six P2P hops inside them and two over sockets", () => {
    const diagram = resultView(read, en).ncclLog?.diagram;
    expect(diagram?.topology.nodes.map((n) => [n.label, n.gpus.map((g) => g.gpu)])).toEqual([
      ["gpu-node-1", [0, 1, 2, 3]],
      ["gpu-node-2", [0, 1, 2, 3]],
    ]);
    const kinds = diagram?.topology.hops.map((h) => h.kind) ?? [];
    expect(kinds.filter((k) => k === "p2p")).toHaveLength(6);
    expect(kinds.filter((k) => k === "net")).toHaveLength(2);
    expect(diagram?.views).toEqual(["ring", "tree"]);
    expect(diagram?.channels.map((c) => c.value)).toEqual(["0", "1"]);
    expect(diagram?.text).toBe("Channel 0 ring: 0 → 1 → 2 → 3 → 4 → 5 → 6 → 7 → 0");
    expect(diagram?.legend.map((l) => l.kind)).toEqual(["p2p", "net"]);
  });
  it("the tree view of channel 1: rank 4 is the root; rank 0 its child over the network", () => {
    const tree = readOf(example("nccl-log.txt"), [{ type: "diagram", channel: 1, view: "tree" }]).read;
    if (!tree) throw new Error("no read");
    const diagram = resultView(tree, en).ncclLog?.diagram;
    expect(diagram?.topology.view).toBe("tree");
    expect(diagram?.topology.hops).toContainEqual({ from: 0, to: 4, kind: "net" });
    expect(diagram?.topology.hops).toHaveLength(7);
    expect(diagram?.text).toBe(
      "Channel 1 tree, each rank to its parent: 0 → 4, 1 → 0, 2 → 1, 3 → 2, 5 → 4, 6 → 5, 7 → 6",
    );
  });
  it("ncclTopologyDiagram(view) draws a node box per host, a circle per GPU and an arrow per hop, named by its text", () => {
    const diagram = resultView(read, en).ncclLog?.diagram;
    if (!diagram) throw new Error("no diagram");
    const markup = collectResultSync(render(ncclTopologyDiagram(diagram.topology, { title: diagram.text })));
    expect(markup.match(/class="fab-node"/g)).toHaveLength(2);
    expect(markup.match(/class="fab-gpu"/g)).toHaveLength(8);
    expect(markup.match(/data-kind="p2p"/g)).toHaveLength(6);
    expect(markup.match(/data-kind="net"/g)).toHaveLength(2);
    expect(markup).toContain('aria-label="Channel 0 ring: 0 → 1 → 2 → 3 → 4 → 5 → 6 → 7 → 0"');
    expect(markup).not.toMatch(/NaN|undefined/);
  });
  it("in Korean the NCCL log section's labels, facts and finding are Korean", () => {
    const log = resultView(read, ko).ncclLog;
    for (const label of Object.values(log?.labels ?? {})) expect(label).toMatch(/[가-힣]/);
    // Product names stay as they are in Korean writing too.
    const untranslated = (log?.facts ?? []).map((f) => f.label).filter((l) => !/[가-힣]/.test(l));
    expect(untranslated).toEqual(["GPUDirect RDMA", "NVLink SHARP(NVLS)"]);
    expect(log?.findings[0]?.text).toMatch(/[가-힣]/);
    expect(log?.diagram?.text).toMatch(/[가-힣]/);
  });
});

describe("NCCL logs people published, on the page", () => {
  const pastes = "packages/fabric-model/test/fixtures/pastes/";
  for (const name of [
    "nccl-2025-allreduce-h100-roce-gdr0-log.txt",
    "nccl-log-2025-p5-fsdp-srun-label-ofi.txt",
    "nccl-log-2019-ib-ddp-epochs-zh.txt",
    "nccl-2025-allgather-trace-long-log.txt",
  ]) {
    it(`resultView(${name}) shows its NCCL log, and its diagram draws every ring hop it has`, () => {
      const read = readOf(readFileSync(pastes + name, "utf8")).read;
      if (!read) throw new Error("no read");
      const log = resultView(read, en).ncclLog;
      expect(log?.facts.length).toBeGreaterThan(3);
      const diagram = log?.diagram;
      if (!diagram) return;
      const markup = collectResultSync(
        render(ncclTopologyDiagram(diagram.topology, { title: diagram.text })),
      );
      expect(markup.match(/class="fab-hop"/g)?.length ?? 0).toBe(diagram.topology.hops.length);
      expect(markup).not.toMatch(/NaN|undefined/);
    });
  }
});
