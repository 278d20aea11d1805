/**
 * Playwright's global setup: the browser tests run against the built site only. A server reused
 * with PLAYWRIGHT_REUSE_SERVER=1 that turns out to be Vite's dev server (`npm run dev`) is refused
 * with a message, instead of being tested as if it were the build (it lacks the build's headers,
 * bundles and search index, and tests fail for reasons that are not bugs).
 */
import { portRefusal, serverOnPort } from "../../scripts/serverOnPort.mjs";

export default async function refuseDevServer(): Promise<void> {
  const port = Number(process.env.PREVIEW_PORT ?? 4321);
  const found = await serverOnPort(port);
  if (found === "dev") throw new Error(portRefusal(port, found));
}
