import type { Source } from "../Source.ts";
import { type BitsPerSecond, type Bytes, kb, mbps, microseconds, type Seconds } from "../units.ts";

/**
 * DCQCN (Data Center Quantized Congestion Notification), the congestion control RoCEv2 NICs run:
 * the switch marks ECN on its egress queue (RED-like between Kmin and Kmax), the receiving NIC
 * turns marks into congestion notification packets (CNPs), the sending NIC cuts and regrows its
 * rate. These are the parameters Zhu et al. give for their 40 Gb/s deployment.
 * @example runCongestedSwitch({ ...inputs, mode: "pfc-ecn" }, { dcqcn: { ...dcqcnParameters, kMin: kb(10) } })
 */
export interface DcqcnParameters {
  /** Egress queue below which nothing is marked. */
  readonly kMin: Bytes;
  /** Egress queue above which every packet is marked. */
  readonly kMax: Bytes;
  /** Marking probability reached at `kMax` (0..1). */
  readonly pMax: number;
  /** Gain of the moving average alpha of the congestion estimate. */
  readonly g: number;
  /** The receiving NIC sends at most one CNP per flow per this interval. */
  readonly cnpInterval: Seconds;
  /** Alpha decays once per this interval without a CNP (longer than `cnpInterval`). */
  readonly alphaTimer: Seconds;
  /** The rate-increase timer of the sending NIC. */
  readonly rateIncreaseTimer: Seconds;
  /** Increase events spent in fast recovery (halving the gap to the target rate) before additive increase. */
  readonly fastRecoverySteps: number;
  /** Additive increase of the target rate per increase event after fast recovery. */
  readonly rateAdditiveIncrease: BitsPerSecond;
  readonly source: Source;
}

/**
 * DCQCN parameters from the paper that defined it.
 * @see https://doi.org/10.1145/2785956.2787484
 * @example dcqcnParameters.g // 1/256
 */
export const dcqcnParameters: DcqcnParameters = {
  kMin: kb(5),
  kMax: kb(200),
  pMax: 0.01,
  g: 1 / 256,
  cnpInterval: microseconds(50),
  alphaTimer: microseconds(55),
  rateIncreaseTimer: microseconds(55),
  fastRecoverySteps: 5,
  rateAdditiveIncrease: mbps(40),
  source: {
    url: "https://doi.org/10.1145/2785956.2787484",
    read: "Y. Zhu et al., Congestion Control for Large-Scale RDMA Deployments, ACM SIGCOMM 2015, sections 3 and 5: Kmin 5 KB, Kmax 200 KB, Pmax 1%, g 1/256 (the defaults later work such as HPCC, SIGCOMM 2019, section 5.1, quotes 'following the default parameter setting' of DCQCN); at most one CNP per flow per N = 50 us; alpha updated every K = 55 us without a CNP; rate-increase timer 55 us; F = 5 fast-recovery steps; additive increase R_AI 40 Mb/s. Tuned for 40 Gb/s links. The byte counter and hyper-increase stage of the paper are not used here.",
  },
};
