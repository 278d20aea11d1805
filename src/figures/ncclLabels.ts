/**
 * The UI labels of what NCCL figures name: the (algorithm, protocol) pairs NCCL's tuner prices, the
 * GPU presets and the transports, shared by the figures that show them (a figure importing
 * another's definition for its labels would load that whole figure's code with its own).
 */
import type { CollectiveTransport, gpuPresetIds } from "fabric-model";
import type { UiKey } from "../lib/i18n.ts";

/** A pair NCCL's tuner prices (or a point-to-point one), as "ring/LL". */
export type PairId =
  | "ring/LL"
  | "ring/LL128"
  | "ring/Simple"
  | "tree/LL"
  | "tree/LL128"
  | "tree/Simple"
  | "nvls/Simple"
  | "nvlstree/Simple"
  | "collnetdirect/Simple"
  | "collnetchain/Simple"
  | "pat/Simple"
  | "p2p/LL"
  | "p2p/Simple";

/** Every pair, in legend order. */
export const PAIRS: readonly PairId[] = [
  "ring/LL",
  "ring/LL128",
  "ring/Simple",
  "tree/LL",
  "tree/LL128",
  "tree/Simple",
  "nvls/Simple",
  "nvlstree/Simple",
  "collnetdirect/Simple",
  "collnetchain/Simple",
  "pat/Simple",
  "p2p/LL",
  "p2p/Simple",
];

/** UI label of each pair. */
export const PAIR_LABELS: Readonly<Record<PairId, UiKey>> = {
  "ring/LL": "nccl.pair.ringLL",
  "ring/LL128": "nccl.pair.ringLL128",
  "ring/Simple": "nccl.pair.ringSimple",
  "tree/LL": "nccl.pair.treeLL",
  "tree/LL128": "nccl.pair.treeLL128",
  "tree/Simple": "nccl.pair.treeSimple",
  "nvls/Simple": "nccl.pair.nvlsSimple",
  "nvlstree/Simple": "nccl.pair.nvlstreeSimple",
  "collnetdirect/Simple": "nccl.pair.collnetdirectSimple",
  "collnetchain/Simple": "nccl.pair.collnetchainSimple",
  "pat/Simple": "nccl.pair.patSimple",
  "p2p/LL": "nccl.pair.p2pLL",
  "p2p/Simple": "nccl.pair.p2pSimple",
};

/** GPU presets with UI labels. */
export const GPU_LABELS = {
  "a100-sxm": "nccl.gpu.a100",
  "h100-sxm": "nccl.gpu.h100",
  "h200-sxm": "nccl.gpu.h200",
  gh200: "nccl.gpu.gh200",
  l40s: "nccl.gpu.l40s",
  l40: "nccl.gpu.l40",
  l4: "nccl.gpu.l4",
  a10: "nccl.gpu.a10",
  t4: "nccl.gpu.t4",
  "a100-pcie": "nccl.gpu.a100pcie",
  "b200-sxm": "nccl.gpu.b200",
  gb200: "nccl.gpu.gb200",
} as const satisfies Record<(typeof gpuPresetIds)[number], UiKey>;

/** Transports with UI labels. */
export const TRANSPORT_LABELS = {
  ib: "nccl.transport.ib",
  roce: "nccl.transport.roce",
  tcp: "nccl.transport.tcp",
  efa: "nccl.transport.efa",
  slingshot: "nccl.transport.slingshot",
  tcpxo: "nccl.transport.tcpxo",
  tcpx: "nccl.transport.tcpx",
} as const satisfies Record<CollectiveTransport, UiKey>;
