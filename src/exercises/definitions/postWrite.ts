/**
 * Exercise: post an RDMA WRITE of alice's eight payload bytes into the second half of bob's
 * buffer, let simulated time run, poll the completion and return it. The check reads the event
 * log, bob's memory and bob's CPU counter (which a WRITE leaves alone).
 */
import { IBV_SEND_SIGNALED, type VerbsFabric } from "fabric-model";
import type { Exercise, Verdict } from "../Exercise.ts";
import { loggedCompletions, payloadOffset, posted, typeName } from "../observeVerbs.ts";
import { connectedPair, PAYLOAD, type Side } from "../verbsHarness.ts";

/** Where in bob's buffer the bytes must land. */
export const WRITE_OFFSET = 8;

interface World {
  readonly fabric: VerbsFabric;
  readonly alice: Side;
  readonly bob: Side;
  readonly bobCpuBefore: number;
  readonly since: number;
}

interface Observation {
  readonly posted: boolean;
  /** Status of alice's first completion, "none" when the HCA wrote none. */
  readonly status: string;
  /** Status of the completion the code returned, "none" when it returned something else. */
  readonly returnedStatus: string;
  readonly returnedType: string;
  readonly landedAt: number;
  readonly bobCpuCalls: number;
  readonly timeMoved: boolean;
}

/** The work completion in what the code returned: the value itself, or the first element of an array. */
function returnedCompletion(returned: unknown): { status: string } | undefined {
  const candidate = Array.isArray(returned) ? returned[0] : returned;
  if (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof (candidate as { status?: unknown }).status === "string"
  ) {
    return candidate as { status: string };
  }
  return undefined;
}

export const postWrite: Exercise<World, Observation> = {
  id: "post-write",
  title: "ex.write.title",
  hint: "ex.write.hint",
  starter: `alice.postSend(aliceQp, {
  wrId: 1,
  opcode: "IBV_WR_RDMA_WRITE",
  sgList: [{ addr: aliceMr.addr, length: 8, lkey: aliceMr.lkey }],
  sendFlags: IBV_SEND_SIGNALED,
  rdma: { remoteAddr: bobInfo.addr, rkey: aliceMr.rkey },
});
const wcs = alice.pollCq(aliceCq);
log(wcs);
return wcs[0];`,
  scopeNames: ["fabric", "alice", "aliceQp", "aliceCq", "aliceMr", "bobInfo", "IBV_SEND_SIGNALED"],
  setup() {
    const { fabric, alice, bob } = connectedPair();
    return {
      world: { fabric, alice, bob, bobCpuBefore: bob.ctx.cpuInvolvement, since: fabric.eventCount },
      scope: {
        fabric,
        alice: alice.ctx,
        aliceQp: alice.qp,
        aliceCq: alice.cq,
        aliceMr: alice.mr,
        bobInfo: Object.freeze({ addr: bob.mr.addr, rkey: bob.mr.rkey, length: bob.mr.length }),
        IBV_SEND_SIGNALED,
      },
    };
  },
  observe(world, returned) {
    const completions = loggedCompletions(world.fabric, world.since).filter((c) => c.host === "alice");
    const wc = returnedCompletion(returned);
    return {
      posted: posted(world.fabric, "alice", world.since),
      status: completions[0]?.status ?? "none",
      returnedStatus: wc?.status ?? "none",
      returnedType: typeName(returned),
      landedAt: payloadOffset(world.bob.buf, PAYLOAD),
      bobCpuCalls: world.bob.ctx.cpuInvolvement - world.bobCpuBefore,
      timeMoved: world.fabric.now > 0,
    };
  },
  check(o): Verdict {
    if (!o.posted) return { pass: false, key: "ex.write.notPosted", vars: {} };
    if (o.status === "IBV_WC_REM_ACCESS_ERR") return { pass: false, key: "ex.write.remAccess", vars: {} };
    if (o.status !== "none" && o.status !== "IBV_WC_SUCCESS") {
      return { pass: false, key: "ex.write.status", vars: { status: o.status } };
    }
    if (!o.timeMoved) return { pass: false, key: "ex.write.noProgress", vars: {} };
    if (o.status === "none") {
      return {
        pass: false,
        key: o.landedAt >= 0 ? "ex.write.unsignaled" : "ex.write.noCompletion",
        vars: {},
      };
    }
    if (o.landedAt !== WRITE_OFFSET) {
      return o.landedAt < 0
        ? { pass: false, key: "ex.write.notLanded", vars: { offset: WRITE_OFFSET } }
        : { pass: false, key: "ex.write.offset", vars: { landed: o.landedAt, offset: WRITE_OFFSET } };
    }
    if (o.returnedStatus === "none")
      return { pass: false, key: "ex.write.returnWc", vars: { got: o.returnedType } };
    return { pass: true, key: "ex.write.pass", vars: { status: o.returnedStatus, calls: o.bobCpuCalls } };
  },
};
