import { connectX5DatapathCalibration } from "../presets/nics.ts";
import { bytes, microseconds, seconds } from "../units.ts";
import { cx5MeasurementSources } from "./cx5MeasurementSources.ts";
import type { DatapathProvenance } from "./DatapathProvenance.ts";
import type {
  VirtualisationLayer,
  VirtualisationLayerField,
  VirtualisationLayerId,
} from "./VirtualisationLayer.ts";

const vf = connectX5DatapathCalibration.values;

/** A field the layer leaves at zero by construction (the note says why). */
const none = (why: string): DatapathProvenance => ({
  kind: "standard",
  sources: [],
  note: `By construction: ${why}`,
});
/** OVN-Kubernetes' architecture manual page. */
const OVN_ARCHITECTURE = "https://github.com/ovn-org/ovn/blob/HEAD/ovn-architecture.7.xml";
const VF_LATENCY: DatapathProvenance = {
  kind: "calibrated",
  sources: [cx5MeasurementSources.sriovVfWriteLatency, cx5MeasurementSources.writeLatencyCrossNode],
  note: "calibrateDatapath solves it from cx5Measurements.sriovVfWriteLatency: ib_write_lat 2 B between pods on VFs (1.58 us) minus bare metal (1.26 us). The pods ran on other hosts, so part of it may be the path, not the VF.",
};

function provenance(
  entries: Partial<Record<VirtualisationLayerField, DatapathProvenance>>,
  rest: DatapathProvenance,
): Readonly<Record<VirtualisationLayerField, DatapathProvenance>> {
  const fields: VirtualisationLayerField[] = [
    "addedLatency",
    "senderCpuPerPacket",
    "receiverCpuPerPacket",
    "hypervisorCpuPerPacket",
    "extraCopiesPerSide",
    "extraKernelCrossingsPerSide",
    "encapsulationBytes",
    "mtuReduction",
    "defeatsReceiveOffload",
  ];
  const out: Partial<Record<VirtualisationLayerField, DatapathProvenance>> = {};
  for (const f of fields) out[f] = entries[f] ?? rest;
  return out as Record<VirtualisationLayerField, DatapathProvenance>;
}

/**
 * The virtualisation layers a pod can sit behind, as data (see `VirtualisationLayer`):
 * - pod overlay: OVN-Kubernetes Geneve pod network, running (as in the Red Hat study) over the node's vNIC;
 * - vNIC: a paravirtual virtio-net NIC served by vhost-net in the hypervisor;
 * - SR-IOV VF: a hardware virtual function passed to the pod, used through kernel TCP;
 * - SR-IOV + RDMA: the same VF used through verbs.
 * The SR-IOV numbers are measured on ConnectX-5 (calibrated from the same public benchmark as the
 * bare-metal fixtures); the overlay and vNIC numbers are estimates, each with its reasoning.
 * @example virtualisationLayers.map((l) => l.id) // ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"]
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 */
export const virtualisationLayers: readonly VirtualisationLayer[] = [
  {
    id: "pod-overlay",
    labelKey: "datapath.layer.podOverlay",
    rdmaCapable: false,
    basePath: "kernel-tcp",
    stackedOn: "vnic",
    addedLatency: microseconds(4),
    senderCpuPerPacket: microseconds(0.4),
    receiverCpuPerPacket: microseconds(0.5),
    hypervisorCpuPerPacket: seconds(0),
    extraCopiesPerSide: 0,
    extraKernelCrossingsPerSide: 0,
    encapsulationBytes: bytes(58),
    mtuReduction: bytes(100),
    defeatsReceiveOffload: true,
    provenance: provenance(
      {
        addedLatency: {
          kind: "estimate",
          sources: [],
          note: "4 us one way: about 2 us per side for the veth hop, the OVS flow lookup and the tunnel, on top of the vNIC below (the OVN-Kubernetes datapath: a veth pair into the pod network namespace, the Open vSwitch kernel datapath, Geneve encap/decap on each side).",
        },
        senderCpuPerPacket: {
          kind: "estimate",
          sources: [
            {
              url: OVN_ARCHITECTURE,
              read: "ovn-architecture(7): 'Environments whose NICs lack Geneve offload may prefer STT'",
            },
          ],
          note: "0.4 us (~1200 cycles) per 1400 B packet: OVS actions, Geneve push, software GSO and checksum; without UDP-tunnel TSO the guest kernel segments and checksums every inner packet (GSO) before encapsulating.",
        },
        receiverCpuPerPacket: {
          kind: "estimate",
          sources: [],
          note: "0.5 us per packet on the receiving core, reasoned as senderCpuPerPacket: decapsulation, OVS flow lookup, veth transmit into the pod's namespace (a second softirq pass).",
        },
        encapsulationBytes: {
          kind: "standard",
          sources: [
            {
              url: "https://www.rfc-editor.org/rfc/rfc8926",
              read: "Geneve: 8 B base header, options as 4 B TLV header + data",
            },
            {
              url: OVN_ARCHITECTURE,
              read: "ovn-architecture(7): 'a TLV with class 0x0102, type 0x80, and a 32-bit value'",
            },
          ],
          note: "Outer Ethernet 14 + IPv4 20 + UDP 8, Geneve 8 + one 8 B option: 14 + 20 + 8 + 8 + 8 = 58 B per packet.",
        },
        mtuReduction: {
          kind: "spec",
          sources: [
            {
              url: "https://docs.redhat.com/ko/documentation/openshift_container_platform/4.18/html/installing_on_vmware_vsphere/nw-operator-configuration-parameters-for-ovn-sdn_installing-vsphere-installer-provisioned-network-customizations",
              read: "OVN-Kubernetes Geneve MTU is 100 below the lowest node MTU (1400 on 1500)",
            },
          ],
          note: "Pod MTU 1400 on a 1500 B underlay: inner MSS 1348 B.",
        },
        defeatsReceiveOffload: {
          kind: "estimate",
          sources: [],
          note: "TCP receive work runs per packet instead of per 64 KiB: the main reason overlay throughput is single-digit Gb/s per stream. virtio-net in most clouds offers no UDP-tunnel segmentation offload to the guest, and OVS decapsulates after GRO would have merged, so TCP sees each 1400 B packet.",
        },
      },
      none(
        "The overlay adds no copies, no user/kernel crossings and no hypervisor work of its own (it runs in the node's kernel).",
      ),
    ),
  },
  {
    id: "vnic",
    labelKey: "datapath.layer.vnic",
    rdmaCapable: false,
    basePath: "kernel-tcp",
    stackedOn: null,
    addedLatency: microseconds(6),
    senderCpuPerPacket: seconds(0),
    receiverCpuPerPacket: microseconds(0.1),
    hypervisorCpuPerPacket: microseconds(0.15),
    extraCopiesPerSide: 1,
    extraKernelCrossingsPerSide: 1,
    encapsulationBytes: bytes(0),
    mtuReduction: bytes(0),
    defeatsReceiveOffload: false,
    provenance: provenance(
      {
        addedLatency: {
          kind: "estimate",
          sources: [],
          note: "6 us one way: about 3 us of notification latency per side (virtio-net + vhost-net: a TX kick is a VM exit plus an eventfd wake-up of the vhost worker; RX is an irqfd interrupt injected into the vCPU).",
        },
        receiverCpuPerPacket: {
          kind: "estimate",
          sources: [],
          note: "0.1 us per wire packet on the guest's receiving vCPU: guest virtio-net receive with mergeable buffers does per-packet descriptor work plus the exits of injected interrupts, amortised.",
        },
        hypervisorCpuPerPacket: {
          kind: "estimate",
          sources: [],
          note: "0.15 us per wire packet on the vhost worker's core, like the bare-metal driver cost: the host runs the physical NIC driver, GRO and the bridge / tap path for every packet before vhost hands it over.",
        },
        extraCopiesPerSide: {
          kind: "standard",
          sources: [
            {
              url: "https://github.com/torvalds/linux/blob/master/drivers/vhost/net.c",
              read: "'static int experimental_zcopytx = 0;' (transmit zero copy is off by default); received data is always copied into guest buffers",
            },
          ],
          note: "One copy per side, made by the vhost worker thread on its own core.",
        },
        extraKernelCrossingsPerSide: {
          kind: "estimate",
          sources: [],
          note: "1 per side: one VM exit (TX kick) or one injected interrupt (RX) per message, with notification suppression batching the rest.",
        },
      },
      none("No encapsulation (the vNIC bridges plain frames) and virtio-net keeps TSO/GRO."),
    ),
  },
  {
    id: "sriov-vf",
    labelKey: "datapath.layer.sriovVf",
    rdmaCapable: true,
    basePath: "kernel-tcp",
    stackedOn: null,
    addedLatency: vf.sriovVfAddedLatency,
    senderCpuPerPacket: seconds(0),
    receiverCpuPerPacket: vf.sriovVfReceiverCpuPerPacket,
    hypervisorCpuPerPacket: seconds(0),
    extraCopiesPerSide: 0,
    extraKernelCrossingsPerSide: 0,
    encapsulationBytes: bytes(0),
    mtuReduction: bytes(0),
    defeatsReceiveOffload: false,
    provenance: provenance(
      {
        addedLatency: VF_LATENCY,
        receiverCpuPerPacket: {
          kind: "calibrated",
          sources: [cx5MeasurementSources.sriovVfTcpSingleStream],
          note: "calibrateDatapath solves it from cx5Measurements.sriovVfTcpSingleStream, so one iperf3 stream between pods on VFs runs at the measured 21.2 Gb/s (bare metal 21.7): within run-to-run noise of zero.",
        },
      },
      none("A VF is the NIC itself: no software switch, no copies, no encapsulation, offloads intact."),
    ),
  },
  {
    id: "sriov-rdma",
    labelKey: "datapath.layer.sriovRdma",
    rdmaCapable: true,
    basePath: "rdma-write",
    stackedOn: null,
    addedLatency: vf.sriovVfAddedLatency,
    senderCpuPerPacket: seconds(0),
    receiverCpuPerPacket: seconds(0),
    hypervisorCpuPerPacket: seconds(0),
    extraCopiesPerSide: 0,
    extraKernelCrossingsPerSide: 0,
    encapsulationBytes: bytes(0),
    mtuReduction: bytes(0),
    defeatsReceiveOffload: false,
    provenance: provenance(
      { addedLatency: VF_LATENCY },
      {
        kind: "measured",
        sources: [cx5MeasurementSources.sriovVfWriteBandwidth, cx5MeasurementSources.writeBandwidthCrossNode],
        note: "Verbs on a VF cost no host CPU per packet and keep the wire-bound bandwidth: ib_write_bw 64 KiB between pods on VFs 11024.71 MiB/s vs 11023.48 bare metal.",
      },
    ),
  },
];

/**
 * A layer and the layers it runs on, underlay first: `virtualisationStack("pod-overlay")` is
 * [vNIC, pod overlay].
 * @throws RangeError on an unknown layer id or a cycle in `stackedOn`.
 * @example virtualisationStack("pod-overlay").map((l) => l.id) // ["vnic", "pod-overlay"]
 */
export function virtualisationStack(
  layer: VirtualisationLayerId | VirtualisationLayer,
  options: { readonly catalogue?: readonly VirtualisationLayer[] } = {},
): VirtualisationLayer[] {
  const catalogue = options.catalogue ?? virtualisationLayers;
  const find = (id: VirtualisationLayerId) => {
    const found = catalogue.find((l) => l.id === id);
    if (!found) throw new RangeError(`virtualisationStack: unknown layer ${id}`);
    return found;
  };
  const stack: VirtualisationLayer[] = [];
  let current: VirtualisationLayer | null = typeof layer === "string" ? find(layer) : layer;
  while (current) {
    if (stack.some((l) => l.id === current?.id))
      throw new RangeError("virtualisationStack: cycle in stackedOn");
    stack.unshift(current);
    current = current.stackedOn ? find(current.stackedOn) : null;
  }
  return stack;
}
