/** Test helpers: per-rank integer-valued buffers, so float sums are exact whatever the order. */
export function integerInputs(
  ranks: number,
  length: number,
  kind: "f32" | "f64" = "f64",
): Float32Array[] | Float64Array[] {
  const make = (r: number) => {
    const b = kind === "f32" ? new Float32Array(length) : new Float64Array(length);
    for (let i = 0; i < length; i++) b[i] = ((r * 31 + i * 7) % 101) - 50;
    return b;
  };
  return Array.from({ length: ranks }, (_, r) => make(r)) as Float32Array[] | Float64Array[];
}

/** Element-wise sum of the inputs. */
export function elementSum(inputs: readonly (Float32Array | Float64Array)[]): number[] {
  const length = inputs[0]?.length ?? 0;
  const out = new Array<number>(length).fill(0);
  for (const b of inputs) for (let i = 0; i < length; i++) out[i] = (out[i] as number) + (b[i] as number);
  return out;
}
