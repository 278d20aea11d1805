/** The UI label of each resource fabric-model names as what bounds a data path's throughput. */
import type { DatapathLimitId } from "fabric-model";
import type { UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";

needStrings("datapath");

/** UI label of what bounds throughput: `tr(LIMIT_LABELS.wire)`. */
export const LIMIT_LABELS: Readonly<Record<DatapathLimitId, UiKey>> = {
  senderCpu: "kernelBypass.resource.senderCpu",
  senderHypervisor: "kernelBypass.resource.senderHypervisor",
  senderPcie: "kernelBypass.resource.senderPcie",
  senderNic: "kernelBypass.resource.senderNic",
  wire: "kernelBypass.resource.wire",
  wireReverse: "kernelBypass.resource.wireReverse",
  network: "kernelBypass.resource.network",
  receiverNic: "kernelBypass.resource.receiverNic",
  receiverPcie: "kernelBypass.resource.receiverPcie",
  receiverHypervisor: "kernelBypass.resource.receiverHypervisor",
  receiverCpu: "kernelBypass.resource.receiverCpu",
  window: "kernelBypass.resource.window",
  streamCap: "kernelBypass.resource.streamCap",
};
