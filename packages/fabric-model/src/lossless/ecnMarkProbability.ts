import type { Bytes } from "../units.ts";

/**
 * Probability that a switch marks a departing packet ECN Congestion Experienced (RFC 3168 CE
 * codepoint) as DCQCN configures it: 0 below Kmin, rising linearly to Pmax at Kmax, 1 above Kmax.
 * @see https://doi.org/10.1145/2785956.2787484 (section 3, congestion point)
 * @see https://www.rfc-editor.org/rfc/rfc3168
 * @example ecnMarkProbability(kb(100), { kMin: kb(5), kMax: kb(200), pMax: 0.01 }) // ~0.0049
 */
export function ecnMarkProbability(
  queue: Bytes,
  parameters: { readonly kMin: Bytes; readonly kMax: Bytes; readonly pMax: number },
): number {
  const { kMin, kMax, pMax } = parameters;
  if (queue <= kMin) return 0;
  if (queue > kMax) return 1;
  return (pMax * (queue - kMin)) / (kMax - kMin);
}
