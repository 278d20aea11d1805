import type { Bytes, Seconds } from "../units.ts";
import type { DatapathProvenance } from "./DatapathProvenance.ts";

/** The virtualisation layers a pod's traffic can sit behind. @example const id: VirtualisationLayerId = "vnic"; */
export type VirtualisationLayerId = "pod-overlay" | "vnic" | "sriov-vf" | "sriov-rdma";

/**
 * The numeric fields of a `VirtualisationLayer`, each of which has a provenance entry.
 * @example const f: VirtualisationLayerField = "addedLatency";
 */
export type VirtualisationLayerField =
  | "addedLatency"
  | "senderCpuPerPacket"
  | "receiverCpuPerPacket"
  | "hypervisorCpuPerPacket"
  | "extraCopiesPerSide"
  | "extraKernelCrossingsPerSide"
  | "encapsulationBytes"
  | "mtuReduction"
  | "defeatsReceiveOffload";

/**
 * One virtualisation layer between a pod and the wire, as data: what it adds per message
 * (latency), per wire packet (CPU on the stream's own cores and on hypervisor worker cores),
 * per side (payload copies, kernel or hypervisor crossings), per packet on the wire
 * (encapsulation bytes, MTU given up), whether it defeats the NIC's segmentation / receive
 * offloads (so TCP processes every MTU-sized packet), and whether RDMA works through it.
 * Every number carries a provenance entry; the ones not measured are estimates with reasoning.
 * @example virtualisationLayers.find((l) => l.id === "sriov-vf")?.rdmaCapable // false
 */
export interface VirtualisationLayer {
  readonly id: VirtualisationLayerId;
  readonly labelKey: string;
  /** Whether verbs (RDMA) traffic can use this layer. */
  readonly rdmaCapable: boolean;
  /** The data path bulk traffic behind this layer uses. */
  readonly basePath: "kernel-tcp" | "rdma-write";
  /** The layer this one runs on top of, if any (the study's pod overlay runs over the node vNIC). */
  readonly stackedOn: VirtualisationLayerId | null;
  /** Latency the layer adds per message, one way (half on each side). */
  readonly addedLatency: Seconds;
  /** CPU time per wire packet on the sending stream's core. */
  readonly senderCpuPerPacket: Seconds;
  /** CPU time per wire packet on the receiving stream's core. */
  readonly receiverCpuPerPacket: Seconds;
  /** CPU time per wire packet on a hypervisor worker core (vhost), each side. */
  readonly hypervisorCpuPerPacket: Seconds;
  /** Extra payload copies on each side, made on the hypervisor worker core. */
  readonly extraCopiesPerSide: number;
  /** Extra kernel or hypervisor entries per message on each side (VM exits, injected interrupts). */
  readonly extraKernelCrossingsPerSide: number;
  /** Encapsulation bytes added to every wire packet. */
  readonly encapsulationBytes: Bytes;
  /** How much smaller the inner MTU is than the underlay's. */
  readonly mtuReduction: Bytes;
  /** Whether the layer defeats TSO/GRO, so TCP handles every MTU-sized packet itself. */
  readonly defeatsReceiveOffload: boolean;
  /** Provenance of every numeric field. */
  readonly provenance: Readonly<Record<VirtualisationLayerField, DatapathProvenance>>;
}
