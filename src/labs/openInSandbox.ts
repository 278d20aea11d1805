/**
 * The "Open in a full Node sandbox" action: load the sandbox's code, boot it within a time limit,
 * run the lab there; when it cannot start (no internet, a browser or page without cross-origin
 * isolation, a boot that never answers) say why and fall back to the in-page runner. Without the
 * internet it falls back in a moment, not after the boot limit: at once when the browser knows it
 * is offline, else as soon as a probe of the sandbox's origin fails (run beside the boot). Pure
 * logic over an injected sandbox, probe and timers, so every path is tested with fakes.
 */
import type { NodeSandbox, SandboxLab } from "./NodeSandbox.ts";

/** How long the sandbox may take to boot before the page gives up on it, ms. */
export const SANDBOX_BOOT_LIMIT_MS = 20_000;

/** What the action reports while it goes, for the page to show. */
export type SandboxEvent =
  | { readonly kind: "booting" }
  | { readonly kind: "running" }
  | { readonly kind: "output"; readonly text: string }
  | { readonly kind: "exited"; readonly code: number }
  /** The sandbox did not boot within the limit; the in-page runner runs the lab instead. */
  | { readonly kind: "timeout"; readonly seconds: number }
  /** The browser is offline or the sandbox's origin cannot be reached; the in-page runner runs the lab instead. */
  | { readonly kind: "offline" }
  /** The page is not cross-origin isolated, which a WebContainer needs; the in-page runner runs the lab instead. */
  | { readonly kind: "not-isolated" }
  /** The sandbox could not start (the reason says why); the in-page runner runs the lab instead. */
  | { readonly kind: "unavailable"; readonly reason: string }
  /** The sandbox started but running the lab failed. */
  | { readonly kind: "failed"; readonly reason: string }
  | { readonly kind: "cancelled" };

/** How the action ended. */
export type SandboxEnd = "ran" | "fell-back" | "failed" | "cancelled";

/** What the action needs. */
export interface OpenInSandboxOptions {
  /** Loads the sandbox implementation (a dynamic import in the page). */
  readonly load: () => Promise<NodeSandbox>;
  readonly lab: SandboxLab;
  /** `crossOriginIsolated` of the page: a WebContainer needs it. */
  readonly isolated: boolean;
  /** `navigator.onLine`: false means the browser knows it has no network (default true). */
  readonly online?: boolean;
  /**
   * Whether the sandbox's origin answers (`reachable`): false falls back at once, true or
   * undefined (aborted) leaves the boot to finish or time out. Without it only the limit applies.
   */
  readonly probe?: (signal: AbortSignal) => Promise<boolean | undefined>;
  readonly bootLimitMs?: number;
  /** Called for every event. */
  readonly report: (event: SandboxEvent) => void;
  /** Runs the lab in the in-page runner instead. */
  readonly fallback: () => void;
  /** Aborted when the learner stops the action. */
  readonly signal: AbortSignal;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (id: unknown) => void;
}

/** How the boot ended. */
type BootEnd =
  | { readonly kind: "booted"; readonly sandbox: NodeSandbox }
  | { readonly kind: "timeout" }
  | { readonly kind: "offline" }
  | { readonly kind: "cancelled" }
  | { readonly kind: "error"; readonly reason: string };

function reasonOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/**
 * Boots the sandbox (giving up after `bootLimitMs`) and runs the lab in it, falling back to the
 * in-page runner when it cannot start; never rejects.
 * `await openInSandbox({ load, lab, isolated: crossOriginIsolated, report, fallback, signal })` -> "ran"
 */
export async function openInSandbox(options: OpenInSandboxOptions): Promise<SandboxEnd> {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const limit = options.bootLimitMs ?? SANDBOX_BOOT_LIMIT_MS;
  const { report, signal } = options;
  const fallBack = (event: SandboxEvent): SandboxEnd => {
    report(event);
    options.fallback();
    return "fell-back";
  };
  if (signal.aborted) {
    report({ kind: "cancelled" });
    return "cancelled";
  }
  if (!options.isolated) {
    return fallBack({ kind: "not-isolated" });
  }
  if (options.online === false) {
    return fallBack({ kind: "offline" });
  }

  report({ kind: "booting" });
  // The boot gets its own signal, aborted on time-out or when the learner stops.
  const boot = new AbortController();
  const stopBoot = () => boot.abort();
  signal.addEventListener("abort", stopBoot);
  let timer: unknown;
  const booted = await new Promise<BootEnd>((resolve) => {
    timer = setTimer(() => resolve({ kind: "timeout" }), limit);
    signal.addEventListener("abort", () => resolve({ kind: "cancelled" }), { once: true });
    options
      .probe?.(boot.signal)
      .then((answered) => {
        if (answered === false) resolve({ kind: "offline" });
      })
      .catch(() => {});
    options
      .load()
      .then(async (sandbox) => {
        await sandbox.boot(boot.signal);
        resolve({ kind: "booted", sandbox });
      })
      .catch((thrown: unknown) => resolve({ kind: "error", reason: reasonOf(thrown) }));
  });
  clearTimer(timer);
  signal.removeEventListener("abort", stopBoot);
  if (booted.kind !== "booted") boot.abort();

  switch (booted.kind) {
    case "cancelled":
      report({ kind: "cancelled" });
      return "cancelled";
    case "timeout":
      return fallBack({ kind: "timeout", seconds: Math.round(limit / 100) / 10 });
    case "offline":
      return fallBack({ kind: "offline" });
    case "error":
      return fallBack({ kind: "unavailable", reason: booted.reason });
    case "booted":
      break;
  }

  report({ kind: "running" });
  try {
    const code = await booted.sandbox.run(options.lab, (text) => report({ kind: "output", text }), signal);
    if (signal.aborted) {
      report({ kind: "cancelled" });
      return "cancelled";
    }
    report({ kind: "exited", code });
    return "ran";
  } catch (thrown) {
    if (signal.aborted) {
      report({ kind: "cancelled" });
      return "cancelled";
    }
    report({ kind: "failed", reason: reasonOf(thrown) });
    return "failed";
  }
}
