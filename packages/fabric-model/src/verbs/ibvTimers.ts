import { type Seconds, seconds } from "../units.ts";

/**
 * RNR NAK timer values in milliseconds for the 5-bit `min_rnr_timer` code (index = code).
 * Source: InfiniBand Architecture Specification Vol. 1, Table 45 "Encoding for RNR NAK Timer Field",
 * as tabulated at https://www.rdmamojo.com/2013/01/12/ibv_modify_qp/ (min_rnr_timer).
 */
const RNR_TIMER_MS: readonly number[] = Object.freeze([
  655.36, 0.01, 0.02, 0.03, 0.04, 0.06, 0.08, 0.12, 0.16, 0.24, 0.32, 0.48, 0.64, 0.96, 1.28, 1.92, 2.56,
  3.84, 5.12, 7.68, 10.24, 15.36, 20.48, 30.72, 40.96, 61.44, 81.92, 122.88, 163.84, 245.76, 327.68, 491.52,
]);

/**
 * How long a requester waits after an RNR NAK before resending, for a 5-bit `min_rnr_timer` code.
 * `ibvRnrTimerSeconds(12)` -> 0.00064 s (0.64 ms).
 * @throws RangeError when `code` is not an integer in 0..31.
 * @see https://www.rdmamojo.com/2013/01/12/ibv_modify_qp/ (IB spec Vol. 1 Table 45)
 */
export function ibvRnrTimerSeconds(code: number): Seconds {
  const ms = RNR_TIMER_MS[code];
  if (!Number.isInteger(code) || ms === undefined) {
    throw new RangeError(`ibvRnrTimerSeconds(${code}): expected an integer code 0..31`);
  }
  return seconds(ms * 1e-3);
}

/** Base unit of the local ACK timeout: 4.096 us (IB spec Vol. 1 §11.2.4.2, "4.096 * 2^timeout usec"). */
const ACK_TIMEOUT_UNIT_SECONDS = 4.096e-6;

/**
 * Local ACK timeout for the 5-bit `timeout` QP attribute: 4.096 us x 2^timeout; 0 means wait forever
 * (returned as Infinity). `ibvAckTimeoutSeconds(14)` -> 0.0671 s.
 * @throws RangeError when `timeout` is not an integer in 0..31.
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/man/ibv_modify_qp.3.md (timeout)
 */
export function ibvAckTimeoutSeconds(timeout: number): Seconds {
  if (!Number.isInteger(timeout) || timeout < 0 || timeout > 31) {
    throw new RangeError(`ibvAckTimeoutSeconds(${timeout}): expected an integer 0..31`);
  }
  if (timeout === 0) return Number.POSITIVE_INFINITY as Seconds;
  return seconds(ACK_TIMEOUT_UNIT_SECONDS * 2 ** timeout);
}
