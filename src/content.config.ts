/** Content collections: chapters, labs and the overview (prose only, MDX) by language. */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

/** A source a chapter cites: numbered in order of this list. */
const source = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string(),
  url: z.url(),
  publisher: z.string().optional(),
  date: z.string().optional(),
  note: z.string().optional(),
});

const chapters = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./content/chapters" }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    order: z.number().int().positive(),
    sources: z.array(source).default([]),
  }),
});

/** A lab's page: the prose around the program demos/<file name>.ts. */
const labs = defineCollection({
  loader: glob({ pattern: "**/*.mdx", base: "./content/labs" }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    order: z.number().int().positive(),
  }),
});

/** The five-minute overview before the chapters: content/overview/<lang>.mdx. */
const overview = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./content/overview" }),
  schema: z.object({
    title: z.string(),
    summary: z.string(),
    sources: z.array(source).default([]),
  }),
});

export const collections = { chapters, labs, overview };
