import { describe, expect, it, vi } from "vitest";
import { copyText } from "../../src/lib/copyText.ts";

describe("copyText", () => {
  it("copyText(text) resolves true when the clipboard takes it, false when it refuses or is absent", async () => {
    const written: string[] = [];
    vi.stubGlobal("navigator", { clipboard: { writeText: async (t: string) => void written.push(t) } });
    await expect(copyText("<iframe>")).resolves.toBe(true);
    expect(written).toEqual(["<iframe>"]);
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new Error("denied")) } });
    await expect(copyText("x")).resolves.toBe(false);
    vi.stubGlobal("navigator", {});
    await expect(copyText("x")).resolves.toBe(false);
    vi.unstubAllGlobals();
  });
});
