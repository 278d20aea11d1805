/**
 * A size as nccl-tests reads its -b / -e arguments: a whole number of bytes, optionally followed by
 * K, M or G (powers of 1024, either case; `parsesize` in nccl-tests' src/common.cu). Null for
 * anything else (decimals, hexadecimal, negative numbers, other suffixes, empty text).
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/src/common.cu (parsesize)
 * @example parseNcclTestsSize("256M") // 268435456
 */
export function parseNcclTestsSize(text: string): number | null {
  const m = /^\s*(\d+)\s*([kKmMgG]?)\s*$/.exec(text);
  if (m === null) return null;
  const unit = (m[2] ?? "").toUpperCase();
  const value = Number(m[1]) * (unit === "G" ? 2 ** 30 : unit === "M" ? 2 ** 20 : unit === "K" ? 2 ** 10 : 1);
  return Number.isSafeInteger(value) ? value : null;
}
