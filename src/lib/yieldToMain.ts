/**
 * Hands the main thread back so that input and rendering can run, then resumes: through
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued tasks), else in a new task (`setTimeout(0)`). Long work cut into pieces with an `await
 * yieldToMain()` between them runs as several short tasks instead of one long one.
 * Source: https://developer.chrome.com/blog/use-scheduler-yield
 * @example const data = compute(state); await yieldToMain(); draw(data);
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
