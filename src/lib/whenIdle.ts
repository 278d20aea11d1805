/**
 * Resolves when the browser has nothing more pressing to do (requestIdleCallback): after the frame
 * is painted and the tasks waiting (timers, network, input) have run. For work done ahead of the
 * reader's next step, which must not hold back anything they see. Where requestIdleCallback does
 * not exist (Safari), after a timer task.
 * @example await whenIdle(); warmTheCache()
 */
export function whenIdle(): Promise<void> {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  return new Promise((resolve) => {
    if (typeof idle === "function") idle(() => resolve());
    else setTimeout(resolve, 0);
  });
}
