/**
 * iperf3 and perftest results below this share of the model's are flagged as low (they have no
 * cross-validated band yet; nccl-tests sweeps are judged against the collective model's band).
 */
export const LOW_BANDWIDTH_SHARE = 0.5;
