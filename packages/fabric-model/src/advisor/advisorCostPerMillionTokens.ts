import type { TrainingRange } from "../training/TrainingPrediction.ts";

const SECONDS_PER_HOUR = 3600;
const TOKENS_PER_MILLION = 1e6;

/**
 * Cost of training one million tokens: the cluster's price per hour over the tokens it trains
 * in an hour. A throughput band gives a cost band (the fast end gives the low cost). Currency as
 * the price's (USD per hour in, USD per million tokens out).
 * @throws RangeError on a negative or non-finite price, or a non-positive throughput.
 * @example advisorCostPerMillionTokens({ clusterPerHour: 36, tokensPerSecond: { value: 1e4, low: 1e4, high: 1e4 } }).value // 1
 */
export function advisorCostPerMillionTokens(inputs: {
  /** Price of the whole cluster (all nodes with their network), per hour. */
  readonly clusterPerHour: number;
  readonly tokensPerSecond: TrainingRange;
}): TrainingRange {
  const { clusterPerHour, tokensPerSecond: tps } = inputs;
  if (!Number.isFinite(clusterPerHour) || clusterPerHour < 0) {
    throw new RangeError(`advisorCostPerMillionTokens: price must be finite and >= 0, got ${clusterPerHour}`);
  }
  if (!(tps.low > 0) || !(tps.value > 0) || !(tps.high > 0)) {
    throw new RangeError("advisorCostPerMillionTokens: throughput must be positive");
  }
  const cost = (tokensPerSecond: number) =>
    (clusterPerHour / (tokensPerSecond * SECONDS_PER_HOUR)) * TOKENS_PER_MILLION;
  return { value: cost(tps.value), low: cost(tps.high), high: cost(tps.low) };
}
