/**
 * Fill `{name}` placeholders of a UI string the page handed to the browser; unknown names stay as
 * they are, so a missing value shows rather than breaks.
 * @example fillTemplate("You said {value}.", { value: "40 Gb/s" }) // "You said 40 Gb/s."
 */
export function fillTemplate(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
