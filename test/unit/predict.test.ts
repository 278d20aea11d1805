import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { figureById } from "../../src/figures/registry.ts";
import { translator } from "../../src/lib/i18n.ts";
import { describeEstimateError, type EstimateErrorLabels } from "../../src/predict/describeEstimateError.ts";
import { estimateError } from "../../src/predict/estimateError.ts";
import { figureStateHref } from "../../src/predict/figureStateHref.ts";
import { fillTemplate } from "../../src/predict/fillTemplate.ts";
import { formatEstimate, parseEstimate } from "../../src/predict/parseEstimate.ts";
import { predictionIdFromPath } from "../../src/predict/predictionIdFromPath.ts";
import { predictionById, predictions } from "../../src/predict/predictions.ts";
import {
  clearPrediction,
  type PredictStorage,
  readPrediction,
  writePrediction,
} from "../../src/predict/predictStore.ts";
import { predictView } from "../../src/predict/predictView.ts";

describe("parseEstimate", () => {
  it("parseEstimate('40') -> 40", () => expect(parseEstimate("40")).toEqual({ ok: true, value: 40 }));
  it("parseEstimate(' 1,250.5 ') -> 1250.5 and '2 000' -> 2000 and '.5' -> 0.5 and '3e2' -> 300", () => {
    expect(parseEstimate(" 1,250.5 ")).toEqual({ ok: true, value: 1250.5 });
    expect(parseEstimate("2 000")).toEqual({ ok: true, value: 2000 });
    expect(parseEstimate(".5")).toEqual({ ok: true, value: 0.5 });
    expect(parseEstimate("3e2")).toEqual({ ok: true, value: 300 });
  });
  it("parseEstimate('') -> the empty message", () =>
    expect(parseEstimate("  ")).toEqual({ ok: false, message: { key: "predict.invalid.empty", vars: {} } }));
  it("parseEstimate('40 Gb/s' | 'abc' | '1.2.3') -> not a number, naming the text", () => {
    for (const raw of ["40 Gb/s", "abc", "1.2.3"]) {
      expect(parseEstimate(raw)).toEqual({
        ok: false,
        message: { key: "predict.invalid.notNumber", vars: { value: raw } },
      });
    }
  });
  it("parseEstimate('0' | '-3') -> must be above zero", () => {
    for (const raw of ["0", "-3"]) {
      expect(parseEstimate(raw)).toMatchObject({
        ok: false,
        message: { key: "predict.invalid.notPositive" },
      });
    }
  });
  it("parseEstimate('1e400' | '1e16') -> too large", () => {
    for (const raw of ["1e400", "1e16"]) {
      expect(parseEstimate(raw)).toMatchObject({ ok: false, message: { key: "predict.invalid.tooLarge" } });
    }
  });
  it("parseEstimate('1e-320' | '1e-16' | 0. and 300 zeros then 1) -> too small, never infinity times off", () => {
    for (const raw of ["1e-320", "1e-16", `0.${"0".repeat(300)}1`]) {
      expect(parseEstimate(raw)).toMatchObject({ ok: false, message: { key: "predict.invalid.tooSmall" } });
    }
    expect(parseEstimate("1e-15")).toEqual({ ok: true, value: 1e-15 });
  });
  it("the largest and smallest estimates against an answer of 1e-3 and 1e6 are worded in under 12 characters", () => {
    const labels = {
      exact: "",
      percentHigh: "{percent}",
      percentLow: "{percent}",
      timesHigh: "{ratio}",
      timesLow: "{ratio}",
    };
    for (const [estimate, answer] of [
      [1e15, 1e-3],
      [1e-15, 1e6],
      [1e15, 1e6],
    ] as const) {
      const words = describeEstimateError(estimateError(estimate, answer), labels, "en");
      expect(words.length, words).toBeLessThan(12);
      expect(words).not.toMatch(/Infinity|∞/);
    }
    expect(formatEstimate(1e-15, "en", 2)).toBe("0.000000000000001");
    expect(formatEstimate(1e15, "ko", 2).length).toBeLessThan(24);
  });
  it("parseEstimate(a 200-character string) shortens it in the message", () => {
    const r = parseEstimate("z".repeat(200));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(String(r.message.vars.value).length).toBeLessThan(40);
  });
});

describe("estimateError", () => {
  it("estimateError(40, 50) -> 20% too low", () =>
    expect(estimateError(40, 50)).toEqual({ kind: "percent", direction: "low", percent: 20 }));
  it("estimateError(65, 50) -> 30% too high", () =>
    expect(estimateError(65, 50)).toEqual({ kind: "percent", direction: "high", percent: 30 }));
  it("estimateError(200, 21.7) -> 9.2 times too high", () =>
    expect(estimateError(200, 21.7)).toEqual({ kind: "times", direction: "high", ratio: 9.2 }));
  it("estimateError(10, 400) -> 40 times too low", () =>
    expect(estimateError(10, 400)).toEqual({ kind: "times", direction: "low", ratio: 40 }));
  it("estimateError(100, 50) -> 2 times too high (a factor of two reads as a ratio)", () =>
    expect(estimateError(100, 50)).toEqual({ kind: "times", direction: "high", ratio: 2 }));
  it("estimateError(6.25, 6.25) and estimateError(6.26, 6.25) -> exact", () => {
    expect(estimateError(6.25, 6.25)).toEqual({ kind: "exact" });
    expect(estimateError(6.26, 6.25)).toEqual({ kind: "exact" });
  });
  it("estimateError(0, 5) and estimateError(5, NaN) throw RangeError", () => {
    expect(() => estimateError(0, 5)).toThrow(RangeError);
    expect(() => estimateError(5, Number.NaN)).toThrow(RangeError);
  });
});

describe("describeEstimateError and fillTemplate", () => {
  const tr = translator("en");
  const labels: EstimateErrorLabels = {
    exact: tr("predict.error.exact"),
    percentHigh: tr("predict.error.percentHigh"),
    percentLow: tr("predict.error.percentLow"),
    timesHigh: tr("predict.error.timesHigh"),
    timesLow: tr("predict.error.timesLow"),
  };
  it("describeEstimateError(times high 9.2) -> '9.2 times too high'", () =>
    expect(describeEstimateError({ kind: "times", direction: "high", ratio: 9.2 }, labels, "en")).toBe(
      "9.2 times too high",
    ));
  it("describeEstimateError(percent low 20) -> '20% too low'", () =>
    expect(describeEstimateError({ kind: "percent", direction: "low", percent: 20 }, labels, "en")).toBe(
      "20% too low",
    ));
  it("describeEstimateError(exact) -> the exact label", () =>
    expect(describeEstimateError({ kind: "exact" }, labels, "en")).toBe(labels.exact));
  it("fillTemplate('You said {value}.', {value: '40 Gb/s'}) -> 'You said 40 Gb/s.'; unknown names stay", () => {
    expect(fillTemplate("You said {value}.", { value: "40 Gb/s" })).toBe("You said 40 Gb/s.");
    expect(fillTemplate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

/** A Storage fake; `failing` throws on every call, as some private browsing modes do. */
function fakeStorage(failing = false): PredictStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  const guard = () => {
    if (failing) throw new Error("SecurityError");
  };
  return {
    data,
    getItem: (k) => {
      guard();
      return data.get(k) ?? null;
    },
    setItem: (k, v) => {
      guard();
      data.set(k, v);
    },
    removeItem: (k) => {
      guard();
      data.delete(k);
    },
  };
}

describe("predictStore", () => {
  it("writePrediction then readPrediction('x') -> the answer; clearPrediction -> null", () => {
    const s = fakeStorage();
    expect(writePrediction(s, "x", "12.5")).toBe(true);
    expect(s.data.get("fab-predict:x")).toBe(JSON.stringify({ v: 1, answer: "12.5" }));
    expect(readPrediction(s, "x")).toBe("12.5");
    clearPrediction(s, "x");
    expect(readPrediction(s, "x")).toBeNull();
  });
  it("readPrediction of a corrupt or foreign entry -> null", () => {
    const s = fakeStorage();
    for (const raw of ["{", "null", "42", JSON.stringify({ answer: 3 }), JSON.stringify({ answer: "" })]) {
      s.data.set("fab-predict:x", raw);
      expect(readPrediction(s, "x"), raw).toBeNull();
    }
  });
  it("a storage that throws -> read null, write false, clear quietly", () => {
    const s = fakeStorage(true);
    expect(readPrediction(s, "x")).toBeNull();
    expect(writePrediction(s, "x", "1")).toBe(false);
    expect(() => clearPrediction(s, "x")).not.toThrow();
    expect(readPrediction(null, "x")).toBeNull();
  });
});

describe("figureStateHref", () => {
  const spec = figureById("bus-contention").spec;
  it("figureStateHref({bus-contention, devices 16}) -> './?bus-contention.devices=16#fig-bus-contention'", () =>
    expect(figureStateHref({ name: "bus-contention", state: { devices: 16 } }, spec)).toBe(
      "./?bus-contention.devices=16#fig-bus-contention",
    ));
  it("figureStateHref with no state -> './#fig-<id>'", () =>
    expect(figureStateHref({ name: "bus-contention", state: {} }, spec)).toBe("./#fig-bus-contention"));
  it("figureStateHref with an unknown parameter or a bad value throws", () => {
    expect(() => figureStateHref({ name: "bus-contention", state: { nope: 1 } }, spec)).toThrow(/nope/);
    expect(() => figureStateHref({ name: "bus-contention", state: { devices: 999 } }, spec)).toThrow(
      /devices/,
    );
  });
});

describe("prediction definitions", () => {
  it("predictionIdFromPath('./definitions/h100VnicTwoNodes.ts') -> 'h100-vnic-two-nodes'", () =>
    expect(predictionIdFromPath("./definitions/h100VnicTwoNodes.ts")).toBe("h100-vnic-two-nodes"));
  it("predictionById('nope') throws, naming the known ids", () =>
    expect(() => predictionById("nope")).toThrow(/bus-sixteen-devices/));
  const tr = translator("en");
  for (const definition of predictions.values()) {
    it(`predictView(${definition.id}) computes an answer the learner can be compared with`, () => {
      const view = predictView(definition, "en", tr);
      if (view.kind === "number") {
        expect(Number(view.answer)).toBeGreaterThan(0);
        expect(view.unit).not.toBe("");
      } else {
        expect(view.options.map((o) => o.value)).toContain(view.answer);
        expect(view.options.length).toBeGreaterThan(1);
      }
      expect(view.answerText).not.toBe("");
    });
  }
  it("predictView(bus-sixteen-devices) -> the flow simulator's share of the bus: 6.25 Gb/s", () =>
    expect(predictView(predictionById("bus-sixteen-devices"), "en", tr).answerText).toBe("6.25 Gb/s"));
  it("predictView(kernel-copies) -> 2 copies, and send-without-recv -> IBV_WC_RNR_RETRY_EXC_ERR", () => {
    expect(predictView(predictionById("kernel-copies"), "en", tr).answer).toBe("2");
    expect(predictView(predictionById("send-without-recv"), "en", tr).answer).toBe(
      "IBV_WC_RNR_RETRY_EXC_ERR",
    );
  });
  it("predictView(a choice whose model answer is not an option) throws", () => {
    const broken = { id: "broken", kind: "choice" as const, options: [{ value: "a" }], compute: () => "b" };
    expect(() => predictView(broken, "en", tr)).toThrow(/not one of/);
  });
  it("predictView(a number the model cannot give) throws", () => {
    const broken = {
      id: "broken",
      kind: "number" as const,
      unit: "unit.ms" as const,
      digits: 1,
      compute: () => Number.NaN,
    };
    expect(() => predictView(broken, "en", tr)).toThrow(/not a positive number/);
  });
});

describe("checkpoints in the English chapters", () => {
  const dir = "content/chapters/en";
  const used = new Map<string, string>();
  const placed: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".mdx"))) {
    const mdx = readFileSync(`${dir}/${file}`, "utf8");
    const ids = [...mdx.matchAll(/<Predict id="([^"]+)"/g)].map((m) => m[1] as string);
    for (const id of ids) used.set(id, file);
    placed.push(...ids);
    it(`${file} has at least two checkpoints, each with a question, whose figure links stay in the chapter`, () => {
      expect(ids.length).toBeGreaterThanOrEqual(2);
      const figures = [...mdx.matchAll(/<Figure name="([^"]+)"/g)].map((m) => m[1]);
      for (const id of ids) {
        const definition = predictionById(id);
        if (definition.figure) expect(figures, id).toContain(definition.figure.name);
      }
      const blocks = [...mdx.matchAll(/<Predict id="[^"]+">([\s\S]*?)<\/Predict>/g)];
      expect(blocks.length).toBe(ids.length);
      for (const block of blocks)
        expect(block[1]).toMatch(/<Fragment slot="question">\s*\S[\s\S]*?<\/Fragment>\s*\S/);
    });
  }
  it("every prediction definition is placed in exactly one chapter", () => {
    expect([...predictions.keys()].filter((id) => !used.has(id))).toEqual([]);
    expect(placed.filter((id, i) => placed.indexOf(id) !== i)).toEqual([]);
  });
});
