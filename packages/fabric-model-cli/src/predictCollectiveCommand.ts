import {
  type Bytes,
  type CollectiveAlgorithmChoice,
  collectiveAlgorithmChoices,
  collectiveTransports,
  gbps,
  gpuPresetIds,
  inGBps,
  inMicroseconds,
  type ModelledCollective,
  modelledCollectives,
  type NcclProtocol,
  ncclProtocols,
  ncclSettingLimits,
  predictCollective,
} from "fabric-model";
import { type CliCommand, CliUsageError } from "./CliCommand.ts";
import { formatTextTable } from "./formatTextTable.ts";

/** Largest size taken: 1 TiB (nccl-tests' sweeps stop far below; larger only overflows the model's times). */
const MAX_BYTES = 2 ** 40;
/** GPUs in one node: 72 (an NVL72 NVLink domain, the largest a node's NVLink reaches). */
const MAX_NODE_GPUS = 72;
/** Nodes: 100,000 (beyond the largest published NCCL jobs). */
const MAX_NODES = 100_000;
/** NICs in one node: two for each GPU of the largest (an NVL72 rack's 72 GPUs). */
const MAX_NICS = 2 * MAX_NODE_GPUS;
/** Line rates of one NIC, Gb/s: from 1 (GbE) to 3200 (beyond 1.6T XDR ports). */
const MIN_NIC_GBPS = 1;
const MAX_NIC_GBPS = 3200;
/** --nic-count and --nic-gbps are needed when the job spans nodes. */
const ACROSS_NODES = {
  when: (o: Readonly<Record<string, unknown>>) => typeof o.nodes === "number" && o.nodes > 1,
  because: "when --nodes is above 1",
};

/**
 * `fabric-model predict-collective`: predict an NCCL collective as nccl-tests would measure it, with
 * `predictCollective` (NCCL's tuner picks the algorithm and protocol unless told, as NCCL_ALGO /
 * NCCL_PROTO tell it), and print the pair, what NCCL expects of it, the band measurements on similar
 * systems fall in, and every candidate; or with `--json` one object. Exit 0, or 2 with one line on
 * stderr for bad arguments (including what `predictCollective` rejects).
 * @example fabric-model predict-collective --collective all_reduce --bytes 16G --gpu h100-sxm --gpus-per-node 8 --nodes 2 --nic-count 8 --nic-gbps 400 --transport ib --json
 */
export const predictCollectiveCommand: CliCommand = {
  name: "predict-collective",
  summary: "Predict an NCCL collective's time, algbw and busbw",
  description:
    "NCCL's tuner (2.30.7) picks the algorithm and protocol on the channels its search would find, or takes --algorithm / --protocol (NCCL_ALGO / NCCL_PROTO); the model prices what that pair achieves from link classes calibrated on published nccl-tests sweeps, and gives the band measured on similar systems (or says it is not validated). --nic-count (the node's NICs) and --nic-gbps are needed when --nodes is above 1; a job on part of a node drives only the NICs next to its GPUs.",
  positionals: [],
  options: [
    {
      name: "collective",
      kind: "string",
      valueName: "NAME",
      summary: "Collective",
      choices: modelledCollectives,
      required: true,
    },
    {
      name: "bytes",
      kind: "size",
      min: 1,
      max: MAX_BYTES,
      required: true,
      valueName: "SIZE",
      summary: "Size as nccl-tests counts it: bytes, or with K, M, G (1024-based), e.g. 256M",
    },
    {
      name: "gpu",
      kind: "string",
      valueName: "ID",
      summary: "GPU preset",
      choices: gpuPresetIds,
      required: true,
    },
    {
      name: "gpus-per-node",
      kind: "number",
      integer: true,
      min: 1,
      max: MAX_NODE_GPUS,
      required: true,
      valueName: "N",
      summary: "GPUs per node in the job",
    },
    {
      name: "node-gpus",
      kind: "number",
      integer: true,
      min: 1,
      max: MAX_NODE_GPUS,
      valueName: "N",
      summary: "GPUs each node has (default: the GPU's usual node)",
    },
    {
      name: "nodes",
      kind: "number",
      integer: true,
      min: 1,
      max: MAX_NODES,
      required: true,
      valueName: "N",
      summary: "Nodes",
    },
    {
      name: "nic-count",
      kind: "number",
      integer: true,
      min: 1,
      max: MAX_NICS,
      requiredWhen: ACROSS_NODES,
      valueName: "N",
      summary: "NICs per node",
    },
    {
      name: "nic-gbps",
      kind: "number",
      min: MIN_NIC_GBPS,
      max: MAX_NIC_GBPS,
      requiredWhen: ACROSS_NODES,
      valueName: "GBPS",
      summary: "Line rate of one NIC, Gb/s, one direction",
    },
    {
      name: "transport",
      kind: "string",
      valueName: "NAME",
      summary: "Inter-node transport (default ib)",
      choices: collectiveTransports,
    },
    {
      name: "algorithm",
      kind: "string",
      valueName: "NAME",
      summary: "Only this algorithm, as NCCL_ALGO",
      choices: collectiveAlgorithmChoices,
    },
    {
      name: "protocol",
      kind: "string",
      valueName: "NAME",
      summary: "Only this protocol, as NCCL_PROTO",
      choices: ncclProtocols,
    },
    {
      name: "nvls",
      kind: "string",
      valueName: "on|off",
      summary: "NVLink SHARP (NCCL_NVLS_ENABLE; default on where the GPUs have it)",
      choices: ["on", "off"],
    },
    {
      name: "collnet",
      kind: "flag",
      summary: "SHARP in the switches (NCCL_COLLNET_ENABLE=1 with the plugin)",
    },
    {
      name: "p2p",
      kind: "string",
      valueName: "on|off",
      summary:
        "GPUs of a node reach each other directly (default on); off: through host memory, as NCCL_P2P_DISABLE=1 or PCIe GPUs without a shared switch",
      choices: ["on", "off"],
    },
    {
      name: "gpu-direct",
      kind: "string",
      valueName: "on|off",
      summary: "NICs read and write GPU memory (default: where NCCL would use GPUDirect RDMA)",
      choices: ["on", "off"],
    },
    { name: "nccl-version", kind: "string", valueName: "X.Y.Z", summary: "NCCL release (default 2.30.7)" },
    {
      name: "min-channels",
      kind: "number",
      integer: true,
      min: 1,
      max: ncclSettingLimits.channels,
      valueName: "N",
      summary: "At least this many channels (NCCL_MIN_NCHANNELS / NCCL_MIN_CTAS)",
    },
    {
      name: "qps-per-connection",
      kind: "number",
      integer: true,
      min: 1,
      max: ncclSettingLimits.qpsPerConnection,
      valueName: "N",
      summary: "Queue pairs per connection over IB or RoCE (NCCL_IB_QPS_PER_CONNECTION, default 1)",
    },
    {
      name: "sockets-per-connection",
      kind: "number",
      integer: true,
      min: 1,
      max: ncclSettingLimits.socketsPerConnection,
      valueName: "N",
      summary:
        "TCP sockets per connection over kernel TCP (NCCL_SOCKET_NTHREADS x NCCL_NSOCKS_PERTHREAD, default 1)",
    },
    {
      name: "flow-gbps",
      kind: "number",
      min: 0.001,
      max: 1e6,
      valueName: "GBPS",
      summary:
        "The most one TCP flow carries across the network, Gb/s (default: no limit; AWS: 10 in a cluster placement group, 5 otherwise)",
    },
    {
      name: "ofi-tuner",
      kind: "string",
      valueName: "on|off",
      summary:
        "aws-ofi-nccl's tuner is loaded (default: from NCCL 2.21; on: also 2.19-2.20 with NCCL_TUNER_PLUGIN); it picks the pair over EFA on AWS P5, P5e, P5en and P6-B200 beyond two nodes",
      choices: ["on", "off"],
    },
    {
      name: "gpus-per-process",
      kind: "number",
      integer: true,
      min: 1,
      max: 72,
      valueName: "N",
      summary: "GPUs one process drives, as nccl-tests -g (default 1): it launches on each in turn",
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
    "fabric-model predict-collective --collective all_reduce --bytes 1G --gpu h100-sxm --gpus-per-node 8 --nodes 1",
    "fabric-model predict-collective --collective all_reduce --bytes 16G --gpu h100-sxm --gpus-per-node 8 --nodes 2 --nic-count 8 --nic-gbps 400 --transport ib --algorithm ring --json",
  ],
  run(args, io) {
    const o = args.options;
    const size = o.bytes as number;
    const nicGbps = o["nic-gbps"];
    let prediction: ReturnType<typeof predictCollective>;
    try {
      prediction = predictCollective({
        collective: o.collective as ModelledCollective,
        bytes: size as Bytes,
        gpu: o.gpu as string,
        gpusPerNode: o["gpus-per-node"] as number,
        nodes: o.nodes as number,
        ...(typeof o["nic-count"] === "number" ? { nicCount: o["nic-count"] } : {}),
        ...(typeof nicGbps === "number" ? { nicRate: gbps(nicGbps) } : {}),
        ...(typeof o.transport === "string" ? { transport: o.transport as never } : {}),
        ...(typeof o["host-cpu"] === "string" ? { hostCpu: o["host-cpu"] as never } : {}),
        ...(typeof o["node-gpus"] === "number" ? { gpusPerNodeInstalled: o["node-gpus"] } : {}),
        ...(typeof o.algorithm === "string" ? { algorithm: o.algorithm as CollectiveAlgorithmChoice } : {}),
        ...(typeof o.protocol === "string" ? { protocol: o.protocol as NcclProtocol } : {}),
        ...(typeof o.nvls === "string" ? { nvls: o.nvls === "on" } : {}),
        ...(o.collnet === true ? { collnet: true } : {}),
        ...(typeof o["gpu-direct"] === "string" ? { gpuDirect: o["gpu-direct"] === "on" } : {}),
        ...(typeof o.p2p === "string" ? { p2p: o.p2p === "on" } : {}),
        ...(typeof o["nccl-version"] === "string" ? { ncclVersion: o["nccl-version"] } : {}),
        ...(typeof o["min-channels"] === "number" ? { minChannels: o["min-channels"] } : {}),
        ...(typeof o["qps-per-connection"] === "number" ? { qpsPerConnection: o["qps-per-connection"] } : {}),
        ...(typeof o["gpus-per-process"] === "number" ? { gpusPerProcess: o["gpus-per-process"] } : {}),
        ...(typeof o["sockets-per-connection"] === "number"
          ? { socketsPerConnection: o["sockets-per-connection"] }
          : {}),
        ...(typeof o["flow-gbps"] === "number" ? { flowRateLimit: gbps(o["flow-gbps"]) } : {}),
        ...(typeof o["ofi-tuner"] === "string" ? { ofiTuner: o["ofi-tuner"] === "on" } : {}),
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
          protocolSetBy: prediction.protocolSetBy,
          pickedBy: prediction.pickedBy,
          bottleneck: prediction.bottleneck,
          tunerBusbwGBps: prediction.tuner === null ? null : round(inGBps(prediction.tuner.busBandwidth)),
          nicsUsed: prediction.nicsUsed,
          channels: prediction.channels,
          band: {
            validated: prediction.band.validated,
            basis: prediction.band.basis,
            busbwGBps: [
              round(inGBps(prediction.busBandwidth) * prediction.band.low),
              round(inGBps(prediction.busBandwidth) * prediction.band.high),
            ],
            systems: prediction.band.systems,
          },
        })}\n`,
      );
      return 0;
    }
    io.stdout(
      `${prediction.algorithm}/${prediction.protocol}: ${round(inMicroseconds(prediction.time))} us, algbw ${round(inGBps(prediction.algorithmBandwidth))} GB/s, busbw ${round(inGBps(prediction.busBandwidth))} GB/s, bottleneck ${prediction.bottleneck}\n` +
        `${
          prediction.band.validated
            ? `measured on ${prediction.band.systems} similar systems (${prediction.band.basis}): busbw ${round(inGBps(prediction.busBandwidth) * prediction.band.low)} to ${round(inGBps(prediction.busBandwidth) * prediction.band.high)} GB/s`
            : `not validated (the published sweeps hold no other system like this, ${prediction.band.basis}): busbw ${round(inGBps(prediction.busBandwidth) * prediction.band.low)} to ${round(inGBps(prediction.busBandwidth) * prediction.band.high)} GB/s`
        }\n` +
        `${prediction.protocolSetBy === "plugin" ? `NCCL_PROTO=${prediction.protocol}: aws-ofi-nccl sets it over EFA on GPUs before H100 (--protocol overrides it)\n` : ""}` +
        `${prediction.pickedBy === "aws-ofi-nccl" ? `${prediction.algorithm}/${prediction.protocol}: aws-ofi-nccl's tuner picks it on AWS P5, P5en and P6 beyond two nodes (--ofi-tuner off leaves it to NCCL's)\n` : ""}` +
        `${prediction.tuner === null ? "" : `NCCL's own estimate: busbw ${round(inGBps(prediction.tuner.busBandwidth))} GB/s; `}${prediction.channels} ring channels, ${prediction.nicsUsed} NICs per node in use\n\n`,
    );
    io.stdout(
      formatTextTable(
        [
          { heading: "algorithm", align: "left" },
          { heading: "protocol", align: "left" },
          { heading: "time (us)" },
          { heading: "latency (us)" },
          { heading: "bandwidth (GB/s)" },
          { heading: "NCCL's estimate (us)" },
        ],
        prediction.candidates.map((c) => [
          c.algorithm,
          c.protocol,
          String(round(inMicroseconds(c.time))),
          String(round(inMicroseconds(c.latency))),
          String(round(inGBps(c.algorithmBandwidth))),
          c.tunerTime === null ? "–" : String(round(inMicroseconds(c.tunerTime))),
        ]),
      ),
    );
    return 0;
  },
};
