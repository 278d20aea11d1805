/**
 * The share of a micro-batch's compute that gradient communication can hide behind: FSDP reduces
 * each layer's gradients while the next layer's backward runs, so the window is the backward pass,
 * and with activation checkpointing also the recompute of the forward that precedes each layer's
 * backward. Counting FLOPs per parameter and token (forward 2, recompute 2, backward 4):
 * `(2 + 4) / (2 + 2 + 4) = 0.75` with checkpointing, `4 / 6 = 2/3` without.
 * @see https://pytorch.org/docs/stable/fsdp.html (backward_prefetch, gradient reduction overlap)
 * @example trainingOverlapShare({ activationCheckpointing: true }) // 0.75
 */
export function trainingOverlapShare(inputs: { readonly activationCheckpointing: boolean }): number {
  const forward = 2;
  const backward = 4;
  const recompute = inputs.activationCheckpointing ? forward : 0;
  return (recompute + backward) / (forward + recompute + backward);
}
