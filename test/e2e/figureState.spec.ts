/**
 * Combinations of values that are each valid but cannot be computed together (a figure's
 * `conflicts`): from a link, the controls show the state the chart shows and say which controls
 * conflict, in the reader's words and language; from the controls, the last good result stays and
 * says so. Never the model's own words.
 */
import { expect, test } from "@playwright/test";
import { watch } from "./site.ts";

const CONFLICT = "gpu=a100-sxm&gpusPerNode=1&nodes=1&nicGbps=200&transport=roce";

for (const [lang, prefix, notice, other] of [
  ["en", "", "do not go together", "GPUs per node"],
  ["ko", "/ko", "함께 쓸 수 없어", ""],
] as const) {
  test(`a link to protocol-sweep with 1 GPU per node on 1 node (${lang}) shows defaults for those two, and says why`, async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto(`${prefix}/embed/protocol-sweep/?${CONFLICT}`);
    const figure = page.locator(".fab-figure.is-live");
    await expect(figure).toBeVisible();
    // The values that go with the rest are kept; the conflicting two fall back to the defaults.
    await expect(figure.locator('select[name="gpu"]')).toHaveValue("a100-sxm");
    await expect(figure.locator('select[name="transport"]')).toHaveValue("roce");
    await expect(figure.locator('select[name="gpusPerNode"]')).toHaveValue("8");
    await expect(figure.locator('select[name="nodes"]')).toHaveValue("2");
    await expect(figure.locator(".fab-notice")).toContainText(notice);
    const errors = figure.locator(".fab-error");
    await expect(errors).toHaveCount(2);
    if (other) await expect(errors.nth(1)).toContainText(other);
    await expect(figure.locator(".fab-summary")).toContainText(lang === "en" ? "16" : "16");
    const text = (await figure.textContent()) ?? "";
    expect(text).not.toMatch(/predictCollective|previous result|이전 결과|RangeError/);
    expect(problems.console).toEqual([]);
  });
}

test("choosing 1 GPU per node with 1 node keeps the last good result and names the other control", async ({
  page,
}) => {
  await page.goto("/embed/protocol-sweep/?nodes=1");
  const figure = page.locator(".fab-figure.is-live");
  await expect(figure).toBeVisible();
  const chart = await figure.locator(".fab-chart").innerHTML();
  await figure.locator('select[name="gpusPerNode"]').selectOption("1");
  await expect(figure.locator(".fab-notice")).toContainText("The previous result is still shown.");
  await expect(figure.locator("#fig-protocol-sweep-gpusPerNode-error")).toContainText(
    "Does not go with Nodes",
  );
  await expect(figure.locator("#fig-protocol-sweep-nodes-error")).toContainText(
    "Does not go with GPUs per node",
  );
  expect(await figure.locator(".fab-chart").innerHTML()).toBe(chart);
  expect(new URL(page.url()).searchParams.get("gpusPerNode")).toBeNull();
  // Resolving it from the other control applies both values and clears both messages.
  await figure.locator('select[name="nodes"]').selectOption("2");
  await expect(figure.locator(".fab-error")).toHaveCount(0);
  await expect(figure.locator('select[name="gpusPerNode"]')).toHaveValue("1");
  await expect.poll(() => new URL(page.url()).searchParams.get("gpusPerNode")).toBe("1");
  expect(await figure.locator(".fab-chart").innerHTML()).not.toBe(chart);
});

test("calibrated-parameters re-fits in pieces: it says it is computing, then shows the reading chosen last", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/embed/calibrated-parameters/");
  const figure = page.locator(".fab-figure.is-live");
  await expect(figure).toBeVisible();
  const chart = await figure.locator(".fab-chart").innerHTML();
  // Every text the figure's status line shows, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { notices: string[] }).notices = seen;
    new MutationObserver(() => {
      const text = document.querySelector(".fab-figure .fab-notice")?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const notices = () => page.evaluate(() => (window as unknown as { notices: string[] }).notices);
  const reading = figure.locator('select[name="h100Batch"]');
  // A re-fit replaced before it ends shows nothing of it: the last choice wins.
  await reading.evaluate((select: HTMLSelectElement) => {
    for (const value of ["topsail", "article"]) {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  });
  await expect(figure.locator(".fab-notice")).toHaveCount(0);
  await expect(reading).toHaveValue("article");
  expect(await figure.locator(".fab-chart").innerHTML()).toBe(chart);
  // Asked alone, the re-fit runs to its end and its chart is shown.
  await reading.selectOption("topsail");
  await expect(figure.locator(".fab-notice")).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).searchParams.get("h100Batch")).toBe("topsail");
  expect(await figure.locator(".fab-chart").innerHTML()).not.toBe(chart);
  expect(await notices()).toContain("Computing…");
  expect(problems.console).toEqual([]);
});
