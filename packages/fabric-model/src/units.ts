/**
 * Units as types. Every quantity in fabric-model is stored in a base unit (bytes, seconds,
 * bytes per second, bits per second) and branded so that a Gb/s value cannot silently be used
 * where a GB/s value is expected (an 8x error), nor a one-way rate where a two-way one is.
 * Build values only through the converters below; convert back only at the edges (UI, CLI).
 *
 * Decimal prefixes (kB, MB, GB, Gb/s) are powers of 1000, binary ones (KiB, MiB, GiB) powers of
 * 1024, as in IEC 80000-13. Network rates are decimal: 100 Gb/s = 100e9 bit/s.
 * @see https://www.iec.ch/prefixes-binary-multiples
 */

declare const unit: unique symbol;

/**
 * A number tagged with its unit at the type level; zero runtime cost.
 * @example const latency: Quantity<"s"> = seconds(1e-6);
 */
export type Quantity<U extends string> = number & { readonly [unit]: U };

/**
 * An amount of data in bytes.
 * @example const size: Bytes = mib(64);
 */
export type Bytes = Quantity<"B">;
/**
 * A duration in seconds.
 * @example const t: Seconds = microseconds(1.26);
 */
export type Seconds = Quantity<"s">;
/**
 * A data rate in bytes per second (one direction unless the name says otherwise).
 * @example const busbw: BytesPerSecond = gBps(45);
 */
export type BytesPerSecond = Quantity<"B/s">;
/**
 * A signalling or data rate in bits per second (one direction unless the name says otherwise).
 * @example const line: BitsPerSecond = gbps(400);
 */
export type BitsPerSecond = Quantity<"bit/s">;
/**
 * A count of floating-point operations.
 * @example const work: Flops = flops(6 * 8e9);
 */
export type Flops = Quantity<"FLOP">;
/**
 * A compute rate in floating-point operations per second.
 * @example const peak: FlopsPerSecond = tflopsPerSecond(989);
 */
export type FlopsPerSecond = Quantity<"FLOP/s">;

const BITS_PER_BYTE = 8;

/** `bytes(4096)` -> 4096 B. @throws RangeError on a negative or non-finite value. */
export function bytes(value: number): Bytes {
  return checked(value, "bytes") as Bytes;
}
/** `kib(64)` -> 65536 B (binary kibibytes). */
export function kib(value: number): Bytes {
  return bytes(value * 1024);
}
/** `mib(1)` -> 1048576 B. */
export function mib(value: number): Bytes {
  return bytes(value * 1024 ** 2);
}
/** `gib(16)` -> 17179869184 B. */
export function gib(value: number): Bytes {
  return bytes(value * 1024 ** 3);
}
/** `kb(1)` -> 1000 B (decimal kilobytes). */
export function kb(value: number): Bytes {
  return bytes(value * 1e3);
}
/** `mb(1)` -> 1e6 B. */
export function mb(value: number): Bytes {
  return bytes(value * 1e6);
}
/** `gb(1)` -> 1e9 B (decimal gigabytes, as nccl-tests uses). */
export function gb(value: number): Bytes {
  return bytes(value * 1e9);
}

/** `seconds(0.5)` -> 0.5 s. @throws RangeError on a negative or non-finite value. */
export function seconds(value: number): Seconds {
  return checked(value, "seconds") as Seconds;
}
/** `milliseconds(2)` -> 0.002 s. */
export function milliseconds(value: number): Seconds {
  return seconds(value * 1e-3);
}
/** `microseconds(2)` -> 2e-6 s. */
export function microseconds(value: number): Seconds {
  return seconds(value * 1e-6);
}
/** `nanoseconds(100)` -> 1e-7 s. */
export function nanoseconds(value: number): Seconds {
  return seconds(value * 1e-9);
}

/** `bitsPerSecond(1e9)` -> 1e9 bit/s. @throws RangeError on a negative or non-finite value. */
export function bitsPerSecond(value: number): BitsPerSecond {
  return checked(value, "bitsPerSecond") as BitsPerSecond;
}
/** `gbps(400)` -> 4e11 bit/s: gigabits per second, decimal, as link rates are quoted. */
export function gbps(value: number): BitsPerSecond {
  return bitsPerSecond(value * 1e9);
}
/** `mbps(100)` -> 1e8 bit/s. */
export function mbps(value: number): BitsPerSecond {
  return bitsPerSecond(value * 1e6);
}
/** `bytesPerSecond(1e9)` -> 1e9 B/s. @throws RangeError on a negative or non-finite value. */
export function bytesPerSecond(value: number): BytesPerSecond {
  return checked(value, "bytesPerSecond") as BytesPerSecond;
}
/** `gBps(50)` -> 5e10 B/s: gigabytes per second, decimal, as nccl-tests prints algbw/busbw. */
export function gBps(value: number): BytesPerSecond {
  return bytesPerSecond(value * 1e9);
}
/** `mibps(11023)` -> 11023 MiB/s in B/s, as perftest prints "BW average[MB/sec]" (binary MiB). */
export function mibps(value: number): BytesPerSecond {
  return bytesPerSecond(value * 1024 ** 2);
}

/** `flops(1e12)` -> 1e12 FLOP. */
export function flops(value: number): Flops {
  return checked(value, "flops") as Flops;
}
/** `tflopsPerSecond(989)` -> 9.89e14 FLOP/s (dense peak figures are quoted in TFLOP/s). */
export function tflopsPerSecond(value: number): FlopsPerSecond {
  return checked(value * 1e12, "tflopsPerSecond") as FlopsPerSecond;
}

/** Bit rate to byte rate: `toBytesPerSecond(gbps(8))` -> 1e9 B/s. */
export function toBytesPerSecond(rate: BitsPerSecond): BytesPerSecond {
  return (rate / BITS_PER_BYTE) as BytesPerSecond;
}
/** Byte rate to bit rate: `toBitsPerSecond(gBps(1))` -> 8e9 bit/s. */
export function toBitsPerSecond(rate: BytesPerSecond): BitsPerSecond {
  return (rate * BITS_PER_BYTE) as BitsPerSecond;
}
/** A rate in Gb/s for display: `inGbps(gbps(100))` -> 100. */
export function inGbps(rate: BitsPerSecond): number {
  return rate / 1e9;
}
/** A rate in GB/s for display: `inGBps(gBps(50))` -> 50. */
export function inGBps(rate: BytesPerSecond): number {
  return rate / 1e9;
}
/** A duration in microseconds for display: `inMicroseconds(microseconds(2))` -> 2. */
export function inMicroseconds(time: Seconds): number {
  return time * 1e6;
}
/**
 * A duration in milliseconds for display.
 * @example inMilliseconds(microseconds(2500)) // 2.5
 */
export function inMilliseconds(time: Seconds): number {
  return time * 1e3;
}

/** Time to move `amount` at `rate`: `transferTime(gb(1), gBps(10))` -> 0.1 s. Infinity at rate 0. */
export function transferTime(amount: Bytes, rate: BytesPerSecond): Seconds {
  if (amount === 0) return 0 as Seconds;
  return (rate === 0 ? Number.POSITIVE_INFINITY : amount / rate) as Seconds;
}
/** Rate that moves `amount` in `time`: `rateOf(gb(1), seconds(0.1))` -> 1e10 B/s. */
export function rateOf(amount: Bytes, time: Seconds): BytesPerSecond {
  return (time === 0 ? Number.POSITIVE_INFINITY : amount / time) as BytesPerSecond;
}

/** Sum of quantities of one unit: `sum([seconds(1), seconds(2)])` -> 3 s. */
export function sum<Q extends Quantity<string>>(values: readonly Q[]): Q {
  let total = 0;
  for (const v of values) total += v;
  return total as Q;
}
/**
 * Scale a quantity by a dimensionless factor, keeping its unit: `scale(gbps(100), 0.5)`.
 * @example inGbps(scale(gbps(100), 0.5)) // 50
 */
export function scale<Q extends Quantity<string>>(value: Q, factor: number): Q {
  return (value * factor) as Q;
}

function checked(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${what}(${value}): expected a finite, non-negative number`);
  }
  return value;
}
