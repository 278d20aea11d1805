import type { IbvMtu } from "./IbvMtu.ts";

/**
 * Port attributes (subset of C `struct ibv_port_attr`) returned by `queryPort`: the local LID and
 * link layer an application sends to its peer out of band. `const { lid } = ctx.queryPort(1)`
 */
export interface IbvPortAttr {
  readonly state: "IBV_PORT_ACTIVE";
  /** Local identifier on InfiniBand; 0 on RoCE (Ethernet), which addresses ports by GID. */
  readonly lid: number;
  readonly linkLayer: "InfiniBand" | "Ethernet";
  readonly maxMtu: IbvMtu;
  /** Largest usable path MTU: 4096 on InfiniBand, 1024 on RoCE over a 1500-byte Ethernet MTU. */
  readonly activeMtu: IbvMtu;
}
