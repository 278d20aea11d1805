/** Lowest RoCE v2 UDP source port drivers use (IB_ROCE_UDP_ENCAP_VALID_PORT_MIN). */
const ROCE_SPORT_MIN = 0xc000;
/** The 20 bits of a GRH flow label. */
const FLOW_LABEL_MASK = 0xfffff;

/**
 * The UDP source port a RoCE v2 adapter puts on the packets of a reliable connection, derived from
 * the two QP numbers as every Linux RDMA driver does: the symmetric 20-bit flow label
 * `rdma_calc_flow_label(lqpn, rqpn)` folded into 14 bits above 0xC000 by
 * `rdma_flow_label_to_udp_sport`. Switches hash it with the addresses to pick an ECMP path, so each
 * QP pair (not each message) takes one path. Dimensionless (a port number, 0xC000-0xFFFF).
 * @throws RangeError when a QP number is not a 24-bit non-negative integer or `flowLabel` is not 20-bit.
 * @see infinibandSources.kernelRoceUdpSport
 * @example roceUdpSourcePort({ localQpn: 0x11, remoteQpn: 0x22 }) // 49730 (0xc242)
 */
export function roceUdpSourcePort(inputs: {
  readonly localQpn: number;
  readonly remoteQpn: number;
  /** A flow label set in the address vector; 0 (default) derives one from the QP numbers. */
  readonly flowLabel?: number;
}): number {
  const { localQpn, remoteQpn } = inputs;
  checkQpn(localQpn);
  checkQpn(remoteQpn);
  let fl = inputs.flowLabel ?? 0;
  if (!Number.isInteger(fl) || fl < 0 || fl > FLOW_LABEL_MASK) {
    throw new RangeError(`roceUdpSourcePort: a flow label is 20-bit, got ${fl}`);
  }
  if (fl === 0) {
    // The kernel folds the u64 product of two 24-bit numbers: v ^= v >> 20; v ^= v >> 40; then keeps
    // the low 20 bits, which are bits 0-19 ^ bits 20-39 ^ bits 40-47 of the product. The product
    // (48 bits) is exact in a double, and so are these divisions.
    const v = localQpn * remoteQpn;
    fl = (v % 2 ** 20) ^ (Math.floor(v / 2 ** 20) % 2 ** 20) ^ Math.floor(v / 2 ** 40);
  }
  const low = (fl & 0x03fff) ^ ((fl & 0xfc000) >> 14);
  return low | ROCE_SPORT_MIN;
}

/** A QP number is 24-bit (checked one by one: no array per call, for the 16,256 flows of an all-to-all). */
function checkQpn(q: number): void {
  if (!Number.isInteger(q) || q < 0 || q > 0xffffff) {
    throw new RangeError(`roceUdpSourcePort: QP numbers are 24-bit, got ${q}`);
  }
}
