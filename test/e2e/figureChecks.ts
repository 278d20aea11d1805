/**
 * What a figure must do on the pages that show it, checked on the visit pages.spec.ts makes to
 * every page anyway (one load and hydration less per page than a test of their own).
 */
import { expect, type Page } from "@playwright/test";
import { changeFirstControl, chartMarkup, hydrate, hydrateAll } from "./site.ts";

/** A UI-dictionary key (area.name.rest) showing as text instead of its string. */
const RAW_KEY =
  /\b(?:fig|datapath|kernelBypass|linkFamilies|measure|lens|figure|state|unit|ex|nav|chapter)\.[a-z][A-Za-z]*\.[A-Za-z]/;

/**
 * On a loaded chapter whose figures are all live: every figure shows its strings
 * resolved (no dictionary key showing through), its chart changes when its first control changes
 * and the URL records the new value; a load of that URL restores every figure's chart; and a load
 * with a script-injection payload as the first figure's first control shows a message next to the
 * control and that figure's default chart, with the payload never becoming markup.
 */
export async function figuresRespondAndRestore(page: Page, path: string): Promise<void> {
  const ids = await page
    .locator("[data-figure]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-figure") ?? ""));
  expect(ids.length).toBeGreaterThan(0);
  const defaults: Record<string, string> = {};
  const changed: Record<string, string> = {};
  const firstControl: string[] = [];
  for (const id of ids) {
    const figure = page.locator(`[data-figure="${id}"]`);
    // Every label resolved: a key showing through means an area's strings were not loaded.
    expect(await figure.textContent(), `${id} shows a raw string key`).not.toMatch(RAW_KEY);
    expect(
      await figure.locator("svg").first().textContent(),
      `${id} chart shows a raw string key`,
    ).not.toMatch(RAW_KEY);
    defaults[id] = await chartMarkup(figure);
    const { name, value } = await changeFirstControl(figure);
    firstControl.push(name);
    await expect
      .poll(() => chartMarkup(figure), { message: `${id} chart after ${name}=${value}` })
      .not.toBe(defaults[id]);
    await expect.poll(() => new URL(page.url()).searchParams.get(`${id}.${name}`)).toBe(value);
    changed[id] = await chartMarkup(figure);
  }
  // The copied link, loaded afresh, restores every figure.
  await page.goto(page.url());
  await hydrateAll(page);
  for (const id of ids) {
    await expect
      .poll(() => chartMarkup(page.locator(`[data-figure="${id}"]`)), { message: `${id} from the link` })
      .toBe(changed[id]);
  }
  // An invalid value: a message next to the control, and the default state.
  const [id = "", name = ""] = [ids[0], firstControl[0]];
  await page.goto(`${path}?${encodeURIComponent(`${id}.${name}`)}=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`);
  const figure = page.locator(`[data-figure="${id}"]`);
  await hydrate(figure);
  await expect(figure.locator(".fab-error")).toBeVisible();
  await expect(figure.locator(".fab-notice")).toBeVisible();
  expect(await chartMarkup(figure)).toBe(defaults[id]);
  expect(await page.locator("img[src=x]").count()).toBe(0);
}

/**
 * Script-injection payloads, two per load: one opens with a `javascript:` URL and one breaks out of
 * an attribute, and each carries an element with an event handler and a script element.
 */
export const PAYLOADS = [
  "javascript:window.__xss=1//<img src=x onerror=window.__xss=1>",
  `' onmouseover='window.__xss=1' "><script>window.__xss=1</script><img src=x onerror=window.__xss=1>`,
];

/**
 * On a loaded embed route whose figure is live: the figure is alone (no site header), its chart
 * changes when its first control changes and the URL (the figure's link, keys unprefixed) records
 * it, a load of that URL restores the chart, and a load with a payload in every state parameter and
 * embed option shows a message and never runs or renders the payload.
 */
export async function embedTakesStateAndRejectsPayloads(page: Page, path: string): Promise<void> {
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  const figure = page.locator("[data-figure]");
  await expect(page.locator(".site-header")).toHaveCount(0);
  const defaultChart = await chartMarkup(figure);
  const { name, value } = await changeFirstControl(figure);
  await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(value);
  const changed = await chartMarkup(figure);
  expect(changed).not.toBe(defaultChart);
  await page.goto(`${path}?${name}=${encodeURIComponent(value)}`);
  await expect(figure.locator(".fab-figure.is-live")).toBeVisible();
  await expect.poll(() => chartMarkup(figure)).toBe(changed);

  const names = await page
    .locator(".fab-controls [name]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("name") ?? ""));
  expect(names.length).toBeGreaterThan(0);
  for (const payload of PAYLOADS) {
    const query = new URLSearchParams(
      [...names, "theme", "lang", "controls", "units"].map((n) => [n, payload]),
    );
    await page.goto(`${path}?${query}`);
    await expect(page.locator(".fab-figure.is-live")).toBeVisible();
    await expect(page.locator(".fab-error").first()).toBeVisible();
    await page.mouse.move(200, 200);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator("img[src=x], .fab-figure script").count()).toBe(0);
  }
  expect(dialogs).toBe(0);
}
