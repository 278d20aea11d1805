import { createServer } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { chartMarkup, watch } from "./site.ts";

/** The all-reduce figure with 16 GPUs at the fastest speed, live and in view. */
const PATH = "/chapters/nccl-all-reduce/?allreduce-steps.gpus=16&allreduce-steps.speed=4";
// Frame-time budgets are measured by `npm run bench` (scripts/bench.mjs), not asserted here.
/** The figure on a chapter page. */
const FIGURE = '[data-figure="allreduce-steps"]';

async function openFigure(page: Page) {
  await page.goto(PATH);
  const figure = page.locator('[data-figure="allreduce-steps"]');
  await figure.scrollIntoViewIfNeeded();
  await figure.locator(".fab-figure.is-live").waitFor({ timeout: 15_000 });
  return figure;
}

test("allreduce-steps: stepping a 16-GPU ring through every step redraws each step and ends reduced", async ({
  page,
}) => {
  const problems = watch(page);
  await openFigure(page);
  // Work per step: from the input event to the re-rendered, laid-out chart (what a frame must fit).
  const times = await page.evaluate(async () => {
    const host = document.querySelector('[data-figure="allreduce-steps"]') as HTMLElement & {
      updateComplete: Promise<boolean>;
    };
    const input = host.querySelector('input[name="step"]') as HTMLInputElement;
    const out: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let step = 1; step <= Number(input.max); step++) {
        const t0 = performance.now();
        input.value = String(step);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await host.updateComplete;
        host.querySelector(".fab-chart svg")?.getBoundingClientRect();
        out.push(performance.now() - t0);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
    }
    return out;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1] ?? Number.POSITIVE_INFINITY;
  const worst = sorted.at(-1) ?? Number.POSITIVE_INFINITY;
  test.info().annotations.push({
    type: "step redraw (ms)",
    description: `median ${median.toFixed(2)}, worst ${worst.toFixed(2)} over ${times.length} steps`,
  });
  expect(times.length).toBe(60);
  await expect(page.locator('[data-figure="allreduce-steps"] .fab-summary')).toContainText(
    "done after 30 steps",
  );
  expect(problems.console).toEqual([]);
});

test("allreduce-steps: playback of a 16-GPU ring runs to the last step, stops, and records it in the URL", async ({
  page,
}) => {
  const problems = watch(page);
  const figure = await openFigure(page);
  // Frame intervals while Play advances the step (4 steps a second, each with its transfer animation).
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__frames = [];
    w.__recording = true;
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      if (w.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await figure.locator('button.fab-play[data-param="step"]').click();
  await expect(figure.locator('input[name="step"]')).toHaveValue("30", { timeout: 20_000 });
  await expect(figure.locator('button.fab-play[data-param="step"]')).toHaveAttribute("aria-pressed", "false");
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames.slice(2);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  const interval = sorted[sorted.length >> 1] ?? 0;
  test.info().annotations.push({
    type: "playback frames",
    description: `${frames.length} frames, median interval ${interval.toFixed(2)} ms, longest ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
  });
  expect(frames.length).toBeGreaterThan(60);
  await expect.poll(() => new URL(page.url()).searchParams.get("allreduce-steps.step")).toBe("30");
  expect(problems.console).toEqual([]);
});

test("allreduce-steps: while playing, the summary and the data table say the step the chart shows, and the summary is announced only once paused or stopped", async ({
  page,
  browser,
}) => {
  const problems = watch(page);
  const figure = await openFigure(page);
  const play = figure.locator('button.fab-play[data-param="step"]');
  const step = figure.locator('input[name="step"]');
  const summary = figure.locator(".fab-summary");
  const table = figure.locator(".fab-table-wrap");
  // A live figure renders its data table while it is open.
  await figure.locator(".fab-data summary").click();
  await play.click();
  await expect(summary).toHaveAttribute("aria-busy", "true");
  await expect(summary).toHaveAttribute("aria-live", "off");
  await expect(table).toHaveAttribute("aria-busy", "true");
  // Read chart, summary, table and step in one frame, several times while the chart moves on.
  const seen = new Set<number>();
  for (let i = 0; i < 40 && seen.size < 4; i++) {
    const shown = await figure.evaluate((host) => ({
      chart: host.querySelector(".fab-chart svg text")?.textContent ?? "",
      summary: host.querySelector(".fab-summary")?.textContent ?? "",
      rows: [...host.querySelectorAll(".fab-table-wrap tbody tr")].map((tr) =>
        [...tr.querySelectorAll("td")].map((td) => td.textContent ?? ""),
      ),
      step: Number((host.querySelector('input[name="step"]') as HTMLInputElement).value),
      playing: host.querySelector('button.fab-play[data-param="step"]')?.getAttribute("aria-pressed"),
    }));
    if (shown.playing !== "true") break;
    const chartStep = Number(/^Step (\d+) of 30$/.exec(shown.chart)?.[1]);
    expect(chartStep, shown.chart).toBe(shown.step);
    if (shown.step < 30) expect(shown.summary).toContain(`step ${shown.step} of 30`);
    // The table is the shown step's too: its busiest sender has sent what the summary says.
    expect(shown.rows.length).toBe(16);
    if (shown.step < 30) {
      const sent = Math.max(...shown.rows.map((r) => Number((r[4] ?? "").replace(/,/g, ""))));
      expect(shown.summary).toContain(`has sent ${sent.toLocaleString("en")} of`);
    }
    seen.add(shown.step);
    await page.waitForTimeout(120);
  }
  expect(seen.size, [...seen].join(", ")).toBeGreaterThanOrEqual(3);
  await play.click();
  await expect(play).toHaveAttribute("aria-pressed", "false");
  await expect(summary).not.toHaveAttribute("aria-busy");
  await expect(summary).toHaveAttribute("aria-live", "polite");
  await expect(table).not.toHaveAttribute("aria-busy");
  const paused = Number(await step.inputValue());
  await expect(summary).toContainText(`step ${paused} of 30`);
  // The same summary and table as a link to that step loads.
  const fresh = await browser.newPage();
  await fresh.goto(`${PATH}&allreduce-steps.step=${paused}`);
  const other = fresh.locator('[data-figure="allreduce-steps"]');
  await other.scrollIntoViewIfNeeded();
  await other.locator(".fab-figure.is-live").waitFor({ timeout: 15_000 });
  await other.locator(".fab-data summary").click();
  expect(await summary.textContent()).toBe(await other.locator(".fab-summary").textContent());
  expect(await table.textContent()).toBe(await other.locator(".fab-table-wrap").textContent());
  await fresh.close();
  // Played on to the end: the summary says so.
  await play.click();
  await expect(step).toHaveValue("30", { timeout: 20_000 });
  await expect(play).toHaveAttribute("aria-pressed", "false");
  await expect(summary).not.toHaveAttribute("aria-busy");
  await expect(summary).toContainText("done after 30 steps");
  expect(problems.console).toEqual([]);
});

test("allreduce-steps: the summary adds no text while playing and is announced afresh (a new text node) when paused", async ({
  page,
}) => {
  const figure = await openFigure(page);
  const play = figure.locator('button.fab-play[data-param="step"]');
  // Count the text nodes the live region gains: what a screen reader announces as additions.
  await figure.evaluate((host) => {
    const w = window as unknown as { __added: number };
    w.__added = 0;
    const region = host.querySelector(".fab-summary") as Element;
    new MutationObserver((records) => {
      for (const r of records) w.__added += r.addedNodes.length;
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  await play.click();
  await expect
    .poll(async () => Number(await figure.locator('input[name="step"]').inputValue()))
    .toBeGreaterThan(1);
  expect(await page.evaluate(() => (window as unknown as { __added: number }).__added)).toBe(0);
  await play.click();
  await expect(play).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __added: number }).__added))
    .toBeGreaterThan(0);
});

test("allreduce-steps: values fly between GPUs, and not at all with prefers-reduced-motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const figure = await openFigure(page);
  await figure.locator('input[name="step"]').evaluate((input: HTMLInputElement) => {
    input.value = "3";
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  const fly = figure.locator(".fab-ar-fly").first();
  await expect(fly).toBeAttached();
  expect(await fly.evaluate((el) => getComputedStyle(el).animationName)).toBe("fab-ar-fly");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await fly.evaluate((el) => getComputedStyle(el).display)).toBe("none");
  expect(
    await figure
      .locator(".fab-ar-new")
      .first()
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe("none");
});

test("allreduce-steps: the drawing updated step by step is the drawing a link to that step loads, and stays one node", async ({
  page,
  browser,
}) => {
  const problems = watch(page);
  const figure = await openFigure(page);
  const drawing = () => chartMarkup(page.locator(FIGURE));
  await page.evaluate(() => {
    (window as unknown as { __svg: Element | null }).__svg = document.querySelector(
      '[data-figure="allreduce-steps"] .fab-chart svg',
    );
  });
  await figure.locator('button.fab-play[data-param="step"]').click();
  await expect(figure.locator('button.fab-play[data-param="step"]')).toHaveAttribute(
    "aria-pressed",
    "false",
    {
      timeout: 20_000,
    },
  );
  // Playback changed the shown drawing in place rather than swapping in a new one each step.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { __svg: Element | null }).__svg ===
        document.querySelector('[data-figure="allreduce-steps"] .fab-chart svg'),
    ),
  ).toBe(true);
  const played = await drawing();
  const svgAfterPlay = await page.evaluate(() =>
    (document.querySelector("fab-allreduce-steps") as unknown as { toSVG(): string }).toSVG(),
  );
  // Step back by hand a few steps, then compare each with a fresh load of its link.
  const stepped: string[] = [];
  for (const step of [29, 12, 1]) {
    await figure.locator('input[name="step"]').evaluate((input: HTMLInputElement, value) => {
      input.value = String(value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, step);
    stepped.push(await drawing());
  }
  const fresh = await browser.newPage();
  for (const [step, shown] of [
    [30, played],
    [29, stepped[0]],
    [12, stepped[1]],
    [1, stepped[2]],
  ] as const) {
    await fresh.goto(`${PATH}&allreduce-steps.step=${step}`);
    const other = fresh.locator('[data-figure="allreduce-steps"]');
    await other.scrollIntoViewIfNeeded();
    await other.locator(".fab-figure.is-live").waitFor({ timeout: 15_000 });
    const loaded = await chartMarkup(fresh.locator(FIGURE));
    expect(shown, `step ${step}`).toBe(loaded);
    if (step === 30) {
      expect(
        await fresh.evaluate(() =>
          (document.querySelector("fab-allreduce-steps") as unknown as { toSVG(): string }).toSVG(),
        ),
      ).toBe(svgAfterPlay);
    }
  }
  await fresh.close();
  expect(problems.console).toEqual([]);
});

test("allreduce-steps: two on one page play, step and change settings independently, each updating its own drawing in place", async ({
  page,
  baseURL,
}) => {
  // A team's docs page (another origin) with two all-reduce figures from the web-component bundle.
  const site = new URL(baseURL ?? "http://127.0.0.1:4321").origin;
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two all-reduces</title></head>
<body><fab-allreduce-steps id="a" gpus="8" speed="4"></fab-allreduce-steps>
<fab-allreduce-steps id="b" gpus="4" algorithm="tree" speed="4"></fab-allreduce-steps>
<script type="module" src="${site}/embed/fabric-figures.js"></script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  try {
    const problems = watch(page);
    await page.goto(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`);
    const a = page.locator("#a");
    const b = page.locator("#b");
    for (const figure of [a, b]) await figure.locator(".fab-figure.is-live").waitFor({ timeout: 15_000 });
    const svgOf = (id: string) =>
      `document.querySelector("#${id}").shadowRoot.querySelector(".fab-chart svg")`;
    await page.evaluate(`window.__svgs = [${svgOf("a")}, ${svgOf("b")}]`);
    const sameNodes = () =>
      page.evaluate(`window.__svgs[0] === ${svgOf("a")} && window.__svgs[1] === ${svgOf("b")}`);
    const setInput = (figure: typeof a, name: string, value: string) =>
      figure.locator(`[name="${name}"]`).evaluate((input: HTMLInputElement | HTMLSelectElement, v) => {
        input.value = v;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }, value);

    // a plays 8 GPUs around the ring; meanwhile b is stepped and changed by hand.
    await a.locator('button.fab-play[data-param="step"]').click();
    await expect(a.locator('button.fab-play[data-param="step"]')).toHaveAttribute("aria-pressed", "true");
    await setInput(b, "step", "2");
    await expect(b.locator(".fab-summary")).toContainText("4 GPUs, double binary tree: step 2 of");
    await setInput(b, "gpus", "6");
    await expect(b.locator(".fab-summary")).toContainText("6 GPUs, double binary tree: step 2 of");
    await expect(b.locator(".fab-chart svg text").first()).toHaveText(/^Step 2 of/);
    await expect(a.locator('input[name="step"]')).toHaveValue("14", { timeout: 20_000 });
    await expect(a.locator('button.fab-play[data-param="step"]')).toHaveAttribute("aria-pressed", "false");
    await expect(a.locator(".fab-summary")).toContainText("8 GPUs, ring: done after 14 steps");
    await expect(a.locator(".fab-chart svg text").first()).toHaveText("Step 14 of 14");
    // b did not move with a.
    await expect(b.locator('input[name="step"]')).toHaveValue("2");
    await expect(b.locator(".fab-summary")).toContainText("6 GPUs, double binary tree: step 2 of");

    // b plays to its end; a stays done.
    await b.locator('button.fab-play[data-param="step"]').click();
    await expect(b.locator(".fab-summary")).toContainText("6 GPUs, double binary tree: done after", {
      timeout: 20_000,
    });
    await expect(a.locator(".fab-summary")).toContainText("8 GPUs, ring: done after 14 steps");
    await expect(a.locator('input[name="step"]')).toHaveValue("14");
    // Each drawing was updated in place, and shows what a figure of that state alone shows.
    expect(await sameNodes()).toBe(true);
    const bStep = await b.locator('input[name="step"]').inputValue();
    await setInput(a, "gpus", "6");
    await setInput(a, "algorithm", "tree");
    await setInput(a, "step", bStep);
    await expect(a.locator(".fab-summary")).toHaveText((await b.locator(".fab-summary").textContent()) ?? "");
    expect(await chartMarkup(a)).toBe(await chartMarkup(b));
    expect(await sameNodes()).toBe(true);
    expect(problems.console).toEqual([]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
