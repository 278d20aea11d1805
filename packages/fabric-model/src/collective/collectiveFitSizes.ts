/**
 * Sizes whose points fit each kind of quantity: bandwidths on sizes of at least 64 MiB (where time
 * is bandwidth), latencies on sizes of at most 64 KiB (where it is fixed costs). Sizes between are
 * predicted, not fitted: how well they come out is part of what the cross-validation reports.
 * @example collectiveFitSizes.bandwidthFrom // 67108864
 */
export const collectiveFitSizes = { bandwidthFrom: 64 * 2 ** 20, latencyUpTo: 64 * 2 ** 10 } as const;
