/**
 * The hardware of an nccl-tests run carried in a link to "Your measurements": the cluster advisor
 * links to the page with the cluster it planned a run on (`hardwareQuery`), and the page reads it
 * back (`readHardwareQuery`) to compare the reader's paste with that hardware instead of a guess.
 */
import { type GpuPresetId, gpuPresetIds } from "fabric-model";
import type { NcclHardware } from "./NcclHardware.ts";

/** The fields a link may carry (NCCL's settings come from the paste's own environment). */
export type LinkedHardware = Omit<
  NcclHardware,
  | "algorithm"
  | "protocol"
  | "qpsPerConnection"
  | "minChannels"
  | "nvls"
  | "collnet"
  | "p2p"
  | "socketsPerConnection"
  | "flowGbps"
  | "ofiTuner"
>;

/** Query keys, in the order a link writes them. */
export const HARDWARE_QUERY_KEYS = [
  "gpu",
  "gpusPerNode",
  "nodes",
  "nicCount",
  "nicGbps",
  "transport",
] as const;

/** Transports a link may name (those the page's form offers). */
export const LINKABLE_TRANSPORTS = ["ib", "roce", "tcp", "efa", "slingshot", "tcpxo"] as const;

/** Whole-number fields and the range the model takes (the page's form checks the same). */
export const HARDWARE_NUMBER_RANGES = {
  // Up to an NVL72 rack, which NCCL counts as one node, and two NICs for each of its GPUs.
  gpusPerNode: { min: 1, max: 72 },
  nodes: { min: 1, max: 4096 },
  nicCount: { min: 1, max: 144 },
  nicGbps: { min: 1, max: 3200 },
} as const;

/** What a link's query said: the fields taken, and those refused with the value as written. */
export interface PlannedHardware {
  readonly hardware: Partial<LinkedHardware>;
  readonly refused: ReadonlyArray<{ readonly field: string; readonly value: string }>;
}

/**
 * The query string for `hardware` (no leading "?"): `gpu=h100-sxm&gpusPerNode=8&nodes=2&…`.
 * @example hardwareQuery({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, nicCount: 8, nicGbps: 400, transport: "ib" })
 */
export function hardwareQuery(hardware: LinkedHardware): string {
  return new URLSearchParams(HARDWARE_QUERY_KEYS.map((key) => [key, String(hardware[key])])).toString();
}

/** Why one value is refused, or the value the page takes. */
function readField(key: (typeof HARDWARE_QUERY_KEYS)[number], raw: string): string | number | undefined {
  const value = raw.trim();
  if (key === "gpu")
    return (gpuPresetIds as readonly string[]).includes(value) ? (value as GpuPresetId) : undefined;
  if (key === "transport")
    return (LINKABLE_TRANSPORTS as readonly string[]).includes(value) ? value : undefined;
  const { min, max } = HARDWARE_NUMBER_RANGES[key];
  const n = value === "" ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * The hardware a link's query names: each known key whose value the model takes; a key given
 * with any other value is refused (and named, with the value cut to 40 characters). Unknown keys
 * (`example`, `units`) are not hardware and are left alone. Never throws.
 * @example readHardwareQuery(new URLSearchParams("nodes=2&gpu=tpu")) // { hardware: { nodes: 2 }, refused: [{ field: "gpu", value: "tpu" }] }
 */
export function readHardwareQuery(params: URLSearchParams): PlannedHardware {
  const hardware: Record<string, string | number> = {};
  const refused: Array<{ field: string; value: string }> = [];
  for (const key of HARDWARE_QUERY_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = readField(key, raw);
    if (value === undefined) refused.push({ field: key, value: raw.slice(0, 40) });
    else hardware[key] = value;
  }
  return { hardware: hardware as Partial<LinkedHardware>, refused };
}
