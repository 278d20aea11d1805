import { describe, expect, it } from "vitest";
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  type IbvWc,
  VerbsError,
  VerbsFabric,
} from "../../src/index.ts";
import { ibvAckTimeoutSeconds, ibvRnrTimerSeconds } from "../../src/verbs/ibvTimers.ts";
import { connect, connectedPair, makeSide, peerInfo, rdmaWr, recvWr, sendWr } from "./verbsPair.ts";

const statuses = (wcs: readonly IbvWc[]) => wcs.map((wc) => [wc.wrId, wc.status]);

/** Expects `f` to throw a VerbsError with `errno` whose message matches `text`. */
function expectVerbsError(f: () => unknown, errno: string, text: RegExp): VerbsError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(VerbsError);
    expect((e as VerbsError).errno).toBe(errno);
    expect((e as VerbsError).message).toMatch(text);
    return e as VerbsError;
  }
  throw new Error("expected a VerbsError");
}

describe("remote access errors (IBV_WC_REM_ACCESS_ERR, both QPs to ERR)", () => {
  it("a wrong rkey completes with IBV_WC_REM_ACCESS_ERR, moves both QPs to ERR and flushes the WRs behind it", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.postRecv(bob.qp, recvWr(bob, { wrId: 90, length: 16 }));
    alice.ctx.postSend(alice.qp, [
      rdmaWr(alice, bob, { wrId: 1, length: 8, rkey: (bob.mr.rkey ^ 0x5a5a) >>> 0 }),
      rdmaWr(alice, bob, { wrId: 2, length: 8, signaled: false }),
      rdmaWr(alice, bob, { wrId: 3, length: 8 }),
    ]);
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([
      [1, "IBV_WC_REM_ACCESS_ERR"],
      [2, "IBV_WC_WR_FLUSH_ERR"],
      [3, "IBV_WC_WR_FLUSH_ERR"],
    ]);
    expect(alice.qp.state).toBe("IBV_QPS_ERR");
    expect(bob.qp.state).toBe("IBV_QPS_ERR");
    expect(statuses(bob.ctx.pollCq(bob.cq))).toEqual([[90, "IBV_WC_WR_FLUSH_ERR"]]);
    expect(bob.buf.every((b) => b === 0)).toBe(true);
  });

  it("an MR registered without IBV_ACCESS_REMOTE_WRITE refuses a WRITE with IBV_WC_REM_ACCESS_ERR", () => {
    const { fabric, alice, bob } = connectedPair({
      bob: { mrAccess: IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_READ },
    });
    alice.buf.fill(1);
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_ACCESS_ERR"]]);
    expect(alice.qp.state).toBe("IBV_QPS_ERR");
    expect(bob.buf.every((b) => b === 0)).toBe(true);
  });

  it("an MR registered without IBV_ACCESS_REMOTE_READ refuses a READ with IBV_WC_REM_ACCESS_ERR", () => {
    const { fabric, alice, bob } = connectedPair({
      bob: { mrAccess: IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE },
    });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, opcode: "IBV_WR_RDMA_READ", length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_ACCESS_ERR"]]);
    expect(alice.qp.state).toBe("IBV_QPS_ERR");
  });

  it("a WRITE reaching past the end of the remote MR completes with IBV_WC_REM_ACCESS_ERR and writes nothing", () => {
    const { fabric, alice, bob } = connectedPair();
    alice.buf.fill(7);
    alice.ctx.postSend(
      alice.qp,
      rdmaWr(alice, bob, { wrId: 1, length: 16, remoteOffset: bob.buf.length - 8 }),
    );
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_ACCESS_ERR"]]);
    expect(bob.buf.every((b) => b === 0)).toBe(true);
  });

  it("a deregistered MR's rkey stops working (IBV_WC_REM_ACCESS_ERR)", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.deregMr(bob.mr);
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_ACCESS_ERR"]]);
  });

  it("a WRITE_WITH_IMM with a bad rkey also completes the consumed RECV in error (as rxe does)", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.postRecv(bob.qp, [recvWr(bob, { wrId: 50, length: 0 }), recvWr(bob, { wrId: 51, length: 0 })]);
    alice.ctx.postSend(
      alice.qp,
      rdmaWr(alice, bob, { wrId: 1, opcode: "IBV_WR_RDMA_WRITE_WITH_IMM", length: 4, rkey: 1, immData: 1 }),
    );
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_ACCESS_ERR"]]);
    expect(statuses(bob.ctx.pollCq(bob.cq))).toEqual([
      [50, "IBV_WC_REM_ACCESS_ERR"],
      [51, "IBV_WC_WR_FLUSH_ERR"],
    ]);
  });
});

describe("local protection errors (IBV_WC_LOC_PROT_ERR, requester QP to ERR, nothing sent)", () => {
  it("a wrong lkey completes with IBV_WC_LOC_PROT_ERR before anything reaches the wire", () => {
    const { fabric, alice, bob } = connectedPair();
    const since = fabric.eventCount;
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8, lkey: (alice.mr.lkey + 1) >>> 0 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_LOC_PROT_ERR"]]);
    expect(alice.qp.state).toBe("IBV_QPS_ERR");
    expect(bob.qp.state).toBe("IBV_QPS_RTS");
    expect(fabric.events({ since }).some((e) => e.kind === "wire")).toBe(false);
  });

  it("an SGE reaching past the end of the local MR completes with IBV_WC_LOC_PROT_ERR", () => {
    const { fabric, alice, bob } = connectedPair();
    alice.ctx.postSend(
      alice.qp,
      rdmaWr(alice, bob, { wrId: 1, length: 64, localOffset: alice.buf.length - 32 }),
    );
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_LOC_PROT_ERR"]]);
  });

  it("READ into an MR without IBV_ACCESS_LOCAL_WRITE completes with IBV_WC_LOC_PROT_ERR", () => {
    const { fabric, alice, bob } = connectedPair({ alice: { mrAccess: IBV_ACCESS_REMOTE_READ } });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, opcode: "IBV_WR_RDMA_READ", length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_LOC_PROT_ERR"]]);
  });

  it("WRs posted after a failing one are flushed with IBV_WC_WR_FLUSH_ERR, and so are the QP's receives", () => {
    const { fabric, alice, bob } = connectedPair();
    alice.ctx.postRecv(alice.qp, recvWr(alice, { wrId: 70, length: 8 }));
    alice.ctx.postSend(alice.qp, [
      rdmaWr(alice, bob, { wrId: 1, length: 8 }),
      rdmaWr(alice, bob, { wrId: 2, length: 8, lkey: 0 }),
      rdmaWr(alice, bob, { wrId: 3, length: 8 }),
    ]);
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([
      [1, "IBV_WC_SUCCESS"],
      [2, "IBV_WC_LOC_PROT_ERR"],
      [3, "IBV_WC_WR_FLUSH_ERR"],
      [70, "IBV_WC_WR_FLUSH_ERR"],
    ]);
  });
});

describe("receiver not ready and transport errors", () => {
  it("a SEND with no posted RECV exhausts rnrRetry and completes with IBV_WC_RNR_RETRY_EXC_ERR; bob's QP stays in RTS", () => {
    const { fabric, alice, bob } = connectedPair();
    const t0 = fabric.now;
    alice.ctx.postSend(alice.qp, sendWr(alice, { wrId: 1, length: 4 }));
    fabric.runUntilIdle();
    const [wc] = alice.ctx.pollCq(alice.cq);
    expect(wc?.status).toBe("IBV_WC_RNR_RETRY_EXC_ERR");
    expect(alice.qp.state).toBe("IBV_QPS_ERR");
    expect(bob.qp.state).toBe("IBV_QPS_RTS");
    // rnrRetry 3: four RNR NAKs, three waits of bob's min_rnr_timer (code 12).
    expect(
      fabric.events().filter((e) => e.kind === "rnr-nak" && e.host === "bob" && e.actor === "hca"),
    ).toHaveLength(4);
    expect((wc?.time as number) - t0).toBeGreaterThan(3 * ibvRnrTimerSeconds(12));
    expect((wc?.time as number) - t0).toBeLessThan(4 * ibvRnrTimerSeconds(12));
  });

  it("a SEND succeeds when the RECV is posted during the RNR wait (rnrRetry 7 retries forever)", () => {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
    const alice = makeSide(fabric, "alice");
    const bob = makeSide(fabric, "bob");
    connect(alice, peerInfo(bob, 0x2000), 0x1000, { rts: { rnrRetry: 7 } });
    connect(bob, peerInfo(alice, 0x1000), 0x2000);
    alice.buf.set([3, 1, 4], 0);
    alice.ctx.postSend(alice.qp, sendWr(alice, { wrId: 1, length: 3 }));
    fabric.progress(ibvRnrTimerSeconds(12) * 20);
    expect(alice.ctx.pollCq(alice.cq)).toEqual([]);
    expect(fabric.events().filter((e) => e.kind === "rnr-nak" && e.actor === "hca").length).toBeGreaterThan(
      10,
    );
    bob.ctx.postRecv(bob.qp, recvWr(bob, { wrId: 2, length: 3 }));
    expect(fabric.runUntilIdle().idle).toBe(true);
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_SUCCESS"]]);
    expect(statuses(bob.ctx.pollCq(bob.cq))).toEqual([[2, "IBV_WC_SUCCESS"]]);
    expect([...bob.buf.subarray(0, 3)]).toEqual([3, 1, 4]);
  });

  it("a SEND larger than the posted buffer: alice gets IBV_WC_REM_INV_REQ_ERR, bob's RECV IBV_WC_LOC_LEN_ERR", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.postRecv(bob.qp, recvWr(bob, { wrId: 9, length: 4 }));
    alice.ctx.postSend(alice.qp, sendWr(alice, { wrId: 1, length: 16 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_INV_REQ_ERR"]]);
    expect(statuses(bob.ctx.pollCq(bob.cq))).toEqual([[9, "IBV_WC_LOC_LEN_ERR"]]);
    expect([alice.qp.state, bob.qp.state]).toEqual(["IBV_QPS_ERR", "IBV_QPS_ERR"]);
  });

  it("a RECV buffer with a bad lkey: bob's RECV gets IBV_WC_LOC_PROT_ERR, alice IBV_WC_REM_OP_ERR", () => {
    const { fabric, alice, bob } = connectedPair();
    bob.ctx.postRecv(bob.qp, recvWr(bob, { wrId: 9, length: 64, lkey: 12345 }));
    alice.ctx.postSend(alice.qp, sendWr(alice, { wrId: 1, length: 16 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_OP_ERR"]]);
    expect(statuses(bob.ctx.pollCq(bob.cq))).toEqual([[9, "IBV_WC_LOC_PROT_ERR"]]);
  });

  it("a responder QP without IBV_ACCESS_REMOTE_WRITE in qpAccessFlags answers IBV_WC_REM_INV_REQ_ERR", () => {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
    const alice = makeSide(fabric, "alice");
    const bob = makeSide(fabric, "bob");
    connect(alice, peerInfo(bob, 2), 1);
    connect(bob, peerInfo(alice, 1), 2, { init: { qpAccessFlags: IBV_ACCESS_REMOTE_READ } });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_INV_REQ_ERR"]]);
  });

  it("a responder with maxDestRdAtomic 0 refuses READs with IBV_WC_REM_INV_REQ_ERR", () => {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
    const alice = makeSide(fabric, "alice");
    const bob = makeSide(fabric, "bob");
    connect(alice, peerInfo(bob, 2), 1);
    connect(bob, peerInfo(alice, 1), 2, { rtr: { maxDestRdAtomic: 0 } });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, opcode: "IBV_WR_RDMA_READ", length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_REM_INV_REQ_ERR"]]);
  });

  for (const [what, tweak] of [
    ["a wrong destQpNum", { rtr: { destQpNum: 0x7777 } }],
    ["mismatched PSNs (sqPsn ahead of the peer's rqPsn)", { rts: { sqPsn: 0x1005 } }],
    ["a dlid that matches no port", { rtr: { ahAttr: { dlid: 99, portNum: 1 } } }],
  ] as const) {
    it(`${what} ends in IBV_WC_RETRY_EXC_ERR after retryCnt + 1 local ACK timeouts`, () => {
      const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
      const alice = makeSide(fabric, "alice");
      const bob = makeSide(fabric, "bob");
      connect(alice, peerInfo(bob, 0x2000), 0x1000, {
        ...tweak,
        rts: { retryCnt: 2, timeout: 10, ...("rts" in tweak ? tweak.rts : {}) },
      });
      connect(bob, peerInfo(alice, 0x1000), 0x2000);
      const t0 = fabric.now;
      alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
      fabric.runUntilIdle();
      const [wc] = alice.ctx.pollCq(alice.cq);
      expect(wc?.status).toBe("IBV_WC_RETRY_EXC_ERR");
      expect(fabric.events().filter((e) => e.kind === "timeout")).toHaveLength(3);
      expect((wc?.time as number) - t0).toBeGreaterThan(3 * ibvAckTimeoutSeconds(10));
      expect(bob.buf.every((b) => b === 0)).toBe(true);
    });
  }

  it("packets to a QP still in INIT are dropped until they exhaust retries (IBV_WC_RETRY_EXC_ERR)", () => {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
    const alice = makeSide(fabric, "alice");
    const bob = makeSide(fabric, "bob");
    connect(alice, peerInfo(bob, 0), 0, { rts: { retryCnt: 1, timeout: 8 } });
    bob.ctx.modifyQp(bob.qp, {
      qpState: "IBV_QPS_INIT",
      pkeyIndex: 0,
      portNum: 1,
      qpAccessFlags: IBV_ACCESS_REMOTE_WRITE,
    });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 }));
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([[1, "IBV_WC_RETRY_EXC_ERR"]]);
    expect(
      fabric
        .events()
        .some(
          (e) =>
            e.code === "dropped" &&
            e.values.why.code === "responder-state" &&
            e.values.why.values.state === "IBV_QPS_INIT",
        ),
    ).toBe(true);
  });
});

describe("flushing and posting rules", () => {
  it("modifyQp(ERR) flushes in-flight sends and posted receives with IBV_WC_WR_FLUSH_ERR", () => {
    const { fabric, alice, bob } = connectedPair();
    alice.ctx.postRecv(alice.qp, [
      recvWr(alice, { wrId: 10, length: 8 }),
      recvWr(alice, { wrId: 11, length: 8 }),
    ]);
    alice.ctx.postSend(alice.qp, [
      rdmaWr(alice, bob, { wrId: 1, length: 8 }),
      rdmaWr(alice, bob, { wrId: 2, length: 8 }),
    ]);
    alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_ERR" });
    fabric.runUntilIdle();
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([
      [1, "IBV_WC_WR_FLUSH_ERR"],
      [2, "IBV_WC_WR_FLUSH_ERR"],
      [10, "IBV_WC_WR_FLUSH_ERR"],
      [11, "IBV_WC_WR_FLUSH_ERR"],
    ]);
    expect(bob.buf.every((b) => b === 0)).toBe(true);
  });

  it("posting on a QP in ERR is accepted and flushed at once, as hardware does", () => {
    const { alice, bob } = connectedPair();
    alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_ERR" });
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 5, length: 8, signaled: false }));
    alice.ctx.postRecv(alice.qp, recvWr(alice, { wrId: 6, length: 8 }));
    expect(statuses(alice.ctx.pollCq(alice.cq))).toEqual([
      [5, "IBV_WC_WR_FLUSH_ERR"],
      [6, "IBV_WC_WR_FLUSH_ERR"],
    ]);
  });

  for (const state of ["RESET", "INIT", "RTR"] as const) {
    it(`postSend on a QP in ${state} throws EINVAL naming RTS and changes nothing`, () => {
      const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
      const alice = makeSide(fabric, "alice");
      const bob = makeSide(fabric, "bob");
      if (state !== "RESET") {
        alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_INIT", pkeyIndex: 0, portNum: 1, qpAccessFlags: 0 });
      }
      if (state === "RTR") {
        const p = peerInfo(bob, 0);
        alice.ctx.modifyQp(alice.qp, {
          qpState: "IBV_QPS_RTR",
          pathMtu: "IBV_MTU_1024",
          destQpNum: p.qpNum,
          rqPsn: 0,
          maxDestRdAtomic: 1,
          minRnrTimer: 1,
          ahAttr: { dlid: p.lid },
        });
      }
      const count = fabric.eventCount;
      const e = expectVerbsError(
        () => alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 8 })),
        "EINVAL",
        new RegExp(`IBV_QPS_${state}.*IBV_QPS_RTS`),
      );
      expect(e.verb).toBe("ibv_post_send");
      expect(alice.qp.sendQueueDepth).toBe(0);
      expect(fabric.eventCount).toBe(count);
      expect(fabric.runUntilIdle().events).toBe(0);
    });
  }

  it("postRecv on a QP in RESET throws EINVAL; from INIT on it is accepted", () => {
    const fabric = new VerbsFabric({ hosts: ["alice"] });
    const alice = makeSide(fabric, "alice");
    expectVerbsError(
      () => alice.ctx.postRecv(alice.qp, recvWr(alice, { wrId: 1, length: 8 })),
      "EINVAL",
      /INIT/,
    );
    alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_INIT", pkeyIndex: 0, portNum: 1, qpAccessFlags: 0 });
    alice.ctx.postRecv(alice.qp, recvWr(alice, { wrId: 1, length: 8 }));
    expect(alice.qp.recvQueueDepth).toBe(1);
  });

  it("a full send queue refuses a post with ENOMEM until a completion is polled", () => {
    const { fabric, alice, bob } = connectedPair({ alice: { maxSendWr: 2 } });
    alice.ctx.postSend(alice.qp, [
      rdmaWr(alice, bob, { wrId: 1, length: 1 }),
      rdmaWr(alice, bob, { wrId: 2, length: 1 }),
    ]);
    fabric.runUntilIdle();
    const e = expectVerbsError(
      () => alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 3, length: 1 })),
      "ENOMEM",
      /poll/,
    );
    expect(e.badWrIndex).toBe(0);
    expect(alice.ctx.pollCq(alice.cq, 1).map((wc) => wc.wrId)).toEqual([1]);
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 3, length: 1 }));
    expect(alice.qp.sendQueueDepth).toBe(2);
  });

  it("a malformed WR in a list posts nothing and reports its index as badWrIndex", () => {
    const { fabric, alice, bob } = connectedPair();
    const good = rdmaWr(alice, bob, { wrId: 1, length: 1 });
    const bad = { ...rdmaWr(alice, bob, { wrId: 2, length: 1 }), rdma: undefined };
    const count = fabric.eventCount;
    const e = expectVerbsError(
      () => alice.ctx.postSend(alice.qp, [good, bad]),
      "EINVAL",
      /rdma: \{ remoteAddr, rkey \}/,
    );
    expect(e.badWrIndex).toBe(1);
    expect(alice.qp.sendQueueDepth).toBe(0);
    expect(fabric.eventCount).toBe(count);
    expectVerbsError(
      () => alice.ctx.postSend(alice.qp, { ...good, opCode: "x" } as never),
      "EINVAL",
      /unknown field "opCode"/,
    );
    expectVerbsError(
      () =>
        alice.ctx.postSend(
          alice.qp,
          rdmaWr(alice, bob, { wrId: 1, opcode: "IBV_WR_RDMA_WRITE_WITH_IMM", length: 1 }),
        ),
      "EINVAL",
      /immData/,
    );
  });

  it("a CQ that overflows loses the completion and logs IBV_EVENT_CQ_ERR", () => {
    const { fabric, alice, bob } = connectedPair({ alice: { cqe: 2 } });
    alice.ctx.postSend(
      alice.qp,
      [1, 2, 3].map((i) => rdmaWr(alice, bob, { wrId: i, length: 1 })),
    );
    fabric.runUntilIdle();
    expect(alice.cq.overrun).toBe(true);
    expect(alice.ctx.pollCq(alice.cq).map((wc) => wc.wrId)).toEqual([1, 2]);
    expect(fabric.events().filter((e) => e.code === "cq-overrun")).toMatchObject([
      { kind: "async-event", wrId: 3, values: { capacity: 2, wr: 3 } },
    ]);
  });

  it("a polling loop that never lets simulated time move is stopped with EDEADLK and a hint", () => {
    const { alice, bob } = connectedPair();
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 1 }));
    expectVerbsError(
      () => {
        for (;;) if (alice.ctx.pollCq(alice.cq).length > 0) break;
      },
      "EDEADLK",
      /fabric\.progress\(dt\) or fabric\.runUntilIdle\(\)/,
    );
  });
});
