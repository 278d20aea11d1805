import { readFileSync } from "node:fs";
import { parseIperf3, parseMeasurement, parseNcclTests } from "fabric-model";
import { describe, expect, it } from "vitest";
import { translator } from "../../src/lib/i18n.ts";
import { remarkText } from "../../src/yourMeasurements/remarkText.ts";

const ko = translator("ko");
const en = translator("en");
const own = (name: string) => readFileSync(`packages/fabric-model/test/fixtures/${name}`, "utf8");
const ncclHeader = [
  "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
  "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)",
];

/** Outputs that make the parsers say each of their common remarks. */
function remarksOfCraftedInputs(): string[] {
  const wide = Array.from(
    { length: 120 },
    (_, i) => `  ${1024 * (i + 1)}  256  float  sum  -1  10.00  0.10  0.10  0  10.00  0.10  0.10  0  extra`,
  );
  const results = [
    parseMeasurement(""),
    parseMeasurement("hello\nthis is not a benchmark"),
    parseNcclTests([...ncclHeader, ...wide].join("\n")),
    parseNcclTests(
      [...ncclHeader, "  1024  256  float  sum  -1  10.00  0.10  0.10  0  10.00  0.10  0.10  0", "junk"].join(
        "\n",
      ),
    ),
    parseNcclTests("# nThread 1 nGpus 1 minBytes 8 maxBytes 128 step: 2(factor)\n"),
    parseMeasurement(" #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]\n"),
    parseIperf3("iperf3: error - unable to connect to server\n"),
    parseIperf3('{\n\t"intervals":\t[],\n\t"error":\t"unable to connect to server"\n}\n'),
    parseIperf3(own("iperf3_json_tcp_parallel.txt").slice(0, 2000)),
    parseNcclTests(own("nccl_2025_reduce_scatter_markdown.md")),
  ];
  return results.flatMap((r) => [...r.diagnostics, ...r.notes].map((d) => d.message));
}

describe("remarkText", () => {
  it("remarkText(message, 'en', tr) is the parser's own words", () => {
    for (const message of remarksOfCraftedInputs()) expect(remarkText(message, "en", en)).toBe(message);
  });

  it("remarkText(message, 'ko', tr) says every common parser remark in Korean, except a tool's own line", () => {
    const remarks = remarksOfCraftedInputs();
    expect(remarks.length).toBeGreaterThan(10);
    // iperf3's own error line (text and JSON) is the tool's words, shown as printed.
    const toolLine = "iperf3: error - unable to connect to server";
    const untranslated = remarks.filter((m) => m !== toolLine && remarkText(m, "ko", ko) === m);
    expect(untranslated).toEqual([]);
  });

  it("remarkText keeps the numbers and says a nested reason in Korean too", () => {
    expect(remarkText("could not read result row: expected 13 columns, found 14", "ko", ko)).toBe(
      "결과 행을 읽지 못했습니다: 열 13개를 예상했으나 14개입니다",
    );
    expect(remarkText("21 more remarks of this kind were left out", "ko", ko)).toBe(
      "같은 종류의 지적 21건은 생략했습니다",
    );
    expect(remarkText("Conflicting CPU frequency values detected", "ko", ko)).toBe(
      "Conflicting CPU frequency values detected",
    );
  });
});
