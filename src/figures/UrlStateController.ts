/**
 * A figure's state in the page URL: after a change, the figure's own query keys are rewritten
 * once changes pause, other figures' keys and the rest of the URL kept. A Lit reactive
 * controller: a write still pending when the element leaves the page is made then.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";

/** Quiet time after the last state change before the figure writes its state to the URL (ms). */
export const URL_WRITE_DELAY_MS = 100;

/**
 * `pageHref` with the query keys `keys` (a figure's own, and the unit lens's) set as `stateHref`
 * (the figure's citation link) has them, other keys, the path and the hash kept.
 * @example pageWithState("https://x/c/?a.n=1&b.m=2", ["a.n"], "https://x/c/?a.n=4") // "https://x/c/?b.m=2&a.n=4"
 */
export function pageWithState(pageHref: string, keys: readonly string[], stateHref: string): string {
  const url = new URL(pageHref);
  for (const key of keys) url.searchParams.delete(key);
  for (const [key, value] of new URL(stateHref).searchParams) url.searchParams.set(key, value);
  return url.href;
}

/** Writes `href()` (the page URL with the host's state, or undefined for none) to the history. */
export class UrlStateController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    host: ReactiveControllerHost,
    private readonly href: () => string | undefined,
  ) {
    host.addController(this);
  }

  /**
   * Write the URL once changes pause for `URL_WRITE_DELAY_MS`: off the path from a control to the
   * chart's next paint (history.replaceState took 0.4-14 ms a call in Chromium, a tenth to a third
   * of that path), and one write per pause instead of one per step of a dragged slider, which
   * Chromium throttles after a few hundred in ten seconds.
   */
  schedule(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, URL_WRITE_DELAY_MS);
  }

  hostDisconnected(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.write();
  }

  private write(): void {
    const href = this.href();
    if (href === undefined) return;
    try {
      history.replaceState(history.state, "", href);
    } catch {
      // A sandboxed iframe may refuse history updates; the figure still works without them.
    }
  }
}
