import { describe, expect, it } from "vitest";
import { bytes, messagePath, VerbsFabric, type VerbsTiming } from "../../src/index.ts";
import { ibvMtuBytes } from "../../src/verbs/IbvMtu.ts";
import { ibvWcStatusStr } from "../../src/verbs/IbvWcStatus.ts";
import { ibvAckTimeoutSeconds, ibvRnrTimerSeconds } from "../../src/verbs/ibvTimers.ts";
import { verbsDatapathTiming, verbsOpTimingTotal } from "../../src/verbs/verbsDatapathTiming.ts";
import { connect, makeSide, peerInfo, rdmaWr } from "./verbsPair.ts";

describe("IB timer encodings", () => {
  it("ibvRnrTimerSeconds follows IB spec Table 45 (0 -> 655.36 ms, 1 -> 0.01 ms, 12 -> 0.64 ms, 31 -> 491.52 ms)", () => {
    expect(ibvRnrTimerSeconds(0)).toBeCloseTo(0.65536, 12);
    expect(ibvRnrTimerSeconds(1)).toBeCloseTo(1e-5, 12);
    expect(ibvRnrTimerSeconds(12)).toBeCloseTo(6.4e-4, 12);
    expect(ibvRnrTimerSeconds(31)).toBeCloseTo(0.49152, 12);
    expect(() => ibvRnrTimerSeconds(32)).toThrow(RangeError);
  });

  it("ibvAckTimeoutSeconds is 4.096 us x 2^timeout, and 0 means forever", () => {
    expect(ibvAckTimeoutSeconds(14)).toBeCloseTo(4.096e-6 * 16384, 12);
    expect(ibvAckTimeoutSeconds(0)).toBe(Number.POSITIVE_INFINITY);
    expect(() => ibvAckTimeoutSeconds(1.5)).toThrow(RangeError);
  });

  it("ibvMtuBytes and ibvWcStatusStr match libibverbs", () => {
    expect(ibvMtuBytes("IBV_MTU_1024")).toBe(1024);
    expect(ibvWcStatusStr("IBV_WC_RNR_RETRY_EXC_ERR")).toBe("RNR retry counter exceeded");
    expect(ibvWcStatusStr("IBV_WC_WR_FLUSH_ERR")).toBe("Work Request Flushed Error");
  });
});

describe("verbsDatapathTiming (timing from datapath's messagePath)", () => {
  it("a READ's stages add up to messagePath's round trip; a WRITE's to its one-way latency plus the ACK", () => {
    const timing = verbsDatapathTiming();
    for (const b of [0, 2, 4096, 65536]) {
      const read = verbsOpTimingTotal(timing({ opcode: "IBV_WR_RDMA_READ", bytes: bytes(b) }));
      expect(read).toBeCloseTo(messagePath({ path: "rdma-read", bytes: bytes(b) }).latency, 15);
      const w = timing({ opcode: "IBV_WR_RDMA_WRITE", bytes: bytes(b) });
      expect(verbsOpTimingTotal(w) - w.responseWire).toBeCloseTo(
        messagePath({ path: "rdma-write", bytes: bytes(b) }).latency,
        15,
      );
      expect(w.responseWire).toBeGreaterThan(0);
    }
  });

  it("only the stages that grow with bytes space back-to-back WRITEs: 16 x 64 KiB take about 16 x the wire time", () => {
    const fabric = new VerbsFabric({ hosts: ["a", "b"] });
    const a = makeSide(fabric, "a", { bytes: 1 << 20 });
    const b = makeSide(fabric, "b", { bytes: 1 << 20 });
    connect(a, peerInfo(b, 0), 0);
    connect(b, peerInfo(a, 0), 0);
    const n = 16;
    const size = 65536;
    a.ctx.postSend(
      a.qp,
      Array.from({ length: n }, (_, i) =>
        rdmaWr(a, b, {
          wrId: i,
          length: size,
          localOffset: i * size,
          remoteOffset: i * size,
          signaled: i === n - 1,
        }),
      ),
    );
    fabric.runUntilIdle();
    const [wc] = a.ctx.pollCq(a.cq);
    const timing = verbsDatapathTiming();
    const big = timing({ opcode: "IBV_WR_RDMA_WRITE", bytes: bytes(size) });
    const zero = timing({ opcode: "IBV_WR_RDMA_WRITE", bytes: bytes(0) });
    const perMessage = big.requestWire - zero.requestWire;
    expect(wc?.time).toBeGreaterThan((n - 1) * perMessage);
    expect(wc?.time).toBeLessThan(verbsOpTimingTotal(big) + (n - 1) * perMessage + 1e-9);
  });

  it("a custom timing function is used, and a bad one is refused before anything is posted", () => {
    const flat: VerbsTiming = () =>
      ({
        doorbell: 1e-6,
        requesterDma: 1e-6,
        requestWire: 1e-6,
        responderDma: 1e-6,
        responseWire: 1e-6,
        requesterDmaWrite: 0,
        completion: 1e-6,
      }) as never;
    const fabric = new VerbsFabric({ hosts: ["a", "b"], timing: flat });
    const a = makeSide(fabric, "a");
    const b = makeSide(fabric, "b");
    connect(a, peerInfo(b, 0), 0);
    connect(b, peerInfo(a, 0), 0);
    a.ctx.postSend(a.qp, rdmaWr(a, b, { wrId: 1, length: 8 }));
    fabric.runUntilIdle();
    expect(a.ctx.pollCq(a.cq)[0]?.time).toBeCloseTo(6e-6, 15);

    const broken = new VerbsFabric({ hosts: ["a", "b"], timing: () => ({ doorbell: Number.NaN }) as never });
    const c = makeSide(broken, "a");
    const d = makeSide(broken, "b");
    connect(c, peerInfo(d, 0), 0);
    expect(() => c.ctx.postSend(c.qp, rdmaWr(c, d, { wrId: 1, length: 8 }))).toThrow(/doorbell is NaN/);
    expect(c.qp.sendQueueDepth).toBe(0);
  });
});
