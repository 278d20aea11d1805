import type { IbPhysicalState, IbPortState } from "./InfinibandToolsResult.ts";

/**
 * A port state as ibstat ("Active", "Initializing"), ibv_devinfo ("PORT_ACTIVE (4)") or iblinkinfo
 * ("Active") prints it, else null.
 * @example ibPortState("PORT_INIT (2)") // "init"
 */
export function ibPortState(text: string): IbPortState | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/^port_/, "")
    .replace(/\s*\(\d+\)$/, "")
    .replace(/^\d+:\s*/, "");
  if (t === "down") return "down";
  if (t === "init" || t === "initializing" || t === "initialize") return "init";
  if (t === "armed") return "armed";
  if (t === "active") return "active";
  return null;
}

/**
 * A physical port state as the tools print it ("LinkUp", "LINK_UP (5)", "Polling",
 * "PortConfigurationTraining"), else null.
 * @example ibPhysicalState("Polling") // "polling"
 */
export function ibPhysicalState(text: string): IbPhysicalState | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s*\(\d+\)$/, "")
    .replace(/^\d+:\s*/, "")
    .replace(/[_\s]/g, "");
  if (t === "linkup") return "linkup";
  if (t === "polling") return "polling";
  if (t === "disabled") return "disabled";
  if (t === "sleep") return "sleep";
  if (t === "portconfigurationtraining" || t === "training") return "training";
  if (t === "linkerrorrecovery") return "error-recovery";
  if (t === "phytest") return "phy-test";
  return null;
}

/** "InfiniBand" or "Ethernet" as a link layer, else null. */
export function ibLinkLayer(text: string): "infiniband" | "ethernet" | null {
  const t = text.trim().toLowerCase();
  return t === "infiniband" ? "infiniband" : t === "ethernet" ? "ethernet" : null;
}
