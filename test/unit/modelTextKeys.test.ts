/**
 * Text that figures take from fabric-model (a calibrated parameter's meaning, a study point's
 * source, a preset's name, the simulated HCA's log lines) goes through the UI dictionary: every
 * model id the figures show has a key, each key's English value re-creates the model's own text,
 * and the Korean one is Korean. A new parameter, point or preset without a key fails here (the
 * model's coded messages, log lines included, are checked code by code in modelMessages.test.ts).
 */
import {
  cableTypeIds,
  cableTypes,
  gpuNetworkPairingIds,
  gpuNetworkPairings,
  redhat2025,
  VerbsError,
  type VerbsErrorMessage,
  verbsEventText,
} from "fabric-model";
import { describe, expect, it } from "vitest";
import {
  calibratedParameters,
  PARAMETER_TEXT,
  parameterText,
} from "../../src/figures/definitions/calibratedParameters.ts";
import {
  clusterParts,
  FIBRE_NAMES,
  PAIRING_NAMES,
  PART_TEXTS,
} from "../../src/figures/definitions/clusterParts.ts";
import {
  CLUSTER_TEXTS,
  POINT_SOURCE_READS,
  pointSourceRead,
  provenanceLines,
  QUESTION_TEXTS,
  READING_NAMES,
  SETTING_WHYS,
  studyPointRows,
  studyReproduction,
  THROUGHPUT_DEFINITIONS,
} from "../../src/figures/definitions/studyReproduction.ts";
import {
  translatedWalkthrough,
  verbsWalkthrough,
  WALKTHROUGH_FAULTS,
  WALKTHROUGH_STEPS,
} from "../../src/figures/definitions/verbsWalkthrough.ts";
import { hasString, translator, type UiKey } from "../../src/lib/i18n.ts";
import { VERBS_ACTOR_NAMES, VERBS_KIND_NAMES, verbsIdName } from "../../src/lib/verbsMessages.ts";

const en = translator("en");
const ko = translator("ko");
const sorted = (values: Iterable<string>) => [...values].sort();
/** Korean text: has Hangul and no unfilled placeholder. */
const isKorean = (text: string) => /[\uac00-\ud7a3]/.test(text) && !/[{}]/.test(text);
/** A name or part number: no lowercase English word of three letters or more. */
const isName = (text: string) => !/\b[a-z]{3,}\b/.test(text);

describe("calibrated-parameters: meaning and range reason of each parameter", () => {
  for (const reading of ["article", "topsail"] as const) {
    const rows = calibratedParameters.compute({ h100Batch: reading }).parameters;

    it(`Object.keys(PARAMETER_TEXT) -> every parameter name under the ${reading} reading`, () => {
      expect(sorted(Object.keys(PARAMETER_TEXT))).toEqual(sorted(rows.map((p) => p.name)));
    });

    it(`parameterText(row, en) -> the model's meaning and why (${reading} reading)`, () => {
      for (const row of rows) {
        expect(parameterText(row, en), row.name).toEqual({ meaning: row.meaning, why: row.why });
      }
    });

    it(`parameterText(row, ko) -> Korean meaning and why (${reading} reading)`, () => {
      for (const row of rows) {
        const text = parameterText(row, ko);
        expect(isKorean(text.meaning), text.meaning).toBe(true);
        expect(isKorean(text.why), text.why).toBe(true);
      }
    });
  }

  it("table(data, ko) shows the Korean meaning and why in every row", () => {
    const table = calibratedParameters.table(calibratedParameters.compute({ h100Batch: "article" }), ko);
    for (const row of table.rows) {
      expect(isKorean(String(row.meaning))).toBe(true);
      expect(isKorean(String(row.why))).toBe(true);
    }
  });

  it("parameterText(row named nothing known, ko) -> the model's English text", () => {
    const [row] = calibratedParameters.compute({ h100Batch: "article" }).parameters;
    if (!row) throw new Error("no parameters");
    const unknown = { ...row, name: "mfu.b200", meaning: "m", why: "w" };
    expect(parameterText(unknown, ko)).toEqual({ meaning: "m", why: "w" });
  });
});

describe("study-reproduction: the study record's text", () => {
  const config = redhat2025.config;
  const settings = [config.maxBatchLen, config.cpuOffload] as const;

  it("Object.keys(POINT_SOURCE_READS) -> every point id of the study", () => {
    expect(sorted(Object.keys(POINT_SOURCE_READS))).toEqual(sorted(redhat2025.points.map((p) => p.id)));
  });

  it("pointSourceRead(row, en) -> the point's source.read; in Korean, Korean", () => {
    for (const row of studyPointRows()) {
      expect(pointSourceRead(row, en)).toBe(row.sourceRead);
      expect(isKorean(pointSourceRead(row, ko)), row.id).toBe(true);
    }
  });

  it("CLUSTER_TEXTS[id] -> each cluster's source.read and note", () => {
    expect(sorted(Object.keys(CLUSTER_TEXTS))).toEqual(sorted(redhat2025.clusters.map((c) => c.id)));
    for (const cluster of redhat2025.clusters) {
      const keys = CLUSTER_TEXTS[cluster.id];
      if (!keys) throw new Error(cluster.id);
      expect(en(keys.read)).toBe(cluster.source.read);
      expect(en(keys.note)).toBe(cluster.note);
    }
  });

  it("THROUGHPUT_DEFINITIONS[study.id] -> the study's throughputDefinition", () => {
    expect(Object.keys(THROUGHPUT_DEFINITIONS)).toEqual([redhat2025.id]);
    expect(en(THROUGHPUT_DEFINITIONS[redhat2025.id] as UiKey)).toBe(redhat2025.throughputDefinition);
  });

  it("SETTING_WHYS.<setting>[cluster] -> why the model uses its reading", () => {
    for (const [name, setting] of [
      ["maxBatchLen", config.maxBatchLen],
      ["cpuOffload", config.cpuOffload],
    ] as const) {
      const whys = SETTING_WHYS[name];
      expect(sorted(Object.keys(whys)), name).toEqual(sorted(Object.keys(setting)));
      for (const [cluster, value] of Object.entries(setting)) {
        expect(en(whys[cluster] as UiKey), `${name}.${cluster}`).toBe(value?.why);
      }
    }
  });

  it("READING_NAMES -> every reading id: a key whose English is the id, or null for a proper name", () => {
    const ids = new Set([
      ...Object.values(config.maxBatchLen).flatMap((v) => v?.readings.map((r) => r.id) ?? []),
      ...Object.values(config.cpuOffload).flatMap((v) => v?.readings.map((r) => r.id) ?? []),
    ]);
    expect(sorted(Object.keys(READING_NAMES))).toEqual(sorted(ids));
    for (const [id, key] of Object.entries(READING_NAMES)) if (key) expect(en(key)).toBe(id);
  });

  it("QUESTION_TEXTS[id] -> each open question and its evidence", () => {
    expect(sorted(Object.keys(QUESTION_TEXTS))).toEqual(sorted(redhat2025.openQuestions.map((q) => q.id)));
    for (const q of redhat2025.openQuestions) {
      const keys = QUESTION_TEXTS[q.id];
      if (!keys) throw new Error(q.id);
      expect(en(keys.question)).toBe(q.question);
      expect(en(keys.evidence)).toBe(q.evidence);
    }
  });

  it("provenanceLines(point, ko) carry none of the record's English sentences", () => {
    const english = [
      redhat2025.throughputDefinition,
      ...redhat2025.clusters.flatMap((c) => [c.source.read, c.note]),
      ...settings.flatMap((s) => Object.values(s).map((v) => v?.why ?? "")),
      ...redhat2025.openQuestions.flatMap((q) => [q.question, q.evidence]),
      ...redhat2025.points.map((p) => p.source.read),
    ];
    for (const point of redhat2025.points) {
      const data = studyReproduction.compute({ cluster: "both", point: point.id });
      const lines = provenanceLines(data.provenance, ko, "ko");
      expect(lines.length, point.id).toBeGreaterThan(3);
      for (const line of lines) {
        expect(isKorean(line.text), line.text).toBe(true);
        for (const sentence of english) expect(line.text, point.id).not.toContain(sentence);
      }
    }
  });
});

describe("cluster-parts: preset names, fibres and part texts", () => {
  it("PAIRING_NAMES -> every pairing preset: its label in English, or null for a product name", () => {
    expect(sorted(Object.keys(PAIRING_NAMES))).toEqual(sorted(gpuNetworkPairingIds));
    for (const id of gpuNetworkPairingIds) {
      const key = PAIRING_NAMES[id];
      const label = gpuNetworkPairings[id].label;
      if (key) expect(en(key)).toBe(label);
      else expect(isName(label), label).toBe(true);
    }
  });

  it("FIBRE_NAMES -> every fibre a cable preset names", () => {
    const fibres = new Set(cableTypeIds.flatMap((id) => cableTypes[id].fibre ?? []));
    expect(sorted(Object.keys(FIBRE_NAMES))).toEqual(sorted(fibres));
    for (const [fibre, key] of Object.entries(FIBRE_NAMES)) expect(en(key)).toBe(fibre);
  });

  it("PART_TEXTS -> every cable preset: its part text in English, or null for a part number", () => {
    expect(sorted(Object.keys(PART_TEXTS))).toEqual(sorted(cableTypeIds));
    for (const id of cableTypeIds) {
      const key = PART_TEXTS[id];
      if (key) expect(en(key)).toBe(cableTypes[id].part);
      else expect(isName(cableTypes[id].part), cableTypes[id].part).toBe(true);
    }
  });

  it("table(data, ko) shows no English words in the node, fibre and part columns", () => {
    for (const view of ["cables", "pairings"] as const) {
      const table = clusterParts.table(clusterParts.compute({ view }), ko);
      for (const row of table.rows) {
        for (const column of ["name", "fibre", "part"]) {
          const value = row[column];
          if (typeof value === "string")
            expect(isName(value.replace(/[\uac00-\ud7a3]+/g, "")), value).toBe(true);
        }
      }
    }
  });
});

describe("verbs-walkthrough: the simulated HCA's log lines", () => {
  const states = WALKTHROUGH_FAULTS.map((fault) =>
    verbsWalkthrough.compute({ step: WALKTHROUGH_STEPS.length - 1, fault }),
  );
  const events = states.flatMap((d) => d.rows.filter((r) => r.kind !== "verb"));

  it("translatedWalkthrough(data, en) says every HCA line and the refused call in the model's own words", () => {
    for (const data of states) {
      const view = translatedWalkthrough(data, en);
      data.rows.forEach((row, i) => {
        const words = typeof row.detail === "string" ? row.detail : verbsEventText(row.detail);
        expect(view.rows[i]?.detail).toBe(words);
      });
      if (data.error) {
        const { verb, errno, code, values } = data.error;
        const thrown = new VerbsError({ verb, errno, why: { code, values } as VerbsErrorMessage });
        expect(view.error?.message).toBe(thrown.message);
      }
    }
  });

  it("translatedWalkthrough(data, ko) says every HCA line and the refused call in Korean", () => {
    expect(events.length).toBeGreaterThan(20);
    for (const data of states) {
      const view = translatedWalkthrough(data, ko);
      data.rows.forEach((row, i) => {
        if (row.kind !== "verb")
          expect(isKorean(view.rows[i]?.detail ?? ""), view.rows[i]?.detail).toBe(true);
      });
      if (data.error) expect(isKorean(view.error?.message ?? "")).toBe(true);
    }
    expect(states.some((d) => d.error !== null)).toBe(true);
  });

  it("VERBS_KIND_NAMES and VERBS_ACTOR_NAMES: English is the id; every row's kind and actor has one", () => {
    for (const [id, key] of [...Object.entries(VERBS_KIND_NAMES), ...Object.entries(VERBS_ACTOR_NAMES)]) {
      expect(en(key)).toBe(id);
      expect(hasString("ko", key), key).toBe(true);
    }
    for (const row of states.flatMap((d) => d.rows)) {
      expect(row.kind in VERBS_KIND_NAMES, row.kind).toBe(true);
      expect(row.actor in VERBS_ACTOR_NAMES, row.actor).toBe(true);
    }
    expect(verbsIdName(VERBS_KIND_NAMES, "dma-read", ko)).toBe("DMA 읽기");
  });
});
