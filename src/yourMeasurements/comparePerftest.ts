/**
 * perftest (ib_write_bw, ib_read_lat, …) against the data-path model for the link chosen:
 * bandwidth vs message size with `datapathThroughput` (one direction: half a bidirectional run's
 * total), or latency vs size with `messagePath`,
 * and the problems: bandwidth or latency far from what the link allows, and perftest's own warning
 * that the CPU clock varies while it times the run.
 */
import {
  bytes,
  type DatapathPathKind,
  datapathLinkFromPreset,
  datapathThroughput,
  type LinkPresetId,
  messagePath,
  type PerftestResult,
} from "fabric-model";
import { LOW_BANDWIDTH_SHARE } from "./lowBandwidthShare.ts";
import type { MeasurementComparison, MeasurementProblem } from "./MeasurementComparison.ts";

/** Latency above this multiple of the model's is flagged. */
const HIGH_LATENCY_FACTOR = 3;

function pathOf(verb: string | null): DatapathPathKind {
  if (verb === "read") return "rdma-read";
  if (verb === "send") return "rdma-send";
  return "rdma-write";
}

/**
 * perftest times a run in CPU cycles and turns them into seconds at one CPU frequency; when
 * /proc/cpuinfo shows several it prints this, and its times (and so its rates) can be off.
 * @see https://github.com/linux-rdma/perftest (src/get_clock.c, proc_get_cpu_mhz / get_cpu_mhz)
 */
const CPU_FREQUENCY_WARNING = /Conflicting CPU frequency values/;

/** Compare the first test of a perftest output with the model on link preset `linkId`. */
export function comparePerftest(result: PerftestResult, linkId: LinkPresetId): MeasurementComparison {
  const test = result.tests.find((t) => t.bandwidthRows.length > 0 || t.latencyRows.length > 0);
  if (!test) return { quantity: "rate", series: [], problems: [] };
  const link = datapathLinkFromPreset(linkId);
  const path = pathOf(test.verb);
  const problems: MeasurementProblem[] = [];
  const clock = result.notes.find((n) => n.code === "tool-line" && CPU_FREQUENCY_WARNING.test(n.values.text));
  if (clock) problems.push({ key: "measure.problemCpuFrequency", vars: { line: clock.line } });
  if (test.bandwidthRows.length > 0) {
    const rows = test.bandwidthRows.filter((r) => r.bytes > 0);
    // A bidirectional run (-b) reports both directions together: one direction is half of it.
    const share = test.bidirectional ? 0.5 : 1;
    const measured = rows.map((r) => ({
      bytes: r.bytes,
      value: (share * r.bwAverageBytesPerSecond * 8) / 1e9,
    }));
    const model = rows.map((r) => ({
      bytes: r.bytes,
      value: datapathThroughput({ path, messageBytes: bytes(r.bytes), link }).goodputBits / 1e9,
    }));
    const last = measured.at(-1);
    const expected = model.at(-1);
    if (last && expected && last.value < LOW_BANDWIDTH_SHARE * expected.value) {
      problems.push({
        key: "measure.problemLowLinkBandwidth",
        vars: { measured: last.value.toFixed(1), predicted: expected.value.toFixed(1) },
      });
    }
    return {
      quantity: "rate",
      series: [
        {
          label: test.bidirectional ? "measure.seriesMeasuredPerDirection" : "measure.seriesMeasured",
          source: "measured",
          points: measured,
        },
        { label: "measure.seriesModel", source: "model", points: model },
      ],
      problems,
    };
  }
  const rows = test.latencyRows.filter((r) => (r.tAvgUs ?? r.tTypicalUs) !== null);
  const measured = rows.map((r) => ({
    bytes: Math.max(1, r.bytes),
    value: (r.tAvgUs ?? r.tTypicalUs) as number,
  }));
  const model = rows.map((r) => ({
    bytes: Math.max(1, r.bytes),
    value: messagePath({ path, bytes: bytes(Math.max(1, r.bytes)), link }).latency * 1e6,
  }));
  const first = measured[0];
  const expected = model[0];
  if (first && expected && first.value > HIGH_LATENCY_FACTOR * expected.value) {
    problems.push({
      key: "measure.problemHighLatency",
      vars: { measured: first.value.toFixed(2), predicted: expected.value.toFixed(2) },
    });
  }
  return {
    quantity: "time",
    series: [
      { label: "measure.seriesMeasured", source: "measured", points: measured },
      { label: "measure.seriesModel", source: "model", points: model },
    ],
    problems,
  };
}
