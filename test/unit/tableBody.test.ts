import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { tableBody } from "../../src/yourMeasurements/tableBody.ts";

const { document } = parseHTML("<!doctype html><html><body></body></html>");

describe("tableBody", () => {
  it("tableBody(document, [[8, 'float'], [16, 'half']], format) -> two rows, numbers formatted", () => {
    const body = tableBody(
      document as unknown as Document,
      [
        [8, "float"],
        [1234.5, "half"],
      ],
      (v) => `#${v}`,
    );
    expect(body.tagName.toLowerCase()).toBe("tbody");
    const rows = [...body.querySelectorAll("tr")].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ["#8", "float"],
      ["#1234.5", "half"],
    ]);
  });

  it("tableBody(document, [['<b>x</b>']], String) keeps markup in a cell as text", () => {
    const body = tableBody(document as unknown as Document, [["<b>x</b>"]], String);
    expect(body.querySelector("b")).toBeNull();
    expect(body.querySelector("td")?.textContent).toBe("<b>x</b>");
  });
});
