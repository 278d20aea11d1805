import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultState,
  parseParam,
  readState,
  type StateSpec,
  stateEntries,
  writeState,
} from "../../src/lib/figureState.ts";

const spec = {
  devices: { kind: "int", min: 1, max: 64, default: 8, label: "site.name" },
  rate: { kind: "number", min: 0.5, max: 800, step: 0.5, default: 100, label: "site.name" },
  medium: {
    kind: "enum",
    options: ["bus", "switch"],
    labels: { bus: "site.name", switch: "site.name" },
    default: "bus",
    label: "site.name",
  },
  fail: { kind: "bool", default: false, label: "site.name" },
} as const satisfies StateSpec;

describe("figureState", () => {
  it('parseParam(int 1..64, "16") is 16 and "0", "1.5", "abc", "" are rejected with a message', () => {
    const p = spec.devices;
    expect(parseParam(p, "16")).toEqual({ ok: true, value: 16 });
    for (const bad of ["0", "65", "1.5", "abc", "", "1e400", "<script>"]) {
      const r = parseParam(p, bad);
      expect(r.ok).toBe(false);
    }
    const r = parseParam(p, "99");
    expect(r.ok === false && r.message.key).toBe("state.error.range");
  });

  it('parseParam(number, "-0") is 0, never a negative zero', () => {
    const r = parseParam(spec.rate, "-0");
    expect(r.ok).toBe(false);
    const zero = parseParam({ kind: "int", min: 0, max: 4, default: 1, label: "site.name" }, "-0");
    expect(zero.ok && Object.is(zero.value, 0)).toBe(true);
  });

  it("parseParam(enum) accepts only listed values; parseParam(bool) takes 1/0/true/false", () => {
    expect(parseParam(spec.medium, "switch")).toEqual({ ok: true, value: "switch" });
    expect(parseParam(spec.medium, "Switch").ok).toBe(false);
    expect(parseParam(spec.fail, "1")).toEqual({ ok: true, value: true });
    expect(parseParam(spec.fail, "false")).toEqual({ ok: true, value: false });
    expect(parseParam(spec.fail, "yes").ok).toBe(false);
  });

  it("readState(spec, query) keeps defaults for invalid values and reports each one", () => {
    const q = new URLSearchParams("x.devices=999&x.medium=switch&x.rate=abc&other=1");
    const { state, errors } = readState(spec, (k) => q.get(k), { prefix: "x." });
    expect(state).toEqual({ ...defaultState(spec), medium: "switch" });
    expect(errors.map((e) => e.param).sort()).toEqual(["devices", "rate"]);
  });

  it("readState(…, {fallback}) keeps the last good state for invalid values", () => {
    const last = { devices: 32, rate: 200, medium: "switch", fail: true } as const;
    const { state } = readState(spec, (k) => (k === "devices" ? "-3" : null), { fallback: last });
    expect(state).toEqual(last);
  });

  it("writeState then readState round-trips any valid state (property)", () => {
    const arb = fc.record({
      devices: fc.integer({ min: 1, max: 64 }),
      rate: fc.integer({ min: 1, max: 1600 }).map((n) => n / 2),
      medium: fc.constantFrom("bus" as const, "switch" as const),
      fail: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (state) => {
        const params = new URLSearchParams("keep=1");
        writeState(spec, state, params, "f.");
        const back = readState(spec, (k) => params.get(k), { prefix: "f." });
        expect(back.errors).toEqual([]);
        expect(back.state).toEqual(state);
        expect(params.get("keep")).toBe("1");
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it("stateEntries(spec, defaultState) is empty: default links stay clean", () => {
    expect(stateEntries(spec, defaultState(spec))).toEqual([]);
  });

  it("readState never throws on arbitrary query values (property)", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("devices", "rate", "medium", "fail"), fc.string()),
        (dict) => {
          const { state } = readState(spec, (k) => dict[k]);
          expect(state.devices).toBeGreaterThanOrEqual(1);
          expect(state.devices).toBeLessThanOrEqual(64);
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });
});
