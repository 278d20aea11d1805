import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  type IbvWc,
  microseconds,
  VerbsError,
} from "../../src/index.ts";
import { connectedPair, rdmaWr, recvWr, sendWr, type VerbsSide } from "./verbsPair.ts";

const FC = { seed: 42, numRuns: 150 };
const MR_BYTES = 4096;

type Op =
  | {
      kind: "write" | "read";
      from: 0 | 1;
      len: number;
      lo: number;
      ro: number;
      signaled: boolean;
      badKey: boolean;
    }
  | { kind: "send"; from: 0 | 1; len: number; signaled: boolean }
  | { kind: "recv"; on: 0 | 1; len: number }
  | { kind: "progress"; us: number }
  | { kind: "poll"; on: 0 | 1; n: number }
  | { kind: "error"; on: 0 | 1 };

const side = fc.constantFrom<0 | 1>(0, 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constantFrom<"write" | "read">("write", "read"),
      from: side,
      len: fc.integer({ min: 0, max: 256 }),
      lo: fc.integer({ min: 0, max: MR_BYTES - 256 }),
      ro: fc.integer({ min: 0, max: MR_BYTES - 256 }),
      signaled: fc.boolean(),
      badKey: fc.integer({ min: 0, max: 7 }).map((n) => n === 0), // one WR in eight carries a bad rkey
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant<"send">("send"),
      from: side,
      len: fc.integer({ min: 0, max: 128 }),
      signaled: fc.boolean(),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant<"recv">("recv"),
      on: side,
      len: fc.integer({ min: 0, max: 128 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant<"progress">("progress"), us: fc.integer({ min: 0, max: 20 }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant<"poll">("poll"), on: side, n: fc.integer({ min: 1, max: 8 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant<"error">("error"), on: side }), weight: 1 },
);

describe("verbs properties (fast-check, seed 42)", () => {
  it("random operation sequences: every completion belongs to a posted WR, none completes twice, every signaled send completes once", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const { fabric, alice, bob } = connectedPair();
        const sides: [VerbsSide, VerbsSide] = [alice, bob];
        let nextId = 1;
        const postedSend = [new Map<number, boolean>(), new Map<number, boolean>()]; // wrId -> signaled
        const postedRecv = [new Set<number>(), new Set<number>()];
        const seen = [new Map<string, number>(), new Map<string, number>()];
        const take = (s: 0 | 1, wcs: IbvWc[]) => {
          for (const wc of wcs) {
            const isRecv = wc.opcode === "IBV_WC_RECV" || wc.opcode === "IBV_WC_RECV_RDMA_WITH_IMM";
            // No completion without a post: receive completions name a posted receive, send completions a posted send.
            expect(isRecv ? postedRecv[s]?.has(wc.wrId) : postedSend[s]?.has(wc.wrId)).toBe(true);
            const key = `${wc.wrId}`;
            seen[s]?.set(key, (seen[s]?.get(key) ?? 0) + 1);
            if (!isRecv && wc.status === "IBV_WC_SUCCESS") expect(postedSend[s]?.get(wc.wrId)).toBe(true);
          }
        };
        for (const op of ops) {
          try {
            if (op.kind === "write" || op.kind === "read") {
              const [from, to] = op.from === 0 ? [alice, bob] : [bob, alice];
              const id = nextId++;
              const opcode = op.kind === "write" ? "IBV_WR_RDMA_WRITE" : "IBV_WR_RDMA_READ";
              const wr = rdmaWr(from, to, {
                wrId: id,
                opcode,
                length: op.len,
                localOffset: op.lo,
                remoteOffset: op.ro,
                signaled: op.signaled,
                ...(op.badKey && op.len > 0 ? { rkey: 0xdead } : {}),
              });
              from.ctx.postSend(from.qp, wr);
              postedSend[op.from]?.set(id, op.signaled);
            } else if (op.kind === "send") {
              const from = sides[op.from];
              const id = nextId++;
              from.ctx.postSend(from.qp, {
                ...sendWr(from, { wrId: id, length: op.len }),
                sendFlags: op.signaled ? 2 : 0,
              });
              postedSend[op.from]?.set(id, op.signaled);
            } else if (op.kind === "recv") {
              const on = sides[op.on];
              const id = nextId++;
              on.ctx.postRecv(on.qp, recvWr(on, { wrId: id, length: op.len, offset: MR_BYTES - 128 }));
              postedRecv[op.on]?.add(id);
            } else if (op.kind === "progress") {
              fabric.progress(microseconds(op.us));
            } else if (op.kind === "poll") {
              take(op.on, sides[op.on].ctx.pollCq(sides[op.on].cq, op.n));
            } else {
              sides[op.on].ctx.modifyQp(sides[op.on].qp, { qpState: "IBV_QPS_ERR" });
            }
          } catch (e) {
            expect(e).toBeInstanceOf(VerbsError); // only ENOMEM (queue full) can happen here
            expect((e as VerbsError).errno).toBe("ENOMEM");
          }
        }
        expect(fabric.runUntilIdle().idle).toBe(true);
        take(0, alice.ctx.pollCq(alice.cq));
        take(1, bob.ctx.pollCq(bob.cq));
        for (const s of [0, 1] as const) {
          for (const count of seen[s]?.values() ?? []) expect(count).toBe(1);
          for (const [id, signaled] of postedSend[s] ?? [])
            if (signaled) expect(seen[s]?.get(`${id}`)).toBe(1);
          if (sides[s].qp.state === "IBV_QPS_ERR") {
            for (const id of postedRecv[s] ?? []) expect(seen[s]?.get(`${id}`)).toBe(1);
          }
        }
      }),
      FC,
    );
  });

  it("keys never work across protection domains: an rkey or lkey of another PD fails with REM_ACCESS_ERR / LOC_PROT_ERR and moves no byte", () => {
    fc.assert(
      fc.property(
        fc.record({
          opcode: fc.constantFrom<"IBV_WR_RDMA_WRITE" | "IBV_WR_RDMA_READ">(
            "IBV_WR_RDMA_WRITE",
            "IBV_WR_RDMA_READ",
          ),
          misuse: fc.constantFrom("remote", "local"),
          len: fc.integer({ min: 1, max: 512 }),
          off: fc.integer({ min: 0, max: 1024 }),
        }),
        ({ opcode, misuse, len, off }) => {
          const { fabric, alice, bob } = connectedPair();
          const access = IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ;
          const otherPd = (s: VerbsSide) => {
            const pd = s.ctx.allocPd();
            const buf = new Uint8Array(2048).fill(0x55);
            return { buf, mr: s.ctx.regMr(pd, buf, access) };
          };
          const aOther = otherPd(alice);
          const bOther = otherPd(bob);
          alice.buf.fill(0x11);
          bob.buf.fill(0x22);
          const wr = rdmaWr(alice, bob, {
            wrId: 1,
            opcode,
            length: len,
            localOffset: off,
            remoteOffset: off,
          });
          const bad =
            misuse === "remote"
              ? { ...wr, rdma: { remoteAddr: bOther.mr.addr + off, rkey: bOther.mr.rkey } }
              : { ...wr, sgList: [{ addr: aOther.mr.addr + off, length: len, lkey: aOther.mr.lkey }] };
          alice.ctx.postSend(alice.qp, bad);
          fabric.runUntilIdle();
          expect(alice.ctx.pollCq(alice.cq).map((wc) => wc.status)).toEqual([
            misuse === "remote" ? "IBV_WC_REM_ACCESS_ERR" : "IBV_WC_LOC_PROT_ERR",
          ]);
          expect(bob.buf.every((b) => b === 0x22)).toBe(true);
          expect(bOther.buf.every((b) => b === 0x55)).toBe(true);
          expect(alice.buf.every((b) => b === 0x11)).toBe(true);
          expect(aOther.buf.every((b) => b === 0x55)).toBe(true);
        },
      ),
      FC,
    );
  });

  it("bytes written equal bytes read back, and nothing else in the remote buffer changes", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 1024 }),
        fc.integer({ min: 0, max: 2048 }),
        fc.integer({ min: 1, max: 64 }),
        (data, remoteOffset, chunks) => {
          const { fabric, alice, bob } = connectedPair();
          alice.buf.set(data, 0);
          // Write in up to `chunks` pieces, unsignaled except the last, then read everything back.
          const step = Math.max(1, Math.ceil(data.length / chunks));
          const wrs = [];
          for (let off = 0, id = 1; off < data.length; off += step, id++) {
            const n = Math.min(step, data.length - off);
            wrs.push(
              rdmaWr(alice, bob, {
                wrId: id,
                length: n,
                localOffset: off,
                remoteOffset: remoteOffset + off,
                signaled: false,
              }),
            );
          }
          if (wrs.length > 0) alice.ctx.postSend(alice.qp, wrs);
          alice.ctx.postSend(
            alice.qp,
            rdmaWr(alice, bob, {
              wrId: 999,
              opcode: "IBV_WR_RDMA_READ",
              length: data.length,
              localOffset: 2048,
              remoteOffset,
            }),
          );
          fabric.runUntilIdle();
          expect(alice.ctx.pollCq(alice.cq).map((wc) => [wc.wrId, wc.status])).toEqual([
            [999, "IBV_WC_SUCCESS"],
          ]);
          expect([...alice.buf.subarray(2048, 2048 + data.length)]).toEqual([...data]);
          expect([...bob.buf.subarray(remoteOffset, remoteOffset + data.length)]).toEqual([...data]);
          const outside = [
            ...bob.buf.subarray(0, remoteOffset),
            ...bob.buf.subarray(remoteOffset + data.length),
          ];
          expect(outside.every((b) => b === 0)).toBe(true);
        },
      ),
      FC,
    );
  });
});
