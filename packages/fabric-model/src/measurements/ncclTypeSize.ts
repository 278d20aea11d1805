const SIZES: Readonly<Record<string, number>> = {
  int8: 1,
  uint8: 1,
  char: 1,
  f8e4m3: 1,
  f8e5m2: 1,
  fp8_e4m3: 1,
  fp8_e5m2: 1,
  half: 2,
  float16: 2,
  bfloat16: 2,
  int32: 4,
  uint32: 4,
  int: 4,
  float: 4,
  float32: 4,
  int64: 8,
  uint64: 8,
  double: 8,
  float64: 8,
};

/**
 * Bytes per element of a nccl-tests `type` column value (`float` -> 4, `bfloat16` -> 2); `null`
 * for a name nccl-tests does not print.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu test_typenames; wordSize in src/common.h)
 * @example ncclTypeSize("double") // 8
 */
export function ncclTypeSize(type: string): number | null {
  return Object.hasOwn(SIZES, type) ? (SIZES[type] ?? null) : null;
}
