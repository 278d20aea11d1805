import { describe, expect, it } from "vitest";
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  VerbsError,
  VerbsFabric,
} from "../../src/index.ts";
import { ibvDeviceAttrPreset } from "../../src/verbs/IbvDeviceAttr.ts";
import { connectedPair, makeSide } from "./verbsPair.ts";

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof VerbsError) return `${e.errno}: ${e.message}`;
    throw e;
  }
  return "no error";
}

describe("VerbsContext resources", () => {
  it("regMr returns lkey === rkey (as mlx5), addresses inside the host's space, and keys unique across MRs and hosts", () => {
    const { alice, bob } = connectedPair();
    const extra = alice.ctx.regMr(alice.pd, new Uint8Array(100), IBV_ACCESS_LOCAL_WRITE);
    const keys = [alice.mr, bob.mr, extra].map((mr) => mr.lkey);
    expect(new Set(keys).size).toBe(3);
    expect(alice.mr.rkey).toBe(alice.mr.lkey);
    expect(extra.addr).not.toBe(alice.mr.addr);
    expect(extra.length).toBe(100);
    expect(extra.buffer.length).toBe(100);
  });

  it("two MRs over one ArrayBuffer get addresses that differ by their byte offsets", () => {
    const fabric = new VerbsFabric({ hosts: ["a"] });
    const ctx = fabric.openDevice("a");
    const pd = ctx.allocPd();
    const big = new Uint8Array(8192);
    const m1 = ctx.regMr(pd, big.subarray(0, 4096), IBV_ACCESS_LOCAL_WRITE);
    const m2 = ctx.regMr(pd, big.subarray(4096), IBV_ACCESS_LOCAL_WRITE);
    expect(m2.addr - m1.addr).toBe(4096);
  });

  it("regMr refuses remote write without local write, unknown flags, empty and non-Uint8Array buffers (EINVAL)", () => {
    const fabric = new VerbsFabric({ hosts: ["a"] });
    const ctx = fabric.openDevice("a");
    const pd = ctx.allocPd();
    expect(code(() => ctx.regMr(pd, new Uint8Array(8), IBV_ACCESS_REMOTE_WRITE))).toMatch(
      /^EINVAL: .*IBV_ACCESS_LOCAL_WRITE \| IBV_ACCESS_REMOTE_WRITE/,
    );
    expect(code(() => ctx.regMr(pd, new Uint8Array(8), 0x100))).toMatch(/^EINVAL: .*unknown bits/);
    expect(code(() => ctx.regMr(pd, new Uint8Array(0), IBV_ACCESS_LOCAL_WRITE))).toMatch(/^EINVAL: .*empty/);
    expect(code(() => ctx.regMr(pd, [1, 2] as never, IBV_ACCESS_LOCAL_WRITE))).toMatch(
      /^EINVAL: .*Uint8Array/,
    );
    expect(ctx.regMr(pd, new Uint8Array(8), IBV_ACCESS_REMOTE_READ).access).toBe(IBV_ACCESS_REMOTE_READ);
  });

  it("deallocPd and destroyCq refuse with EBUSY while in use, and succeed once freed", () => {
    const fabric = new VerbsFabric({ hosts: ["a"] });
    const a = makeSide(fabric, "a");
    expect(code(() => a.ctx.deallocPd(a.pd))).toMatch(/^EBUSY/);
    expect(code(() => a.ctx.destroyCq(a.cq))).toMatch(/^EBUSY/);
    a.ctx.destroyQp(a.qp);
    expect(a.qp.destroyed).toBe(true);
    expect(code(() => a.ctx.modifyQp(a.qp, { qpState: "IBV_QPS_INIT" }))).toMatch(/^EINVAL: .*destroyed/);
    a.ctx.destroyCq(a.cq);
    a.ctx.deregMr(a.mr);
    expect(a.mr.valid).toBe(false);
    expect(code(() => a.ctx.deregMr(a.mr))).toMatch(/^EINVAL: .*already deregistered/);
    a.ctx.deallocPd(a.pd);
    expect(code(() => a.ctx.allocPd() && a.ctx.regMr(a.pd, new Uint8Array(1), 0))).toMatch(
      /^EINVAL: .*deallocated/,
    );
  });

  it("handles from another host's context are refused with EINVAL naming that host", () => {
    const { alice, bob } = connectedPair();
    expect(code(() => alice.ctx.regMr(bob.pd, new Uint8Array(8), 0))).toMatch(
      /^EINVAL: .*another device context \(bob\)/,
    );
    expect(code(() => alice.ctx.pollCq(bob.cq))).toMatch(/^EINVAL: .*bob/);
    expect(code(() => alice.ctx.postRecv(bob.qp, { wrId: 1, sgList: [] }))).toMatch(/^EINVAL: .*bob/);
  });

  it("createQp checks type, CQs and capacities against the device limits", () => {
    const fabric = new VerbsFabric({ hosts: ["a"] });
    const ctx = fabric.openDevice("a");
    const pd = ctx.allocPd();
    const cq = ctx.createCq({ cqe: 8 });
    const base = {
      qpType: "IBV_QPT_RC" as const,
      sendCq: cq,
      recvCq: cq,
      cap: { maxSendWr: 8, maxRecvWr: 8 },
    };
    expect(code(() => ctx.createQp(pd, { ...base, qpType: "IBV_QPT_UD" as never }))).toMatch(/^EOPNOTSUPP/);
    expect(
      code(() =>
        ctx.createQp(pd, { ...base, cap: { maxSendWr: ibvDeviceAttrPreset.maxQpWr + 1, maxRecvWr: 1 } }),
      ),
    ).toMatch(/^EINVAL: .*cap\.maxSendWr/);
    expect(
      code(() => ctx.createQp(pd, { ...base, cap: { maxSendWr: 1, maxRecvWr: 1, maxSendSge: 31 } })),
    ).toMatch(/maxSendSge/);
    expect(code(() => ctx.createQp(pd, { ...base, sendCq: undefined as never }))).toMatch(
      /^EINVAL: .*createCq/,
    );
    expect(code(() => ctx.createCq({ cqe: 0 }))).toMatch(/^EINVAL: .*cqe/);
    const qp = ctx.createQp(pd, base);
    expect(qp.state).toBe("IBV_QPS_RESET");
    expect(qp.qpNum).toBeGreaterThan(0);
    expect(qp.qpNum).toBeLessThan(2 ** 24);
  });

  it("queryPort gives LIDs on InfiniBand, queryGid the GID; only port 1 / index 0 exist", () => {
    const fabric = new VerbsFabric({ hosts: ["a", "b"] });
    const [a, b] = [fabric.openDevice("a"), fabric.openDevice("b")];
    expect(a.queryPort(1)).toEqual({
      state: "IBV_PORT_ACTIVE",
      lid: 1,
      linkLayer: "InfiniBand",
      maxMtu: "IBV_MTU_4096",
      activeMtu: "IBV_MTU_4096",
    });
    expect(b.queryPort(1).lid).toBe(2);
    expect(a.queryGid(1, 0)).toMatch(/^fe80(:[0-9a-f]{4}){7}$/);
    expect(a.queryGid(1, 0)).not.toBe(b.queryGid(1, 0));
    expect(code(() => a.queryPort(2))).toMatch(/^EINVAL/);
    expect(code(() => a.queryGid(1, 3))).toMatch(/^EINVAL/);
    expect(a.queryDevice().maxQpWr).toBe(32768);
  });

  it("every verb call counts as CPU involvement on its own host only", () => {
    const { alice, bob } = connectedPair();
    const [a0, b0] = [alice.ctx.cpuInvolvement, bob.ctx.cpuInvolvement];
    alice.ctx.pollCq(alice.cq);
    alice.ctx.queryQp(alice.qp);
    expect(alice.ctx.cpuInvolvement).toBe(a0 + 2);
    expect(bob.ctx.cpuInvolvement).toBe(b0);
  });
});
