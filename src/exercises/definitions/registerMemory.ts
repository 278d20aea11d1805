/**
 * Exercise: register bob's buffer so that alice's RDMA WRITE into it succeeds. The code returns
 * the memory region; the check connects both hosts, has alice WRITE eight bytes into the region
 * with its rkey, and looks at the completion and at bob's buffer.
 */
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  IbvMr,
  type IbvPd,
  ibvAccessFlagNames,
  type VerbsContext,
  VerbsFabric,
} from "fabric-model";
import type { Exercise, Verdict } from "../Exercise.ts";
import { payloadOffset, typeName } from "../observeVerbs.ts";
import {
  ALICE_PSN,
  BOB_PSN,
  BUFFER_BYTES,
  connectSide,
  makeSide,
  PAYLOAD,
  peerInfo,
  writeWr,
} from "../verbsHarness.ts";

interface World {
  readonly fabric: VerbsFabric;
  readonly bob: VerbsContext;
  readonly bobPd: IbvPd;
  readonly bobBuf: Uint8Array;
}

type Observation =
  | { readonly kind: "no-mr"; readonly got: string }
  | { readonly kind: "wrong-buffer" }
  | { readonly kind: "wrong-pd" }
  | {
      readonly kind: "ran";
      readonly access: string;
      readonly valid: boolean;
      readonly status: string;
      readonly landedAt: number;
      readonly remoteRead: boolean;
    };

const flagText = (access: number): string => ibvAccessFlagNames(access).join(" | ") || "0";

export const registerMemory: Exercise<World, Observation> = {
  id: "register-memory",
  title: "ex.regMr.title",
  hint: "ex.regMr.hint",
  starter: `const mr = bob.regMr(bobPd, bobBuf, IBV_ACCESS_LOCAL_WRITE);
log("bob registered", mr);
return mr;`,
  scopeNames: [
    "fabric",
    "alice",
    "bob",
    "bobPd",
    "bobBuf",
    "IBV_ACCESS_LOCAL_WRITE",
    "IBV_ACCESS_REMOTE_WRITE",
    "IBV_ACCESS_REMOTE_READ",
  ],
  setup() {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
    const alice = fabric.openDevice("alice");
    const bob = fabric.openDevice("bob");
    const bobPd = bob.allocPd();
    const bobBuf = new Uint8Array(BUFFER_BYTES);
    return {
      world: { fabric, bob, bobPd, bobBuf },
      scope: {
        fabric,
        alice,
        bob,
        bobPd,
        bobBuf,
        IBV_ACCESS_LOCAL_WRITE,
        IBV_ACCESS_REMOTE_WRITE,
        IBV_ACCESS_REMOTE_READ,
      },
    };
  },
  observe(world, returned) {
    if (!(returned instanceof IbvMr)) return { kind: "no-mr", got: typeName(returned) };
    if (returned.buffer !== world.bobBuf) return { kind: "wrong-buffer" };
    if (returned.pd !== world.bobPd) return { kind: "wrong-pd" };
    const mr = returned;
    const aliceBuf = new Uint8Array(BUFFER_BYTES);
    aliceBuf.set(PAYLOAD);
    const alice = makeSide(world.fabric, "alice", { buf: aliceBuf });
    const bob = makeSide(world.fabric, "bob", { pd: world.bobPd, buf: world.bobBuf, mr });
    connectSide(alice, peerInfo(bob, BOB_PSN), ALICE_PSN);
    connectSide(bob, peerInfo(alice, ALICE_PSN), BOB_PSN);
    alice.ctx.postSend(alice.qp, writeWr(alice.mr, { addr: mr.addr, rkey: mr.rkey }, PAYLOAD.length));
    world.fabric.runUntilIdle();
    const [wc] = alice.ctx.pollCq(alice.cq);
    return {
      kind: "ran",
      access: flagText(mr.access),
      valid: mr.valid,
      status: wc?.status ?? "none",
      landedAt: payloadOffset(world.bobBuf, PAYLOAD),
      remoteRead: (mr.access & IBV_ACCESS_REMOTE_READ) !== 0,
    };
  },
  check(o): Verdict {
    switch (o.kind) {
      case "no-mr":
        return { pass: false, key: "ex.regMr.noMr", vars: { got: o.got } };
      case "wrong-buffer":
        return { pass: false, key: "ex.regMr.wrongBuffer", vars: {} };
      case "wrong-pd":
        return { pass: false, key: "ex.regMr.wrongPd", vars: {} };
    }
    if (!o.valid) return { pass: false, key: "ex.regMr.deregistered", vars: {} };
    if (o.status === "IBV_WC_SUCCESS" && o.landedAt === 0) {
      return {
        pass: true,
        key: o.remoteRead ? "ex.regMr.passExtra" : "ex.regMr.pass",
        vars: { access: o.access },
      };
    }
    if (o.status === "IBV_WC_REM_ACCESS_ERR") {
      return { pass: false, key: "ex.regMr.remAccess", vars: { access: o.access } };
    }
    return { pass: false, key: "ex.regMr.other", vars: { status: o.status } };
  },
};
