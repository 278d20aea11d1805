import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type InfinibandToolsResult,
  ibLinkRate,
  type MeasurementResult,
  measurementMessageCodes,
  measurementMessageText,
  parseMeasurement,
} from "../../src/index.ts";

// The InfiniBand tools' readers beyond the paste corpus (whose real outputs pastesCorpus.test.ts
// checks fact by fact): the rate arithmetic against the generations' published lane rates, each
// remark on the smallest text that shows it, and properties on random and edited input
// (fast-check, seed 42).

const pastes = new URL("../fixtures/pastes/", import.meta.url);
const paste = (id: string) => readFileSync(new URL(`${id}.txt`, pastes), "utf8");

function ib(text: string): InfinibandToolsResult {
  const r = parseMeasurement(text);
  if (r.kind !== "infiniband-tools") throw new Error(`read as ${r.kind}`);
  return r;
}

describe("ibLinkRate", () => {
  // Lane rates: Linux include/rdma/ib_verbs.h (enum ib_port_speed) and rdma-core devinfo.c's
  // speed_str; signalling rates as iblinkinfo prints them (the link presets' laneSignallingRate).
  it.each([
    [{ width: 4, laneGbps: 25.78125 }, 100, 25, "EDR"],
    [{ width: 4, laneGbps: 53.125 }, 200, 50, "HDR"],
    [{ width: 4, laneGbps: 106.25 }, 400, 100, "NDR"],
    [{ width: 4, laneGbps: 14.0625 }, 56, 14, "FDR"],
    [{ width: 4, laneGbps: 10.3125 }, 40, 10, "FDR10"],
    [{ width: 4, laneGbps: 10 }, 40, 10, "QDR"],
    [{ width: 4, laneGbps: 5 }, 20, 5, "DDR"],
    [{ width: 1, laneGbps: 2.5 }, 2.5, 2.5, "SDR"],
    [{ width: 2, laneGbps: 50 }, 100, 50, "HDR"],
  ])("ibLinkRate(%o) is %d Gb/s, %d Gb/s a lane, %s", (input, gbps, lane, generation) => {
    const r = ibLinkRate({ ...input, linkLayer: "infiniband" });
    expect(r).toMatchObject({ gbps, laneGbps: lane, generation, width: input.width, widthAssumed: false });
  });

  it("ibLinkRate({ totalGbps: 200 }) names HDR assuming 4X; on Ethernet it names no generation", () => {
    expect(ibLinkRate({ totalGbps: 200, linkLayer: "infiniband" })).toMatchObject({
      generation: "HDR",
      widthAssumed: true,
      width: null,
    });
    expect(ibLinkRate({ totalGbps: 200, linkLayer: "ethernet" })?.generation).toBeNull();
    expect(ibLinkRate({ totalGbps: 40, generation: "FDR10", linkLayer: "infiniband" })).toMatchObject({
      generation: "FDR10",
      widthAssumed: false,
    });
  });

  it("ibLinkRate() of nothing, zero or NaN is null", () => {
    expect(ibLinkRate({ linkLayer: null })).toBeNull();
    expect(ibLinkRate({ totalGbps: 0, linkLayer: null })).toBeNull();
    expect(ibLinkRate({ laneGbps: Number.NaN, width: 4, linkLayer: null })).toBeNull();
  });
});

describe("parseMeasurement(InfiniBand tools' output) remarks", () => {
  it("an iblinkinfo row with 'Could be 53.125 Gbps' gives ib-link-slower: 100 Gb/s that could be 200", () => {
    const r = ib(
      [
        "Switch: 0x08c0eb0300add04e Quantum Mellanox Technologies:",
        '          10   21[  ] ==( 4X      25.78125 Gbps Active/  LinkUp)==>      40    1[  ] "node3 HCA-2" ( Could be 53.125 Gbps)',
      ].join("\n"),
    );
    expect(r.ports[0]).toMatchObject({
      device: "Quantum Mellanox Technologies",
      port: 21,
      couldBeLaneGbps: 53.125,
    });
    expect(r.findings).toEqual([
      {
        line: 2,
        code: "ib-link-slower",
        values: { device: "Quantum Mellanox Technologies", port: 21, gbps: 100, couldBeGbps: 200 },
      },
    ]);
  });

  it("an iblinkinfo link trained at 1X gives ib-link-narrow; a cabled port in Init gives ib-port-init", () => {
    const r = ib(
      [
        "CA: n01 HCA-1:",
        '      0xec0d9a03003d677a      1    1[  ] ==( 1X      25.78125 Gbps Active/  LinkUp)==>       2   18[  ] "sw" ( )',
        '      0xec0d9a03003d677b      5    2[  ] ==( 4X      25.78125 Gbps Initialize/  LinkUp)==>       2   19[  ] "sw" ( )',
      ].join("\n"),
    );
    expect(r.findings.map((f) => f.code)).toEqual(["ib-link-narrow", "ib-port-init"]);
    expect(r.ports[0]?.rate).toMatchObject({ gbps: 25, width: 1, generation: "EDR" });
  });

  it("perfquery counters above zero give ib-counter-nonzero; traffic counters are not read", () => {
    const r = ib(
      [
        "CA 'mlx5_0'",
        "\tPort 1:",
        "\t\tState: Active",
        "\t\tPhysical state: LinkUp",
        "# Port counters: Lid 5 port 1 (CapMask: 0x5300)",
        "SymbolErrorCounter:..............27",
        "LinkDownedCounter:...............0",
        "PortXmitData:....................123456",
      ].join("\n"),
    );
    expect(r.counters.map((c) => [c.counter, c.value])).toEqual([
      ["SymbolErrorCounter", 27],
      ["LinkDownedCounter", 0],
    ]);
    expect(r.findings).toEqual([
      {
        line: 6,
        code: "ib-counter-nonzero",
        values: { where: "", counter: "SymbolErrorCounter", value: 27 },
      },
    ]);
  });

  it("ibdiagnet's 'increased during the run' line is read as a counter with where it grew", () => {
    const r = ib(
      [
        "-I- Stage                     Warnings   Errors     Comment",
        "-I- Port Counters             0          1",
        '-E- Sfc6a1c0300b00580/Nfc6a1c0300b00580/P1/5/1 - "symbol_error_counter" increased during the run (difference value=27,difference allowed threshold=1)',
      ].join("\n"),
    );
    expect(r.counters).toEqual([
      {
        line: 3,
        where: "Sfc6a1c0300b00580/Nfc6a1c0300b00580/P1/5/1",
        counter: "SymbolErrorCounter",
        value: 27,
        increase: true,
      },
    ]);
    expect(r.findings.map((f) => f.code).sort()).toEqual(["ib-counter-nonzero", "ibdiagnet-problems"]);
  });

  it("show_gids' n_gids_found against fewer rows gives show-gids-count", () => {
    const text = paste("show_gids-2021-cx6-link-local-pairs-n-gids-found").replace(
      "n_gids_found=6",
      "n_gids_found=8",
    );
    expect(ib(text).diagnostics).toContainEqual({
      line: 10,
      code: "show-gids-count",
      values: { printed: 8, read: 6 },
    });
  });

  it("ibv_devinfo -v GIDs with ', RoCE v2' give NCCL's index like show_gids does", () => {
    const r = ib(
      [
        "hca_id: mlx5_0",
        "        port:   1",
        "                state:                  PORT_ACTIVE (4)",
        "                link_layer:             Ethernet",
        "                GID[  0]:               fe80::a288:c2ff:fe5b:3ec, RoCE v1",
        "                GID[  1]:               fe80::a288:c2ff:fe5b:3ec, RoCE v2",
        "                GID[  2]:               ::ffff:11.0.0.72, RoCE v1",
        "                GID[  3]:               ::ffff:11.0.0.72, RoCE v2",
      ].join("\n"),
    );
    expect(r.gids.map((g) => [g.index, g.version, g.ipv4])).toEqual([
      [0, "v1", null],
      [1, "v2", null],
      [2, "v1", "11.0.0.72"],
      [3, "v2", "11.0.0.72"],
    ]);
    expect(r.findings).toEqual([
      {
        line: 8,
        code: "ib-nccl-gid-index",
        values: { device: "mlx5_0", port: 1, index: 3, version: "v2", address: "11.0.0.72" },
      },
    ]);
  });

  it("every remark's English names all its values", () => {
    for (const id of [
      "ibstat-2025-roce-cx7-cx6dx-port-disabled-cut",
      "show_gids-2023-bond-vxlan-same-ipv4-two-netdevs",
      "ibv_devinfo-2024-roce-verbose-1x-25g-gids-bold",
    ]) {
      for (const d of ib(paste(id)).findings) expect(measurementMessageText(d)).not.toMatch(/\{\w+\}/);
    }
  });
});

/** Lines of the real outputs, to build texts from: every tool's lines mixed and shuffled. */
const REAL_LINES = [
  "ibstat-2025-roce-cx7-cx6dx-port-disabled-cut",
  "ibv_devinfo-2024-roce-verbose-1x-25g-gids-bold",
  "iblinkinfo-2019-edr-sb7700-unused-ports-polling",
  "ibdiagnet-2021-ar-fabric-summary-discovery-warnings",
  "show_gids-2021-cx6-link-local-pairs-n-gids-found",
].flatMap((id) => paste(id).split("\n"));

function wellFormed(r: MeasurementResult, text: string): void {
  const lines = text.split(/\r\n|\r|\n/).length;
  const remarks = [...r.diagnostics, ...r.notes, ...(r.kind === "infiniband-tools" ? r.findings : [])];
  for (const d of remarks) {
    expect(d.line >= 0 && d.line <= lines).toBe(true);
    expect(measurementMessageCodes).toContain(d.code);
  }
  const json = JSON.stringify(r, (_k, v) => {
    if (typeof v === "number" && !Number.isFinite(v)) throw new Error(`non-finite ${v}`);
    return v;
  });
  expect(JSON.parse(json)).toEqual(r);
}

describe("the InfiniBand tools' readers on random input (fast-check, seed 42)", () => {
  it("parseMeasurement(random text) never throws and never claims an InfiniBand tool", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: "grapheme" }), (text) => {
        const r = parseMeasurement(text);
        wellFormed(r, text);
        expect(r.kind).not.toBe("infiniband-tools");
      }),
      { seed: 42, numRuns: 400 },
    );
  });

  it("parseMeasurement(real tool lines shuffled, cut and garbled) never throws and stays well formed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...REAL_LINES), { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), fc.string({ maxLength: 12 })), { maxLength: 6 }),
        (lines, edits) => {
          let text = lines.join("\n");
          for (const [at, insert] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + insert + text.slice(i + 3);
          }
          const r = parseMeasurement(text);
          wellFormed(r, text);
          if (r.kind === "infiniband-tools") {
            for (const p of r.ports)
              expect(p.rate === null || (p.rate.gbps > 0 && Number.isFinite(p.rate.gbps))).toBe(true);
            expect(r.tools.length > 0 || r.diagnostics.some((d) => d.code === "ib-nothing-read")).toBe(true);
          }
        },
      ),
      { seed: 42, numRuns: 400 },
    );
  });

  it("parseMeasurement(an ibstat port block with any state words) reads only the states the tools print", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (state, physical) => {
        const r = parseMeasurement(
          `CA 'mlx5_0'\n\tPort 1:\n\t\tState: ${state}\n\t\tPhysical state: ${physical}\n\t\tRate: 100\n`,
        );
        if (r.kind !== "infiniband-tools") return;
        for (const p of r.ports) {
          expect([null, "down", "init", "armed", "active"]).toContain(p.state);
          expect([
            null,
            "sleep",
            "polling",
            "disabled",
            "training",
            "linkup",
            "error-recovery",
            "phy-test",
          ]).toContain(p.physicalState);
        }
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
