import { type BitsPerSecond, type Bytes, bytes, type Seconds, toBytesPerSecond } from "../units.ts";

/**
 * PFC thresholds of one ingress port: the headroom that must stay free above XOFF for the bytes
 * still arriving after the switch decides to pause (a round trip of the link at line rate, plus a
 * packet in flight at each end), XOFF itself, and XON a little below it.
 * @see https://1.ieee802.org/dcb/802-1qbb/
 */
export interface PfcThresholds {
  readonly headroom: Bytes;
  /** Ingress occupancy at which the switch sends PAUSE upstream. */
  readonly xoff: Bytes;
  /** Ingress occupancy at which the switch resumes the sender. */
  readonly xon: Bytes;
}

/**
 * XOFF, XON and headroom for a per-port buffer: headroom = rate x (2 x link delay + 2 x time step)
 * + 2 x MTU (the time step is the model's reaction granularity); XOFF = buffer - headroom;
 * XON = XOFF - 2 x MTU (an illustrative hysteresis).
 * @throws RangeError when the buffer leaves less than 2 MTU below XOFF.
 * @example pfcThresholds({ buffer: kib(256), linkRate: gbps(100), linkDelay: microseconds(1), timeStep: microseconds(0.2), mtu: bytes(1024) }).xoff
 */
export function pfcThresholds(inputs: {
  readonly buffer: Bytes;
  readonly linkRate: BitsPerSecond;
  readonly linkDelay: Seconds;
  readonly timeStep: Seconds;
  readonly mtu: Bytes;
}): PfcThresholds {
  const { buffer, linkRate, linkDelay, timeStep, mtu } = inputs;
  const headroom = toBytesPerSecond(linkRate) * (2 * linkDelay + 2 * timeStep) + 2 * mtu;
  const xoff = buffer - headroom;
  const xon = xoff - 2 * mtu;
  if (!(xon > 0)) {
    throw new RangeError(
      `pfcThresholds: a ${buffer} B port buffer cannot hold ${Math.ceil(headroom)} B of headroom plus hysteresis`,
    );
  }
  return { headroom: bytes(headroom), xoff: bytes(xoff), xon: bytes(xon) };
}
