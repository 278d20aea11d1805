import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { clusterAdvisor, linkCommand, planCommand } from "../../src/figures/definitions/clusterAdvisor.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";

const base = defaultState(clusterAdvisor.spec);

describe("cluster-advisor figure", () => {
  it("clusterAdvisor's default state (16 nodes of 8 H100, dense 70B) compares 9 bare-metal fabrics and says why and when it flips", () => {
    const data = clusterAdvisor.compute(base);
    expect(data.advice.kind).toBe("advice");
    if (data.advice.kind !== "advice") return;
    expect(data.advice.options).toHaveLength(9);
    for (const lang of ["en", "ko"] as const) {
      const summary = clusterAdvisor.summary(data, translator(lang), lang, defaultLens);
      expect(summary).not.toMatch(/[{}]|NaN|undefined|fig\./);
      if (lang === "en")
        expect(summary).toMatch(/ is the pick: .*A step takes .* s \(.*(It would flip|It holds)/);
    }
  });

  it("clusterAdvisor on the study's clusters keeps the study's hardware whatever the GPU control says", () => {
    const l40s = clusterAdvisor.compute({
      ...base,
      cluster: "study-l40s",
      nodes: 8,
      gpu: "b200-sxm",
      gpusPerNode: 4,
    });
    expect(l40s.inputs).toMatchObject({ gpu: "l40s", gpusPerNode: 2, kubernetes: true });
    if (l40s.advice.kind !== "advice") throw new Error("conflict");
    expect(l40s.advice.options.map((o) => o.option.id)).toEqual(["tcp-100-pod-overlay", "tcp-100-vnic"]);
    expect(l40s.advice.options[l40s.advice.recommended]?.option.layer).toBe("vnic");
    const summary = clusterAdvisor.summary(l40s, translator("en"), "en", defaultLens);
    expect(summary).toMatch(/Locked to the study's L40S hardware/);
    const h100 = clusterAdvisor.compute({ ...base, cluster: "study-h100", nodes: 2 });
    if (h100.advice.kind !== "advice") throw new Error("conflict");
    expect(h100.advice.options[h100.advice.recommended]?.option.layer).toMatch(/^sriov/);
  });

  it("clusterAdvisor names the clashing controls in both languages when the workload cannot run", () => {
    const data = clusterAdvisor.compute({ ...base, gpusPerNode: 4 });
    expect(data.advice).toEqual({ kind: "conflict", conflicts: ["tensor-exceeds-node"] });
    expect(clusterAdvisor.summary(data, translator("en"), "en", defaultLens)).toMatch(
      /cannot run on this cluster as set: tensor parallelism over 8 GPUs must divide a node's 4 GPUs/,
    );
    expect(clusterAdvisor.summary(data, translator("ko"), "ko", defaultLens)).toMatch(/GPU 8개의 텐서 병렬/);
    expect(clusterAdvisor.table(data, translator("en")).rows).toEqual([]);
  });

  it("clusterAdvisor uses the reader's prices: a dearer InfiniBand port raises only InfiniBand's fabric cost", () => {
    const one = clusterAdvisor.compute(base);
    const two = clusterAdvisor.compute({ ...base, ibPort: 5000 });
    if (one.advice.kind !== "advice" || two.advice.kind !== "advice") throw new Error("conflict");
    two.advice.options.forEach((o, i) => {
      const before = one.advice.kind === "advice" ? one.advice.options[i] : undefined;
      if (o.option.family === "ib")
        expect(o.cost.fabricCapital).toBeGreaterThan(before?.cost.fabricCapital ?? 0);
      else expect(o.cost.fabricCapital).toBe(before?.cost.fabricCapital);
    });
  });

  it("clusterAdvisor renders an SVG with a row per option, and the conflict as text", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    for (const lang of ["en", "ko"] as const) {
      const context = { document, width: 900, lang, tr: translator(lang), lens: defaultLens };
      const svg = clusterAdvisor.chart(clusterAdvisor.compute(base), context);
      expect(svg.outerHTML).toContain(lang === "en" ? "InfiniBand 400G" : "InfiniBand 400G");
      const conflict = clusterAdvisor.chart(clusterAdvisor.compute({ ...base, gpusPerNode: 4 }), context);
      expect(conflict.textContent).toMatch(lang === "en" ? /cannot run/ : /돌 수 없습니다/);
    }
  });

  it("clusterAdvisor prints the nccl-tests and perftest commands that settle the pick, and what result means buy", () => {
    const data = clusterAdvisor.compute(base);
    const plan = data.plan;
    expect(plan).not.toBeNull();
    if (!plan) return;
    expect(planCommand(plan)).toMatch(
      /^mpirun -np \d+ -N \d+ -x NCCL_DEBUG=INFO -x NCCL_NET=IB -x NCCL_IB_HCA=\S+ (-x NCCL_IB_GID_INDEX=3 )?\.\/build\/\w+_perf -b \d+M -e \d+M -g 1 -d bfloat16$/,
    );
    expect(linkCommand(plan)).toMatch(/^ib_write_bw /);
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    for (const lang of ["en", "ko"] as const) {
      const svg = clusterAdvisor.chart(data, {
        document,
        width: 900,
        lang,
        tr: translator(lang),
        lens: defaultLens,
      });
      expect(svg.textContent).toContain(plan.binary);
      expect(svg.textContent).not.toMatch(/NaN|undefined|fig\.clusterAdvisor/);
    }
    expect(clusterAdvisor.compute({ ...base, nodes: 1 }).plan).toBeNull();
  });
});

describe("measurementsLink", () => {
  it("measurementsLink(default) opens Your measurements with the planned run's hardware, read back whole by the page", async () => {
    const { measurementsLink } = await import("../../src/figures/definitions/clusterAdvisor.ts");
    const { readHardwareQuery } = await import("../../src/yourMeasurements/hardwareQuery.ts");
    const data = clusterAdvisor.compute(base);
    expect(data.plan).not.toBeNull();
    const tr = translator("en");
    const link = measurementsLink(data, { lang: "en", tr });
    expect(link?.href.startsWith("/measurements/?")).toBe(true);
    const read = readHardwareQuery(new URL(link?.href ?? "", "http://x").searchParams);
    expect(read.refused).toEqual([]);
    // The default plan (16 nodes of 8 H100, TP 8 in the node, a 400G fabric picked) measures the
    // data-parallel reduce-scatter: one rank per node, on the one NIC next to its GPU. Whether
    // InfiniBand or RoCEv2 is the pick is the knife edge the chapter describes: the link carries it.
    expect(["ib", "roce"]).toContain(data.plan?.option.family);
    expect(read.hardware).toEqual({
      gpu: "h100-sxm",
      gpusPerNode: 1,
      nodes: 16,
      nicCount: 1,
      nicGbps: 400,
      transport: data.plan?.option.family,
    });
    // In Korean, under the Korean prefix; on another site (the embed kit), absolute to the notebook.
    expect(measurementsLink(data, { lang: "ko", tr })?.href.startsWith("/ko/measurements/?")).toBe(true);
    expect(
      measurementsLink(data, { lang: "en", tr, siteRoot: "https://notebook.example/" })?.href.startsWith(
        "https://notebook.example/measurements/?",
      ),
    ).toBe(true);
  });

  it("clusterAdvisor.pageLinks(default) is that link, outside the chart (an image holds no link)", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const data = clusterAdvisor.compute(base);
    const tr = translator("en");
    const links = clusterAdvisor.pageLinks?.(data, { lang: "en", tr }) ?? [];
    expect(links.map((l) => l.href)).toEqual([expect.stringMatching(/^\/measurements\/\?gpu=/)]);
    expect(links[0]?.label).toContain("Your measurements");
    const chart = clusterAdvisor.chart(data, {
      document: document as unknown as Document,
      width: 720,
      lang: "en",
      tr,
      lens: defaultLens,
    });
    expect(chart.querySelector("a")).toBeNull();
  });
});
