import { type Bytes, type Seconds, seconds } from "../units.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathPathKind } from "./DatapathPathKind.ts";
import { messagePath } from "./messagePath.ts";

/** Gaps below this share of the faster latency are framing (a few header bytes): "same". */
const SAME_SHARE = 0.02;

/**
 * Why one RDMA message takes longer over link `b` than over link `a` (or less), as a code and its
 * values (pages word it): "same" when the two are within 2%; "path-mtu" when giving `b` the path
 * MTU of `a` closes most of the gap (a message cut into packets of a different size: the model
 * overlaps DMA and the wire only between packets); "framing" when that and `a`'s framing
 * (InfiniBand's headers against Ethernet, IP and UDP) together close it; "other" when neither
 * does (switches, cables, link rate).
 * @example rdmaLatencyGap({ path: "rdma-write", bytes: kib(4), a: datapathLinkFromPreset("ethernet-100g"), b: datapathLinkFromPreset("ib-edr-4x") }).code // "path-mtu"
 */
export interface RdmaLatencyGap {
  readonly code: "same" | "path-mtu" | "framing" | "other";
  readonly values: {
    /** How much longer the slower link takes. */
    readonly difference: Seconds;
    /** Which link is slower. */
    readonly slower: "a" | "b";
    readonly aMtu: Bytes;
    readonly bMtu: Bytes;
    readonly aPackets: number;
    readonly bPackets: number;
    /** Latency over `b` with the path MTU of `a`. */
    readonly bAtAMtu: Seconds;
    /** Latency over `b` with the path MTU and the framing of `a`. */
    readonly bAtAFraming: Seconds;
  };
}

/**
 * Compare one RDMA message over two links and name what makes the difference (see `RdmaLatencyGap`).
 * @throws RangeError as `messagePath` (kernel TCP is not an RDMA path: use an RDMA path kind).
 * @example rdmaLatencyGap({ path: "rdma-write", bytes: kib(4), a: roceLink, b: ibLink }).values.difference // ~0.4e-6 s
 */
export function rdmaLatencyGap(inputs: {
  readonly path: Exclude<DatapathPathKind, "kernel-tcp">;
  readonly bytes: Bytes;
  readonly a: DatapathLink;
  readonly b: DatapathLink;
}): RdmaLatencyGap {
  const { path, bytes, a, b } = inputs;
  const overA = messagePath({ path, bytes, link: a });
  const overB = messagePath({ path, bytes, link: b });
  const atAMtu = messagePath({ path, bytes, link: { ...b, rdmaMtu: a.rdmaMtu } });
  const atAFraming = messagePath({ path, bytes, link: { ...b, rdmaMtu: a.rdmaMtu, kind: a.kind } });
  const gap = overB.latency - overA.latency;
  const values = {
    difference: seconds(Math.abs(gap)),
    slower: gap > 0 ? ("b" as const) : ("a" as const),
    aMtu: a.rdmaMtu,
    bMtu: b.rdmaMtu,
    aPackets: overA.wirePackets,
    bPackets: overB.wirePackets,
    bAtAMtu: atAMtu.latency,
    bAtAFraming: atAFraming.latency,
  };
  if (Math.abs(gap) <= SAME_SHARE * Math.min(overA.latency, overB.latency)) return { code: "same", values };
  const closes = (latency: Seconds) => Math.abs(latency - overA.latency) < Math.abs(gap) / 2;
  if (a.rdmaMtu !== b.rdmaMtu && closes(atAMtu.latency)) return { code: "path-mtu", values };
  if (a.kind !== b.kind && closes(atAFraming.latency)) return { code: "framing", values };
  return { code: "other", values };
}
