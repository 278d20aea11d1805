// Lab: a scaling sweep that reproduces a chart of the Red Hat study (2025): training throughput of
// the L40S cluster over 1, 2, 4 and 8 nodes, on the pod network and on a secondary vNIC. For every
// node count and network, the study's measured samples/s sit next to the calibrated model's
// prediction, then a text bar chart draws both.
import {
  predictTrainingStudyPoint,
  redhat2025,
  redhat2025TrainingCalibration,
  type TrainingStudyPoint,
} from "fabric-model";

const cluster = "l40s";
const networks = ["pod-overlay", "vnic"] as const;
const nodeCounts = [1, 2, 4, 8];

interface Row {
  network: string;
  nodes: number;
  measured: number;
  model: number;
}

const rows: Row[] = [];
for (const network of networks) {
  for (const nodes of nodeCounts) {
    // One node has no inter-node network: the study measured it once, for both curves.
    const point = redhat2025.points.find(
      (p: TrainingStudyPoint) =>
        p.cluster === cluster && p.nodes === nodes && p.network === (nodes === 1 ? null : network),
    );
    if (point === undefined) continue;
    const model = predictTrainingStudyPoint(
      { study: redhat2025, point },
      { calibration: redhat2025TrainingCalibration },
    ).samplesPerSecond;
    rows.push({ network, nodes, measured: point.samplesPerSecond, model });
  }
}

const clusterLabel = redhat2025.clusters.find((c) => c.id === cluster)?.label ?? cluster;
console.log(`${redhat2025.title} (${redhat2025.published})`);
console.log(
  `${clusterLabel} cluster: training throughput in samples/s, measured by the study and predicted by the model`,
);
console.log("network       nodes  measured  model   error");
for (const row of rows) {
  const error = ((row.model - row.measured) / row.measured) * 100;
  console.log(
    `${row.network.padEnd(12)}  ${String(row.nodes).padStart(5)}  ${row.measured.toFixed(2).padStart(8)}  ` +
      `${row.model.toFixed(2).padStart(5)}  ${error >= 0 ? "+" : ""}${error.toFixed(1)}%`,
  );
}

// The chart: one bar per row, measured (#) and model (=), scaled to the largest value.
const largest = Math.max(...rows.flatMap((row) => [row.measured, row.model]));
const width = 40;
const bar = (value: number, mark: string) => mark.repeat(Math.round((value / largest) * width));
console.log("");
for (const row of rows) {
  const label = `${row.network} x${row.nodes}`.padEnd(16);
  console.log(`${label} measured ${bar(row.measured, "#")}`);
  console.log(`${"".padEnd(16)} model    ${bar(row.model, "=")}`);
}

// Scaling efficiency at the largest node count: speed-up over one node divided by the node count.
for (const network of networks) {
  const own = rows.filter((row) => row.network === network);
  const first = own[0];
  const last = own[own.length - 1];
  if (first === undefined || last === undefined) continue;
  const efficiency = (value: (row: Row) => number) =>
    ((value(last) / value(first) / last.nodes) * 100).toFixed(0);
  console.log(
    `${network}: scaling efficiency at ${last.nodes} nodes, measured ${efficiency((r) => r.measured)}%, ` +
      `model ${efficiency((r) => r.model)}%`,
  );
}
