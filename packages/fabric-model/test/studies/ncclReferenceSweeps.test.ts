import { describe, expect, it } from "vitest";
import { calibratedTransports } from "../../src/collective/calibratedTransports.ts";
import { parseNcclTests } from "../../src/measurements/parseNcclTests.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";
import {
  haveSharedFixtures,
  readSharedFixture,
  readSharedFixtureMeta,
  sharedFixtureNames,
} from "../sharedFixtures.ts";

describe("ncclReferenceSweeps", () => {
  it("ncclReferenceSweeps: ids unique, sizes rising, times positive, a calibrated transport for each", () => {
    expect(new Set(ncclReferenceSweeps.map((s) => s.id)).size).toBe(ncclReferenceSweeps.length);
    for (const sweep of ncclReferenceSweeps) {
      expect(sweep.points.length, sweep.id).toBeGreaterThanOrEqual(4);
      expect(sweep.transport in calibratedTransports, sweep.id).toBe(true);
      expect(sweep.input.transport).toBe(sweep.transport);
      sweep.points.forEach(([size, outOfPlace, inPlace], i) => {
        expect(outOfPlace).toBeGreaterThan(0);
        expect(inPlace).toBeGreaterThan(0);
        if (i > 0) expect(size).toBeGreaterThan(sweep.points[i - 1]?.[0] ?? 0);
      });
    }
  });
});

describe.skipIf(!haveSharedFixtures)("ncclReferenceSweeps against the shared fixtures", () => {
  it("every nccl_*.txt fixture has a record, and the record names the fixture's source", () => {
    expect(ncclReferenceSweeps.map((s) => s.fixture).sort()).toEqual(sharedFixtureNames("nccl_"));
    for (const sweep of ncclReferenceSweeps) {
      const source = readSharedFixtureMeta(sweep.fixture).source as Record<string, string>;
      expect([source.repo, source.path, source.commit]).toEqual([
        sweep.source.repo,
        sweep.source.path,
        sweep.source.commit,
      ]);
    }
  });

  it("every recorded point is a row of its fixture, times as printed, and ranks as the hardware says", () => {
    for (const sweep of ncclReferenceSweeps) {
      const parsed = parseNcclTests(readSharedFixture(sweep.fixture));
      expect(parsed.nranks, sweep.id).toBe(sweep.input.gpusPerNode * sweep.input.nodes);
      for (const [size, outOfPlace, inPlace] of sweep.points) {
        const row = parsed.rows.find((r) => r.bytes === size);
        expect(row, `${sweep.id} ${size} B`).toBeDefined();
        expect([row?.outOfPlace?.timeUs, row?.inPlace?.timeUs], `${sweep.id} ${size} B`).toEqual([
          outOfPlace,
          inPlace,
        ]);
      }
    }
  });
});
