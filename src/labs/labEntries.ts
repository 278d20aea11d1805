/**
 * The labs collection (content/labs/<lang>/<name>.mdx) as listings for the routes, each checked
 * against its program in demos/ at build time.
 */
import { type CollectionEntry, getCollection } from "astro:content";
import { isLang } from "../lib/i18n.ts";
import { labProgram } from "./labPrograms.ts";
import type { LabListing } from "./labRoutes.ts";

/** A lab page's entry. */
export type LabEntry = CollectionEntry<"labs">;

/** A listing with its collection entry. */
export interface LabPage extends LabListing {
  readonly entry: LabEntry;
  readonly summary: string;
}

/**
 * Every lab page of every language.
 * @throws Error at build time for a lab page whose program demos/<name>.ts (or its expected output) is missing.
 */
export async function labPages(): Promise<LabPage[]> {
  const entries = await getCollection("labs");
  return entries.flatMap((entry) => {
    const [lang, name = ""] = entry.id.split("/");
    if (!isLang(lang)) return [];
    if (labProgram(name) === undefined) {
      throw new Error(
        `content/labs/${entry.id}.mdx: no lab program demos/${name}.ts with demos/expected/${name}.txt`,
      );
    }
    return [
      { lang, name, title: entry.data.title, order: entry.data.order, summary: entry.data.summary, entry },
    ];
  });
}
