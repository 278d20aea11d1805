import { describe, expect, it } from "vitest";
import {
  bytes,
  inMicroseconds,
  messagePath,
  microseconds,
  type VerbsEvent,
  VerbsFabric,
  verbsEventText,
} from "../../src/index.ts";
import { IBV_WC_WITH_IMM } from "../../src/verbs/ibvSendFlags.ts";
import { connect, connectedPair, makeSide, peerInfo, rdmaWr, recvWr, sendWr } from "./verbsPair.ts";

const during = (events: readonly VerbsEvent[], host: string) => events.filter((e) => e.host === host);

describe("VerbsFabric happy path (alice and bob, connected RC QPs)", () => {
  it("postSend(IBV_WR_RDMA_WRITE) changes bob's buffer while bob's CPU does nothing", () => {
    const { fabric, alice, bob } = connectedPair();
    alice.buf.set([0xde, 0xad, 0xbe, 0xef], 16);
    const bobCpu = bob.ctx.cpuInvolvement;
    const since = fabric.eventCount;
    alice.ctx.postSend(
      alice.qp,
      rdmaWr(alice, bob, { wrId: 7, length: 4, localOffset: 16, remoteOffset: 100 }),
    );
    expect([...bob.buf.subarray(100, 104)]).toEqual([0, 0, 0, 0]); // nothing happens before time moves
    expect(fabric.runUntilIdle().idle).toBe(true);
    expect([...bob.buf.subarray(100, 104)]).toEqual([0xde, 0xad, 0xbe, 0xef]);
    expect(bob.ctx.cpuInvolvement).toBe(bobCpu);
    const onBob = during(fabric.events({ since }), "bob");
    expect(onBob.length).toBeGreaterThan(0);
    expect(onBob.every((e) => e.actor !== "cpu")).toBe(true);
    const [wc] = alice.ctx.pollCq(alice.cq);
    expect(wc).toMatchObject({ wrId: 7, status: "IBV_WC_SUCCESS", opcode: "IBV_WC_RDMA_WRITE", byteLen: 4 });
    expect(bob.ctx.pollCq(bob.cq)).toEqual([]); // a plain WRITE leaves no trace in bob's CQ
  });

  it("a WRITE walks post, doorbell, dma-read, wire, dma-write, wire (ACK), completion in time order", () => {
    const { fabric, alice, bob } = connectedPair();
    const since = fabric.eventCount;
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 64 }));
    fabric.runUntilIdle();
    const events = fabric.events({ since });
    expect(events.map((e) => `${e.host}:${e.kind}`)).toEqual([
      "alice:post",
      "alice:doorbell",
      "alice:dma-read",
      "alice:wire",
      "bob:dma-write",
      "bob:wire",
      "alice:completion",
    ]);
    for (let i = 1; i < events.length; i++) {
      expect(events[i]?.time).toBeGreaterThanOrEqual(events[i - 1]?.time as number);
      expect(events[i]?.start).toBeLessThanOrEqual(events[i]?.time as number);
    }
    const landed = events.find((e) => e.kind === "dma-write");
    expect(landed).toMatchObject({ code: "responder-write", values: { bytes: 64, host: "bob" } });
    expect(landed && verbsEventText(landed)).toMatch(
      /^HCA writes 64 B at 0x[0-9a-f]+ on bob; its CPU is not involved$/,
    );
  });

  it("RDMA WRITE lands after datapath's one-way latency less its completion stage (2 B)", () => {
    const { fabric, alice, bob } = connectedPair();
    const t0 = fabric.now;
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 2 }));
    fabric.runUntilIdle();
    const landed = fabric.events().find((e) => e.kind === "dma-write" && e.host === "bob");
    const path = messagePath({ path: "rdma-write", bytes: bytes(2) });
    const completion = path.stages.find((s) => s.id === "completion")?.time ?? 0;
    expect(inMicroseconds(((landed?.time as number) - t0) as never)).toBeCloseTo(
      inMicroseconds((path.latency - completion) as never),
      9,
    );
  });

  it("RDMA READ brings bob's bytes back and completes after datapath's READ round trip", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.buf.set([1, 2, 3, 4, 5], 200);
    const bobCpu = bob.ctx.cpuInvolvement;
    const t0 = fabric.now;
    alice.ctx.postSend(
      alice.qp,
      rdmaWr(alice, bob, {
        wrId: 2,
        opcode: "IBV_WR_RDMA_READ",
        length: 5,
        localOffset: 0,
        remoteOffset: 200,
      }),
    );
    fabric.runUntilIdle();
    expect([...alice.buf.subarray(0, 5)]).toEqual([1, 2, 3, 4, 5]);
    expect(bob.ctx.cpuInvolvement).toBe(bobCpu);
    const [wc] = alice.ctx.pollCq(alice.cq);
    expect(wc).toMatchObject({ wrId: 2, status: "IBV_WC_SUCCESS", opcode: "IBV_WC_RDMA_READ", byteLen: 5 });
    const rtt = messagePath({ path: "rdma-read", bytes: bytes(5) }).latency;
    expect(((wc?.time as number) - t0) * 1e6).toBeCloseTo(rtt * 1e6, 9);
  });

  it("SEND lands in the buffer of bob's posted RECV and completes on both sides", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.postRecv(bob.qp, recvWr(bob, { wrId: 40, length: 256, offset: 512 }));
    const bobCpu = bob.ctx.cpuInvolvement;
    alice.buf.set([9, 8, 7], 0);
    alice.ctx.postSend(alice.qp, sendWr(alice, { wrId: 3, length: 3 }));
    fabric.runUntilIdle();
    expect(bob.ctx.cpuInvolvement).toBe(bobCpu); // the data path needed the posted buffer, not bob's CPU
    expect([...bob.buf.subarray(512, 515)]).toEqual([9, 8, 7]);
    expect(alice.ctx.pollCq(alice.cq)).toMatchObject([
      { wrId: 3, status: "IBV_WC_SUCCESS", opcode: "IBV_WC_SEND" },
    ]);
    expect(bob.ctx.pollCq(bob.cq)).toMatchObject([
      { wrId: 40, status: "IBV_WC_SUCCESS", opcode: "IBV_WC_RECV", byteLen: 3, wcFlags: 0 },
    ]);
  });

  it("WRITE_WITH_IMM writes at the rkey address and consumes a RECV that reports the immediate", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.postRecv(bob.qp, { wrId: 41, sgList: [] });
    alice.buf.set([5, 6], 0);
    alice.ctx.postSend(
      alice.qp,
      rdmaWr(alice, bob, {
        wrId: 4,
        opcode: "IBV_WR_RDMA_WRITE_WITH_IMM",
        length: 2,
        remoteOffset: 300,
        immData: 0xabcd,
      }),
    );
    fabric.runUntilIdle();
    expect([...bob.buf.subarray(300, 302)]).toEqual([5, 6]);
    expect(alice.ctx.pollCq(alice.cq)).toMatchObject([
      { wrId: 4, status: "IBV_WC_SUCCESS", opcode: "IBV_WC_RDMA_WRITE" },
    ]);
    const [wc] = bob.ctx.pollCq(bob.cq);
    expect(wc).toMatchObject({
      wrId: 41,
      status: "IBV_WC_SUCCESS",
      opcode: "IBV_WC_RECV_RDMA_WITH_IMM",
      byteLen: 2,
      immData: 0xabcd,
    });
    expect((wc?.wcFlags ?? 0) & IBV_WC_WITH_IMM).toBe(IBV_WC_WITH_IMM);
    expect(bob.qp.recvQueueDepth).toBe(0);
  });

  it("connects over RoCE with GIDs (isGlobal, grh.dgid) and moves data", () => {
    const { fabric, alice, bob } = connectedPair({ linkLayer: "Ethernet" });
    expect(alice.ctx.queryPort(1)).toMatchObject({
      lid: 0,
      linkLayer: "Ethernet",
      activeMtu: "IBV_MTU_1024",
    });
    alice.buf.set([42], 0);
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 1, remoteOffset: 9 }));
    fabric.runUntilIdle();
    expect(bob.buf[9]).toBe(42);
  });

  it("unsignaled WRs make no CQE; the next signaled completion retires their send-queue slots when polled", () => {
    const { fabric, alice, bob } = connectedPair();
    const wrs = [1, 2, 3].map((i) => rdmaWr(alice, bob, { wrId: i, length: 8, signaled: i === 3 }));
    alice.ctx.postSend(alice.qp, wrs);
    expect(alice.qp.sendQueueDepth).toBe(3);
    fabric.runUntilIdle();
    expect(alice.qp.sendQueueDepth).toBe(3); // slots are freed by polling, not by the HCA
    expect(alice.ctx.pollCq(alice.cq).map((wc) => wc.wrId)).toEqual([3]);
    expect(alice.qp.sendQueueDepth).toBe(0);
  });

  it("step() runs one instant at a time and progress(dt) moves the clock by dt", () => {
    const { fabric, alice, bob } = connectedPair();
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
    const frames: VerbsEvent[][] = [];
    for (let f = fabric.step(); f.length > 0; f = fabric.step()) frames.push(f);
    expect(frames.map((f) => f.map((e) => e.kind).join("+"))).toEqual([
      "doorbell",
      "dma-read",
      "wire",
      "dma-write",
      "wire",
      "completion",
    ]);
    const t = fabric.now;
    expect(fabric.progress(microseconds(3)).time).toBeCloseTo(t + 3e-6, 15);
  });

  it("is deterministic: the same calls give the same event log", () => {
    const run = () => {
      const { fabric, alice, bob } = connectedPair();
      bob.ctx.postRecv(bob.qp, recvWr(bob, { wrId: 1, length: 64 }));
      alice.ctx.postSend(alice.qp, [
        sendWr(alice, { wrId: 1, length: 10 }),
        rdmaWr(alice, bob, { wrId: 2, length: 100 }),
      ]);
      fabric.runUntilIdle();
      return fabric.events();
    };
    expect(run()).toEqual(run());
  });

  it("openDevice returns one context per host and refuses unknown hosts", () => {
    const fabric = new VerbsFabric({ hosts: ["a", "b", "c"] });
    expect(fabric.openDevice("a")).toBe(fabric.openDevice("a"));
    expect(() => fabric.openDevice("z")).toThrow(/no such host/);
    expect(() => new VerbsFabric({ hosts: [] })).toThrow(RangeError);
    expect(() => new VerbsFabric({ hosts: ["a", "a"] })).toThrow(RangeError);
    const a = makeSide(fabric, "a");
    const c = makeSide(fabric, "c");
    connect(a, peerInfo(c, 5), 9);
    connect(c, peerInfo(a, 9), 5);
    a.buf[0] = 77;
    a.ctx.postSend(a.qp, rdmaWr(a, c, { wrId: 1, length: 1 }));
    fabric.runUntilIdle();
    expect(c.buf[0]).toBe(77);
  });

  it("the event log keeps only the last logLimit entries but counts them all", () => {
    const { fabric, alice, bob } = connectedPair({ logLimit: 5 });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
    fabric.runUntilIdle();
    const events = fabric.events();
    expect(events).toHaveLength(5);
    expect(events[4]?.seq).toBe(fabric.eventCount - 1);
    expect(events.at(-1)?.kind).toBe("completion");
  });
});
