import { readFileSync } from "node:fs";
import { parseMeasurement } from "fabric-model";
import { describe, expect, it } from "vitest";
import { compareNcclTests } from "../../src/yourMeasurements/compareNcclTests.ts";
import { firstComparison } from "../../src/yourMeasurements/firstComparison.ts";
import { guessNcclHardware } from "../../src/yourMeasurements/guessNcclHardware.ts";

const FIXTURES = "packages/fabric-model/test/fixtures";

describe("firstComparison", () => {
  it("firstComparison(nccl-tests) -> the guessed hardware and compareNcclTests for it", () => {
    const result = parseMeasurement(readFileSync(`${FIXTURES}/nccl_2022_broadcast_mpi_prefix.txt`, "utf8"));
    if (result.kind !== "nccl-tests") throw new Error(`read as ${result.kind}`);
    const first = firstComparison(result);
    const { hardware } = guessNcclHardware(result);
    expect(first?.hardware).toEqual(hardware);
    expect(first?.comparison).toEqual(compareNcclTests(result, hardware));
    // It crosses from the worker: a structured clone keeps it whole.
    expect(structuredClone(first)).toEqual(first);
  });

  it("firstComparison(perftest) -> undefined (the page compares those itself)", () => {
    const result = parseMeasurement(readFileSync(`${FIXTURES}/perftest_ib_send_bw_ib_all_sizes.txt`, "utf8"));
    expect(result.kind).toBe("perftest");
    expect(firstComparison(result)).toBeUndefined();
  });
});
