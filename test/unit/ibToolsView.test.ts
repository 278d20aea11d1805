import { readFileSync } from "node:fs";
import { render } from "@lit-labs/ssr";
import { collectResultSync } from "@lit-labs/ssr/lib/render-result.js";
import { parseMeasurement } from "fabric-model";
import { describe, expect, it } from "vitest";
import { translator } from "../../src/lib/i18n.ts";
import { languages } from "../../src/lib/languages.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { explainerLink, IB_EXPLAINERS, ibToolsView } from "../../src/yourMeasurements/ibToolsView.ts";
import type { MeasurementRead } from "../../src/yourMeasurements/measurementsState.ts";
import { resultsTemplate } from "../../src/yourMeasurements/measurementsTemplate.ts";
import { resultView } from "../../src/yourMeasurements/measurementsView.ts";
import { measurementTable } from "../../src/yourMeasurements/measurementTable.ts";

// The InfiniBand tools' section of "Your measurements" on real outputs of the paste corpus: what it
// says, in both languages, and that every link lands on a figure or section the chapter has.

const pastes = new URL("../../packages/fabric-model/test/fixtures/pastes/", import.meta.url);
const read = (id: string) => {
  const r = parseMeasurement(readFileSync(new URL(`${id}.txt`, pastes), "utf8"));
  if (r.kind !== "infiniband-tools") throw new Error(`${id} read as ${r.kind}`);
  return r;
};
const en = { lang: "en", tr: translator("en") } as const;
const ko = { lang: "ko", tr: translator("ko") } as const;

describe("ibToolsView", () => {
  it("ibToolsView(ibstat of two RoCE and one disabled port) says the ports, states, rates and the disabled port with its figure", () => {
    const v = ibToolsView(read("ibstat-2025-roce-cx7-cx6dx-port-disabled-cut"), en);
    const fact = (label: string) => v.facts.find((f) => f.label === label);
    expect(fact("Tools read")?.value).toBe("ibstat");
    expect(fact("Ports")?.value).toBe("3 (2 active, 1 down, 0 other)");
    expect(fact("State / physical state")?.value).toBe("active / linkup × 2; down / disabled");
    expect(fact("Rates")?.value).toBe("200 Gb/s (Ethernet) × 2");
    expect(fact("LID, SM LID, LMC")?.value).toBe(
      "0 on every port: RoCE ports have no LIDs and no subnet manager",
    );
    expect(fact("Ports")?.link?.href).toBe("/chapters/infiniband-as-a-fabric/#fig-subnet-sweep");
    expect(v.findings).toEqual([
      {
        line: "Line 43",
        text: "mlx5_10 port 1 is disabled: it was turned off and will not train a link",
        link: explainerLink("subnetSweep", en),
      },
    ]);
  });

  it("ibToolsView(ibstat of an EDR port) names the generation with the 4X it assumed and lists LID, SM LID and LMC", () => {
    const v = ibToolsView(read("ibstat-2019-ib-edr-cx4-sm-on-host-linpack"), en);
    expect(v.facts.find((f) => f.label === "Rates")?.value).toBe("100 Gb/s (EDR, 4X assumed)");
    expect(v.facts.find((f) => f.label === "Rates")?.link?.href).toBe(
      "/chapters/infiniband-roce-ethernet/#fig-link-generations",
    );
    expect(v.facts.find((f) => f.label === "LID, SM LID, LMC")?.value).toBe(
      "mlx5_0:1: LID 1, SM LID 1, LMC 0",
    );
    expect(v.findings).toEqual([]);
  });

  it("ibToolsView(show_gids of a bond) gives the GID table and NCCL's index, linked to the addresses section, in Korean too", () => {
    const result = read("show_gids-2023-bond-vxlan-same-ipv4-two-netdevs");
    const v = ibToolsView(result, en);
    expect(v.facts.find((f) => f.label === "GID rows")?.value).toBe(
      "6 (3 RoCE v2, 3 RoCE v1, 4 IPv4-mapped)",
    );
    expect(v.tables[0]?.rows).toHaveLength(6);
    expect(v.tables[0]?.rows[3]).toEqual([
      "6",
      "mlx5_bond_0",
      "1",
      "3",
      "0000:0000:0000:0000:0000:ffff:1e99:0aaf",
      "30.153.10.175",
      "v2",
      "b3.vxlan.30100",
    ]);
    expect(v.findings[0]?.text).toContain("NCCL_IB_GID_INDEX=3");
    const k = ibToolsView(result, ko);
    expect(k.findings[0]?.text).toContain("NCCL_IB_GID_INDEX=3");
    expect(k.findings[0]?.link?.href).toBe("/ko/chapters/infiniband-as-a-fabric/#section-2");
    expect(k.labels.title).not.toBe(v.labels.title);
  });

  it("ibToolsView(ibdiagnet's summary) gives its warnings, fabric and stage table", () => {
    const v = ibToolsView(read("ibdiagnet-2021-ar-fabric-summary-discovery-warnings"), en);
    expect(v.facts.find((f) => f.label === "ibdiagnet")?.value).toBe(
      "3 warnings, 0 errors in 3 stages; fabric of 15 nodes: 3 switches, 9 channel adapters",
    );
    expect(v.tables[0]?.rows).toEqual([
      ["22", "Discovery", "3", "0"],
      ["23", "Virtualization", "0", "0"],
      ["24", "Routing", "0", "0"],
    ]);
  });

  it("measurementTable(iblinkinfo) lists every port with its rate, width, generation and the other end", () => {
    const t = measurementTable(read("iblinkinfo-2019-edr-sb7700-unused-ports-polling"));
    expect(t.rows).toHaveLength(20);
    expect(t.rows[19]).toEqual([
      24,
      "MF0;SB7700:MSB7700/U1",
      18,
      "active",
      "linkup",
      100,
      "4X",
      "EDR",
      2,
      "",
      "",
      "infiniband",
      "n01 HCA-1 [1]",
    ]);
  });

  it("every explainer links to a figure the chapter places, or a section it has, in every language", () => {
    for (const lang of languages) {
      for (const e of Object.values(IB_EXPLAINERS)) {
        const mdx = readFileSync(
          new URL(`../../content/chapters/${lang}/${e.chapter}.mdx`, import.meta.url),
          "utf8",
        );
        const figure = /^fig-(.+)$/.exec(e.anchor)?.[1];
        const section = /^section-(\d+)$/.exec(e.anchor)?.[1];
        if (figure) expect(mdx, `${lang} ${e.chapter}`).toContain(`<Figure name="${figure}"`);
        else
          expect(mdx.match(/^## /gm)?.length ?? 0, `${lang} ${e.chapter}`).toBeGreaterThanOrEqual(
            Number(section),
          );
      }
    }
    // The sections by heading, in English: 2 is Addresses, 8 Tools of the trade.
    const headings = readFileSync(
      new URL("../../content/chapters/en/infiniband-as-a-fabric.mdx", import.meta.url),
      "utf8",
    ).match(/^## .*$/gm);
    expect(headings?.[1]).toMatch(/^## Addresses/);
    expect(headings?.[7]).toMatch(/^## Tools of the trade/);
  });

  it("resultsTemplate(an ibv_devinfo read) renders the section with no comparison and no 'nothing read'", () => {
    const result = read("ibv_devinfo-2025-ib-cx7-port-down-lid-65535");
    const head = result;
    const r = {
      head,
      run: 0,
      rowCount: 1,
      known: [],
      edited: [],
      link: "ib-edr-4x",
      diagram: { channel: 0, view: "ring" },
    } as unknown as MeasurementRead;
    const view = resultView(r, { ...en, lens: defaultLens });
    expect(view.compared).toBeUndefined();
    expect(view.nothingRead).toBeUndefined();
    expect(view.kindLine).toBe("InfiniBand tools' output: ibv_devinfo; 1 port, 0 GID rows");
    const html = collectResultSync(
      render(
        resultsTemplate(view, {
          chart: null,
          body: null as unknown as HTMLTableSectionElement,
          onHardwareChange: () => {},
          onDownloadCsv: () => {},
          onRunChange: () => {},
          onDiagramChange: () => {},
        }),
      ),
    );
    expect(html).toContain('class="measure-ib-tools"');
    expect(html).toContain('href="/chapters/infiniband-as-a-fabric/#fig-subnet-sweep"');
    expect(html).toContain("mlx5_0 port 1 is down");
  });
});
