/**
 * Manual timers for tests of code that takes `setTimer` / `clearTimer` (the exercise runner, the
 * lab sandbox): nothing fires until `advance(ms)` moves the clock past it.
 */
export function manualClock() {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimer: (callback: () => void, ms: number) => {
      timers.set(++next, { at: now + ms, callback });
      return next;
    },
    clearTimer: (id: unknown) => {
      timers.delete(id as number);
    },
    /** Move the clock on by `ms` and fire every timer now due. */
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.callback();
        }
      }
    },
    /** Timers set and not yet fired or cleared. */
    get pending() {
      return timers.size;
    },
  };
}
