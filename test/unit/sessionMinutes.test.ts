import { describe, expect, it } from "vitest";
import { agenda, SESSION_MINUTES, sessionMinutes } from "../../src/workshop/sessionMinutes.ts";

describe("sessionMinutes", () => {
  it("sessionMinutes({ slides: 3, checkpoints: 2, exercises: 0 }) -> 5 + 12 + 6 = 23", () => {
    expect(sessionMinutes({ slides: 3, checkpoints: 2, exercises: 0 })).toBe(23);
  });
  it("sessionMinutes of an empty chapter is its framing alone; each part adds its own minutes", () => {
    const none = { slides: 0, checkpoints: 0, exercises: 0 };
    expect(sessionMinutes(none)).toBe(SESSION_MINUTES.framing);
    expect(sessionMinutes({ ...none, exercises: 4 }) - sessionMinutes(none)).toBe(
      4 * SESSION_MINUTES.exercise,
    );
  });
  it("agenda([10, 20, 5]) starts each session where the last ended", () => {
    expect(agenda([10, 20, 5])).toEqual([
      { start: 0, minutes: 10 },
      { start: 10, minutes: 20 },
      { start: 30, minutes: 5 },
    ]);
  });
});
