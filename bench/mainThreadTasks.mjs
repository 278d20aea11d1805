// The page's main-thread tasks in a Chromium trace, by CPU time: on a machine shared with other
// work a task's wall time grows with every process that wants the cores, its thread time counts
// only the work the page did, so totals of it stay comparable between runs under different load.
// Used by readerLoad.page.mjs (long tasks while scrolling, by CPU time) and by bench.mjs (the 50 MB
// log: the worker's read and the page's longest task meanwhile, by CPU time).

/** Trace categories that record every main-thread task with its thread time, and user timing marks. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
];

/**
 * The tasks (RunTask) of the page's main thread in `events` (a trace's traceEvents): `start` and
 * `end` in the trace clock (us), `cpu` the task's thread time in ms. The page's main thread is the
 * renderer main thread that ran the most. `markTs`: when the user timing mark `mark` was set on that
 * thread (trace clock), else +Infinity. `threadName` picks other threads instead, such as a page's
 * worker ("DedicatedWorker thread"; its busiest one).
 * @param {readonly any[]} events
 * @param {string} [mark]
 * @param {string} [threadName]
 * @returns {{ tasks: { start: number, end: number, cpu: number }[], markTs: number }}
 */
export function mainThreadTasks(events, mark, threadName = "CrRendererMain") {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === threadName)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== "X" || e.name !== "RunTask" || !mains.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push({ start: e.ts, end: e.ts + e.dur, cpu: (e.tdur ?? e.dur) / 1000 });
    byThread.set(key, list);
  }
  const total = (tasks) => tasks.reduce((sum, t) => sum + t.cpu, 0);
  const [thread, tasks = []] = [...byThread].sort(([, a], [, b]) => total(b) - total(a))[0] ?? [];
  const marked = mark && events.find((e) => e.name === mark && `${e.pid}:${e.tid}` === thread);
  return { tasks, markTs: marked ? marked.ts : Number.POSITIVE_INFINITY };
}
