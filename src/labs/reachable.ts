/**
 * Whether the page can reach an address: a no-cors fetch that resolves on any response and fails
 * at once when the name does not resolve or nothing answers (a machine without internet). Used by
 * the sandbox action to fall back in a moment instead of after the whole boot limit.
 */

/**
 * `true` when `url` answered, `false` when the request failed, `undefined` when `signal` aborted
 * first (no answer yet: the caller decides what that means). Never rejects.
 * @example await reachable("https://stackblitz.com/headless", AbortSignal.timeout(4000)) // false offline
 */
export async function reachable(
  url: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<boolean | undefined> {
  try {
    await fetcher(url, { mode: "no-cors", credentials: "omit", cache: "no-store", signal });
    return true;
  } catch {
    return signal.aborted ? undefined : false;
  }
}
