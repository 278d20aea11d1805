#!/usr/bin/env node
// The two servers of bench/embedHost.page.mjs, in a process of their own: the notebook as a static
// host serves it (test/hosts/staticSite.ts, dist/_headers applied) and the strict-CSP host page
// (test/hosts/hostPages.ts) that shows one figure, `/figure/<id>/`. The bench starts this process so
// that the browser's requests are answered by an event loop that is not also driving the browser
// (Playwright's) or reading response bodies. Prints one JSON line, {"notebook","host"} (their
// origins), once both listen; exits when its standard input closes.
// Usage: node bench/embedHostServers.mjs <out dir> <figure id>[,<figure id>...]
import { hostCss, hostScript, strictHostPolicy, strictPage } from "../test/hosts/hostPages.ts";
import { closeServer, serveFolder, servePages } from "../test/hosts/staticSite.ts";

const [outDir = "dist", list = ""] = process.argv.slice(2);
const figures = list.split(",").filter(Boolean);
const notebookServer = await serveFolder(outDir, 0, { withHeaders: true });
const notebook = `http://127.0.0.1:${notebookServer.address().port}`;
const headers = { "Content-Security-Policy": strictHostPolicy(notebook) };
const hostServer = await servePages(0, (pathname) => {
  const id = /^\/figure\/([a-z0-9-]+)\/$/.exec(pathname)?.[1];
  if (id && figures.includes(id))
    return { type: "text/html; charset=utf-8", body: strictPage(notebook, [id]), headers };
  if (pathname === "/host.js") return { type: "text/javascript", body: hostScript, headers };
  if (pathname === "/host.css") return { type: "text/css", body: hostCss, headers };
  return undefined;
});
const host = `http://127.0.0.1:${hostServer.address().port}`;
process.stdout.write(`${JSON.stringify({ notebook, host })}\n`);
process.stdin.resume();
process.stdin.on("end", async () => {
  await Promise.all([closeServer(notebookServer), closeServer(hostServer)]);
  process.exit(0);
});
