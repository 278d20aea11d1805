import { type Bytes, bytes } from "../units.ts";

/**
 * Layers and hidden size of a dense decoder transformer, with its parameter count: the shape from
 * which `trainingActivationBytesPerToken` scales to other sizes.
 * @example const granite: TrainingModelShape = { parameters: 8.17e9, layers: 40, hiddenSize: 4096 };
 */
export interface TrainingModelShape {
  readonly parameters: number;
  readonly layers: number;
  readonly hiddenSize: number;
}

/**
 * Bytes of activations one token holds on its GPU during a micro-batch with full activation
 * checkpointing: every layer keeps its bf16 input (2·h bytes), and the one layer being recomputed
 * holds its working activations (about 34·h bytes: Korthikanti et al.'s per-layer count without
 * the attention-score term, which FlashAttention does not store). A model of another size keeps
 * the reference's depth-to-width ratio, so with P ≈ 12·L·h² both layers and width scale as the
 * cube root of the parameter ratio. Logits, temporary buffers and fragmentation are not counted.
 * @throws RangeError when a count is not positive and finite.
 * @see https://arxiv.org/abs/2205.05198 (Korthikanti et al. 2022, section 4: 34·s·b·h + 5·a·s²·b bytes per layer)
 * @see https://arxiv.org/abs/2001.08361 (Kaplan et al. 2020, section 2.1: N ≈ 12·n_layer·d_model²)
 * @example trainingActivationBytesPerToken({ modelParameters: 8.17e9, reference: { parameters: 8.17e9, layers: 40, hiddenSize: 4096 } }) // 466944 B
 */
export function trainingActivationBytesPerToken(inputs: {
  readonly modelParameters: number;
  readonly reference: TrainingModelShape;
}): Bytes {
  const { modelParameters, reference } = inputs;
  const counts = [modelParameters, reference.parameters, reference.layers, reference.hiddenSize];
  if (!counts.every((c) => Number.isFinite(c) && c > 0)) {
    throw new RangeError(
      `trainingActivationBytesPerToken: counts must be positive, got ${counts.join(", ")}`,
    );
  }
  const { layers, hiddenSize: hidden } = scaledModelShape({ modelParameters, reference });
  return bytes((2 * layers + 34) * hidden);
}

/**
 * The shape of a dense decoder transformer of `modelParameters` with the reference's depth-to-width
 * ratio: with P ≈ 12·L·h², layers and hidden size both scale as the cube root of the parameter
 * ratio (not rounded: a model size between real ones).
 * @see https://arxiv.org/abs/2001.08361 (Kaplan et al. 2020, section 2.1: N ≈ 12·n_layer·d_model²)
 * @example scaledModelShape({ modelParameters: 8 * 8.17e9, reference: { parameters: 8.17e9, layers: 40, hiddenSize: 4096 } }).layers // 80
 */
export function scaledModelShape(inputs: {
  readonly modelParameters: number;
  readonly reference: TrainingModelShape;
}): TrainingModelShape {
  const { modelParameters, reference } = inputs;
  const scale = Math.cbrt(modelParameters / reference.parameters);
  return {
    parameters: modelParameters,
    layers: reference.layers * scale,
    hiddenSize: reference.hiddenSize * scale,
  };
}
