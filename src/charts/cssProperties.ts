/**
 * A Lit directive for an element's `style` binding that sets custom properties through CSSOM
 * (`style.setProperty`) every time, the first render included. Lit's own styleMap writes the
 * attribute on its first render, which a host page whose Content-Security-Policy forbids inline
 * styles refuses (and reports); CSSOM is not governed by `style-src`. The build's renderer, which
 * only calls `render`, writes the attribute, as it should in markup.
 * svg`<g style=${cssProperties({ "--fab-ar-dy": "4px" })}></g>`
 */
import { noChange } from "lit";
import { type AttributePart, Directive, directive, type PartInfo, PartType } from "lit/directive.js";

type Properties = Readonly<Record<string, string>>;

class CssPropertiesDirective extends Directive {
  #previous = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ATTRIBUTE || partInfo.name !== "style") {
      throw new Error("cssProperties() goes in a style attribute binding");
    }
  }

  render(properties: Properties): string {
    return Object.entries(properties)
      .map(([name, value]) => `${name}: ${value}`)
      .join("; ");
  }

  override update(part: AttributePart, [properties]: [Properties]): typeof noChange {
    const style = (part.element as Element & ElementCSSInlineStyle).style;
    for (const name of this.#previous) if (!(name in properties)) style.removeProperty(name);
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
    this.#previous = new Set(Object.keys(properties));
    return noChange;
  }
}

/** Custom properties on an element, through CSSOM (see the module's comment). */
export const cssProperties = directive(CssPropertiesDirective);
