/**
 * A first guess at an nccl-tests run's hardware from its output: GPU model from the device
 * names, ranks and nodes from the rank lines (distinct hosts), the inter-node transport from
 * NCCL's INFO lines, what NCCL was asked for (NCCL_ALGO, NCCL_PROTO, NCCL_IB_QPS_PER_CONNECTION,
 * NCCL_MIN_CTAS / NCCL_MIN_NCHANNELS, NCCL_NVLS_ENABLE, NCCL_COLLNET_ENABLE, NCCL_P2P_DISABLE,
 * NCCL_P2P_LEVEL=LOC) from the environment the text states, GPUs joined through host memory from
 * NCCL's log ("via SHM"), the sockets its socket transport opens per connection (its "Using N
 * threads and M sockets per thread", or NCCL_SOCKET_NTHREADS with NCCL_NSOCKS_PERTHREAD), else
 * sensible defaults that the reader is asked to check.
 */
import {
  type CollectiveAlgorithmChoice,
  type GpuPresetId,
  gpuPreset,
  type NcclProtocol,
  type NcclTestsResult,
  ncclAlgorithms,
  ncclProtocols,
  ncclSettingLimits,
} from "fabric-model";
import type { NcclHardware } from "./NcclHardware.ts";
import { transportFromNcclNetwork } from "./transportFromNcclNetwork.ts";

/**
 * Device names (as CUDA reports them: "NVIDIA A100-SXM4-80GB", "NVIDIA A100-PCIE-40GB", "NVIDIA H100
 * 80GB HBM3") and the preset each stands for, first match wins; `null` for a GPU no preset models,
 * whose name would otherwise match a preset it is not: the PCIe and NVL cards of Hopper (PCIe Gen5,
 * NVLink bridges between pairs, no NVSwitch) and the export variants H800 and A800, whose NVLink
 * carries 400 GB/s where H100's carries 900 and A100's 600.
 */
const GPU_PATTERNS: ReadonlyArray<readonly [RegExp, GpuPresetId | null]> = [
  [/GH200/i, "gh200"],
  [/GB200/i, "gb200"],
  [/\bB200\b/i, "b200-sxm"],
  [/\b(H100|H200|H800)\b.*\b(PCIe|NVL)\b/i, null],
  [/\bH800\b|\bA800\b/i, null],
  [/\bH200\b/i, "h200-sxm"],
  [/\bH100\b/i, "h100-sxm"],
  [/\bA100\b.*\bPCIe\b/i, "a100-pcie"],
  [/\bA100\b/i, "a100-sxm"],
  [/\bL40S\b/i, "l40s"],
  [/\bL40\b/i, "l40"],
  [/\bL4\b/i, "l4"],
  [/\bA10G?\b/i, "a10"],
  [/\bT4\b/i, "t4"],
];

/**
 * The GPU preset a device name stands for, or undefined when no preset models that GPU.
 * @example gpuFromDeviceName("NVIDIA A100-PCIE-40GB") // "a100-pcie"
 */
export function gpuFromDeviceName(name: string): GpuPresetId | undefined {
  return GPU_PATTERNS.find(([pattern]) => pattern.test(name))?.[1] ?? undefined;
}

/**
 * The one algorithm an NCCL_ALGO value asks for ("Ring", "RING", "collnet"), or undefined for a
 * list, an exclusion ("^NVLS") or a name NCCL does not know: then NCCL's tuner still chooses.
 * @example ncclAlgorithmSetting("Ring") // "ring"
 */
export function ncclAlgorithmSetting(value: string): CollectiveAlgorithmChoice | undefined {
  const v = value.trim().toLowerCase();
  if (v === "collnet") return "collnet";
  return (ncclAlgorithms as readonly string[]).includes(v) ? (v as CollectiveAlgorithmChoice) : undefined;
}

/**
 * The one protocol an NCCL_PROTO value asks for ("Simple", "ll128"), or undefined for a list or an
 * exclusion. @example ncclProtocolSetting("simple") // "Simple"
 */
export function ncclProtocolSetting(value: string): NcclProtocol | undefined {
  const v = value.trim().toLowerCase();
  return ncclProtocols.find((p) => p.toLowerCase() === v);
}

/** The NCCL settings read as whole numbers, and the range the model takes for each. */
export const NCCL_COUNT_SETTINGS = {
  qpsPerConnection: {
    names: ["NCCL_IB_QPS_PER_CONNECTION"],
    min: 1,
    max: ncclSettingLimits.qpsPerConnection,
  },
  minChannels: { names: ["NCCL_MIN_CTAS", "NCCL_MIN_NCHANNELS"], min: 1, max: ncclSettingLimits.channels },
  // Two variables make it (threads x sockets per thread): read apart, from both or NCCL's own line.
  socketsPerConnection: { names: [], min: 1, max: ncclSettingLimits.socketsPerConnection },
} as const;

/**
 * A whole-number NCCL setting as the model takes it (`setting: "qpsPerConnection"`, `value: "2"`),
 * or undefined for anything else, which leaves NCCL's default.
 * @example ncclCountSetting("qpsPerConnection", "2") // 2
 */
export function ncclCountSetting(
  setting: keyof typeof NCCL_COUNT_SETTINGS,
  value: string,
): number | undefined {
  const { min, max } = NCCL_COUNT_SETTINGS[setting];
  const typed = value.trim();
  const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * The NCCL settings read as on or off: NVLink SHARP (NCCL_NVLS_ENABLE, which NCCL leaves on where
 * the NVSwitches have it), SHARP in the switches through the CollNet plugin (NCCL_COLLNET_ENABLE,
 * off unless set; NCCL runs without it where the network cannot) and GPUs reaching each other
 * directly (NCCL_P2P_DISABLE, which `disables`: 1 sends them through host memory).
 */
export const NCCL_SWITCH_SETTINGS = {
  nvls: { names: ["NCCL_NVLS_ENABLE"], disables: false },
  collnet: { names: ["NCCL_COLLNET_ENABLE"], disables: false },
  p2p: { names: ["NCCL_P2P_DISABLE"], disables: true },
} as const;

/**
 * An on/off NCCL setting as NCCL reads it, a whole number with 0 for off ("0", "1"; NVLS's "2" is its
 * default, on where the hardware has it), or undefined for anything else, which leaves the default.
 * @example ncclSwitchSetting("0") // false
 */
export function ncclSwitchSetting(value: string): boolean | undefined {
  const typed = value.trim();
  return /^\d+$/.test(typed) ? Number(typed) !== 0 : undefined;
}

/**
 * The device name an output prints for a GPU no preset models ("NVIDIA H800"), so the page can say
 * so rather than only that it assumed one; undefined when the output names no GPU or a modelled one.
 * @example unmodelledDevice(parseNcclTests(text)) // "NVIDIA H100 PCIe"
 */
export function unmodelledDevice(result: NcclTestsResult): string | undefined {
  const names = [...result.devices, ...result.ranks.map((r) => r.name)].filter((n) => n.trim() !== "");
  if (names.some((n) => gpuFromDeviceName(n) !== undefined)) return undefined;
  return names.find((n) => /NVIDIA|Tesla|GeForce|Quadro|RTX/i.test(n));
}

/** The GPU assumed when the output names none. */
const DEFAULT_GPU: GpuPresetId = "h100-sxm";

/**
 * The EFA NICs (count per node, Gb/s each) of the AWS instance that carries each GPU: what a sweep
 * over EFA ran on when its log does not say how many NICs the plugin found.
 * @see https://aws.amazon.com/ec2/instance-types/p4/ (p4d.24xlarge, p4de.24xlarge: 400 Gbps EFA over 4 interfaces)
 * @see https://aws.amazon.com/ec2/instance-types/p5/ (p5.48xlarge, p5e.48xlarge: 3200 Gbps EFA over 32)
 * @see https://aws.amazon.com/ec2/instance-types/g4/ (g4dn.8xlarge to .16xlarge: 50 Gbps; g4dn.metal: 100)
 */
const AWS_EFA_NICS: Partial<Record<GpuPresetId, { readonly count: number; readonly gbps: number }>> = {
  "a100-sxm": { count: 4, gbps: 100 },
  "h100-sxm": { count: 32, gbps: 100 },
  "h200-sxm": { count: 32, gbps: 100 },
  t4: { count: 1, gbps: 50 },
};

/** What the output says, with defaults for the rest; `known` lists the fields read from it. */
export function guessNcclHardware(result: NcclTestsResult): { hardware: NcclHardware; known: string[] } {
  const known: string[] = [];
  const names = [...result.devices, ...result.ranks.map((r) => r.name)];
  const gpu = names.map(gpuFromDeviceName).find((g) => g !== undefined);
  if (gpu) known.push("gpu");
  const hosts = new Set(result.ranks.map((r) => r.host).filter((h) => h !== ""));
  // The ranks as the parser counted them, else at least as many as the rank lines shown.
  const ranks = result.nranks ?? result.ranks.reduce((most, r) => Math.max(most, r.rank + 1), 0);
  let nodes = 1;
  let gpusPerNode = 1;
  const preset = gpuPreset(gpu ?? DEFAULT_GPU);
  const ncclNodes = result.ncclLog?.nNodes ?? null;
  if (ncclNodes !== null && ncclNodes >= 1 && ranks >= ncclNodes && ranks % ncclNodes === 0) {
    // NCCL's own count ("nNodes" in its init lines), which counts a multi-node NVLink domain as one.
    nodes = ncclNodes;
    gpusPerNode = ranks / ncclNodes;
    known.push("nodes", "gpusPerNode");
  } else if (hosts.size > 0 && result.nranks !== null && result.ranks.length >= result.nranks) {
    // Every rank's line names its host: the nodes are the hosts, unless the hosts are trays of an
    // NVLink domain (GB200 NVL72), which NCCL counts as one node: then the domains are assumed.
    nodes = hosts.size;
    gpusPerNode = Math.max(1, Math.round(ranks / nodes));
    const domain = Math.min(ranks, preset.nodeGpus);
    if (
      preset.hostGpus !== undefined &&
      gpusPerNode === preset.hostGpus &&
      nodes > 1 &&
      ranks % domain === 0
    ) {
      nodes = ranks / domain;
      gpusPerNode = domain;
    } else {
      known.push("nodes", "gpusPerNode");
    }
  } else if (ranks > 0) {
    // The ranks are known (an excerpt, or a run without its device lines), not how they split into
    // nodes: assume nodes of the GPU's usual size, 16 H100 ranks as 2 x 8 rather than 1 x 16.
    const perNode = Math.min(ranks, preset.nodeGpus);
    nodes = Math.ceil(ranks / perNode);
    gpusPerNode = Math.max(1, Math.round(ranks / nodes));
  }
  const transport = transportFromNcclNetwork(result.network);
  if (transport) known.push("transport");
  // NICs: as many as the OFI plugin says it found, else those of the AWS instance an EFA run's GPU
  // comes in, else one per GPU at 400 Gb/s.
  const aws = transport === "efa" ? AWS_EFA_NICS[gpu ?? DEFAULT_GPU] : undefined;
  const found = result.network?.providerNics ?? null;
  if (nodes > 1 && found !== null) known.push("nicCount");
  const nicCount = nodes > 1 ? (found ?? aws?.count ?? gpusPerNode) : 1;
  const nicGbps = aws?.gbps ?? 400;
  const setting = (name: string) => result.env?.find((e) => e.name === name)?.value;
  const algoValue = setting("NCCL_ALGO");
  const algorithm = algoValue === undefined ? undefined : ncclAlgorithmSetting(algoValue);
  if (algoValue !== undefined) known.push("algorithm");
  const protoValue = setting("NCCL_PROTO");
  const protocol = protoValue === undefined ? undefined : ncclProtocolSetting(protoValue);
  if (protoValue !== undefined) known.push("protocol");
  /** Each field of `table` whose variable the text sets to a value `parse` takes, noted as known. */
  const read = <K extends string, V>(
    table: Readonly<Record<K, { readonly names: readonly string[] }>>,
    parse: (field: K, value: string) => V | undefined,
  ): Partial<Record<K, V>> => {
    const fields: Partial<Record<K, V>> = {};
    for (const field of Object.keys(table) as K[]) {
      const value = table[field].names.map(setting).find((v) => v !== undefined);
      const parsed = value === undefined ? undefined : parse(field, value);
      if (parsed === undefined) continue;
      fields[field] = parsed;
      known.push(field);
    }
    return fields;
  };
  const counts = read(NCCL_COUNT_SETTINGS, ncclCountSetting);
  // Sockets per connection over kernel TCP: NCCL's own line, else both of its variables set.
  const threads = setting("NCCL_SOCKET_NTHREADS");
  const perThread = setting("NCCL_NSOCKS_PERTHREAD");
  const product =
    result.network?.sockets ??
    (threads === undefined || perThread === undefined ? undefined : Number(threads) * Number(perThread));
  const sockets =
    product === undefined ? undefined : ncclCountSetting("socketsPerConnection", String(product));
  if (sockets !== undefined) {
    counts.socketsPerConnection = sockets;
    known.push("socketsPerConnection");
  }
  // aws-ofi-nccl's tuner: NCCL's log names the tuner it loaded (after "Could not find" of the
  // default library), else NCCL_TUNER_PLUGIN a path or library of the plugin's.
  const tuners = result.ncclLog?.plugins.filter((p) => p.kind === "tuner") ?? [];
  const loadedTuner = tuners.find((p) => p.found && p.name !== null);
  const tunerEnv = setting("NCCL_TUNER_PLUGIN");
  const ofiTuner =
    loadedTuner !== undefined
      ? /ofi/i.test(loadedTuner.name ?? "")
      : tuners.length > 0
        ? false
        : tunerEnv !== undefined && /ofi/i.test(tunerEnv)
          ? true
          : undefined;
  if (ofiTuner !== undefined) known.push("ofiTuner");
  const switches = read(NCCL_SWITCH_SETTINGS, (field, value) => {
    const set = ncclSwitchSetting(value);
    return set === undefined ? undefined : NCCL_SWITCH_SETTINGS[field].disables ? !set : set;
  });
  // NCCL_P2P_LEVEL=LOC (or 0) allows P2P nowhere; NCCL's own log: GPUs of a node joined only
  // through host memory ("via SHM") ran without P2P.
  const level = setting("NCCL_P2P_LEVEL")?.trim().toUpperCase();
  const joined = new Set(result.ncclLog?.connections.map((c) => c.kind));
  if (
    switches.p2p === undefined &&
    (level === "LOC" || level === "0" || (joined.has("shm") && !joined.has("p2p") && !joined.has("nvls")))
  ) {
    switches.p2p = false;
    known.push("p2p");
  }
  return {
    hardware: {
      gpu: gpu ?? DEFAULT_GPU,
      gpusPerNode,
      nodes,
      nicCount,
      nicGbps,
      transport: transport ?? "ib",
      ...(algorithm ? { algorithm } : {}),
      ...(protocol ? { protocol } : {}),
      ...counts,
      ...switches,
      ...(ofiTuner === undefined ? {} : { ofiTuner }),
    },
    known,
  };
}
