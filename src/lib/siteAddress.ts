/**
 * The address the built site is served from, as the build knows it: SITE_URL's origin, or, when
 * the build was made without it, a placeholder the /embed/ page's snippets show in its place
 * (with a note saying what goes there) rather than a localhost address nobody else can reach.
 * Build-time only (reads the environment).
 */

/** What the embed docs' snippets show where the site's address goes when SITE_URL is unset. */
export const SITE_ADDRESS_PLACEHOLDER = "NOTEBOOK_ADDRESS";

/**
 * SITE_URL's origin, or undefined when it is unset or not an http(s) URL.
 * `configuredSiteOrigin({ SITE_URL: "https://fabric.example.com/x" })` -> "https://fabric.example.com"
 */
export function configuredSiteOrigin(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = env.SITE_URL;
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
