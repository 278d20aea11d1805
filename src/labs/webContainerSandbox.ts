/**
 * The real Node sandbox: a StackBlitz WebContainer, a Node.js runtime that runs inside the browser.
 * Its client (`@webcontainer/api`) is imported only when the learner asks for the sandbox, and it
 * loads the runtime itself from StackBlitz (https://stackblitz.com), so this needs the internet and
 * a cross-origin isolated page. The demos project (the file tree /labs/sandbox-files.json, built
 * from demos/ and the fabric-model sources the labs import) is mounted, the editor's code replaces
 * the lab's file, and the lab runs with real npm and node: `npm install`, then `npm run lab <name>`.
 */
import type { FileSystemTree, WebContainer } from "@webcontainer/api";
import type { NodeSandbox, SandboxLab } from "./NodeSandbox.ts";

/** One WebContainer per page: the API allows a single instance, so every boot shares it. */
let instance: Promise<WebContainer> | undefined;

/** Settles with `promise`, or rejects when `signal` aborts first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(new Error("stopped"));
    signal.addEventListener("abort", () => reject(new Error("stopped")), { once: true });
    promise.then(resolve, reject);
  });
}

async function exists(container: WebContainer, path: string): Promise<boolean> {
  try {
    await container.fs.readdir(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A {@link NodeSandbox} backed by a WebContainer, mounting the file tree served at `filesUrl`.
 * `webContainerSandbox("/labs/sandbox-files.json").boot(signal)`
 */
export function webContainerSandbox(filesUrl: string): NodeSandbox {
  let mounted = false;
  return {
    async boot(signal) {
      const { WebContainer } = await import("@webcontainer/api");
      instance ??= WebContainer.boot({ coep: "require-corp", workdirName: "fabric-notebook" });
      // A failed boot may be retried by the next click.
      instance.catch(() => {
        instance = undefined;
      });
      await untilAborted(instance, signal);
    },
    async run(lab: SandboxLab, output, signal) {
      if (instance === undefined) throw new Error("the sandbox has not booted");
      const container = await instance;
      if (!mounted) {
        const response = await fetch(filesUrl);
        if (!response.ok) throw new Error(`${filesUrl}: HTTP ${response.status}`);
        await container.mount((await response.json()) as FileSystemTree);
        mounted = true;
      }
      await container.fs.writeFile(`demos/${lab.name}.ts`, lab.source);
      const steps: Array<readonly [string, string[]]> = [];
      if (!(await exists(container, "node_modules/tsx")))
        steps.push(["npm", ["install", "--no-audit", "--no-fund"]]);
      steps.push(["npm", ["run", "lab", lab.name]]);
      let code = 0;
      for (const [command, args] of steps) {
        if (signal.aborted) return code;
        output(`$ ${command} ${args.join(" ")}\n`);
        const process = await container.spawn(command, args);
        const kill = () => process.kill();
        signal.addEventListener("abort", kill, { once: true });
        void process.output.pipeTo(new WritableStream({ write: (chunk) => output(chunk) })).catch(() => {});
        code = await process.exit;
        signal.removeEventListener("abort", kill);
        if (code !== 0) break;
      }
      return code;
    },
  };
}
