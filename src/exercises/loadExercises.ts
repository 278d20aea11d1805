/**
 * Loads the exercise runner only when an exercise is about to be seen (like figures), so a
 * chapter's up-front JavaScript stays small.
 */
const sections = document.querySelectorAll("section[data-exercise]");
let loading = false;
function load(): void {
  if (loading) return;
  loading = true;
  void import("./exerciseClient.ts");
}
if ("IntersectionObserver" in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: "300px 0px" },
  );
  for (const section of sections) observer.observe(section);
} else if (sections.length > 0) {
  load();
}
