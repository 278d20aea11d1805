#!/usr/bin/env node
// `npm run workshop`: builds the site, then serves the built site to the local network (astro
// preview on every interface, with the same per-route headers as in production) and prints the
// addresses to hand out. Nothing it serves loads from another site, so a room with no internet
// works; only the labs' optional Node sandbox needs the internet. Options: --no-build serves the
// last build; --port=N (or WORKSHOP_PORT) picks the port, 4321 by default. Ctrl+C stops it.
import { spawn, spawnSync } from "node:child_process";
import { hostname, networkInterfaces } from "node:os";
import process from "node:process";

const args = process.argv.slice(2);
const portArg = args.find((a) => a.startsWith("--port="))?.slice("--port=".length);
const port = Number(portArg ?? process.env.WORKSHOP_PORT ?? 4321);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write(`workshop: the port must be a whole number from 1 to 65535, got "${portArg}"\n`);
  process.exit(2);
}

if (!args.includes("--no-build")) {
  process.stdout.write("Building the site…\n");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    process.stderr.write("workshop: the build failed; nothing is served.\n");
    process.exit(build.status ?? 1);
  }
}

/** The machine's IPv4 addresses on the local network (no loopback). */
function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === "IPv4" && !a.internal)
    .map((a) => a.address);
}

const host = hostname();
const names = [host, `${host}.local`];
const server = spawn(
  "npx",
  ["astro", "preview", "--host", "0.0.0.0", "--port", String(port), "--allowed-hosts", names.join(",")],
  // Its own process group, so stopping the workshop stops npx and the server under it.
  { stdio: ["ignore", "ignore", "inherit"], detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));

// Wait until the server answers, then print where to find it.
const local = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 150; i++) {
  try {
    if ((await fetch(local)).ok) break;
  } catch {
    // Not up yet.
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const lan = lanAddresses().map((address) => `http://${address}:${port}/`);
process.stdout.write(
  [
    "",
    "fabric-notebook is being served for the workshop:",
    `  on this machine:   ${local}`,
    ...(lan.length > 0
      ? lan.map((url) => `  on the network:    ${url}`)
      : ["  on the network:    (no network address found: is this machine on a network?)"]),
    `  by name, if the network resolves it: http://${names[1]}:${port}/`,
    "",
    "Everything works without the internet. The labs run in each browser; only their",
    '"Open in a full Node sandbox" button needs the internet (and HTTPS or localhost).',
    "Press Ctrl+C to stop.",
    "",
  ].join("\n"),
);
