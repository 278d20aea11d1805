/**
 * The presenter URL with `slide` set to `slide`, every other query key (figure states, units) and
 * the path kept; the hash is dropped (slides are chosen by number, not by anchor).
 * @example slideHref("http://h/workshop/x/?slide=1&a.b=2", 3) // "http://h/workshop/x/?slide=3&a.b=2"
 */
export function slideHref(href: string, slide: number): string {
  const url = new URL(href);
  url.searchParams.set("slide", String(slide));
  url.hash = "";
  return url.href;
}
