/**
 * What the lab page needs of a full Node.js sandbox (the real one boots a WebContainer, see
 * webContainerSandbox.ts; tests use a fake): start it, then run one lab with real npm and node.
 */

/** A lab as the sandbox runs it: its name and the code to run (the editor's text, TypeScript). */
export interface SandboxLab {
  readonly name: string;
  readonly source: string;
}

/**
 * A full Node.js environment in the browser.
 * `await sandbox.boot(signal); const exitCode = await sandbox.run(lab, print, signal)`
 */
export interface NodeSandbox {
  /** Starts the environment; rejects when it cannot. May never settle (offline): callers time it out. */
  boot(signal: AbortSignal): Promise<void>;
  /**
   * Mounts the demos project with `lab.source` as demos/<name>.ts, installs it, runs
   * `npm run lab <name>` and streams what it prints to `output`; resolves with the exit code.
   * Aborting `signal` kills the process.
   */
  run(lab: SandboxLab, output: (text: string) => void, signal: AbortSignal): Promise<number>;
}
