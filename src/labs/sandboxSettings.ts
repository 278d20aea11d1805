/**
 * Settings of the Node sandbox action: whether the build offers it at all, and (for browser tests
 * only) a shorter boot limit than the real 20 s.
 */
import { SANDBOX_BOOT_LIMIT_MS } from "./openInSandbox.ts";

/** Name of the URL parameter that shortens the boot limit. A test knob: it can only shorten it. */
export const TEST_BOOT_LIMIT_PARAM = "test-sandbox-boot-ms";

/**
 * Whether the build offers the sandbox: yes unless the build setting FABRIC_SANDBOX is "off"
 * (or "0", "false", "no"). `sandboxEnabled("off")` -> false, `sandboxEnabled(undefined)` -> true
 */
export function sandboxEnabled(setting: string | undefined): boolean {
  return !["off", "0", "false", "no"].includes((setting ?? "").trim().toLowerCase());
}

/**
 * The boot limit for a page whose query string is `search`, ms: {@link SANDBOX_BOOT_LIMIT_MS}, or
 * the test knob's value when it is a whole number between 100 and that limit.
 * `sandboxBootLimitMs("?test-sandbox-boot-ms=1500")` -> 1500, `sandboxBootLimitMs("")` -> 20000
 */
export function sandboxBootLimitMs(search: string): number {
  const value = new URLSearchParams(search).get(TEST_BOOT_LIMIT_PARAM);
  if (value === null || !/^\d+$/.test(value)) return SANDBOX_BOOT_LIMIT_MS;
  const ms = Number(value);
  return ms >= 100 && ms <= SANDBOX_BOOT_LIMIT_MS ? ms : SANDBOX_BOOT_LIMIT_MS;
}
