import { describe, expect, it } from "vitest";
import { pfcThresholds } from "../../src/lossless/pfcThresholds.ts";
import { bytes, gbps, kib, microseconds } from "../../src/units.ts";

const base = { linkRate: gbps(100), linkDelay: microseconds(1), timeStep: microseconds(1), mtu: bytes(1024) };

describe("pfcThresholds", () => {
  it("pfcThresholds(256 KiB, 100 Gb/s, 1 us) keeps a round trip at line rate plus two MTU as headroom", () => {
    const t = pfcThresholds({ buffer: kib(256), ...base });
    // 12.5 GB/s x (2 x 1 us + 2 x 1 us) = 50,000 B, plus 2 x 1024 B.
    expect(t.headroom).toBeCloseTo(52048, 6);
    expect(t.xoff).toBeCloseTo(262144 - 52048, 6);
    expect(t.xoff - t.xon).toBe(2048);
  });

  it("pfcThresholds headroom grows with link rate and delay; XOFF falls by the same amount", () => {
    const slow = pfcThresholds({ buffer: kib(512), ...base });
    const fast = pfcThresholds({ buffer: kib(512), ...base, linkRate: gbps(400) });
    const far = pfcThresholds({ buffer: kib(512), ...base, linkDelay: microseconds(3) });
    expect(fast.headroom).toBeGreaterThan(slow.headroom);
    expect(far.headroom).toBeGreaterThan(slow.headroom);
    expect(slow.xoff - fast.xoff).toBeCloseTo(fast.headroom - slow.headroom, 6);
  });

  it("pfcThresholds throws when the buffer cannot hold the headroom", () => {
    expect(() => pfcThresholds({ buffer: kib(32), ...base })).toThrow(RangeError);
  });
});
