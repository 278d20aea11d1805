/**
 * The search page: runs the `q` query against Pagefind's index (loaded from this site only) and
 * lists the results, each landing on the section that matched best (with the next best sections
 * as links); says so plainly when the index is missing or a search finds nothing.
 */
import { type SearchSection, searchLanding } from "./searchLanding.ts";

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: SearchSection[];
}
interface Pagefind {
  init?: () => Promise<void>;
  search: (q: string) => Promise<{ results: Array<{ data: () => Promise<PagefindResultData> }> }>;
}

const inputEl = document.getElementById("search-q") as HTMLInputElement | null;
const statusEl = document.getElementById("search-status");
const listEl = document.getElementById("search-results");

/** Pagefind marks matches with <mark>; keep only that markup, as text nodes otherwise. */
function excerptNodes(excerpt: string): Node[] {
  return excerpt.split(/(<mark>.*?<\/mark>)/g).map((part) => {
    const m = /^<mark>(.*)<\/mark>$/.exec(part);
    if (m) {
      const mark = document.createElement("mark");
      mark.textContent = decode(m[1] ?? "");
      return mark;
    }
    return document.createTextNode(decode(part));
  });
}
function decode(text: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${text}`, "text/html");
  return doc.body.textContent ?? "";
}

async function run(query: string): Promise<void> {
  if (!statusEl || !listEl) return;
  listEl.replaceChildren();
  if (!query.trim()) return;
  statusEl.textContent = statusEl.dataset.loading ?? "";
  try {
    const path = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ path)) as Pagefind;
    await pagefind.init?.();
    const found = await pagefind.search(query);
    const items = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
    const template = found.results.length === 0 ? statusEl.dataset.none : statusEl.dataset.results;
    statusEl.textContent = (template ?? "")
      .replace("{n}", String(found.results.length))
      .replace("{q}", query);
    for (const item of items) {
      const li = document.createElement("li");
      const sections = searchLanding(item.sub_results);
      const best = sections[0];
      const a = document.createElement("a");
      a.href = best?.url ?? item.url;
      a.textContent = item.meta.title ?? item.url;
      const p = document.createElement("p");
      p.append(...excerptNodes(best?.excerpt ?? item.excerpt));
      li.append(a, p);
      const more = sections.slice(1).filter((section) => section.title && section.url.includes("#"));
      if (more.length > 0) {
        const ul = document.createElement("ul");
        ul.className = "search-sections";
        for (const section of more) {
          const link = document.createElement("a");
          link.href = section.url;
          link.textContent = section.title;
          const entry = document.createElement("li");
          entry.append(link);
          ul.append(entry);
        }
        li.append(ul);
      }
      listEl.append(li);
    }
  } catch {
    statusEl.textContent = statusEl.dataset.failed ?? "";
  }
}

const query = new URLSearchParams(location.search).get("q") ?? "";
if (inputEl) inputEl.value = query;
void run(query);
