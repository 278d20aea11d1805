/**
 * Exercise: alice SENDs eight bytes to bob, who has posted no receive, so the SEND ends in
 * IBV_WC_RNR_RETRY_EXC_ERR. The fix is bob's: post a receive buffer before the message arrives.
 */
import { IBV_SEND_SIGNALED, type VerbsFabric } from "fabric-model";
import type { Exercise, Verdict } from "../Exercise.ts";
import { loggedCompletions, payloadOffset, posted } from "../observeVerbs.ts";
import { connectedPair, PAYLOAD, type Side } from "../verbsHarness.ts";

interface World {
  readonly fabric: VerbsFabric;
  readonly alice: Side;
  readonly bob: Side;
  readonly bobCpuBefore: number;
  readonly since: number;
}

interface Observation {
  readonly posted: boolean;
  readonly sendOpcode: string;
  /** Status of alice's first send completion, "none" when none was written. */
  readonly send: string;
  /** Status of bob's first receive completion, "none" when none was written. */
  readonly recv: string;
  readonly landed: boolean;
  readonly bobCpuCalls: number;
}

export const sendRecv: Exercise<World, Observation> = {
  id: "send-recv",
  title: "ex.send.title",
  hint: "ex.send.hint",
  starter: `alice.postSend(aliceQp, {
  wrId: 1,
  opcode: "IBV_WR_SEND",
  sgList: [{ addr: aliceMr.addr, length: 8, lkey: aliceMr.lkey }],
  sendFlags: IBV_SEND_SIGNALED,
});
fabric.runUntilIdle();
log("alice", alice.pollCq(aliceCq));
log("bob", bob.pollCq(bobCq));`,
  scopeNames: [
    "fabric",
    "alice",
    "bob",
    "aliceQp",
    "bobQp",
    "aliceCq",
    "bobCq",
    "aliceMr",
    "bobMr",
    "IBV_SEND_SIGNALED",
  ],
  setup() {
    const { fabric, alice, bob } = connectedPair();
    return {
      world: { fabric, alice, bob, bobCpuBefore: bob.ctx.cpuInvolvement, since: fabric.eventCount },
      scope: {
        fabric,
        alice: alice.ctx,
        bob: bob.ctx,
        aliceQp: alice.qp,
        bobQp: bob.qp,
        aliceCq: alice.cq,
        bobCq: bob.cq,
        aliceMr: alice.mr,
        bobMr: bob.mr,
        IBV_SEND_SIGNALED,
      },
    };
  },
  observe(world) {
    const completions = loggedCompletions(world.fabric, world.since);
    const send = completions.find((c) => c.host === "alice");
    const recv = completions.find((c) => c.host === "bob" && c.opcode === null);
    return {
      posted: posted(world.fabric, "alice", world.since),
      sendOpcode: send?.opcode ?? "none",
      send: send?.status ?? "none",
      recv: recv?.status ?? "none",
      landed: payloadOffset(world.bob.buf, PAYLOAD) >= 0,
      bobCpuCalls: world.bob.ctx.cpuInvolvement - world.bobCpuBefore,
    };
  },
  check(o): Verdict {
    if (!o.posted) return { pass: false, key: "ex.send.notPosted", vars: {} };
    if (o.sendOpcode !== "none" && o.sendOpcode !== "IBV_WR_SEND") {
      return { pass: false, key: "ex.send.notSend", vars: { opcode: o.sendOpcode } };
    }
    if (o.send === "IBV_WC_RNR_RETRY_EXC_ERR") return { pass: false, key: "ex.send.rnr", vars: {} };
    if (o.send === "IBV_WC_REM_INV_REQ_ERR" || o.recv === "IBV_WC_LOC_LEN_ERR") {
      return { pass: false, key: "ex.send.tooSmall", vars: { send: o.send, recv: o.recv } };
    }
    if (o.send === "none") return { pass: false, key: "ex.send.noProgress", vars: {} };
    if (o.send !== "IBV_WC_SUCCESS" || o.recv !== "IBV_WC_SUCCESS" || !o.landed) {
      return { pass: false, key: "ex.send.other", vars: { send: o.send, recv: o.recv } };
    }
    return { pass: true, key: "ex.send.pass", vars: { calls: o.bobCpuCalls } };
  },
};
