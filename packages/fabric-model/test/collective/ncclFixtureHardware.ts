import type { CalibratedTransport } from "../../src/collective/calibratedTransports.ts";
import type { CalibrationPoint } from "../../src/collective/calibrateTransport.ts";
import type { PredictCollectiveInput } from "../../src/collective/predictCollective.ts";
import { busBandwidthFactor } from "../../src/measurements/busBandwidthFactor.ts";
import { parseNcclTests } from "../../src/measurements/parseNcclTests.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";
import { type BytesPerSecond, bytes } from "../../src/units.ts";
import { readSharedFixture } from "../sharedFixtures.ts";

/** The hardware of one shared nccl-tests sweep, as `predictCollective` input, with where each fact comes from. */
export interface NcclFixtureHardware {
  readonly file: string;
  readonly transport: CalibratedTransport;
  readonly input: Omit<PredictCollectiveInput, "bytes" | "collective">;
  /** Source of each hardware fact. */
  readonly facts: string;
}

/**
 * Every nccl_*.txt fixture in the shared folder, with the hardware the package's record of the same
 * published sweeps (`ncclReferenceSweeps`) gives it.
 */
export const ncclFixtureHardware: readonly NcclFixtureHardware[] = ncclReferenceSweeps.map((sweep) => ({
  file: sweep.fixture,
  transport: sweep.transport as CalibratedTransport,
  input: sweep.input,
  facts: sweep.facts,
}));

/**
 * One calibration point per message size of a sweep: the busbw nccl-tests would print, recomputed
 * from the times (so sizes whose printed busbw rounds to 0.00 still count), out-of-place and in-place
 * combined by geometric mean. Rows of size 0 are skipped.
 */
export function ncclFixturePoints(hw: NcclFixtureHardware): CalibrationPoint[] {
  const parsed = parseNcclTests(readSharedFixture(hw.file));
  const nranks = (hw.input.gpusPerNode as number) * (hw.input.nodes as number);
  if (parsed.nranks !== null && parsed.nranks !== nranks) {
    throw new Error(`${hw.file}: the table says ${nranks} ranks, the file ${parsed.nranks}`);
  }
  const factor = busBandwidthFactor("all_reduce", nranks);
  const points: CalibrationPoint[] = [];
  for (const row of parsed.rows) {
    if (row.bytes <= 0) continue;
    const times = [row.outOfPlace?.timeUs, row.inPlace?.timeUs].filter(
      (t): t is number => t !== undefined && t > 0,
    );
    if (times.length === 0) continue;
    const busbws = times.map((t) => (row.bytes / (t * 1e-6)) * factor);
    const geo = Math.exp(busbws.reduce((a, b) => a + Math.log(b), 0) / busbws.length);
    points.push({
      sweep: hw.file,
      input: { ...hw.input, collective: "all_reduce", bytes: bytes(row.bytes) },
      measuredBusBandwidth: geo as BytesPerSecond,
    });
  }
  return points;
}
