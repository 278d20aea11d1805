/**
 * Resolves once `element` is within a screen of the viewport (IntersectionObserver with a margin
 * of one viewport height above and below), so an embedded figure far down a host page loads as the
 * reader nears it rather than with the page: a page of 30 figures fetches the few it shows. One
 * observer serves every element. Without IntersectionObserver it resolves at once.
 * @example await whenNearViewport(figure); load(figure)
 */
const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

export function whenNearViewport(element: Element): Promise<void> {
  if (typeof IntersectionObserver === "undefined") return Promise.resolve();
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
      }
    },
    { rootMargin: "100% 0px" },
  );
  return new Promise((resolve) => {
    const before = waiting.get(element);
    waiting.set(element, () => {
      before?.();
      resolve();
    });
    observer?.observe(element);
  });
}
