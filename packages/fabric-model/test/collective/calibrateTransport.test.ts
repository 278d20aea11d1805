import { describe, expect, it } from "vitest";
import { type CalibrationPoint, calibrateTransport } from "../../src/collective/calibrateTransport.ts";
import { collectiveTransports } from "../../src/collective/collectiveTransports.ts";
import { predictCollective } from "../../src/collective/predictCollective.ts";
import { bytes, bytesPerSecond, gbps, seconds } from "../../src/units.ts";

describe("calibrateTransport", () => {
  it("calibrateTransport recovers known constants from sweeps the model itself generated", () => {
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
    const fit = calibrateTransport({ transport: "efa", points });
    expect(fit.residual).toBeLessThan(1e-8);
    expect(fit.nicEfficiency).toBeCloseTo(0.7, 3);
    expect(fit.hopLatencyLL / 20e-6).toBeCloseTo(1, 3);
    expect(fit.hopLatencySimple / 150e-6).toBeCloseTo(1, 3);
    expect(fit.bandwidthCapPerNode).toBeNull();
  });

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
  });
});
