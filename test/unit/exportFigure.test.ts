import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import {
  csvField,
  csvText,
  resolveLightDark,
  standaloneSvg,
  standaloneSvgSize,
  tableToCsv,
} from "../../src/lib/exportFigure.ts";

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

  it("tableToCsv writes headers with units and numbers to 15 significant digits, without float noise", () => {
    const csv = tableToCsv(
      {
        columns: [
          { key: "n", label: "site.name" },
          { key: "v", label: "site.name", unit: "theme.label", digits: 1 },
        ],
        rows: [{ n: 107.37418240000001, v: 1 / 3 }],
      },
      "en",
    );
    expect(csv).toBe("fabric-notebook,fabric-notebook (Theme)\r\n107.3741824,0.333333333333333\r\n");
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

  it('resolveLightDark("light-dark(#fff, rgb(1, 2, 3))", scheme) picks one side, nested functions whole', () => {
    expect(resolveLightDark("light-dark(#fff, rgb(1, 2, 3))", "dark")).toBe("rgb(1, 2, 3)");
    expect(resolveLightDark("light-dark(#fff, rgb(1, 2, 3))", "light")).toBe("#fff");
    expect(resolveLightDark("a light-dark(red, blue) b light-dark(x, y)", "dark")).toBe("a blue b y");
    expect(resolveLightDark("#123", "dark")).toBe("#123");
  });

  it("standaloneSvg(chart, resolve, { title, source, scheme }) has no light-dark() or var() left, the title above and the source below", () => {
    const { document } = parseHTML("<!doctype html><html><body></body></html>");
    const holder = document.createElement("div");
    holder.innerHTML =
      '<svg width="300" height="100"><rect fill="var(--fab-bg)"/><text fill="currentColor">9</text></svg>';
    const svg = holder.firstElementChild as unknown as Element;
    const options = {
      background: "light-dark(#ffffff, #0f1115)",
      color: "light-dark(#111, #eee)",
      font: "sans-serif",
      scheme: "dark" as const,
      title: "Bus <contention> & switch",
      source: "fabric-notebook, https://example.org/chapters/x/",
    };
    const out = standaloneSvg(
      svg,
      (name) => (name === "--fab-bg" ? "light-dark(#ffffff, #0f1115)" : ""),
      options,
    );
    expect(out).not.toMatch(/light-dark|var\(/);
    expect(out).toContain('fill="#0f1115"');
    expect(out).toContain("Bus &lt;contention&gt; &amp; switch");
    expect(out).toContain("https://example.org/chapters/x/");
    expect(out.indexOf("Bus &lt;")).toBeLessThan(out.indexOf("<text fill"));
    expect(standaloneSvgSize(svg, options)).toEqual({ width: 300, height: 154 });
  });
});
