/**
 * Make a chart one image with one label, for assistive technology: Plot's per-mark `aria-label`s
 * on `<g>` elements are not allowed inside an element of role `img`, so they are removed.
 */
export function chartAsImage(chart: Element, label: string): void {
  for (const g of Array.from(chart.querySelectorAll("[aria-label]"))) g.removeAttribute("aria-label");
  chart.setAttribute("role", "img");
  chart.setAttribute("aria-label", label);
}
