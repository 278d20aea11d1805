/**
 * The runtime's side of the protocol between an attempt's worker and the page, which learner code
 * cannot forge. When the runtime loads (before the learner's code is compiled or run, whatever
 * that code does with the wrapper around it), it opens a MessageChannel and hands one port to the
 * page as its first message; the page listens only on that port from then on, and starts the
 * time limit at that moment. The runtime keeps the other port in a closure, then takes away what
 * learner code could use to reach the page or the site's origin: the worker's own `postMessage`
 * (so no flood of messages slows the page) and the shared-state APIs (BroadcastChannel, which
 * the presenter view's notes use, IndexedDB and CacheStorage).
 */
import type { WorkerMessage } from "./protocol.ts";

/** Globals removed from the worker's scope (own properties and the interfaces' prototypes). */
export const REMOVED_GLOBALS = [
  "BroadcastChannel",
  "indexedDB",
  "IDBFactory",
  "caches",
  "CacheStorage",
] as const;

/** A worker global scope, as far as the channel needs it. */
export interface ChannelScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/**
 * Hands the page its port, strips the scope, and returns the send function only the runtime holds.
 * `const send = openWorkerChannel(self); send({ type: "result", result })`
 */
export function openWorkerChannel(scope: ChannelScope): (message: WorkerMessage) => void {
  const channel = new MessageChannel();
  scope.postMessage({ type: "started", port: channel.port2 }, [channel.port2]);
  const port = channel.port1;
  const send = port.postMessage.bind(port);
  stripScope(scope as unknown as Record<string, unknown>);
  return (message) => {
    try {
      send(message);
    } catch {
      // A result that cannot be cloned: the page times out rather than the runtime throwing.
    }
  };
}

/** Removes `postMessage` and {@link REMOVED_GLOBALS} from `scope` and its prototype chain. */
export function stripScope(scope: Record<string, unknown>): void {
  for (const name of ["postMessage", ...REMOVED_GLOBALS]) {
    for (let o: object | null = scope; o !== null && o !== Object.prototype; o = Object.getPrototypeOf(o)) {
      if (Object.hasOwn(o, name)) {
        try {
          delete (o as Record<string, unknown>)[name];
        } catch {
          // Not configurable: shadowed below.
        }
      }
    }
    if (name in scope) {
      try {
        Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
      } catch {
        // Nothing more a script can do here.
      }
    }
  }
}
