import {
  bytes,
  collectiveTransports,
  gbps,
  gpuPresetIds,
  inGBps,
  inMicroseconds,
  type ModelledCollective,
  predictCollective,
} from "fabric-model";
import { type CliCommand, CliUsageError } from "./CliCommand.ts";
import { formatTextTable } from "./formatTextTable.ts";

const COLLECTIVES: readonly ModelledCollective[] = [
  "all_reduce",
  "all_gather",
  "reduce_scatter",
  "broadcast",
];

/**
 * `fabric-model predict-collective`: price an NCCL collective with `predictCollective` and print the
 * winning (algorithm, protocol) pair with every candidate, or with `--json` one object
 * `{timeUs, algbwGBps, busbwGBps, algorithm, protocol, bottleneck}`. Exit 0, or 2 with one line on
 * stderr for bad arguments (including what `predictCollective` rejects).
 * @example fabric-model predict-collective --collective all_reduce --bytes 17179869184 --gpu h100-sxm --gpus-per-node 8 --nodes 2 --nic-count 16 --nic-gbps 200 --transport roce --json
 */
export const predictCollectiveCommand: CliCommand = {
  name: "predict-collective",
  summary: "Predict an NCCL collective's time, algbw and busbw",
  description:
    "Prices every (algorithm, protocol) pair the NCCL way (latency + bytes / bandwidth, NVLink or PCIe inside a node, the NICs across nodes) and reports the fastest. --nic-count and --nic-gbps are needed when --nodes is above 1.",
  positionals: [],
  options: [
    { name: "collective", kind: "string", valueName: "NAME", summary: "Collective", choices: COLLECTIVES },
    { name: "bytes", kind: "number", valueName: "B", summary: "Size in bytes, as nccl-tests counts it" },
    { name: "gpu", kind: "string", valueName: "ID", summary: "GPU preset", choices: gpuPresetIds },
    {
      name: "gpus-per-node",
      kind: "number",
      positiveInteger: true,
      valueName: "N",
      summary: "GPUs per node",
    },
    { name: "nodes", kind: "number", positiveInteger: true, valueName: "N", summary: "Nodes" },
    { name: "nic-count", kind: "number", positiveInteger: true, valueName: "N", summary: "NICs per node" },
    {
      name: "nic-gbps",
      kind: "number",
      valueName: "GBPS",
      summary: "Line rate of one NIC, Gb/s, one direction",
    },
    {
      name: "transport",
      kind: "string",
      valueName: "NAME",
      summary: "Inter-node transport (default ib)",
      choices: Object.keys(collectiveTransports),
    },
    {
      name: "host-cpu",
      kind: "string",
      valueName: "VENDOR",
      summary: "Host CPU vendor (default: the GPU's usual platform)",
      choices: ["intel", "amd", "arm"],
    },
  ],
  examples: [
    "fabric-model predict-collective --collective all_reduce --bytes 1073741824 --gpu h100-sxm --gpus-per-node 8 --nodes 1",
    "fabric-model predict-collective --collective all_reduce --bytes 17179869184 --gpu h100-sxm --gpus-per-node 8 --nodes 2 --nic-count 16 --nic-gbps 200 --transport roce --json",
  ],
  run(args, io) {
    const o = args.options;
    for (const required of ["collective", "bytes", "gpu", "gpus-per-node", "nodes"]) {
      if (o[required] === undefined) throw new CliUsageError(`missing --${required}`);
    }
    const nicGbps = o["nic-gbps"];
    let prediction: ReturnType<typeof predictCollective>;
    try {
      prediction = predictCollective({
        collective: o.collective as ModelledCollective,
        bytes: bytes(o.bytes as number),
        gpu: o.gpu as string,
        gpusPerNode: o["gpus-per-node"] as number,
        nodes: o.nodes as number,
        ...(typeof o["nic-count"] === "number" ? { nicCount: o["nic-count"] } : {}),
        ...(typeof nicGbps === "number" ? { nicRate: gbps(nicGbps) } : {}),
        ...(typeof o.transport === "string" ? { transport: o.transport as never } : {}),
        ...(typeof o["host-cpu"] === "string" ? { hostCpu: o["host-cpu"] as never } : {}),
      });
    } catch (error) {
      if (error instanceof RangeError)
        throw new CliUsageError(error.message.replace(/^predictCollective: /, ""));
      throw error;
    }
    const round = (x: number) => Number(x.toPrecision(6));
    if (o.json === true) {
      io.stdout(
        `${JSON.stringify({
          timeUs: round(inMicroseconds(prediction.time)),
          algbwGBps: round(inGBps(prediction.algorithmBandwidth)),
          busbwGBps: round(inGBps(prediction.busBandwidth)),
          algorithm: prediction.algorithm,
          protocol: prediction.protocol,
          bottleneck: prediction.bottleneck,
        })}\n`,
      );
      return 0;
    }
    io.stdout(
      `${prediction.algorithm}/${prediction.protocol}: ${round(inMicroseconds(prediction.time))} us, algbw ${round(inGBps(prediction.algorithmBandwidth))} GB/s, busbw ${round(inGBps(prediction.busBandwidth))} GB/s, bottleneck ${prediction.bottleneck}\n\n`,
    );
    io.stdout(
      formatTextTable(
        [
          { heading: "algorithm", align: "left" },
          { heading: "protocol", align: "left" },
          { heading: "time (us)" },
          { heading: "latency (us)" },
          { heading: "bandwidth (GB/s)" },
        ],
        prediction.candidates.map((c) => [
          c.algorithm,
          c.protocol,
          String(round(inMicroseconds(c.time))),
          String(round(inMicroseconds(c.latency))),
          String(round(inGBps(c.algorithmBandwidth))),
        ]),
      ),
    );
    return 0;
  },
};
