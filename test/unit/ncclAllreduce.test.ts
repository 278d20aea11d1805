import { readFileSync } from "node:fs";
import {
  busBandwidthFactor,
  bytes,
  doubleBinaryTree,
  doubleBinaryTreeLoad,
  gbps,
  gpuNetworkPairings,
  inGbps,
  predictCollective,
  trainingInterNodeTraffic,
} from "fabric-model";
import { describe, expect, it } from "vitest";
import { treePositions } from "../../src/charts/allreduceStepsChart.ts";
import { formatSize, MONO_CHAR_EM, rectsPath, textRun } from "../../src/charts/ncclChartParts.ts";
import { labelRows } from "../../src/charts/sizeSeriesChart.ts";
import {
  allreduceSteps,
  bufferLength,
  inputValues,
  MAX_GPUS,
  stepPhase,
} from "../../src/figures/definitions/allreduceSteps.ts";
import { busiestCumulative, bytesPerStep, fitLine } from "../../src/figures/definitions/bytesPerStep.ts";
import { fsdpDdpTraffic, stepCollectives } from "../../src/figures/definitions/fsdpDdpTraffic.ts";
import { hierarchicalAllreduce, ringOnly } from "../../src/figures/definitions/hierarchicalAllreduce.ts";
import {
  collectiveSweep,
  protocolSweep,
  sweepSizes,
  switchPoints,
  winningHalos,
} from "../../src/figures/definitions/protocolSweep.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { drawingMarkup, renderedChart, renderedSvg } from "./renderedChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const tr = translator("en");
const context = shimChartContext();

describe("allreduce-steps figure", () => {
  const base = defaultState(allreduceSteps.spec);
  const settings = [
    ...[2, 3, 5, 8, 16].map((gpus) => ({ algorithm: "ring" as const, gpus, pieces: "1" as const })),
    ...[2, 3, 5, 8, 16].flatMap((gpus) =>
      (["1", "2", "4"] as const).map((pieces) => ({ algorithm: "tree" as const, gpus, pieces })),
    ),
  ];

  it("allreduceSteps.compute at the last step: every GPU holds the element-wise sum, every cell counts all GPUs", () => {
    for (const s of settings) {
      for (const values of ["small", "ones", "rank"] as const) {
        const data = allreduceSteps.compute({ ...base, ...s, values, step: MAX_GPUS * 2 - 2 });
        const pieces = s.algorithm === "tree" ? Number(s.pieces) : 1;
        const inputs = inputValues(values, s.gpus, bufferLength(s.algorithm, s.gpus, pieces));
        const sum = Array.from({ length: data.elements }, (_, e) =>
          inputs.reduce((t, b) => t + (b[e] ?? 0), 0),
        );
        expect(data.step).toBe(data.totalSteps);
        for (let r = 0; r < s.gpus; r++) {
          expect(data.buffers[r]).toEqual(sum);
          expect(data.contributions[r]).toEqual(new Array(data.elements).fill(s.gpus));
        }
      }
    }
  });

  it("allreduceSteps.compute: the ring sends 2(n-1)/n of the buffer per GPU in 2(n-1) steps, the tree's busiest GPU doubleBinaryTreeLoad(n)", () => {
    for (const s of settings) {
      const data = allreduceSteps.compute({ ...base, ...s, step: 0 });
      const busiest = Math.max(...data.finalBytes);
      if (s.algorithm === "ring") {
        expect(data.totalSteps).toBe(2 * (s.gpus - 1));
        for (const b of data.finalBytes)
          expect(b).toBeCloseTo(busBandwidthFactor("all_reduce", s.gpus) * data.bufferBytes, 9);
      } else {
        expect(busiest).toBeCloseTo(doubleBinaryTreeLoad(s.gpus) * data.bufferBytes, 9);
      }
      expect(data.formulaFactor * data.bufferBytes).toBeCloseTo(busiest, 9);
      expect(data.transfers).toEqual([]);
      expect(data.bytesSent.every((b) => b === 0)).toBe(true);
    }
  });

  it("allreduceSteps.compute(step k): transfers carry the sender's values before the step, bytes grow monotonically", () => {
    const runs = [
      { ...base, gpus: 6, values: "small" as const },
      { ...base, algorithm: "tree" as const, gpus: 7, pieces: "2" as const },
    ];
    for (const state of runs) {
      let previous = allreduceSteps.compute({ ...state, step: 0 });
      for (let step = 1; step <= previous.totalSteps; step++) {
        const data = allreduceSteps.compute({ ...state, step });
        // Apply the step's transfers to the previous buffers: reduces add, copies overwrite.
        const expected = previous.buffers.map((b) => [...b]);
        for (const t of data.transfers) {
          expect(t.sent).toEqual(previous.buffers[t.from]?.slice(t.start, t.end));
          const target = expected[t.to] ?? [];
          t.sent.forEach((v, i) => {
            target[t.start + i] = t.op === "reduce" ? (target[t.start + i] ?? 0) + v : v;
          });
        }
        expect(data.buffers).toEqual(expected);
        data.bytesSent.forEach((b, r) => {
          expect(b).toBeGreaterThanOrEqual(previous.bytesSent[r] ?? 0);
        });
        previous = data;
      }
    }
  });

  it("allreduceSteps.compute past a short schedule's end shows the last step and the summary says done", () => {
    const data = allreduceSteps.compute({ ...base, algorithm: "tree", gpus: 4, step: 30 });
    expect(data.step).toBe(data.totalSteps);
    expect(data.requestedStep).toBe(30);
    expect(allreduceSteps.summary(data, tr, "en", defaultLens)).toMatch(/done after/);
  });

  it("stepPhase names ring halves and tree directions from the transfers' operations", () => {
    expect(stepPhase("ring", [])).toBe("start");
    expect(stepPhase("ring", ["reduce", "reduce"])).toBe("reduceScatter");
    expect(stepPhase("ring", ["copy"])).toBe("allGather");
    expect(stepPhase("tree", ["reduce"])).toBe("reduceUp");
    expect(stepPhase("tree", ["copy"])).toBe("broadcastDown");
    expect(stepPhase("tree", ["reduce", "copy"])).toBe("upAndDown");
  });

  const drawn = (state: typeof base) =>
    renderedChart(allreduceSteps.chart(allreduceSteps.compute(state), context));

  it("allreduceSteps.chart at 16 GPUs x 16 chunks: one text per cell, under 80 other SVG nodes at every step (time per step: bench/figures.bench.ts)", () => {
    const state = { ...base, gpus: 16 };
    let others = 0;
    for (let k = 0; k <= 30; k++) {
      const chart = drawn({ ...state, step: k });
      const cells = chart.querySelectorAll("g[text-anchor] > text").length;
      expect(cells).toBe(16 * 16);
      others = Math.max(others, chart.querySelectorAll("*").length - cells);
    }
    expect(others).toBeLessThan(80);
  });

  it("allreduceStepsChart at step 0 already writes bold monospace text (the complete sum's legend sample), so playing does not load that face on its first step", () => {
    const bold = [...drawn({ ...base, step: 0 }).querySelectorAll("text")].filter(
      (t) =>
        t.getAttribute("font-weight") === "700" &&
        (t.getAttribute("font-family") ?? "").includes("monospace"),
    );
    expect(bold.map((t) => t.textContent)).toEqual(["Σ"]);
  });

  it("allreduceSteps.chart animates only with transfers, from figure.css, which turns motion off for prefers-reduced-motion", () => {
    const still = drawn({ ...base, step: 0 });
    const moving = drawn({ ...base, step: 2 });
    expect(still.querySelectorAll(".fab-ar-fly").length).toBe(0);
    // Four ring transfers: three one row down and the wrap-around up, in two flights.
    expect(moving.querySelectorAll(".fab-ar-fly").length).toBe(2);
    // No <style> in the chart (a host page that forbids inline styles would refuse it): the
    // animations live in the figures' stylesheet.
    expect(moving.querySelector("style")).toBeNull();
    const css = readFileSync(new URL("../../src/styles/figure.css", import.meta.url), "utf8");
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.fab-ar-fly \{\s*animation: none;\s*display: none;\s*\}/,
    );
  });

  it("allreduceSteps.chart draws the values in flight as outlines under the cells' values, which carry a halo: a passing chip never hides a value", () => {
    const chart = drawn({ ...base, gpus: 8, algorithm: "tree", step: 3 });
    const flights = [...chart.querySelectorAll(".fab-ar-fly")];
    expect(flights.length).toBeGreaterThan(0);
    for (const f of flights) expect(f.querySelector("path")?.getAttribute("fill")).toBe("none");
    const all = [...chart.querySelectorAll("*")];
    const lastFlight = Math.max(...flights.map((f) => all.indexOf(f)));
    const valueGroups = all.filter((e) => e.getAttribute("paint-order") === "stroke");
    // The values at rest and the values arriving, each group painted after every flight.
    expect(valueGroups.length).toBe(2);
    for (const g of valueGroups) {
      expect(all.indexOf(g)).toBeGreaterThan(lastFlight);
      expect(g.getAttribute("stroke")).toBe("var(--fab-bg)");
    }
  });

  it("allreduceSteps.chart is one image named by the context's label, and a pure function of its data", () => {
    const data = allreduceSteps.compute({ ...base, gpus: 8, step: 3 });
    const chart = renderedChart(allreduceSteps.chart(data, { ...context, label: "All-reduce. Step 3" }));
    expect(chart.getAttribute("role")).toBe("img");
    expect(chart.getAttribute("aria-label")).toBe("All-reduce. Step 3");
    // Two figures on a page draw from their own data: the same data gives the same drawing.
    const again = renderedChart(allreduceSteps.chart(data, { ...context, label: "All-reduce. Step 3" }));
    expect(drawingMarkup(again)).toBe(drawingMarkup(chart));
  });
});

describe("collective chart parts", () => {
  it("treePositions lays both of NCCL's trees out in order: every subtree on one side of its parent", () => {
    for (let n = 2; n <= 16; n++) {
      for (const tree of doubleBinaryTree(n)) {
        const { x } = treePositions(tree.parent, tree.children);
        expect(new Set(x).size).toBe(n);
        const below = (r: number): number[] => [r, ...(tree.children[r] ?? []).flatMap(below)];
        for (let r = 0; r < n; r++) {
          for (const c of tree.children[r] ?? []) {
            const side = Math.sign((x[c] ?? 0) - (x[r] ?? 0));
            for (const d of below(c)) expect(Math.sign((x[d] ?? 0) - (x[r] ?? 0))).toBe(side);
          }
        }
      }
    }
  });

  it("textRun(items, {anchor: 'middle'}) centres each label on its x in a monospace cell grid", () => {
    const text = renderedSvg(
      textRun(
        [
          { x: 10, y: 5, text: "12" },
          { x: 40, y: 9, text: "3" },
        ],
        { fontSize: 10, anchor: "middle" },
      ),
    ).querySelector("text");
    const w = 10 * MONO_CHAR_EM;
    expect(text?.textContent).toBe("123");
    expect(text?.getAttribute("x")?.split(" ").map(Number)).toEqual([10 - w, 10, 40 - w / 2]);
    expect(text?.getAttribute("y")).toBe("5.0 5.0 9.0");
  });

  it("rectsPath and formatSize write compact paths and binary sizes", () => {
    expect(rectsPath([{ x: 0, y: 1, w: 2, h: 3 }])).toBe("M0.0,1.0h2.0v3.0h-2.0z");
    expect(formatSize(tr, "en", 8, 0)).toBe("8 B");
    expect(formatSize(tr, "en", 1536, 1)).toBe("1.5 KiB");
    expect(formatSize(tr, "en", 16 * 1024 ** 3, 0)).toBe("16 GiB");
  });

  it("labelRows puts overlapping labels on separate rows and reuses rows when there is room", () => {
    expect(
      labelRows(
        [
          { x: 100, width: 80 },
          { x: 120, width: 80 },
          { x: 300, width: 40 },
        ],
        0,
        600,
      ),
    ).toEqual([0, 1, 0]);
  });
});

describe("protocol-sweep figure", () => {
  const input = {
    collective: "all_reduce" as const,
    gpu: "h100-sxm",
    gpusPerNode: 8,
    nodes: 2,
    nicCount: 8,
    nicRate: gbps(400),
  };

  it("collectiveSweep: the best point at each size is NCCL's pick (the model's first candidate), and busbw = algbw x 2(n-1)/n", () => {
    const sweep = collectiveSweep(input);
    expect(sweep.best.length).toBe(sweepSizes().length);
    for (const best of sweep.best) {
      const p = predictCollective({ ...input, bytes: bytes(best.bytes) });
      expect(best.pair).toBe(`${p.algorithm}/${p.protocol}`);
      expect(best.timeUs).toBeCloseTo(p.time * 1e6, 6);
      expect(best.busbwGbps).toBeCloseTo(best.algbwGbps * busBandwidthFactor("all_reduce", 16), 9);
    }
  });

  it("switchPoints: NCCL's choice just below each switch is `from`, just above it `to`", () => {
    for (const nodes of [1, 2, 16]) {
      const switches = switchPoints({ ...input, nodes }, sweepSizes());
      expect(switches.length).toBeGreaterThan(0);
      for (const s of switches) {
        expect(s.from).not.toBe(s.to);
        const pair = (size: number) => {
          const p = predictCollective({ ...input, nodes, bytes: bytes(size) });
          return `${p.algorithm}/${p.protocol}`;
        };
        expect(pair(s.bytes / 1.002)).toBe(s.from);
        expect(pair(s.bytes * 1.0001)).toBe(s.to);
      }
      for (let i = 1; i < switches.length; i++) {
        expect(switches[i]?.bytes ?? 0).toBeGreaterThan(switches[i - 1]?.bytes ?? 0);
        expect(switches[i]?.from).toBe(switches[i - 1]?.to);
      }
    }
  });

  it("winningHalos covers the best curve once per run of one pair, each run joined to the next", () => {
    const sweep = collectiveSweep(input);
    const halos = winningHalos(sweep.best, (p) => p.busbwGbps);
    expect(halos.length).toBe(sweep.switches.length + 1);
    const points = halos.reduce((n, h) => n + h.points.length, 0);
    expect(points).toBe(sweep.best.length + halos.length - 1);
  });

  it("protocolSweep renders its default state, with a switch mark per change, and reports 16 GiB", () => {
    const data = protocolSweep.compute(defaultState(protocolSweep.spec));
    const chart = protocolSweep.chart(data, context);
    expect(chart.outerHTML).toContain("tree · LL128 from");
    expect(protocolSweep.summary(data, tr, "en", defaultLens)).toMatch(/At 16 GiB, busbw is/);
    expect(protocolSweep.table(data, tr).rows.length).toBe(32);
  });

  it("protocolSweep.chart at 390 px draws the ring's pairs and the others in two panels, each pair and winning run once", () => {
    const data = protocolSweep.compute(defaultState(protocolSweep.spec));
    const wide = protocolSweep.chart(data, context);
    const narrow = protocolSweep.chart(data, shimChartContext({ width: 390 }));
    const panels = [...narrow.children];
    expect(panels).toHaveLength(2);
    // Each panel: its title, then its legend (legend text is 12 px; pair labels hold " · ").
    const legend = (el: Element) =>
      [...el.querySelectorAll('text[font-size="12"]')]
        .map((t) => t.textContent ?? "")
        .filter((t) => t.includes(" · "));
    const [ring, others] = panels as [Element, Element];
    expect(ring.textContent).toMatch(/^ring/);
    expect(legend(ring)).toEqual(["ring · LL", "ring · LL128", "ring · Simple"]);
    expect(others.textContent).toMatch(/^the tree and the other algorithms/);
    const present = new Set(data.candidates.map((p) => p.pair));
    expect(present.has("nvlstree/Simple")).toBe(true);
    expect([...legend(ring), ...legend(others)].sort()).toEqual(legend(wide).sort());
    expect(legend(wide)).toHaveLength(present.size);
    // The winning band (stroke-width 10): one per run of one winning pair, in its pair's panel.
    const halos = (el: Element) => el.querySelectorAll('[stroke-width="10"]').length;
    const runs = (inPanel: (pair: string) => boolean) =>
      winningHalos(data.best, (p) => p.busbwGbps, inPanel).length;
    expect(halos(ring)).toBe(runs((pair) => pair.startsWith("ring/")));
    expect(halos(others)).toBe(runs((pair) => !pair.startsWith("ring/")));
    expect(halos(ring) + halos(others)).toBe(halos(wide));
    expect(Number(narrow.getAttribute("width"))).toBeLessThanOrEqual(390);
  });
});

describe("hierarchical-allreduce figure", () => {
  it("hierarchicalAllreduce: on 2 nodes of 8 H100 NCCL's tree (NVLS tree) passes the node's NIC rate; the ring never does", () => {
    const data = hierarchicalAllreduce.compute({ pairing: "azure-nd-h100-v5", algorithm: "auto" });
    const pairing = gpuNetworkPairings["azure-nd-h100-v5"];
    expect(data.nodeNicGbps).toBeCloseTo(pairing.nicsPerNode * inGbps(pairing.nicRate), 9);
    const two = data.curves.find((c) => c.nodes === 2)?.points.at(-1);
    expect(two?.pair.startsWith("nvlstree/") || two?.pair.startsWith("tree/")).toBe(true);
    expect(two?.busbwGbps ?? 0).toBeGreaterThan(data.nodeNicGbps);
    const ring = hierarchicalAllreduce.compute({ pairing: "azure-nd-h100-v5", algorithm: "ring" });
    for (const c of ring.curves.filter((x) => x.nodes > 1)) {
      for (const p of c.points) {
        expect(p.pair.startsWith("ring/")).toBe(true);
        expect(p.busbwGbps).toBeLessThanOrEqual(data.nodeNicGbps);
      }
    }
  });

  it("ringOnly keeps one point per size, the fastest ring pair", () => {
    const sweep = collectiveSweep({
      collective: "all_reduce",
      gpu: "a100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(200),
    });
    const ring = ringOnly(sweep);
    expect(ring.length).toBe(sweepSizes().length);
    for (const p of ring) {
      const rings = sweep.candidates.filter((c) => c.bytes === p.bytes && c.pair.startsWith("ring/"));
      expect(p.timeUs).toBe(Math.min(...rings.map((c) => c.timeUs)));
    }
  });
});

describe("bytes-per-step figure", () => {
  it("busiestCumulative ends at the formulas: ring and direct 2(n-1)/n, tree doubleBinaryTreeLoad(n)", () => {
    for (const n of [2, 3, 8, 16, 64]) {
      const ring = busiestCumulative("ring", n);
      expect(ring.length - 1).toBe(2 * (n - 1));
      expect(ring.at(-1)).toBeCloseTo(busBandwidthFactor("all_reduce", n), 12);
      expect(busiestCumulative("direct", n).at(-1)).toBeCloseTo(busBandwidthFactor("all_reduce", n), 12);
      expect(busiestCumulative("direct", n).length - 1).toBe(2);
      expect(busiestCumulative("tree", n).at(-1)).toBeCloseTo(doubleBinaryTreeLoad(n), 12);
    }
  });

  it("fitLine([[0, 1], [1, 3], [2, 5]]) recovers intercept 1 and slope 2", () => {
    const { intercept, slope } = fitLine([
      [0, 1],
      [1, 3],
      [2, 5],
    ]);
    expect(intercept).toBeCloseTo(1, 12);
    expect(slope).toBeCloseTo(2, 12);
  });

  it("bytesPerStep.compute: the line fitted on large sizes is exact there and overestimates 8 B several times", () => {
    const data = bytesPerStep.compute(defaultState(bytesPerStep.spec));
    const big = data.cost.filter((c) => c.bytes >= 4 * 1024 ** 3);
    for (const c of big) expect(c.lineUs / c.modelUs).toBeGreaterThan(0.9);
    const first = data.cost[0];
    expect(first && first.lineUs / first.modelUs).toBeGreaterThan(2);
    expect(data.breaksBelow).not.toBeNull();
    expect(data.alphaUs).toBeGreaterThan(0);
    // 2(n-1) alpha is the fitted intercept.
    expect(2 * (data.ranks - 1) * data.alphaUs).toBeCloseTo(first?.lineUs ?? 0, 0);
  });
});

describe("fsdp-ddp-traffic figure", () => {
  it("stepCollectives: DDP sends 2(G-1)/G, FULL_SHARD 3(G-1)/G of the model per GPU; one GPU per node makes HYBRID_SHARD a DDP", () => {
    const P = 1e9;
    const b = 2;
    const total = (s: ReturnType<typeof stepCollectives>) => s.reduce((t, c) => t + c.perGpuBytes, 0);
    expect(total(stepCollectives("ddp", P, 2, 8, b))).toBeCloseTo(((2 * 15) / 16) * P * b, 3);
    expect(total(stepCollectives("full-shard", P, 2, 8, b))).toBeCloseTo(((3 * 15) / 16) * P * b, 3);
    expect(total(stepCollectives("hybrid-shard", P, 4, 1, b))).toBeCloseTo(
      total(stepCollectives("ddp", P, 4, 1, b)),
      3,
    );
    expect(stepCollectives("ddp", P, 1, 1, b)).toEqual([]);
  });

  it("fsdpDdpTraffic.compute: NIC bytes per node are trainingInterNodeTraffic's, HYBRID_SHARD's equal g x its cross-node all-reduce per GPU", () => {
    const state = { ...defaultState(fsdpDdpTraffic.spec), nodes: 4 };
    const data = fsdpDdpTraffic.compute(state);
    for (const s of data.strategies) {
      const t = trainingInterNodeTraffic(
        { strategy: s.strategy, modelParameters: state.paramsB * 1e9, nodes: 4, gpusPerNode: 8 },
        { bytesPerValue: 2 },
      );
      expect(s.nic.forward + s.nic.backward + s.nic.gradients).toBeCloseTo(
        Number(t.forwardPerMicroBatch) + Number(t.backwardPerMicroBatch) + Number(t.gradientSync),
        0,
      );
    }
    const hybrid = data.strategies.find((s) => s.strategy === "hybrid-shard");
    const crossNode = hybrid?.collectives.find((c) => c.kind === "allReduce");
    expect((crossNode?.perGpuBytes ?? 0) * 8).toBeCloseTo(hybrid?.nic.gradients ?? Number.NaN, 0);
    expect(fsdpDdpTraffic.table(data, tr).rows.length).toBe(3);
  });

  it("fsdpDdpTraffic at its default state says DDP's 130.7 GB of state per GPU does not fit an H100 (72 of 80 GB usable): summary in both languages, table, and a line on the chart", () => {
    const data = fsdpDdpTraffic.compute(defaultState(fsdpDdpTraffic.spec));
    const ddp = data.strategies.find((s) => s.strategy === "ddp");
    expect(ddp?.memory.code).toBe("exceeds-gpu-memory");
    expect(data.strategies.filter((s) => s.memory.code === "fits").map((s) => s.strategy)).toEqual([
      "full-shard",
      "hybrid-shard",
    ]);
    expect(fsdpDdpTraffic.summary(data, tr, "en", defaultLens)).toContain(
      "Does not fit with DDP: the state alone exceeds the 72 GB usable of the NVIDIA H100 80GB SXM5's 80 GB.",
    );
    expect(fsdpDdpTraffic.summary(data, translator("ko"), "ko", defaultLens)).toContain(
      "DDP에서는 들어가지 않습니다",
    );
    expect(fsdpDdpTraffic.table(data, tr).rows.map((r) => r.fit)).toEqual(["fits", "fits", "does not fit"]);
    const chart = renderedChart(fsdpDdpTraffic.chart(data, context));
    const texts = [...chart.querySelectorAll("text")].map((t) => t.textContent ?? "");
    expect(texts).toContain("NVIDIA H100 80GB SXM5: 72 of 80 GB usable");
    expect(texts).toContain("130.7 · does not fit");
    // A GPU with room for it: nothing said.
    const h200 = fsdpDdpTraffic.compute({
      ...defaultState(fsdpDdpTraffic.spec),
      gpu: "h200-sxm",
      paramsB: 7,
    });
    expect(h200.strategies.every((s) => s.memory.code === "fits")).toBe(true);
    expect(fsdpDdpTraffic.summary(h200, tr, "en", defaultLens)).not.toContain("Does not fit");
  });
});
