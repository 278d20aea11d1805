import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { csvField, csvText, standaloneSvg, tableToCsv } from "../../src/lib/exportFigure.ts";

describe("exportFigure", () => {
  it('csvField quotes commas and quotes, and defuses "=cmd" spreadsheet formulas', () => {
    expect(csvField(3.5)).toBe("3.5");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField(Number.NaN)).toBe("");
  });

  it('csvText(["size", "type"], [[8, "a,b"]]) quotes as needed and ends every line with CRLF', () => {
    expect(csvText(["size", "type"], [[8, "a,b"]])).toBe('size,type\r\n8,"a,b"\r\n');
    expect(csvText(["only"], [])).toBe("only\r\n");
  });

  it("tableToCsv writes headers with units and full-precision numbers", () => {
    const csv = tableToCsv(
      {
        columns: [
          { key: "n", label: "site.name" },
          { key: "v", label: "site.name", unit: "theme.label", digits: 1 },
        ],
        rows: [{ n: 1, v: 1 / 3 }],
      },
      "en",
    );
    expect(csv).toBe(`fabric-notebook,fabric-notebook (Theme)\r\n1,${String(1 / 3)}\r\n`);
  });

  it("standaloneSvg resolves var(--x) and currentColor and sets the SVG namespace", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const holder = document.createElement("div");
    holder.innerHTML =
      '<svg><path stroke="var(--fab-series-1)" fill="currentColor"/><g style="fill: var(--nope, red)"></g></svg>';
    const svg = holder.firstElementChild as unknown as Element;
    const out = standaloneSvg(svg, (name) => (name === "--fab-series-1" ? "#123456" : ""), {
      background: "#fff",
      color: "#000",
      font: "sans-serif",
    });
    expect(out).toContain('stroke="#123456"');
    expect(out).toContain('fill="#000"');
    expect(out).toContain("fill: red");
    expect(out).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(out).not.toContain("var(");
  });

  it("standaloneSvg leaves out comments (Lit's part markers), at any depth", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const holder = document.createElement("div");
    holder.innerHTML = "<svg><!--?lit$1$--><g><!----><text>5<!--?--></text></g></svg>";
    const out = standaloneSvg(holder.firstElementChild as unknown as Element, () => "", {
      background: "#fff",
      color: "#000",
      font: "sans-serif",
    });
    expect(out).not.toContain("<!--");
    expect(out).toContain("<g><text>5</text></g>");
  });
});
