import { describe, expect, it } from "vitest";
import {
  type CalibrationPoint,
  calibrateTransport,
  calibrationLossScale,
} from "../../src/collective/calibrateTransport.ts";
import { collectiveTransports } from "../../src/collective/collectiveTransports.ts";
import { predictCollective } from "../../src/collective/predictCollective.ts";
import { parseNcclTests } from "../../src/measurements/parseNcclTests.ts";
import { bytes, bytesPerSecond, gbps, seconds } from "../../src/units.ts";
import { haveSharedFixtures, readSharedFixture } from "../sharedFixtures.ts";
import { ncclFixtureHardware } from "./ncclFixtureHardware.ts";

describe("calibrateTransport", () => {
  const truth = {
    ...collectiveTransports.efa,
    nicEfficiency: 0.7,
    hopLatency: { LL: seconds(20e-6), LL128: seconds(20e-6), Simple: seconds(150e-6) },
    llBusBandwidthCap: bytesPerSecond(3e9),
  };
  const shapes = [
    { gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, nicCount: 4, nicRate: gbps(100) },
    { gpu: "t4", gpusPerNode: 1, nodes: 2, nicCount: 1, nicRate: gbps(50) },
  ];
  /** Sweeps the model itself generates from `truth`, 8 B .. 8 GiB. */
  function syntheticPoints(): CalibrationPoint[] {
    const points: CalibrationPoint[] = [];
    shapes.forEach((shape, s) => {
      for (let e = 3; e <= 33; e++) {
        const input = {
          ...shape,
          collective: "all_reduce" as const,
          bytes: bytes(2 ** e),
          transport: "efa" as const,
        };
        points.push({
          sweep: `synthetic-${s}`,
          input,
          measuredBusBandwidth: predictCollective(input, { transportModel: truth }).busBandwidth,
        });
      }
    });
    return points;
  }

  it("calibrateTransport recovers known constants from sweeps the model itself generated", () => {
    const fit = calibrateTransport({ transport: "efa", points: syntheticPoints() });
    expect(fit.residual).toBeLessThan(1e-8);
    expect(fit.nicEfficiency).toBeCloseTo(0.7, 3);
    expect(fit.hopLatencyLL ?? 0).toBeGreaterThan(0);
    expect((fit.hopLatencyLL as number) / 20e-6).toBeCloseTo(1, 3);
    expect(fit.hopLatencySimple / 150e-6).toBeCloseTo(1, 3);
    expect(fit.bandwidthCapPerNode).toBeNull();
    expect(fit.hostStackLatency).toBeNull();
  });

  it("calibrateTransport's robust loss shrugs off timing spikes that drag plain least squares", () => {
    // Four rows of one sweep timed 5x too slow (busbw / 5), like the spikes in-place and
    // out-of-place timings of a real sweep sometimes disagree by.
    const spiked = syntheticPoints().map((p, i) =>
      i % 8 === 5 && p.sweep === "synthetic-1"
        ? { ...p, measuredBusBandwidth: bytesPerSecond(p.measuredBusBandwidth / 5) }
        : p,
    );
    const robust = calibrateTransport({ transport: "efa", points: spiked });
    const plain = calibrateTransport({ transport: "efa", points: spiked }, { lossScale: Infinity });
    const miss = (fit: typeof robust) =>
      Math.max(
        Math.abs(fit.nicEfficiency / 0.7 - 1),
        Math.abs((fit.hopLatencyLL as number) / 20e-6 - 1),
        Math.abs(fit.hopLatencySimple / 150e-6 - 1),
      );
    expect(miss(robust)).toBeLessThan(0.02);
    expect(miss(plain)).toBeGreaterThan(5 * miss(robust));
  });

  it.skipIf(!haveSharedFixtures)(
    "calibrationLossScale is 1-2x the 90th percentile of in-place vs out-of-place timing disagreement",
    () => {
      // Provenance of the default scale: every row of the shared nccl-tests sweeps with both timings.
      const gaps: number[] = [];
      for (const hw of ncclFixtureHardware) {
        for (const row of parseNcclTests(readSharedFixture(hw.file)).rows) {
          const a = row.outOfPlace?.timeUs;
          const b = row.inPlace?.timeUs;
          if (row.bytes > 0 && a !== undefined && b !== undefined && a > 0 && b > 0) {
            gaps.push(Math.abs(Math.log(a / b)));
          }
        }
      }
      gaps.sort((x, y) => x - y);
      const p90 = gaps[Math.floor(0.9 * (gaps.length - 1))] as number;
      expect(calibrationLossScale / p90).toBeGreaterThanOrEqual(1);
      expect(calibrationLossScale / p90).toBeLessThanOrEqual(2);
    },
  );

  it("calibrateTransport rejects empty input and non-positive measurements", () => {
    expect(() => calibrateTransport({ transport: "tcp", points: [] })).toThrow(RangeError);
    const input = {
      collective: "all_reduce" as const,
      bytes: bytes(8),
      gpu: "t4",
      gpusPerNode: 1,
      nodes: 2,
      nicCount: 1,
      nicRate: gbps(50),
    };
    expect(() =>
      calibrateTransport({
        transport: "tcp",
        points: [{ sweep: "x", input, measuredBusBandwidth: bytesPerSecond(0) }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      calibrateTransport({ transport: "efa", points: syntheticPoints() }, { lossScale: 0 }),
    ).toThrow(RangeError);
  });
});
