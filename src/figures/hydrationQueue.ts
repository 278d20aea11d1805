/**
 * The pace at which a page's figures come alive. A figure asked for (as it nears the viewport)
 * starts loading its code at once, and joins a queue kept in reading order, so the figure the
 * reader meets next goes first even if it was asked for later. Figures then hydrate one at a
 * time, each starting at a frame of its own (`nextFrame`) and the next waiting until it is live:
 * the network works in parallel, the main thread takes one figure per frame.
 */
export interface HydrationQueueOptions<E> {
  /** Fetch what `element` needs to come alive; called once per element, as soon as it is asked for. */
  readonly load: (element: E) => Promise<void>;
  /** Make `element` live once loaded; resolves when its first live render is done. */
  readonly upgrade: (element: E) => Promise<void>;
  /** Resolves when the next figure may start (in the page: after the next frame has painted). */
  readonly nextFrame: () => Promise<void>;
  /** Reading order: negative when `a` comes before `b`. */
  readonly order: (a: E, b: E) => number;
  /** `element` could not be loaded or upgraded (the queue goes on with the next one). */
  readonly failed: (element: E, error: unknown) => void;
}

/** A queue of figures to hydrate: `want(element)` asks for one; `done` resolves when the queue is empty. */
export interface HydrationQueue<E> {
  want(element: E): void;
  readonly done: () => Promise<void>;
}

/**
 * A hydration queue (see the module comment).
 * @example const queue = hydrationQueue({ load, upgrade, nextFrame: afterNextPaint, order, failed }); queue.want(figure);
 */
export function hydrationQueue<E>(options: HydrationQueueOptions<E>): HydrationQueue<E> {
  const loads = new Map<E, Promise<void>>();
  const waiting: E[] = [];
  let running: Promise<void> | undefined;

  const pump = async (): Promise<void> => {
    for (;;) {
      await options.nextFrame();
      const element = waiting.shift();
      if (element === undefined) break;
      try {
        await loads.get(element);
        await options.upgrade(element);
      } catch (error) {
        options.failed(element, error);
      }
    }
    running = undefined;
  };

  return {
    want(element) {
      if (loads.has(element)) return;
      const load = options.load(element);
      // Awaited in turn; until then a failure must not surface as an unhandled rejection.
      load.catch(() => undefined);
      loads.set(element, load);
      const before = waiting.findIndex((other) => options.order(element, other) < 0);
      waiting.splice(before < 0 ? waiting.length : before, 0, element);
      running ??= pump();
    },
    done: () => running ?? Promise.resolve(),
  };
}
