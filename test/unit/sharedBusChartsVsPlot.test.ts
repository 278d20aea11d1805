/**
 * The shared-bus chapter's charts, drawn without Observable Plot, against Plot drawing the same
 * data as they did before (the reference charts below are the old chart code's Plot calls): the
 * same ticks, marks and colours, to 1/100 px.
 */
import * as Plot from "@observablehq/plot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { series } from "../../src/charts/chartTheme.ts";
import { contentionChart } from "../../src/charts/contentionChart.ts";
import { hostThroughputChart } from "../../src/charts/hostThroughputChart.ts";
import { utilisationColor } from "../../src/charts/topologyChart.ts";
import { busContention } from "../../src/figures/definitions/busContention.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { shimChartContext } from "./shimChartContext.ts";

const close = (a: number, b: number) => Math.abs(a - b) < 0.011;
/** The numbers of a `translate(x,y)` or of attributes, as a list. */
const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((t) => t.textContent);

describe("charts of the shared-bus chapter vs Observable Plot", () => {
  it("utilisationColor(u) is Plot's hcl colour scale over [0, 0.5, 1] of the utilisation ramp", () => {
    const scale = Plot.scale({
      color: {
        type: "linear",
        domain: [0, 0.5, 1],
        range: ["#f3d35b", "#e8772e", "#b1202f"],
        interpolate: "hcl",
      },
    });
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (u) => {
        expect(utilisationColor(u)).toBe(scale.apply(u));
      }),
      { seed: 28, numRuns: 300 },
    );
  });

  it("contentionChart(default state) has Plot's ticks, line ends and dots", () => {
    const context = shimChartContext();
    const data = busContention.compute(defaultState(busContention.spec));
    const chart = contentionChart(
      {
        points: data.points,
        devices: data.devices,
        media: ["bus", "switch"],
        mediumLabels: { bus: "fig.busContention.bus", switch: "fig.busContention.switch" },
      },
      context,
    );
    const [throughput] = [...chart.children] as Element[];
    const width = 352;
    const reference = Plot.plot({
      document: context.document,
      width,
      height: 280,
      marginLeft: 56,
      y: { grid: true, zero: true },
      x: { grid: true },
      marks: [
        Plot.line(data.points, { x: "devices", y: "perDeviceGbps", z: "medium", curve: "monotone-x" }),
        Plot.dot(
          data.points.filter((p) => p.devices === data.devices),
          { x: "devices", y: "perDeviceGbps" },
        ),
      ],
    }) as unknown as Element;
    const labels = (root: Element, anchor: string) =>
      [...root.querySelectorAll(`g[text-anchor="${anchor}"][font-variant] text`)].map((t) => t.textContent);
    expect(labels(throughput as Element, "end")).toEqual(labels(reference, "end"));
    expect(texts(throughput as Element, 'g[text-anchor="middle"][font-variant] text')).toEqual(
      [...reference.querySelectorAll('g[aria-label="x-axis tick label"] text')].map((t) => t.textContent),
    );
    const ours = [...(throughput as Element).querySelectorAll("circle")].map((c) => [
      Number(c.getAttribute("cx")),
      Number(c.getAttribute("cy")),
    ]);
    const plot = [...reference.querySelectorAll('g[aria-label="dot"] circle')].map((c) => [
      Number(c.getAttribute("cx")),
      Number(c.getAttribute("cy")),
    ]);
    expect(ours.length).toBe(2);
    ours.forEach(([x, y], i) => {
      expect(close(x as number, plot[i]?.[0] as number)).toBe(true);
      expect(close(y as number, plot[i]?.[1] as number)).toBe(true);
    });
    expect(texts(throughput as Element, 'g[font-weight="600"] text')).toEqual(["shared bus", "switch"]);
  });

  it("hostThroughputChart(hosts) puts each bar where Plot's faceted barY put it", () => {
    const context = shimChartContext();
    const hosts = Array.from({ length: 16 }, (_, i) => ({
      host: String(i),
      before: 100,
      after: i < 2 ? 0 : 87.5 + (i % 3),
    }));
    const chart = hostThroughputChart(
      hosts,
      { width: 352, colors: [series[0], series[1]], axes: { host: "Host", throughput: "Gb/s" } },
      context,
    );
    const whens = ["before", "after"];
    const reference = Plot.plot({
      document: context.document,
      width: 352,
      height: 260,
      marginLeft: 48,
      marginTop: 36,
      fx: { padding: 0.15, domain: hosts.map((h) => h.host) },
      x: { axis: null, domain: whens },
      y: { grid: true, zero: true },
      marks: [
        Plot.barY(
          hosts.flatMap((h) => [
            { host: h.host, when: "before", v: h.before },
            { host: h.host, when: "after", v: h.after },
          ]),
          { fx: "host", x: "when", y: "v" },
        ),
      ],
    }) as unknown as Element;
    const plotBars = [...reference.querySelectorAll('g[aria-label="bar"] > g')].flatMap((g) => {
      const dx = Number(/translate\(([^,]+),/.exec(g.getAttribute("transform") ?? "")?.[1] ?? 0);
      return [...g.querySelectorAll("rect")].map((r) => ({
        x: Number(r.getAttribute("x")) + dx,
        y: Number(r.getAttribute("y")),
        width: Number(r.getAttribute("width")),
        height: Number(r.getAttribute("height")),
      }));
    });
    const ourBars = [...chart.querySelectorAll("rect")].map((r) => ({
      x: Number(r.getAttribute("x")),
      y: Number(r.getAttribute("y")),
      width: Number(r.getAttribute("width")),
      height: Number(r.getAttribute("height")),
    }));
    expect(ourBars.length).toBe(32);
    expect(plotBars.length).toBe(32);
    ourBars.forEach((b, i) => {
      const p = plotBars[i] as (typeof plotBars)[number];
      expect([b.x, b.width]).toEqual([p.x, p.width]);
      expect(close(b.y, p.y) && close(b.height, p.height)).toBe(true);
    });
    expect(texts(chart, 'g[fill="var(--fab-bad)"] text')).toEqual(["✕", "✕"]);
  });
});
