import { readdirSync, readFileSync } from "node:fs";
import { parseMeasurement } from "fabric-model";
import { describe, expect, it } from "vitest";
import { packMeasurement, unpackMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";

const FIXTURES = "packages/fabric-model/test/fixtures";

describe("packMeasurement", () => {
  it("unpackMeasurement(packMeasurement(r)) equals r for every committed fixture", () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".txt"));
    expect(files.length).toBeGreaterThan(3);
    let packedRows = 0;
    for (const file of files) {
      const result = parseMeasurement(readFileSync(`${FIXTURES}/${file}`, "utf8"));
      const { packed, transfer } = packMeasurement(result);
      // Through a real structured clone, buffers transferred, as postMessage does.
      const copy = structuredClone(packed, { transfer });
      expect(unpackMeasurement(copy), file).toEqual(result);
      if (copy.kind === "nccl-tests") packedRows += copy.rows.count;
    }
    expect(packedRows).toBeGreaterThan(0);
  });

  it("packMeasurement keeps a null apart from a zero: N/A in #wrong stays null, 0 stays 0", () => {
    const text = [
      "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong",
      "   8  2  float  sum  -1   10.00  0.00  0.00  N/A   10.00  0.00  0.00  0",
    ].join("\n");
    const result = parseMeasurement(text);
    expect(result.kind).toBe("nccl-tests");
    const back = unpackMeasurement(structuredClone(packMeasurement(result).packed));
    expect(back).toEqual(result);
    if (back.kind === "nccl-tests") {
      expect(back.rows[0]?.outOfPlace?.wrong).toBeNull();
      expect(back.rows[0]?.inPlace?.wrong).toBe(0);
    }
  });

  it("unpackMeasurement(packed, 2) -> the first two rows only, the rest of the result as is", () => {
    const text = [
      "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong",
      "   8  2  float  sum  -1   10.00  0.00  0.00  0   10.00  0.00  0.00  0",
      "  16  4  float  sum  -1   10.00  0.00  0.00  0   10.00  0.00  0.00  0",
      "  32  8  float  sum  -1   10.00  0.00  0.00  0   10.00  0.00  0.00  0",
    ].join("\n");
    const result = parseMeasurement(text);
    if (result.kind !== "nccl-tests") throw new Error(`read as ${result.kind}`);
    const packed = structuredClone(packMeasurement(result).packed);
    expect(unpackMeasurement(packed, 2)).toEqual({ ...result, rows: result.rows.slice(0, 2) });
    expect(unpackMeasurement(packed, 10)).toEqual(result);
  });
});
