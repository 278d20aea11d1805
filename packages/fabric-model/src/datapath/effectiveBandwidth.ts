import { type BitsPerSecond, type Bytes, bitsPerSecond, kib } from "../units.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathNic } from "./DatapathNic.ts";
import type { DatapathPathKind } from "./DatapathPathKind.ts";
import { type DatapathLimitId, datapathThroughput } from "./datapathThroughput.ts";
import type { VirtualisationLayer, VirtualisationLayerId } from "./VirtualisationLayer.ts";
import { virtualisationStack } from "./virtualisationLayers.ts";

/**
 * Inputs of `effectiveBandwidth`.
 * @example effectiveBandwidth({ layer: "vnic", link: cx5TestbedLink, streams: 2 })
 */
export interface EffectiveBandwidthInputs {
  readonly layer: VirtualisationLayerId | VirtualisationLayer;
  readonly link: DatapathLink;
  /** Parallel streams (TCP connections or queue pairs), one core each; default 1. */
  readonly streams?: number;
}

/**
 * Options of `effectiveBandwidth`.
 * @example effectiveBandwidth(inputs, { perStreamRateCap: gbps(10) })
 */
export interface EffectiveBandwidthOptions {
  readonly host?: DatapathHost;
  readonly nic?: DatapathNic;
  /** Payload per message; default 128 KiB (iperf3's default write). */
  readonly messageBytes?: Bytes;
  /** Cores doing the streams' work per host; default one per stream. */
  readonly cores?: number;
  /** A per-stream rate cap (cloud per-flow shaping, e.g. 5 or 10 Gb/s per flow on EC2). */
  readonly perStreamRateCap?: BitsPerSecond;
  /** Layer catalogue to resolve ids and `stackedOn` in; default `virtualisationLayers`. */
  readonly catalogue?: readonly VirtualisationLayer[];
}

/**
 * The effective bandwidth of a virtualised network path.
 * @example effectiveBandwidth(inputs).estimate // true for the overlay and the vNIC
 */
export interface EffectiveBandwidthResult {
  /** Payload rate of all streams together. */
  readonly effectiveBandwidth: BitsPerSecond;
  /** Payload rate of one stream alone. */
  readonly perStream: BitsPerSecond;
  readonly bottleneck: DatapathLimitId;
  readonly path: DatapathPathKind;
  /** Layer ids crossed, underlay first. */
  readonly stack: readonly VirtualisationLayerId[];
  /** True when a number on the path is an estimate rather than measured: show a band, not a point. */
  readonly estimate: boolean;
}

/**
 * Effective bandwidth of the network path a pod gets behind a virtualisation layer (and the
 * layers it runs on): the steady-state payload rate of `streams` bulk streams, bounded by the
 * link with every header and encapsulation counted, and by the CPU work per byte and per packet
 * the software path adds (one core per stream). For the pod overlay and the vNIC the software
 * path, not the wire, is the limit. A training model may override these with calibrated values.
 * @throws RangeError on an unknown layer and as `datapathThroughput`.
 * @example inGbps(effectiveBandwidth({ layer: "pod-overlay", link: cx5TestbedLink }).effectiveBandwidth) // ~5
 */
export function effectiveBandwidth(
  inputs: EffectiveBandwidthInputs,
  options: EffectiveBandwidthOptions = {},
): EffectiveBandwidthResult {
  const stack = virtualisationStack(inputs.layer, options.catalogue ? { catalogue: options.catalogue } : {});
  const top = stack[stack.length - 1] as VirtualisationLayer;
  const streams = inputs.streams ?? 1;
  const base = {
    path: top.basePath,
    messageBytes: options.messageBytes ?? kib(128),
    link: inputs.link,
    ...(options.host ? { host: options.host } : {}),
    ...(options.nic ? { nic: options.nic } : {}),
  };
  const shared = {
    layers: stack,
    ...(options.perStreamRateCap !== undefined ? { perStreamRateCap: options.perStreamRateCap } : {}),
  };
  const all = datapathThroughput(base, { ...shared, streams, cores: options.cores ?? streams });
  const one = datapathThroughput(base, { ...shared, streams: 1, cores: 1 });
  const estimate = stack.some((l) => Object.values(l.provenance).some((p) => p.kind === "estimate"));
  return {
    effectiveBandwidth: bitsPerSecond(all.goodputBits),
    perStream: bitsPerSecond(one.goodputBits),
    bottleneck: all.bottleneck,
    path: top.basePath,
    stack: stack.map((l) => l.id),
    estimate,
  };
}
