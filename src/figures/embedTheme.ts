/**
 * The colour themes an embedded figure takes (`?theme=` on the embed route, a `theme` attribute on
 * the element), apart from the snippets that use them: the figure element needs these names on
 * every page, the snippets only once its embed dialog opens.
 */

/** The themes an embed can ask for: `auto` follows the reader's system, not the host page. */
export const embedThemes = ["light", "dark", "auto"] as const;
export type EmbedTheme = (typeof embedThemes)[number];

/**
 * The theme the embed dialog offers first: light. A host page cannot tell a frame or a shadow root
 * its own colours, and `auto` follows the reader's system instead, so on the white page most docs
 * sites are it paints a dark panel whenever the reader's system is dark. Light matches most host
 * pages and print; a dark site picks dark, and a site that itself follows the system picks auto.
 */
export const defaultEmbedTheme: EmbedTheme = "light";

/** True for a value of `?theme=` or a `theme` attribute the figures understand. */
export function isEmbedTheme(value: unknown): value is EmbedTheme {
  return (embedThemes as readonly unknown[]).includes(value);
}
