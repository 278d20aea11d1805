import { describe, expect, it } from "vitest";
import {
  IBV_ACCESS_REMOTE_WRITE,
  type IbvQpAttr,
  type IbvQpState,
  VerbsError,
  VerbsFabric,
} from "../../src/index.ts";
import { verbsQpTransitions } from "../../src/verbs/verbsQpTransitions.ts";
import { connect, makeSide, peerInfo, rdmaWr, type VerbsSide } from "./verbsPair.ts";

const INIT: IbvQpAttr = {
  qpState: "IBV_QPS_INIT",
  pkeyIndex: 0,
  portNum: 1,
  qpAccessFlags: IBV_ACCESS_REMOTE_WRITE,
};
const rtr = (peer: VerbsSide): IbvQpAttr => ({
  qpState: "IBV_QPS_RTR",
  pathMtu: "IBV_MTU_4096",
  destQpNum: peer.qp.qpNum,
  rqPsn: 0,
  maxDestRdAtomic: 4,
  minRnrTimer: 12,
  ahAttr: { dlid: peer.ctx.queryPort(1).lid, portNum: 1 },
});
const RTS: IbvQpAttr = {
  qpState: "IBV_QPS_RTS",
  timeout: 14,
  retryCnt: 7,
  rnrRetry: 7,
  sqPsn: 0,
  maxRdAtomic: 4,
};

function pair() {
  const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
  return { fabric, alice: makeSide(fabric, "alice"), bob: makeSide(fabric, "bob") };
}

/** Moves alice's QP to `state` along the legal path. */
function bring(alice: VerbsSide, bob: VerbsSide, state: IbvQpState): void {
  const path: IbvQpAttr[] = [INIT, rtr(bob), RTS];
  const upTo = { IBV_QPS_RESET: 0, IBV_QPS_INIT: 1, IBV_QPS_RTR: 2, IBV_QPS_RTS: 3, IBV_QPS_ERR: 3 }[state];
  for (const attr of path.slice(0, upTo)) alice.ctx.modifyQp(alice.qp, attr);
  if (state === "IBV_QPS_ERR") alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_ERR" });
}

/** Calls modifyQp, expects EINVAL matching `text`, and checks the QP did not change. */
function refused(side: VerbsSide, attr: IbvQpAttr, text: RegExp): void {
  const before = side.ctx.queryQp(side.qp);
  let caught: unknown;
  try {
    side.ctx.modifyQp(side.qp, attr);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(VerbsError);
  expect((caught as VerbsError).errno).toBe("EINVAL");
  expect((caught as VerbsError).verb).toBe("ibv_modify_qp");
  expect((caught as VerbsError).message).toMatch(text);
  expect(side.ctx.queryQp(side.qp)).toEqual(before);
}

const withStep: [IbvQpState, (peer: VerbsSide) => IbvQpAttr][] = [
  ["IBV_QPS_RESET", () => INIT],
  ["IBV_QPS_INIT", rtr],
  ["IBV_QPS_RTR", () => RTS],
];

describe("modifyQp checks each transition's attributes as ibv_modify_qp does", () => {
  it("RESET -> INIT -> RTR -> RTS with exactly the required attributes succeeds, and queryQp reports them", () => {
    const { alice, bob } = pair();
    bring(alice, bob, "IBV_QPS_RTS");
    expect(alice.qp.state).toBe("IBV_QPS_RTS");
    expect(alice.ctx.queryQp(alice.qp)).toMatchObject({
      qpState: "IBV_QPS_RTS",
      destQpNum: bob.qp.qpNum,
      retryCnt: 7,
    });
  });

  for (const [from, step] of withStep) {
    const tr = verbsQpTransitions.find(
      (t) => t.from === from && t.to !== from && t.to !== "IBV_QPS_RESET" && t.to !== "IBV_QPS_ERR",
    );
    for (const name of tr?.required ?? []) {
      it(`${from} -> ${tr?.to} without ${name} throws EINVAL naming it and leaves the QP unchanged`, () => {
        const { alice, bob } = pair();
        bring(alice, bob, from);
        const attr: Record<string, unknown> = { ...step(bob) };
        delete attr[name];
        refused(alice, attr as IbvQpAttr, new RegExp(`missing: ${name}`));
      });
    }
  }

  it("the required lists are the kernel's: INIT pkey/port/access, RTR six attributes, RTS five", () => {
    const req = (from: IbvQpState, to: IbvQpState) =>
      [...(verbsQpTransitions.find((t) => t.from === from && t.to === to)?.required ?? [])].sort();
    expect(req("IBV_QPS_RESET", "IBV_QPS_INIT")).toEqual(["pkeyIndex", "portNum", "qpAccessFlags"]);
    expect(req("IBV_QPS_INIT", "IBV_QPS_RTR")).toEqual(
      ["ahAttr", "destQpNum", "maxDestRdAtomic", "minRnrTimer", "pathMtu", "rqPsn"].sort(),
    );
    expect(req("IBV_QPS_RTR", "IBV_QPS_RTS")).toEqual([
      "maxRdAtomic",
      "retryCnt",
      "rnrRetry",
      "sqPsn",
      "timeout",
    ]);
  });

  it("an attribute passed in the wrong transition (destQpNum while going to INIT) is refused", () => {
    const { alice } = pair();
    refused(alice, { ...INIT, destQpNum: 5 }, /destQpNum cannot be set in IBV_QPS_RESET -> IBV_QPS_INIT/);
  });

  for (const [from, to] of [
    ["IBV_QPS_RESET", "IBV_QPS_RTR"],
    ["IBV_QPS_RESET", "IBV_QPS_RTS"],
    ["IBV_QPS_RESET", "IBV_QPS_ERR"],
    ["IBV_QPS_INIT", "IBV_QPS_RTS"],
    ["IBV_QPS_RTS", "IBV_QPS_RTR"],
    ["IBV_QPS_ERR", "IBV_QPS_RTS"],
  ] as const) {
    it(`${from} -> ${to} is not a legal transition (EINVAL)`, () => {
      const { alice, bob } = pair();
      bring(alice, bob, from);
      refused(alice, { qpState: to }, new RegExp(`cannot go from ${from} to ${to}`));
    });
  }

  for (const [name, value] of [
    ["retryCnt", 8],
    ["rnrRetry", -1],
    ["timeout", 32],
    ["sqPsn", 0x1000000],
    ["maxRdAtomic", 17],
  ] as const) {
    it(`${name} = ${value} is out of range (EINVAL)`, () => {
      const { alice, bob } = pair();
      bring(alice, bob, "IBV_QPS_RTR");
      refused(alice, { ...RTS, [name]: value }, new RegExp(name));
    });
  }

  it("portNum 2, a pathMtu that does not exist and a zero dlid are refused", () => {
    const { alice, bob } = pair();
    refused(alice, { ...INIT, portNum: 2 }, /portNum/);
    alice.ctx.modifyQp(alice.qp, INIT);
    refused(alice, { ...rtr(bob), pathMtu: "IBV_MTU_9000" as never }, /pathMtu/);
    refused(alice, { ...rtr(bob), ahAttr: { dlid: 0 } }, /dlid/);
  });

  it("a misspelt attribute is named in the error", () => {
    const { alice } = pair();
    refused(alice, { ...INIT, qpAccesFlags: 1 } as never, /unknown attribute "qpAccesFlags"/);
  });

  it("RoCE needs a global route: an address vector with only a dlid is refused", () => {
    const fabric = new VerbsFabric({ hosts: ["alice", "bob"], linkLayer: "Ethernet" });
    const alice = makeSide(fabric, "alice");
    const bob = makeSide(fabric, "bob");
    alice.ctx.modifyQp(alice.qp, INIT);
    refused(alice, rtr(bob), /isGlobal: true/);
    alice.ctx.modifyQp(alice.qp, {
      ...rtr(bob),
      ahAttr: { isGlobal: true, grh: { dgid: bob.ctx.queryGid(1, 0) } },
    });
    expect(alice.qp.state).toBe("IBV_QPS_RTR");
  });

  it("RTS -> RTS accepts only its optional attributes (minRnrTimer yes, sqPsn no)", () => {
    const { alice, bob } = pair();
    bring(alice, bob, "IBV_QPS_RTS");
    alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_RTS", minRnrTimer: 3 });
    expect(alice.ctx.queryQp(alice.qp).minRnrTimer).toBe(3);
    refused(alice, { qpState: "IBV_QPS_RTS", sqPsn: 1 }, /sqPsn cannot be set/);
  });

  it("ERR -> RESET clears the attributes and the QP can be connected again", () => {
    const { fabric, alice, bob } = pair();
    connect(alice, peerInfo(bob, 0), 0);
    connect(bob, peerInfo(alice, 0), 0);
    alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_ERR" });
    alice.ctx.modifyQp(alice.qp, { qpState: "IBV_QPS_RESET" });
    expect(alice.ctx.queryQp(alice.qp)).toEqual({
      qpState: "IBV_QPS_RESET",
      cap: { maxSendWr: 256, maxRecvWr: 256, maxSendSge: 4, maxRecvSge: 4 },
    });
    bob.ctx.modifyQp(bob.qp, { qpState: "IBV_QPS_RESET" });
    connect(alice, peerInfo(bob, 7), 9);
    connect(bob, peerInfo(alice, 9), 7);
    alice.buf[0] = 1;
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 1 }));
    fabric.runUntilIdle();
    expect(alice.ctx.pollCq(alice.cq).map((wc) => wc.status)).toEqual(["IBV_WC_SUCCESS"]);
    expect(bob.buf[0]).toBe(1);
  });

  it("changing the caller's ahAttr object after modifyQp does not reach the QP", () => {
    const { fabric, alice, bob } = pair();
    const info = peerInfo(bob, 0);
    const ahAttr = { dlid: info.lid, portNum: 1 };
    alice.ctx.modifyQp(alice.qp, INIT);
    alice.ctx.modifyQp(alice.qp, { ...rtr(bob), ahAttr });
    alice.ctx.modifyQp(alice.qp, RTS);
    connect(bob, peerInfo(alice, 0), 0);
    ahAttr.dlid = 999;
    alice.ctx.postSend(alice.qp, rdmaWr(alice, bob, { wrId: 1, length: 1 }));
    fabric.runUntilIdle();
    expect(alice.ctx.queryQp(alice.qp).ahAttr?.dlid).toBe(info.lid);
    expect(alice.ctx.pollCq(alice.cq).map((wc) => wc.status)).toEqual(["IBV_WC_SUCCESS"]);
  });
});
