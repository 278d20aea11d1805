/**
 * iperf3 (or iperf 2) against the kernel TCP model for the link chosen: the run's receiver (else
 * sender, else its total printed without either word) rate beside `datapathThroughput` for the
 * same number of streams.
 */
import {
  datapathLinkFromPreset,
  datapathThroughput,
  type Iperf3Result,
  kib,
  type LinkPresetId,
} from "fabric-model";
import { LOW_BANDWIDTH_SHARE } from "./lowBandwidthShare.ts";
import type { MeasurementComparison, MeasurementProblem } from "./MeasurementComparison.ts";

/** iperf3's default TCP write size. @see https://github.com/esnet/iperf/blob/master/src/iperf.h (DEFAULT_TCP_BLKSIZE) */
const IPERF3_BLOCK = kib(128);

/** Compare each iperf3 run's summary with the model on link preset `linkId`. */
export function compareIperf3(result: Iperf3Result, linkId: LinkPresetId): MeasurementComparison {
  const link = datapathLinkFromPreset(linkId);
  const problems: MeasurementProblem[] = [];
  const measured = [];
  const model = [];
  for (const run of result.runs) {
    const line = run.receiver ?? run.sender ?? run.total;
    if (!line) continue;
    const streams = Math.max(1, run.streams);
    const predicted = datapathThroughput(
      { path: "kernel-tcp", messageBytes: IPERF3_BLOCK, link },
      { streams },
    );
    measured.push({ bytes: streams, value: line.bitsPerSecond / 1e9 });
    model.push({ bytes: streams, value: predicted.goodputBits / 1e9 });
    if (line.bitsPerSecond < LOW_BANDWIDTH_SHARE * predicted.goodputBits) {
      problems.push({
        key: "measure.problemLowTcp",
        vars: {
          measured: (line.bitsPerSecond / 1e9).toFixed(1),
          predicted: (predicted.goodputBits / 1e9).toFixed(1),
        },
      });
    }
  }
  return {
    quantity: "rate",
    series: [
      { label: "measure.seriesMeasured", source: "measured", points: measured },
      { label: "measure.seriesModel", source: "model", points: model },
    ],
    problems,
  };
}
