/**
 * Builds the VitePress host (test/hosts/vitepress/): installs VitePress into that folder from the
 * npm registry when it is not there yet (its own package, outside the notebook's workspaces and
 * lock file), writes its front page with every figure as a web component, and builds the site
 * into `outDir` with the embed kit loaded from `notebook`. VitePress was picked among the common
 * docs tools because it installs and builds in seconds (Docusaurus takes minutes), is built on
 * Vite like the notebook, and hydrates pages and routes between them on the client, so a figure
 * is created, moved and dropped by a framework the way it is on many real docs sites.
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The VitePress project folder. */
export const DOCS_HOST_DIR = fileURLToPath(new URL("./vitepress/", import.meta.url));

/** The front page: every figure in `ids`, and a link to a second page. */
export function docsFrontPage(ids: readonly string[]): string {
  const figures = ids.map((id) => `## ${id}\n\n<fab-${id} id="c-${id}"></fab-${id}>\n`).join("\n");
  return `# Our fabric notes\n\nThe team's notes, with the notebook's figures.\n\n[Another page](./other)\n\n${figures}`;
}

/** Install VitePress if needed, write the front page and build into `outDir`; returns `outDir`. */
export function buildDocsHost(notebook: string, ids: readonly string[], outDir: string): string {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  if (!existsSync(join(DOCS_HOST_DIR, "node_modules", "vitepress", "package.json")))
    execFileSync(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: DOCS_HOST_DIR,
      stdio: "inherit",
    });
  writeFileSync(join(DOCS_HOST_DIR, "docs", "index.md"), docsFrontPage(ids));
  execFileSync(
    process.execPath,
    [
      join(DOCS_HOST_DIR, "node_modules", "vitepress", "bin", "vitepress.js"),
      "build",
      "docs",
      "--outDir",
      outDir,
    ],
    { cwd: DOCS_HOST_DIR, stdio: "inherit", env: { ...process.env, NOTEBOOK_ORIGIN: notebook } },
  );
  return outDir;
}
