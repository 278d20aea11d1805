/**
 * Path MTU values (libibverbs `enum ibv_mtu`) and their size in bytes.
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/verbs.h (enum ibv_mtu)
 */
export type IbvMtu = "IBV_MTU_256" | "IBV_MTU_512" | "IBV_MTU_1024" | "IBV_MTU_2048" | "IBV_MTU_4096";

const MTU_BYTES: Readonly<Record<IbvMtu, number>> = Object.freeze({
  IBV_MTU_256: 256,
  IBV_MTU_512: 512,
  IBV_MTU_1024: 1024,
  IBV_MTU_2048: 2048,
  IBV_MTU_4096: 4096,
});

/** All path MTU names, smallest first. */
export const IBV_MTUS: readonly IbvMtu[] = Object.freeze(Object.keys(MTU_BYTES) as IbvMtu[]);

/** Payload bytes per packet for an MTU name: `ibvMtuBytes("IBV_MTU_1024")` -> 1024. */
export function ibvMtuBytes(mtu: IbvMtu): number {
  return MTU_BYTES[mtu];
}
