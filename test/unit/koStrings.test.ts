import { describe, expect, it } from "vitest";
import { templateVariables, wellFormedTemplate } from "../../src/lib/i18n.ts";

type Area = Record<string, string>;

const enFiles = import.meta.glob<Record<string, Area>>("../../src/lib/strings/en/*.ts", { eager: true });
const koFiles = import.meta.glob<Record<string, Area>>("../../src/lib/strings/ko/*.ts", { eager: true });
const koSources = import.meta.glob<string>("../../src/lib/strings/ko/*.ts", {
  eager: true,
  query: "?raw",
  import: "default",
});

/** The area name of a strings file: "../../src/lib/strings/en/nccl.ts" -> "nccl". */
const areaOf = (path: string): string => path.replace(/^.*\//, "").replace(/\.ts$/, "");

const areas = Object.keys(enFiles).map(areaOf).sort();

/** The variables a string uses (its `{name}` placeholders and plural choices), sorted. */
const placeholders = templateVariables;

/** A string without whitespace, so "A (B)" and "A(B)" count as the same text. */
const squeeze = (value: string): string => value.replace(/\s+/g, "");

/**
 * Keys whose Korean text is the English text (ignoring spaces) on purpose: units, sizes, product and
 * link names, API names, status and opcode names, commands, and labels made only of placeholders.
 */
const SAME_AS_ENGLISH = new Set([
  // InfiniBand field and tool names as ibstat, ibv_devinfo, show_gids and ibdiagnet print them
  "measure.ib.lids",
  "measure.ib.lidValue",
  "measure.ib.infiniband",
  "measure.ib.ibdiagnet",
  "measure.ib.colLid",
  "measure.ib.colSmLid",
  "measure.ib.colLmc",
  "measure.ib.colGid",
  "measure.ib.colIpv4",
  "measure.ib.colVersion",
  // node ids and an arrow
  "fig.deadlock.flowLabel",
  // collective and algorithm names as NCCL and nccl-tests print them
  "fig.measuredSweeps.collective.allReduce",
  "fig.measuredSweeps.collective.allGather",
  "fig.measuredSweeps.collective.reduceScatter",
  "fig.measuredSweeps.collective.alltoall",
  "fig.measuredSweeps.collective.reduce",
  "fig.measuredSweeps.collective.broadcast",
  "fig.protoSweep.algo.nvls",
  "nccl.pair.nvlsSimple",
  "nccl.gpu.b200",
  "nccl.pair.patSimple",
  "nccl.transport.tcpx",
  // the project's name; unit symbols and message sizes
  "site.name",
  "unit.MiB",
  "unit.GiB",
  "unit.Gbps",
  "unit.GBps",
  "unit.ms",
  "unit.us",
  "unit.percent",
  "kernelBypass.size.2",
  "kernelBypass.size.64",
  "kernelBypass.size.1024",
  "kernelBypass.size.4096",
  "kernelBypass.size.65536",
  "kernelBypass.size.1048576",
  "unit.B",
  "unit.KiB",
  "linkFamilies.unitMB",
  "linkFamilies.unitM",
  "fig.latencyCpu.size64",
  "fig.latencyCpu.size4k",
  "fig.latencyCpu.size64k",
  "fig.latencyCpu.size1m",
  "nccl.unit.GB",
  "fig.arSteps.bytes",
  "fig.bytesStep.from64k",
  "fig.bytesStep.from1m",
  "fig.bytesStep.from16m",
  "fig.bytesStep.from256m",
  "training.unit.s",
  "fig.k8sPath.size4k",
  "fig.k8sPath.size64k",
  "fig.k8sPath.size1m",
  "fig.k8sPath.size16m",
  "fig.linkGen.width2",
  "fig.linkGen.width8",
  "fig.linkGen.width12",
  // products, links, instance types and transports, by their names
  "measure.log.gdr",
  "measure.log.nvls",
  "measure.log.hop.nvls",
  "kernelBypass.link.ibEdr",
  "kernelBypass.link.ibHdr",
  "kernelBypass.link.ibNdr",
  "kernelBypass.link.eth25",
  "kernelBypass.link.eth100",
  "kernelBypass.link.eth200",
  "kernelBypass.link.eth400",
  "fig.latencySize.roce",
  "fig.latencySize.ibSeries",
  "fig.latencyCpu.roce",
  "fig.latencyCpu.ib",
  "fig.congested.modePfc",
  "fig.congested.modePfcEcn",
  "fig.congested.guideKmax",
  "nccl.gpu.a100",
  "nccl.gpu.h100",
  "nccl.gpu.h200",
  "nccl.transport.ib",
  "nccl.transport.roce",
  "nccl.transport.efa",
  "nccl.transport.slingshot",
  "nccl.transport.tcpxo",
  "nccl.pairing.azureA100",
  "nccl.pairing.azureH100",
  "nccl.pairing.awsP5",
  "fig.fabricAdvisor.gpu.l40s",
  "fig.fabricAdvisor.gpu.h100-sxm",
  "fig.fabricAdvisor.gpu.a100-sxm",
  "fig.fabricAdvisor.gpu.h200-sxm",
  "fig.fabricAdvisor.gpu.gh200",
  "fig.clusterAdvisor.gpu.b200-sxm",
  "fig.clusterAdvisor.family.ib",
  "fig.clusterAdvisor.unitUsd",
  // the cluster advisor's option labels: a family, a rate and a path put together, and a list separator
  "fig.clusterAdvisor.optionLabel",
  "fig.clusterAdvisor.optionLayer",
  "fig.clusterAdvisor.flipSeparator",
  "fig.whatIf.gpu.a100",
  "fig.whatIf.gpu.h200",
  "fig.whatIf.gpu.gh200",
  "fig.whatIf.gpuName.l40s",
  "fig.whatIf.gpuName.h100",
  "fig.whatIf.gpuName.a100",
  "fig.whatIf.gpuName.h200",
  "fig.whatIf.gpuName.gh200",
  // network paths kept in English (vNIC, SR-IOV VF, RDMA)
  "datapath.layer.vnic",
  "datapath.layer.sriovRdma",
  "fig.virtLayers.row.vnic",
  "fig.virtLayers.row.sriovVf",
  "fig.virtLayers.row.sriovRdma",
  "fig.fabricAdvisor.path.vnic",
  "fig.fabricAdvisor.path.sriov-vf",
  "fig.fabricAdvisor.path.sriov-rdma",
  "training.net.sriovRdma",
  "training.netShort.vnic",
  "training.netShort.sriovVf",
  "training.netShort.sriovRdma",
  // verbs, opcodes, keys, packets, metrics and strategies kept in English
  "kernelBypass.path.rdmaWrite",
  "kernelBypass.path.rdmaSend",
  "kernelBypass.path.rdmaRead",
  "nccl.algbw",
  "nccl.busbw",
  "nccl.algbwColumn",
  "nccl.busbwColumn",
  "fig.fsdp.fullShard",
  "fig.fsdp.hybridShard",
  "fig.fsdp.ddp",
  "fig.whatIf.strategy.full",
  "fig.verbsWalk.keys",
  "fig.verbsWalk.qp",
  "fig.verbsWalk.cqEntry",
  "fig.verbsWalk.request",
  "fig.verbsWalk.ack",
  "fig.verbsWalk.nak",
  "fig.verbsWalk.rnrNak",
  "measure.colTMin",
  "measure.colTTypical",
  "measure.colTAvg",
  // commands (copied into a terminal)
  "fig.fabricAdvisor.commandTcp",
  "fig.fabricAdvisor.commandRdma",
  // only placeholders and punctuation
  "nccl.axisBandwidthLinear",
  "fig.arSteps.chunkShort",
  "fig.arSteps.gpuShort",
  "fig.msgTimeline.summaryLane",
  "fig.virtLayers.approx",
  "fig.k8sPath.approx",
  "fig.fabricAdvisor.why",
  "fig.fabricAdvisor.and",
  "ex.ui.errorNoLine",
  "labs.errorNoLine",
  "measure.msg.tool-line",
  "verbs.errorLine",
  "glossary.otherLanguage",
  // a language named in its own language ("English" stays "English")
  "lang.name.en",
]);

describe("Korean UI strings", () => {
  it("areas(en) all have a ko file", () => {
    expect(Object.keys(koFiles).map(areaOf).sort()).toEqual(areas);
  });

  it("SAME_AS_ENGLISH lists only keys whose Korean equals the English", () => {
    const all = new Map<string, [string, string]>();
    for (const area of areas) {
      const en = enFiles[`../../src/lib/strings/en/${area}.ts`]?.[area] ?? {};
      const ko = koFiles[`../../src/lib/strings/ko/${area}.ts`]?.[area] ?? {};
      for (const key of Object.keys(en)) all.set(key, [en[key] ?? "", ko[key] ?? ""]);
    }
    const stale = [...SAME_AS_ENGLISH].filter((key) => {
      const pair = all.get(key);
      return !pair || squeeze(pair[0]) !== squeeze(pair[1]);
    });
    expect(stale).toEqual([]);
  });

  describe.each(areas)("ko.%s", (area) => {
    const en = enFiles[`../../src/lib/strings/en/${area}.ts`]?.[area] ?? {};
    const ko = koFiles[`../../src/lib/strings/ko/${area}.ts`]?.[area] ?? {};

    it(`Object.keys(ko.${area}) -> Object.keys(en.${area}), in the same order`, () => {
      expect(Object.keys(en).length).toBeGreaterThan(0);
      expect(Object.keys(ko)).toEqual(Object.keys(en));
    });

    it(`ko.${area}[key] is non-empty, well-formed and keeps en.${area}[key]'s placeholders`, () => {
      for (const [key, english] of Object.entries(en)) {
        const korean = ko[key] ?? "";
        expect(korean.trim(), key).not.toBe("");
        expect(wellFormedTemplate(korean), key).toBe(true);
        expect(placeholders(korean), key).toEqual(placeholders(english));
      }
    });

    it(`ko.${area}[key] differs from en.${area}[key] unless it is code or units only`, () => {
      const untranslated = Object.keys(en).filter(
        (key) => !SAME_AS_ENGLISH.has(key) && squeeze(ko[key] ?? "") === squeeze(en[key] ?? ""),
      );
      expect(untranslated).toEqual([]);
    });

    it(`ko/${area}.ts has no side effects (no registerStrings call)`, () => {
      const source = koSources[`../../src/lib/strings/ko/${area}.ts`] ?? "";
      expect(source).toContain(`export const ${area}: Record<keyof typeof en, string>`);
      expect(source).not.toMatch(/registerStrings/);
    });
  });
});
