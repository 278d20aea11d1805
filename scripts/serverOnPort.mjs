// What answers on a local port before the browser tests start their own preview server: nothing,
// a dev server (`npm run dev`, which the tests must never be run against: it serves unbuilt pages
// without the built site's headers and bundles), or some other server.
import { connect } from "node:net";

/**
 * Whether something listens on 127.0.0.1:`port`, and whether it is Vite's dev server (it serves
 * `/@vite/client`; a preview of the build does not).
 * @param {number} port
 * @returns {Promise<"free" | "dev" | "other">}
 * @example await serverOnPort(4321) // "free" when nothing listens there
 */
export async function serverOnPort(port) {
  const listening = await new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!listening) return "free";
  try {
    const response = await fetch(`http://127.0.0.1:${port}/@vite/client`, {
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? "dev" : "other";
  } catch {
    return "other";
  }
}

/**
 * The message that refuses to run the browser tests against what listens on `port`, or undefined
 * when the port is free.
 * @param {number} port
 * @param {"free" | "dev" | "other"} found
 */
export function portRefusal(port, found) {
  if (found === "free") return undefined;
  const what = found === "dev" ? "a dev server (npm run dev)" : "a server";
  return [
    `Port ${port} is taken by ${what}. The browser tests start their own preview of the built site`,
    `there and never test a running server. Stop it, or run the tests on a free port:`,
    "PREVIEW_PORT=<a free port> npm test",
  ].join("\n");
}
