/**
 * Where the Node sandbox comes from, in a module of its own so the page's lab script can name it
 * without the server-side header code (labHeaders.ts) that also needs it.
 */

/** Where the WebContainer client loads its runtime from (in a hidden iframe). */
export const WEBCONTAINER_ORIGIN = "https://stackblitz.com";

/**
 * The address the sandbox action probes before it waits for a boot: the WebContainer's own frame,
 * which StackBlitz serves with `Cross-Origin-Resource-Policy: cross-origin` (a cross-origin
 * isolated page could not frame it otherwise), so a no-cors fetch of it succeeds whenever the page
 * can reach StackBlitz, and fails at once when it cannot resolve or connect.
 */
export const WEBCONTAINER_PROBE_URL = `${WEBCONTAINER_ORIGIN}/headless`;
