import { describe, expect, it } from "vitest";
import type { NodeSandbox } from "../../src/labs/NodeSandbox.ts";
import { openInSandbox, SANDBOX_BOOT_LIMIT_MS, type SandboxEvent } from "../../src/labs/openInSandbox.ts";
import { reachable } from "../../src/labs/reachable.ts";
import { sandboxBootLimitMs, sandboxEnabled } from "../../src/labs/sandboxSettings.ts";
import { manualClock } from "./manualClock.ts";

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A sandbox whose boot the test controls; it records what it was asked to do. */
function fakeSandbox(boot: "hang" | "ok" | Error, exitCode = 0) {
  const calls: string[] = [];
  let bootSignal: AbortSignal | undefined;
  const sandbox: NodeSandbox = {
    boot(signal) {
      calls.push("boot");
      bootSignal = signal;
      if (boot === "hang") return new Promise(() => {});
      return boot === "ok" ? Promise.resolve() : Promise.reject(boot);
    },
    async run(lab, output) {
      calls.push(`run ${lab.name}`);
      output("hello from node\n");
      return exitCode;
    },
  };
  return { sandbox, calls, bootSignal: () => bootSignal };
}

function setup(
  sandbox: NodeSandbox,
  options: {
    isolated?: boolean;
    bootLimitMs?: number;
    online?: boolean;
    probe?: (signal: AbortSignal) => Promise<boolean | undefined>;
  } = {},
) {
  const time = manualClock();
  const events: SandboxEvent[] = [];
  let fellBack = 0;
  let loads = 0;
  const controller = new AbortController();
  const end = openInSandbox({
    load: async () => {
      loads++;
      return sandbox;
    },
    lab: { name: "ring-allreduce", source: "console.log(1)" },
    isolated: options.isolated ?? true,
    ...(options.bootLimitMs !== undefined ? { bootLimitMs: options.bootLimitMs } : {}),
    ...(options.online !== undefined ? { online: options.online } : {}),
    ...(options.probe ? { probe: options.probe } : {}),
    report: (event) => events.push(event),
    fallback: () => {
      fellBack++;
    },
    signal: controller.signal,
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
  });
  return { end, events, time, controller, fellBack: () => fellBack, loads: () => loads };
}

describe("openInSandbox", () => {
  it("openInSandbox() gives up on a boot that has not finished after 20 s, says so, and falls back to the page", async () => {
    const fake = fakeSandbox("hang");
    const s = setup(fake.sandbox);
    await settle();
    expect(fake.calls).toEqual(["boot"]);
    s.time.advance(SANDBOX_BOOT_LIMIT_MS - 1);
    await settle();
    expect(s.fellBack()).toBe(0);
    s.time.advance(1);
    expect(await s.end).toBe("fell-back");
    expect(s.events).toEqual([{ kind: "booting" }, { kind: "timeout", seconds: 20 }]);
    expect(s.fellBack()).toBe(1);
    expect(fake.bootSignal()?.aborted).toBe(true);
    expect(s.time.pending).toBe(0);
  });

  it("openInSandbox() with a shorter boot limit reports it in seconds", async () => {
    const s = setup(fakeSandbox("hang").sandbox, { bootLimitMs: 1500 });
    await settle();
    s.time.advance(1500);
    expect(await s.end).toBe("fell-back");
    expect(s.events.at(-1)).toEqual({ kind: "timeout", seconds: 1.5 });
  });

  it("openInSandbox() on a page that is not cross-origin isolated falls back at once, loading nothing", async () => {
    const s = setup(fakeSandbox("ok").sandbox, { isolated: false });
    expect(await s.end).toBe("fell-back");
    expect(s.events).toEqual([{ kind: "not-isolated" }]);
    expect(s.loads()).toBe(0);
    expect(s.fellBack()).toBe(1);
  });

  it("openInSandbox() reports a boot that fails with its reason and falls back", async () => {
    const s = setup(fakeSandbox(new Error("Failed to fetch")).sandbox);
    expect(await s.end).toBe("fell-back");
    expect(s.events).toEqual([{ kind: "booting" }, { kind: "unavailable", reason: "Failed to fetch" }]);
    expect(s.fellBack()).toBe(1);
    expect(s.time.pending).toBe(0);
  });

  it("openInSandbox() runs the lab once the sandbox boots, streaming its output and exit code", async () => {
    const fake = fakeSandbox("ok", 1);
    const s = setup(fake.sandbox);
    expect(await s.end).toBe("ran");
    expect(fake.calls).toEqual(["boot", "run ring-allreduce"]);
    expect(s.events).toEqual([
      { kind: "booting" },
      { kind: "running" },
      { kind: "output", text: "hello from node\n" },
      { kind: "exited", code: 1 },
    ]);
    expect(s.fellBack()).toBe(0);
    expect(s.time.pending).toBe(0);
  });

  it("openInSandbox() in a browser that knows it is offline falls back at once, loading nothing", async () => {
    const s = setup(fakeSandbox("hang").sandbox, { online: false });
    expect(await s.end).toBe("fell-back");
    expect(s.events).toEqual([{ kind: "offline" }]);
    expect(s.loads()).toBe(0);
    expect(s.time.pending).toBe(0);
  });

  it("openInSandbox() falls back as soon as the probe of the sandbox's origin fails, not after 20 s", async () => {
    const fake = fakeSandbox("hang");
    let answer: (reachable: boolean | undefined) => void = () => {};
    const s = setup(fake.sandbox, { probe: () => new Promise((resolve) => (answer = resolve)) });
    await settle();
    expect(s.events).toEqual([{ kind: "booting" }]);
    answer(false);
    expect(await s.end).toBe("fell-back");
    expect(s.events).toEqual([{ kind: "booting" }, { kind: "offline" }]);
    expect(fake.bootSignal()?.aborted).toBe(true);
    expect(s.time.pending).toBe(0);
  });

  it("openInSandbox() with a probe that answers (or gives no answer) still waits for the boot and its limit", async () => {
    for (const answered of [true, undefined]) {
      const s = setup(fakeSandbox("hang").sandbox, { probe: async () => answered });
      await settle();
      s.time.advance(SANDBOX_BOOT_LIMIT_MS - 1);
      await settle();
      expect(s.fellBack()).toBe(0);
      s.time.advance(1);
      expect(await s.end).toBe("fell-back");
      expect(s.events.at(-1)).toEqual({ kind: "timeout", seconds: 20 });
    }
    const booted = setup(fakeSandbox("ok").sandbox, { probe: async () => true });
    expect(await booted.end).toBe("ran");
  });

  it("reachable(url) is true on any answer, false when the request fails, undefined when aborted first", async () => {
    const ok = (async () => new Response(null)) as unknown as typeof fetch;
    const down = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await reachable("https://stackblitz.com/headless", new AbortController().signal, ok)).toBe(true);
    expect(await reachable("https://stackblitz.com/headless", new AbortController().signal, down)).toBe(
      false,
    );
    const stopped = new AbortController();
    stopped.abort();
    expect(await reachable("https://stackblitz.com/headless", stopped.signal, down)).toBeUndefined();
  });

  it("openInSandbox() stopped during the boot ends as cancelled, without falling back", async () => {
    const fake = fakeSandbox("hang");
    const s = setup(fake.sandbox);
    await settle();
    s.controller.abort();
    expect(await s.end).toBe("cancelled");
    expect(s.events.at(-1)).toEqual({ kind: "cancelled" });
    expect(s.fellBack()).toBe(0);
    expect(fake.bootSignal()?.aborted).toBe(true);
    expect(s.time.pending).toBe(0);
  });
});

describe("sandbox settings", () => {
  it("sandboxEnabled(FABRIC_SANDBOX) is false only when the build turns it off", () => {
    expect(sandboxEnabled(undefined)).toBe(true);
    expect(sandboxEnabled("")).toBe(true);
    expect(sandboxEnabled("on")).toBe(true);
    for (const off of ["off", "OFF", "0", "false", "no", " off "]) expect(sandboxEnabled(off)).toBe(false);
  });

  it("sandboxBootLimitMs(search) is 20 s unless the test knob asks for less (never more)", () => {
    expect(sandboxBootLimitMs("")).toBe(20_000);
    expect(sandboxBootLimitMs("?test-sandbox-boot-ms=1500")).toBe(1500);
    expect(sandboxBootLimitMs("?test-sandbox-boot-ms=60000")).toBe(20_000);
    expect(sandboxBootLimitMs("?test-sandbox-boot-ms=10")).toBe(20_000);
    expect(sandboxBootLimitMs("?test-sandbox-boot-ms=1e3")).toBe(20_000);
  });
});
