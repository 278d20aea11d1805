import { describe, expect, it } from "vitest";
import { collectiveScenario } from "../../src/collective/predictCollective.ts";
import { parseNcclTests } from "../../src/measurements/parseNcclTests.ts";
import { ncclReferenceSweepFacts } from "../../src/studies/ncclReferenceSweepFacts.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";
import { ncclSweepCorpus } from "../collective/ncclSweepCorpus.ts";
import { haveSharedFixtures, readSharedFixture, readSharedFixtureMeta } from "../sharedFixtures.ts";

const corpus = new Map(ncclSweepCorpus().map((s) => [s.record.id, s]));

/** The text a sweep's rows were read from, or null when it lives in the absent shared folder. */
function fixtureText(fixture: string): string | null {
  if (fixture.startsWith("shared:")) return haveSharedFixtures ? readSharedFixture(fixture.slice(7)) : null;
  const id = fixture.replace(/^nccl-sweeps\//, "").replace(/\.txt$/, "");
  const entry = corpus.get(id);
  if (entry === undefined) throw new Error(`no corpus entry for ${fixture}`);
  return entry.text;
}

describe("ncclReferenceSweeps", () => {
  it("ncclReferenceSweeps: ids unique, a valid model input, a reason for every run left out, sizes rising, times positive (sources: Source.test)", () => {
    expect(new Set(ncclReferenceSweeps.map((s) => s.id)).size).toBe(ncclReferenceSweeps.length);
    expect(ncclReferenceSweeps.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ncclReferenceSweeps.map((s) => s.system)).size).toBeGreaterThanOrEqual(10);
    for (const sweep of ncclReferenceSweeps) {
      expect(() => collectiveScenario(sweep.input), sweep.id).not.toThrow();
      expect(sweep.degraded === null || sweep.degraded.length > 20, sweep.id).toBe(true);
      expect(sweep.points.length, sweep.id).toBeGreaterThanOrEqual(4);
      sweep.points.forEach(([size, outOfPlace, inPlace], i) => {
        expect(outOfPlace ?? inPlace, `${sweep.id} ${size}`).toBeGreaterThan(0);
        if (i > 0) expect(size).toBeGreaterThan(sweep.points[i - 1]?.[0] ?? 0);
      });
    }
  });

  it("ncclReferenceSweepFacts: every recorded sweep has its facts, each saying where they were read, and no others", () => {
    expect(Object.keys(ncclReferenceSweepFacts).sort()).toEqual(ncclReferenceSweeps.map((s) => s.id).sort());
    for (const [id, { facts, factSources }] of Object.entries(ncclReferenceSweepFacts)) {
      expect(/Stated: |https?:\/\/|line/.test(facts) || factSources.length > 0, id).toBe(true);
      expect(facts.length, id).toBeGreaterThan(80);
    }
  });

  it("ncclReferenceSweeps: every corpus sweep the parser reads has a record, and every record a fixture", () => {
    const recorded = new Set(ncclReferenceSweeps.map((s) => s.fixture));
    for (const [id, { record, text }] of corpus) {
      const rows = parseNcclTests(text, record.parseOptions ?? {}).rows.filter((r) => r.bytes > 0);
      if (rows.length > 0) expect(recorded.has(`nccl-sweeps/${id}.txt`), id).toBe(true);
    }
  });

  it("ncclReferenceSweeps: the NCCL settings a sweep's record states (or assumes, saying why) are its input's (NCCL_ALGO, NCCL_PROTO, NCCL_MIN_CTAS, NCCL_IB_QPS_PER_CONNECTION, NCCL_COLLNET_ENABLE)", () => {
    let checked = 0;
    for (const sweep of ncclReferenceSweeps) {
      const id = sweep.fixture.replace(/^nccl-sweeps\//, "").replace(/\.txt$/, "");
      const record = corpus.get(id)?.record;
      const env = (record?.stated.env?.value ?? record?.assumed.env?.value ?? {}) as Record<string, string>;
      const input = sweep.input;
      const algo = env.NCCL_ALGO?.toLowerCase();
      expect(input.algorithm ?? null, `${sweep.id} NCCL_ALGO`).toBe(algo ?? null);
      const proto = env.NCCL_PROTO?.toLowerCase();
      expect(input.protocol?.toLowerCase() ?? null, `${sweep.id} NCCL_PROTO`).toBe(proto ?? null);
      const minCtas = env.NCCL_MIN_CTAS ?? env.NCCL_MIN_NCHANNELS;
      expect(input.minChannels ?? null, `${sweep.id} NCCL_MIN_CTAS`).toBe(
        minCtas === undefined ? null : Number(minCtas),
      );
      expect(input.qpsPerConnection ?? 1, `${sweep.id} NCCL_IB_QPS_PER_CONNECTION`).toBe(
        Number(env.NCCL_IB_QPS_PER_CONNECTION ?? 1),
      );
      if (env.NCCL_COLLNET_ENABLE === "1")
        expect(input.collnet, `${sweep.id} NCCL_COLLNET_ENABLE`).toBe(true);
      if (Object.keys(env).length > 0) checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("ncclReferenceSweeps: every recorded point is a row of its text, times as printed, ranks as the hardware says", () => {
    const skipped: string[] = [];
    for (const sweep of ncclReferenceSweeps) {
      const text = fixtureText(sweep.fixture);
      if (text === null) {
        skipped.push(sweep.id);
        continue;
      }
      const id = sweep.fixture.replace(/^nccl-sweeps\//, "").replace(/\.txt$/, "");
      const options =
        corpus.get(id)?.record.parseOptions ??
        (sweep.fixture.startsWith("shared:") ? { collective: "all_reduce" as const } : {});
      const parsed = parseNcclTests(text, options);
      const rows = parsed.rows.filter((r) => r.bytes > 0);
      expect(rows.length, sweep.id).toBe(sweep.points.length);
      for (const [size, outOfPlace, inPlace] of sweep.points) {
        const row = rows.find((r) => r.bytes === size);
        expect(
          [row?.outOfPlace?.timeUs ?? null, row?.inPlace?.timeUs ?? null],
          `${sweep.id} ${size} B`,
        ).toEqual([outOfPlace, inPlace]);
      }
      const record = corpus.get(id)?.record;
      const ranks = sweep.input.gpusPerNode * sweep.input.nodes;
      if (record !== undefined) expect(ranks, sweep.id).toBe(record.expected.nranks);
    }
    if (skipped.length > 0) console.warn(`shared fixtures absent: ${skipped.join(", ")} not re-read`);
  });
});

describe.skipIf(!haveSharedFixtures)("ncclReferenceSweeps and the shared fixtures' own records", () => {
  it("ncclReferenceSweeps: a shared sweep's source is the repository file its fixture's .json names", () => {
    for (const sweep of ncclReferenceSweeps.filter((s) => s.fixture.startsWith("shared:"))) {
      const meta = readSharedFixtureMeta(sweep.fixture.slice(7)).source as Record<string, string>;
      const source = sweep.source as Record<string, string>;
      expect([source.repo, source.path, source.commit], sweep.id).toEqual([
        meta.repo,
        meta.path,
        meta.commit,
      ]);
    }
  });
});
