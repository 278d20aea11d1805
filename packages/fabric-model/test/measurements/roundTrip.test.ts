import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type NcclCollective,
  ncclCollectives,
  ncclTestsBandwidthGBps,
  ncclTypeSize,
  parseIperf3,
  parseNcclTests,
  parsePerftest,
} from "../../src/index.ts";
import type { NcclTestsEra } from "../../src/measurements/NcclTestsResult.ts";
import { fixed, ncclFloat, ncclTimeOld } from "./generators/cFormat.ts";
import { iperf3Bytes, iperf3Rate, iperf3Text } from "./generators/iperf3Text.ts";
import { ncclTestsText } from "./generators/ncclTestsText.ts";
import { perftestText } from "./generators/perftestText.ts";

// Generated well-formed outputs (each generator prints the way its tool does) must parse back to
// the values that generated them, as printed, with no diagnostics. fast-check, seed 42.

const ERAS: NcclTestsEra[] = ["pre-2022-08", "2022-08", "2025-06", "2025-10", "2026-03"];
const TYPES = ["float", "bfloat16", "double", "int8", "half"];

const ncclSpec = fc
  .record({
    era: fc.constantFrom(...ERAS),
    collective: fc.constantFrom<NcclCollective>(...ncclCollectives),
    nranks: fc.integer({ min: 2, max: 32 }),
    type: fc.constantFrom(...TYPES),
    prefix: fc.constantFrom("", "    ", "[1,0]<stdout>:", "0: "),
    noValidation: fc.boolean(),
    inPlaceOnly: fc.boolean(),
    rows: fc.array(
      fc.record({
        exponent: fc.integer({ min: 0, max: 24 }),
        timeUsOutOfPlace: fc.double({ min: 0.5, max: 2e8, noNaN: true }),
        timeUsInPlace: fc.double({ min: 0.5, max: 2e8, noNaN: true }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map((s) => {
    const old = s.era === "pre-2022-08";
    const unit = (ncclTypeSize(s.type) ?? 4) * s.nranks;
    return {
      ...s,
      noValidation: s.noValidation && !old,
      inPlaceOnly: s.inPlaceOnly && !old,
      // nccl-tests prints a sweep in ascending sizes.
      rows: [...s.rows]
        .sort((a, b) => a.exponent - b.exponent)
        .map((r) => ({ ...r, bytes: unit * 2 ** r.exponent })),
    };
  });

describe("generated nccl-tests output parses back (fast-check, seed 42)", () => {
  it("parseNcclTests(ncclTestsText(spec)) returns the spec's collective, nranks, era and printed rows, no diagnostics", () => {
    fc.assert(
      fc.property(ncclSpec, (spec) => {
        const text = ncclTestsText(spec);
        const r = parseNcclTests(text);
        expect(r.diagnostics).toEqual([]);
        expect([r.collective, r.nranks, r.header.era]).toEqual([spec.collective, spec.nranks, spec.era]);
        expect(r.rows.length).toBe(spec.rows.length);
        const modern = spec.era === "2025-10" || spec.era === "2026-03";
        const time = (t: number) => Number(modern ? ncclFloat(t, 7) : ncclTimeOld(t));
        const bw = (x: number) => Number(modern ? ncclFloat(x, 6) : fixed(x, 2));
        spec.rows.forEach((want, i) => {
          const got = r.rows[i];
          expect(got?.bytes).toBe(want.bytes);
          expect(got?.type).toBe(spec.type);
          const plain = ncclTestsBandwidthGBps({
            bytes: want.bytes,
            timeUs: want.timeUsInPlace,
            collective: spec.collective,
            nranks: spec.nranks,
          });
          // Before 2022-08 the check column is the largest error (maxError), after it a count (wrong).
          const checked = spec.noValidation ? null : 0;
          expect(got?.inPlace).toEqual({
            timeUs: time(want.timeUsInPlace),
            algbwGBps: bw(plain.algbwGBps),
            busbwGBps: bw(plain.busbwGBps),
            wrong: spec.era === "pre-2022-08" ? null : checked,
            maxError: spec.era === "pre-2022-08" ? checked : null,
          });
          if (spec.inPlaceOnly) expect(got?.outOfPlace).toBeNull();
          else expect(got?.outOfPlace?.timeUs).toBe(time(want.timeUsOutOfPlace));
        });
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe("generated perftest output parses back (fast-check, seed 42)", () => {
  it("parsePerftest(perftestText(bandwidth rows)) returns the printed rows with no diagnostics", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(
          fc.record({
            exponent: fc.integer({ min: 1, max: 23 }),
            iterations: fc.integer({ min: 5, max: 10_000_000 }),
            bwAverage: fc.double({ min: 0.01, max: 50_000, noNaN: true }),
            headroom: fc.double({ min: 0, max: 100, noNaN: true }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        (gbits, rows) => {
          const spec = rows.map((r) => ({
            bytes: 2 ** r.exponent,
            iterations: r.iterations,
            bwAverage: r.bwAverage,
            bwPeak: r.bwAverage + r.headroom,
          }));
          const r = parsePerftest(
            perftestText({
              verb: "write",
              device: "mlx5_0",
              linkType: "IB",
              mtu: 4096,
              gbits,
              bandwidthRows: spec,
            }),
          );
          expect(r.diagnostics).toEqual([]);
          const t = r.tests[0];
          expect(t?.bandwidthUnit).toBe(gbits ? "Gb/sec" : "MB/sec");
          expect(t?.bandwidthRows.map((x) => [x.bytes, x.iterations, x.bwAverage, x.bwPeak])).toEqual(
            spec.map((x) => [
              x.bytes,
              x.iterations,
              Number(x.bwAverage.toFixed(2)),
              Number(x.bwPeak.toFixed(2)),
            ]),
          );
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });

  it("parsePerftest(perftestText(latency rows)) returns the printed latencies with no diagnostics", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.double({ min: 0.5, max: 500, noNaN: true }), { minLength: 6, maxLength: 6 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (samples) => {
          const rows = samples.map((v, i) => {
            const [a, b, c, d, e, f] = [...v].sort((x, y) => x - y) as [
              number,
              number,
              number,
              number,
              number,
              number,
            ];
            return {
              bytes: 2 ** i,
              iterations: 1000,
              tMin: a,
              tTypical: b,
              tAvg: c,
              p99: d,
              p999: e,
              tMax: f,
              tStdev: (f - a) / 4,
            };
          });
          const r = parsePerftest(
            perftestText({
              verb: "send",
              device: "mlx5_1",
              linkType: "Ethernet",
              mtu: 1024,
              latencyRows: rows,
            }),
          );
          expect(r.diagnostics).toEqual([]);
          const two = (x: number) => Number(x.toFixed(2));
          expect(
            r.tests[0]?.latencyRows.map((x) => [
              x.tMinUs,
              x.tTypicalUs,
              x.tAvgUs,
              x.p99Us,
              x.p999Us,
              x.tMaxUs,
            ]),
          ).toEqual(
            rows.map((x) => [
              two(x.tMin),
              two(x.tTypical),
              two(x.tAvg),
              two(x.p99),
              two(x.p999),
              two(x.tMax),
            ]),
          );
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });
});

describe("generated iperf3 output parses back (fast-check, seed 42)", () => {
  it("parseIperf3(iperf3Text(spec)) returns every interval, the streams and the printed totals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((streams) =>
          fc.integer({ min: 1, max: 5 }).chain((seconds) =>
            fc.record({
              bytesPerInterval: fc.array(
                fc.array(fc.integer({ min: 1, max: 5e9 }), { minLength: seconds, maxLength: seconds }),
                { minLength: streams, maxLength: streams },
              ),
              retransmits: fc.array(
                fc.array(fc.integer({ min: 0, max: 999 }), { minLength: seconds, maxLength: seconds }),
                { minLength: streams, maxLength: streams },
              ),
            }),
          ),
        ),
        (spec) => {
          const r = parseIperf3(iperf3Text(spec));
          expect(r.diagnostics).toEqual([]);
          const streams = spec.bytesPerInterval.length;
          const seconds = spec.bytesPerInterval[0]?.length ?? 0;
          const run = r.runs[0];
          expect(run?.streams).toBe(streams);
          expect(run?.intervals.length).toBe(streams * seconds + (streams > 1 ? seconds : 0));
          const total = spec.bytesPerInterval.flat().reduce((a, b) => a + b, 0);
          const retr = spec.retransmits.flat().reduce((a, b) => a + b, 0);
          const [transfer, transferUnit] = iperf3Bytes(total).trim().split(/\s+/);
          const [bitrate, bitrateUnit] = iperf3Rate(total / seconds)
            .trim()
            .split(/\s+/);
          expect([run?.sender?.transfer, run?.sender?.transferUnit]).toEqual([
            Number(transfer),
            transferUnit,
          ]);
          expect([run?.sender?.bitrate, run?.sender?.bitrateUnit]).toEqual([Number(bitrate), bitrateUnit]);
          expect(run?.sender?.retransmits).toBe(retr);
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });
});
