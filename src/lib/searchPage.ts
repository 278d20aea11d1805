/**
 * The search page: runs the `q` query against Pagefind's index (loaded from this site only) and
 * lists the results; says so plainly when the index is missing or a search finds nothing.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  init?: () => Promise<void>;
  search: (q: string) => Promise<{ results: Array<{ data: () => Promise<PagefindResultData> }> }>;
}

const input = document.getElementById("search-q") as HTMLInputElement | null;
const status = document.getElementById("search-status");
const list = document.getElementById("search-results");

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
  if (!status || !list) return;
  list.replaceChildren();
  if (!query.trim()) return;
  status.textContent = status.dataset.loading ?? "";
  try {
    const path = "/pagefind/pagefind.js";
    const pagefind = (await import(/* @vite-ignore */ path)) as Pagefind;
    await pagefind.init?.();
    const found = await pagefind.search(query);
    const items = await Promise.all(found.results.slice(0, 20).map((r) => r.data()));
    status.textContent = (status.dataset.results ?? "")
      .replace("{n}", String(found.results.length))
      .replace("{q}", query);
    for (const item of items) {
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = item.url;
      a.textContent = item.meta.title ?? item.url;
      const p = document.createElement("p");
      p.append(...excerptNodes(item.excerpt));
      li.append(a, p);
      list.append(li);
    }
  } catch {
    status.textContent = status.dataset.failed ?? "";
  }
}

const query = new URLSearchParams(location.search).get("q") ?? "";
if (input) input.value = query;
void run(query);
