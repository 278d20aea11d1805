/** What the presenter needs to know of the focused element to leave its keys alone. */
export interface KeyTarget {
  /** The element's tag name, any case (`INPUT`, `select`). */
  readonly tag: string;
  /** For inputs: the type attribute (`range`, `checkbox`…); text when absent. */
  readonly type?: string | null;
  /** True for contenteditable elements. */
  readonly editable?: boolean;
}

const TOGGLES = new Set(["checkbox", "button", "submit", "reset", "image", "file", "color"]);
const ARROWS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]);

/**
 * True when the focused control uses `key` itself, so the presenter must not turn it into slide
 * navigation: text fields, number fields and selects keep every key (digits and arrows edit them),
 * a range slider its arrows, Home, End and Page keys, radios their arrows and Space, and buttons,
 * links, checkboxes and disclosure summaries their Space.
 * @example controlOwnsKey("ArrowRight", { tag: "input", type: "range" }) // true
 */
export function controlOwnsKey(key: string, target: KeyTarget | null): boolean {
  if (!target) return false;
  const tag = target.tag.toLowerCase();
  const space = key === " " || key === "Spacebar";
  if (target.editable || tag === "textarea" || tag === "select") return true;
  if (tag === "input") {
    const type = (target.type ?? "text").toLowerCase();
    if (type === "range") return ARROWS.has(key) || ["Home", "End", "PageUp", "PageDown"].includes(key);
    if (type === "radio") return space || ARROWS.has(key);
    if (TOGGLES.has(type)) return space;
    return true;
  }
  if (tag === "button" || tag === "a" || tag === "summary") return space;
  return false;
}
