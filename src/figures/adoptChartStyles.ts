/**
 * A chart's own <style> elements (Plot writes one into every chart it draws) moved into
 * constructable stylesheets adopted by a shadow root. On a host page whose Content-Security-Policy
 * forbids inline styles, a <style> element inside the embed kit's figures is refused; an adopted
 * stylesheet is not governed by `style-src`. Each distinct text gets one sheet per root.
 */

/**
 * Removes every <style> from `chart` (before it is shown) and makes sure `root` has adopted a sheet
 * with each one's text; returns the texts, which exports put back (`standaloneSvg`'s `css`).
 * `adoptChartStyles(svg, element.shadowRoot)` -> [":where(.plot-d6a7b5) {…}"]
 */
export function adoptChartStyles(chart: Element, root: ShadowRoot): string[] {
  const texts: string[] = [];
  for (const style of Array.from(chart.querySelectorAll("style"))) {
    texts.push(style.textContent ?? "");
    style.remove();
  }
  const adopted = new Set(root.adoptedStyleSheets.map(sheetText));
  const fresh = [...new Set(texts)].filter((text) => !adopted.has(text));
  if (fresh.length > 0) {
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets,
      ...fresh.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        sourceText.set(sheet, text);
        return sheet;
      }),
    ];
  }
  return texts;
}

/** The text each sheet made here was made from (a sheet's rules re-serialise differently). */
const sourceText = new WeakMap<CSSStyleSheet, string>();

function sheetText(sheet: CSSStyleSheet): string {
  return sourceText.get(sheet) ?? "";
}
