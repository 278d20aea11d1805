import { readFileSync } from "node:fs";
import { gpuPresetIds, parseMeasurement } from "fabric-model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translator } from "../../src/lib/i18n.ts";
import { firstComparison } from "../../src/yourMeasurements/firstComparison.ts";
import {
  HARDWARE_NUMBER_RANGES,
  hardwareQuery,
  LINKABLE_TRANSPORTS,
  type LinkedHardware,
  readHardwareQuery,
} from "../../src/yourMeasurements/hardwareQuery.ts";
import {
  initialMeasurementsState,
  type MeasurementsEvent,
  measurementsReducer,
} from "../../src/yourMeasurements/measurementsState.ts";
import { comparisonOf, statusView } from "../../src/yourMeasurements/measurementsView.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";
import "../../src/lib/allStrings.ts";

const range = (key: keyof typeof HARDWARE_NUMBER_RANGES) =>
  fc.integer({ min: HARDWARE_NUMBER_RANGES[key].min, max: HARDWARE_NUMBER_RANGES[key].max });
const anyHardware: fc.Arbitrary<LinkedHardware> = fc.record({
  gpu: fc.constantFrom(...gpuPresetIds),
  gpusPerNode: range("gpusPerNode"),
  nodes: range("nodes"),
  nicCount: range("nicCount"),
  nicGbps: range("nicGbps"),
  transport: fc.constantFrom(...LINKABLE_TRANSPORTS),
});

describe("hardwareQuery", () => {
  it("readHardwareQuery(hardwareQuery(h)) gives h back, with nothing refused", () => {
    fc.assert(
      fc.property(anyHardware, (h) => {
        expect(readHardwareQuery(new URLSearchParams(hardwareQuery(h)))).toEqual({
          hardware: h,
          refused: [],
        });
      }),
      { seed: 22, numRuns: 300 },
    );
  });

  it('readHardwareQuery("nodes=2&gpu=tpu&nicGbps=1e9&gpusPerNode=2.5&example=nccl") takes nodes, refuses the rest, ignores example', () => {
    expect(
      readHardwareQuery(
        new URLSearchParams("nodes=2&gpu=tpu&nicGbps=1e9&gpusPerNode=2.5&transport=&example=nccl"),
      ),
    ).toEqual({
      hardware: { nodes: 2 },
      refused: [
        { field: "gpu", value: "tpu" },
        { field: "gpusPerNode", value: "2.5" },
        { field: "nicGbps", value: "1e9" },
        { field: "transport", value: "" },
      ],
    });
  });

  it("readHardwareQuery never throws and takes only values in range, on any query", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("gpu", "nodes", "nicGbps", "transport", "x"), fc.string()), {
          maxLength: 8,
        }),
        (entries) => {
          const { hardware, refused } = readHardwareQuery(new URLSearchParams(entries));
          if (hardware.nodes !== undefined) expect(Number.isInteger(hardware.nodes)).toBe(true);
          for (const r of refused) expect(r.value.length).toBeLessThanOrEqual(40);
        },
      ),
      { seed: 23, numRuns: 300 },
    );
  });
});

describe("a link naming hardware on Your measurements", () => {
  const text = readFileSync("src/yourMeasurements/examples/nccl-tests.txt", "utf8");
  const result = parseMeasurement(text);
  const first = firstComparison(result);
  const readDone: MeasurementsEvent = {
    type: "readDone",
    id: 1,
    packed: packMeasurement(result).packed,
    ms: 5,
    ...(first ? { first } : {}),
  };
  const planned = readHardwareQuery(
    new URLSearchParams("gpu=a100-sxm&gpusPerNode=8&nodes=3&nicCount=4&nicGbps=200&transport=roce"),
  );
  const opened = measurementsReducer(initialMeasurementsState, { type: "planned", planned });
  const read = [{ type: "read", text, maxChars: 5e6 } as const, readDone].reduce(measurementsReducer, opened);

  it("fills what the output does not say from the link, keeps what it says, and compares with that", () => {
    const r = read.read;
    expect(r?.hardware).toBeDefined();
    const known = r?.known ?? [];
    expect(known.length).toBeGreaterThan(0);
    for (const [field, value] of Object.entries(planned.hardware)) {
      const used = r?.hardware?.[field as keyof LinkedHardware];
      if (known.includes(field)) expect(r?.fromLink).not.toContain(field);
      else {
        expect(used, field).toBe(value);
        expect(r?.fromLink).toContain(field);
      }
    }
    // The comparison is the link's hardware's, not the worker's guess.
    expect(comparisonOf(r!)).not.toBe(first?.comparison);
    const without = [{ type: "read", text, maxChars: 5e6 } as const, readDone].reduce(
      measurementsReducer,
      initialMeasurementsState,
    );
    expect(without.read?.fromLink).toEqual([]);
  });

  it("a field the reader changes is theirs, not the link's; Clear keeps the link", () => {
    const field = read.read?.fromLink[0] ?? "";
    const value = field === "gpu" ? "h100-sxm" : field === "transport" ? "ib" : "2";
    const changed = measurementsReducer(read, { type: "hardware", name: field, value });
    expect(changed.read?.fromLink).not.toContain(field);
    expect(changed.read?.edited).toContain(field);
    expect(measurementsReducer(read, { type: "cleared" }).planned).toBe(planned);
  });

  it("the status line names the link's hardware before a read and the values it refused, in both languages", () => {
    const bad = measurementsReducer(initialMeasurementsState, {
      type: "planned",
      planned: readHardwareQuery(new URLSearchParams("nodes=3&gpu=tpu")),
    });
    const en = statusView(bad, { lang: "en", tr: translator("en") }).status;
    expect(en).toContain("Opened from the cluster advisor");
    expect(en).toContain("Nodes 3");
    expect(en).toContain("The link's GPU (tpu) was not used");
    const ko = statusView(bad, { lang: "ko", tr: translator("ko") }).status;
    expect(ko).toContain("노드 수: 3");
    expect(ko).toContain("tpu");
  });
});
