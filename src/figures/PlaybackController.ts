/**
 * Play / Pause of a figure's playable int parameter: steps it on a timer until its last value,
 * each step just after a frame is drawn. A Lit reactive controller: playback stops when the
 * element leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";

/** How one parameter plays, as the host sees it when playback starts. */
export interface PlaybackSteps {
  /** The first value, and the value added at each step. */
  readonly min: number;
  readonly step: number;
  /** Time between steps, ms (already divided by the figure's speed). */
  readonly intervalMs: number;
  /** The parameter's value now. */
  value(): number;
  /** Its last value for the state now (it may depend on other parameters). */
  last(): number;
  /** Move the figure to `value`. */
  go(value: number): void;
}

export class PlaybackController implements ReactiveController {
  /** The parameter playing, if any. */
  playing: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private frame: number | undefined;

  /** `stopped` runs when a playback stops or pauses (not when none was playing). */
  constructor(
    host: ReactiveControllerHost,
    private readonly stopped: () => void,
  ) {
    host.addController(this);
  }

  /**
   * Play `name` from its value now (from `min` if it is already at its last value) to its last.
   * Each tick runs just after a frame is drawn, so its work and the redraw it causes get a frame
   * each instead of landing in the same one.
   */
  start(name: string, steps: PlaybackSteps): void {
    this.stop();
    if (steps.value() >= steps.last()) steps.go(steps.min);
    this.playing = name;
    const tick = () => {
      const next = Math.min(steps.last(), steps.value() + steps.step);
      steps.go(next);
      if (next >= steps.last()) this.stop();
      else this.timer = setTimeout(() => this.afterNextFrame(tick), steps.intervalMs);
    };
    this.timer = setTimeout(() => this.afterNextFrame(tick), steps.intervalMs);
  }

  /** Stop or pause the playback, if one runs. */
  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.timer = undefined;
    this.frame = undefined;
    if (this.playing === undefined) return;
    this.playing = undefined;
    this.stopped();
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** Run `task` in a task of its own just after the next frame is drawn. */
  private afterNextFrame(task: () => void): void {
    this.frame = requestAnimationFrame(() => {
      this.frame = undefined;
      this.timer = setTimeout(task, 0);
    });
  }
}
