import { VerbsFabric } from "fabric-model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLogLine, MAX_LOG_LINE, readableNumber } from "../../src/exercises/formatValue.ts";

describe("formatLogLine", () => {
  it("formatLogLine(values) joins values with spaces, strings bare at the top and quoted inside", () => {
    expect(formatLogLine(["rkey", 419, true, null, undefined])).toBe("rkey 419 true null undefined");
    expect(formatLogLine([{ a: "x", b: [1, 2] }])).toBe('{ a: "x", b: [1, 2] }');
  });
  it("formatLogLine([mr, qp]) shows verbs objects by their useful fields, keys in hex", () => {
    const fabric = new VerbsFabric({ hosts: ["a"] });
    const ctx = fabric.openDevice("a");
    const pd = ctx.allocPd();
    const mr = ctx.regMr(pd, new Uint8Array(16), 3);
    const cq = ctx.createCq({ cqe: 4 });
    const qp = ctx.createQp(pd, {
      qpType: "IBV_QPT_RC",
      sendCq: cq,
      recvCq: cq,
      cap: { maxSendWr: 1, maxRecvWr: 1 },
    });
    expect(formatLogLine([mr])).toMatch(
      /^IbvMr \{ addr: 0x7f[0-9a-f]+, length: 16, lkey: 0x[0-9a-f]+, rkey: 0x[0-9a-f]+, access: IBV_ACCESS_LOCAL_WRITE \| IBV_ACCESS_REMOTE_WRITE \}$/,
    );
    expect(formatLogLine([qp])).toBe(`IbvQp { qpNum: 0x${qp.qpNum.toString(16)}, state: IBV_QPS_RESET }`);
    expect(formatLogLine([new Uint8Array([1, 2])])).toBe("Uint8Array(2) [1, 2]");
  });
  it("formatLogLine() survives cycles, deep nesting, throwing getters and very long output", () => {
    const cyclic: Record<string, unknown> = { name: "c" };
    cyclic.self = cyclic;
    expect(formatLogLine([cyclic])).toBe('{ name: "c", self: [circular] }');
    expect(formatLogLine([{ a: { b: { c: { d: 1 } } } }])).toBe("{ a: { b: { c: {…} } } }");
    const hostile = Object.defineProperty({}, "x", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(typeof formatLogLine([hostile])).toBe("string");
    expect(formatLogLine(["y".repeat(5000)])).toHaveLength(MAX_LOG_LINE);
  });
});

describe("readableNumber", () => {
  it('formatLogLine([{ time: 1.5925897000000003e-6 }]) prints "0.0000015925897", not float noise; "exact" keeps what Node prints', () => {
    expect(formatLogLine([{ status: "IBV_WC_SUCCESS", time: 1.5925897000000003e-6 }])).toBe(
      '{ status: "IBV_WC_SUCCESS", time: 0.0000015925897 }',
    );
    expect(formatLogLine([0.1 + 0.2, 107.37418240000001])).toBe("0.3 107.3741824");
    expect(formatLogLine([0.1 + 0.2], "exact")).toBe("0.30000000000000004");
    expect(readableNumber(2 ** 53 + 2)).toBe("9007199254740994");
    expect(readableNumber(-0)).toBe("-0");
    expect(readableNumber(Number.NaN)).toBe("NaN");
  });
  it("readableNumber(x) is within 1e-14 of x for any double, and gives back any 15-digit decimal as written", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const back = Number(readableNumber(x));
        expect(Math.abs(back - x)).toBeLessThanOrEqual(Math.abs(x) * 1e-14);
      }),
      { seed: 21 },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999_999_999 }),
        fc.integer({ min: -20, max: 20 }),
        (m, e) => {
          const written = Number(`${m}e${e}`);
          expect(readableNumber(written)).toBe(String(written));
        },
      ),
      { seed: 21 },
    );
  });
});
