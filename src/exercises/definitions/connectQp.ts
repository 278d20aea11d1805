/**
 * Exercise: move alice's QP from RESET to RTS towards bob, whose QP is already connected to it.
 * The check then has alice WRITE into bob and bob WRITE into alice, which exercises every
 * attribute that matters: dlid, destQpNum and both PSNs, and the QP's remote-write permission.
 */
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  type IbvQp,
  type VerbsContext,
  VerbsFabric,
} from "fabric-model";
import type { Exercise, Verdict } from "../Exercise.ts";
import { payloadOffset } from "../observeVerbs.ts";
import {
  ALICE_PSN,
  BOB_PSN,
  BUFFER_BYTES,
  connectSide,
  makeSide,
  PAYLOAD,
  peerInfo,
  type Side,
  writeWr,
} from "../verbsHarness.ts";

interface World {
  readonly fabric: VerbsFabric;
  readonly alice: Side;
  readonly bob: Side;
}

interface Observation {
  readonly state: string;
  /** Status of alice's WRITE into bob, "none" when not tried. */
  readonly forward: string;
  readonly forwardLanded: boolean;
  /** Status of bob's WRITE into alice, "none" when not tried. */
  readonly backward: string;
  readonly backwardLanded: boolean;
}

/** Runs one WRITE from `from` into `to` and reports its status and whether the bytes arrived. */
function tryWrite(fabric: VerbsFabric, from: Side, to: Side): { status: string; landed: boolean } {
  from.buf.set(PAYLOAD);
  from.ctx.postSend(from.qp, writeWr(from.mr, to.mr, PAYLOAD.length, 100));
  fabric.runUntilIdle();
  const wc = from.ctx.pollCq(from.cq).find((w) => w.wrId === 100);
  return { status: wc?.status ?? "none", landed: payloadOffset(to.buf, PAYLOAD) === 0 };
}

export const connectQp: Exercise<World, Observation> = {
  id: "connect-qp",
  title: "ex.connect.title",
  hint: "ex.connect.hint",
  starter: `alice.modifyQp(aliceQp, {
  qpState: "IBV_QPS_INIT",
  pkeyIndex: 0,
  portNum: 1,
  qpAccessFlags: IBV_ACCESS_REMOTE_WRITE,
});
alice.modifyQp(aliceQp, {
  qpState: "IBV_QPS_RTR",
  pathMtu: "IBV_MTU_4096",
  destQpNum: bobInfo.qpNum,
});
log(aliceQp);`,
  scopeNames: [
    "fabric",
    "alice",
    "aliceQp",
    "bobInfo",
    "alicePsn",
    "IBV_ACCESS_LOCAL_WRITE",
    "IBV_ACCESS_REMOTE_WRITE",
    "IBV_ACCESS_REMOTE_READ",
  ],
  setup() {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
    const access = IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE;
    const alice = makeSide(fabric, "alice", { access, buf: new Uint8Array(BUFFER_BYTES) });
    const bob = makeSide(fabric, "bob", { access });
    connectSide(bob, peerInfo(alice, ALICE_PSN), BOB_PSN);
    const ctx: VerbsContext = alice.ctx;
    const aliceQp: IbvQp = alice.qp;
    return {
      world: { fabric, alice, bob },
      scope: {
        fabric,
        alice: ctx,
        aliceQp,
        bobInfo: Object.freeze(peerInfo(bob, BOB_PSN)),
        alicePsn: ALICE_PSN,
        IBV_ACCESS_LOCAL_WRITE,
        IBV_ACCESS_REMOTE_WRITE,
        IBV_ACCESS_REMOTE_READ,
      },
    };
  },
  observe(world) {
    const state = world.alice.qp.state;
    if (state !== "IBV_QPS_RTS") {
      return { state, forward: "none", forwardLanded: false, backward: "none", backwardLanded: false };
    }
    const forward = tryWrite(world.fabric, world.alice, world.bob);
    const backward =
      world.bob.qp.state === "IBV_QPS_RTS" && world.alice.qp.state === "IBV_QPS_RTS"
        ? tryWrite(world.fabric, world.bob, world.alice)
        : { status: "none", landed: false };
    return {
      state,
      forward: forward.status,
      forwardLanded: forward.landed,
      backward: backward.status,
      backwardLanded: backward.landed,
    };
  },
  check(o): Verdict {
    if (o.state !== "IBV_QPS_RTS") return { pass: false, key: "ex.connect.notRts", vars: { state: o.state } };
    if (o.forward === "IBV_WC_RETRY_EXC_ERR") return { pass: false, key: "ex.connect.noAnswer", vars: {} };
    if (o.forward === "IBV_WC_SUCCESS" && !o.forwardLanded) {
      return { pass: false, key: "ex.connect.duplicate", vars: {} };
    }
    if (o.forward !== "IBV_WC_SUCCESS") {
      return { pass: false, key: "ex.connect.forwardFailed", vars: { status: o.forward } };
    }
    if (o.backward !== "IBV_WC_SUCCESS" || !o.backwardLanded) {
      return { pass: false, key: "ex.connect.backwardFailed", vars: { status: o.backward } };
    }
    return { pass: true, key: "ex.connect.pass", vars: {} };
  },
};
