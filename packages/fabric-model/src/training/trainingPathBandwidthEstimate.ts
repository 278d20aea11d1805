import { cx5TestbedNic } from "../datapath/cx5Testbed.ts";
import type { DatapathNic } from "../datapath/DatapathNic.ts";
import { datapathLinkFromPreset } from "../datapath/datapathLinkFromPreset.ts";
import type { DatapathLimitId } from "../datapath/datapathThroughput.ts";
import { effectiveBandwidth } from "../datapath/effectiveBandwidth.ts";
import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import { nics } from "../presets/nics.ts";
import { type BitsPerSecond, bitsPerSecond, inGbps } from "../units.ts";

/**
 * Result of `trainingPathBandwidthEstimate`.
 * @example trainingPathBandwidthEstimate(inputs).estimate // true for the pod overlay and the vNIC
 */
export interface TrainingPathBandwidthEstimate {
  /** All NICs of the node together, one direction, payload. */
  readonly bandwidth: BitsPerSecond;
  readonly perNic: BitsPerSecond;
  /** NICs the path uses (the overlay and the vNIC use one). */
  readonly nics: number;
  /** Parallel streams per NIC (one NCCL communicator per local rank, spread over the NICs). */
  readonly streamsPerNic: number;
  readonly bottleneck: DatapathLimitId;
  /** True when the layer model rests on estimates (pod overlay, vNIC): show a band, not a point. */
  readonly estimate: boolean;
}

/** Host link of a NIC of the given port rate: the PCIe of the ConnectX generation that first offered it. */
function nicForRate(rate: BitsPerSecond): DatapathNic {
  const gbit = inGbps(rate);
  const preset = gbit <= 100 ? nics.connectX5 : gbit <= 200 ? nics.connectX6 : nics.connectX7;
  const pcie = preset.pcie ?? { generation: 3 as const, lanes: 16 };
  return { ...cx5TestbedNic, pcieGeneration: pcie.generation, pcieLanes: pcie.lanes };
}

/**
 * Effective inter-node bandwidth of one node over a network path, from the `datapath/` layer
 * model: `effectiveBandwidth` of the layer on an Ethernet link of the NIC's rate (MTU 1500), one
 * stream per NCCL communicator (hybrid-shard runs one per local rank, so `gpusPerNode` streams
 * spread over the NICs), with the NIC's PCIe taken from the ConnectX generation of that rate and
 * the other NIC costs from the ConnectX-5 testbed. The overlay and the vNIC use one NIC; SR-IOV
 * paths use `nics`. For the pod overlay and the vNIC this is a ceiling the study's clusters fell
 * far below (the software path, not the wire, is the limit): use calibrated values there.
 * @throws RangeError when gpusPerNode or nics is not a positive integer, and as `effectiveBandwidth`.
 * @example inGbps(trainingPathBandwidthEstimate({ network: "sriov-rdma", nicRate: gbps(400), gpusPerNode: 8 }).bandwidth) // ~370
 */
export function trainingPathBandwidthEstimate(inputs: {
  readonly network: VirtualisationLayerId;
  readonly nicRate: BitsPerSecond;
  readonly gpusPerNode: number;
  readonly nics?: number;
}): TrainingPathBandwidthEstimate {
  const { network, nicRate, gpusPerNode } = inputs;
  const sriov = network === "sriov-vf" || network === "sriov-rdma";
  const nicCount = sriov ? (inputs.nics ?? 1) : 1;
  if (!Number.isInteger(gpusPerNode) || gpusPerNode < 1 || !Number.isInteger(nicCount) || nicCount < 1) {
    throw new RangeError("trainingPathBandwidthEstimate: gpusPerNode and nics must be positive integers");
  }
  const streamsPerNic = Math.max(1, Math.ceil(gpusPerNode / nicCount));
  const link = { ...datapathLinkFromPreset("ethernet-100g"), linkRateUnidirectional: nicRate };
  const one = effectiveBandwidth(
    { layer: network, link, streams: streamsPerNic },
    { nic: nicForRate(nicRate) },
  );
  return {
    bandwidth: bitsPerSecond(one.effectiveBandwidth * nicCount),
    perNic: one.effectiveBandwidth,
    nics: nicCount,
    streamsPerNic,
    bottleneck: one.bottleneck,
    estimate: one.estimate,
  };
}
