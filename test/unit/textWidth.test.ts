import { describe, expect, it } from "vitest";
import { clipText, displayLength, wrapText } from "../../src/charts/textWidth.ts";

describe("textWidth", () => {
  it("displayLength counts a Hangul syllable as 1.8 Latin characters", () => {
    expect(displayLength("busbw")).toBe(5);
    expect(displayLength("대역폭")).toBeCloseTo(5.4, 9);
    expect(displayLength("링 all-reduce")).toBeCloseTo(1.8 + 11, 9);
  });

  it("wrapText('…', units) keeps every line within units, Korean included, and loses no word", () => {
    const text = "링 all-reduce는 각 GPU가 버퍼의 2(n-1)/n을 보내고 받으며 스텝마다 지연 시간을 치릅니다";
    const lines = wrapText(text, 20);
    for (const line of lines) expect(displayLength(line)).toBeLessThanOrEqual(20);
    expect(lines.join(" ")).toBe(text);
    expect(wrapText("one two three", 7)).toEqual(["one two", "three"]);
  });

  it("clipText('…', units) ends in an ellipsis within units and leaves short text alone", () => {
    expect(clipText("completion queue", 8)).toBe("complet…");
    expect(clipText("short", 8)).toBe("short");
    expect(displayLength(clipText("완료 큐에 쌓인 작업 완료", 8))).toBeLessThanOrEqual(8);
  });
});
