/**
 * The inter-node transport an nccl-tests output says NCCL used, from NCCL's INFO lines: the
 * "Socket" network is kernel TCP; "IB" is NCCL's verbs transport, RoCE when the port it lists is
 * Ethernet; the OFI plugin's libfabric provider names EFA ("efa") or HPE Slingshot ("cxi", the
 * libfabric provider for Slingshot NICs). Null when the lines do not say, or name a network the
 * model does not know.
 * @example transportFromNcclNetwork({ name: "Socket", provider: null, providerNics: null, sockets: null, linkLayer: null, line: 2 }) // "tcp"
 */
import type { CollectiveTransport, NcclTestsNetwork } from "fabric-model";

export function transportFromNcclNetwork(network: NcclTestsNetwork | null): CollectiveTransport | null {
  if (!network) return null;
  const name = network.name?.toLowerCase() ?? null;
  if (name === "socket") return "tcp";
  if (network.provider === "efa") return "efa";
  if (network.provider === "cxi") return "slingshot";
  if (name === "ib" || (name === null && network.linkLayer !== null))
    return network.linkLayer === "RoCE" ? "roce" : "ib";
  return null;
}
