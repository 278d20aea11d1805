/**
 * How a switch port and its senders handle congestion, as the congested-switch model simulates it:
 * - `ib-credits`: InfiniBand link-level credit-based flow control; a sender transmits only into
 *   receive buffer the next hop has advertised as free, so nothing is dropped.
 * - `pfc`: Ethernet Priority Flow Control (IEEE 802.1Qbb); the switch sends PAUSE upstream when an
 *   ingress port's buffer crosses XOFF and resumes below XON.
 * - `pfc-ecn`: PFC plus ECN marking at the egress queue and DCQCN rate control in the senders.
 * - `lossy`: plain Ethernet, no PFC: a full buffer drops packets, which must be sent again.
 * @example const mode: LosslessMode = "pfc-ecn";
 */
export type LosslessMode = "ib-credits" | "pfc" | "pfc-ecn" | "lossy";

/** Every `LosslessMode`, in display order. @example losslessModes.includes("pfc") // true */
export const losslessModes: readonly LosslessMode[] = ["ib-credits", "pfc", "pfc-ecn", "lossy"];

/**
 * How a sender recovers lost packets: `go-back-n` resends everything after the first lost packet
 * (the RoCE NIC behaviour Mittal et al. describe), `selective` resends only what was lost.
 * @see https://doi.org/10.1145/3230543.3230557
 * @example const r: LossRecovery = "go-back-n";
 */
export type LossRecovery = "go-back-n" | "selective";
