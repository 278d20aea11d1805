import type { NcclEnvSetting } from "./NcclEnvSetting.ts";

/**
 * The value a list of settings gives `name`, or `null`.
 * @example ncclEnvValue(result.env, "NCCL_ALGO") // "Ring"
 */
export function ncclEnvValue(env: readonly NcclEnvSetting[], name: string): string | null {
  return env.find((s) => s.name === name)?.value ?? null;
}
