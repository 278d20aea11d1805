import { createServer, type Server } from "node:http";
import { expect, type Page, test } from "@playwright/test";
import { PAYLOADS } from "./figureChecks.ts";
import { watch } from "./site.ts";

/** A host page on another localhost port (chosen free per worker), as a team's docs would embed figures. */
let HOST_PORT = 0;
/** The site under test: the preview server playwright.config.ts starts (PREVIEW_PORT, else 4321). */
const SITE = `http://127.0.0.1:${process.env.PREVIEW_PORT ?? 4321}`;
const hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team docs</title></head>
<body>
<h1>Our fabric notes</h1>
<iframe id="f1" src="${SITE}/embed/bus-contention/?devices=16" title="Contention" style="border:0;width:900px" height="200"></iframe>
<iframe id="f2" sandbox="allow-scripts" src="${SITE}/embed/topology-explorer/?pattern=ring&theme=dark" title="Topology" style="border:0;width:900px" height="200"></iframe>
<fab-fault-isolation id="c1" fabric="tree" failure="uplink"></fab-fault-isolation>
<fab-bus-contention id="c2" devices="4" theme="dark" controls="compact"></fab-bus-contention>
<script type="module" src="${SITE}/embed/fabric-figures.js"></script>
<script>
  window.heights = {};
  addEventListener("message", (e) => {
    if (e.origin !== "${SITE}" && e.origin !== "null") return;
    if (!e.data || e.data.type !== "fabric-notebook:height") return;
    window.heights[e.data.figure] = e.data.height;
    for (const f of document.querySelectorAll("iframe")) {
      if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
    }
  });
</script>
</body></html>`;

let server: Server;
test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(hostPage);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  HOST_PORT = typeof address === "object" && address ? address.port : 0;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function shadowSvg(page: Page, id: string): Promise<string> {
  return page.evaluate(
    (elementId) =>
      document.getElementById(elementId)?.shadowRoot?.querySelector(".fab-chart > svg")?.outerHTML ?? "",
    id,
  );
}

test("a host page on another port embeds two iframes and two web components that render, resize and theme", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
  // Iframes render live figures with their state, and post their height to the host.
  const f1 = page.frameLocator("#f1");
  await expect(f1.locator(".fab-figure.is-live")).toBeVisible();
  await expect(f1.locator('input[name="devices"]')).toHaveValue("16");
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { heights: Record<string, number> }).heights["bus-contention"] ?? 0,
      ),
    )
    .toBeGreaterThan(400);
  const height = await page.locator("#f1").evaluate((f) => f.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(400);
  // Web components render in their shadow roots, with state from attributes and the theme asked
  // for; each loads as it nears the viewport (the iframes above have grown), so scroll as a reader.
  await page.locator("#c1").scrollIntoViewIfNeeded();
  await expect.poll(() => shadowSvg(page, "c1")).toContain("<svg");
  await page.locator("#c2").scrollIntoViewIfNeeded();
  await expect.poll(() => shadowSvg(page, "c2")).toContain("<svg");
  const c2 = page.locator("#c2");
  await expect(c2.locator('input[name="devices"]')).toHaveValue("4");
  const bg = await c2.evaluate(
    (el) => getComputedStyle(el.shadowRoot?.querySelector(".fab-figure") as Element).backgroundColor,
  );
  expect(bg).toBe("rgb(15, 17, 21)");
  // Attributes are live state.
  const before = await shadowSvg(page, "c2");
  await c2.evaluate((el) => el.setAttribute("devices", "32"));
  await expect.poll(() => shadowSvg(page, "c2")).not.toBe(before);
  // Downloads: valid standalone SVG and CSV from a component.
  const svg = await c2.evaluate((el) => (el as unknown as { toSVG(): string }).toSVG());
  expect(svg).toMatch(/^<\?xml[\s\S]*<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).not.toContain("var(--");
  const csv = await c2.evaluate((el) => (el as unknown as { toCSV(): string }).toCSV());
  expect(csv.split("\r\n").length).toBeGreaterThan(3);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    c2.locator('[data-action="csv"]').click(),
  ]);
  expect(download.suggestedFilename()).toBe("fabric-notebook-bus-contention.csv");
  // A figure hydrates when it nears the viewport; Chromium also pauses offscreen cross-origin
  // (here: sandboxed) iframes, so bring the second iframe into view as a reader would.
  await page.locator("#f2").scrollIntoViewIfNeeded();
  const f2 = page.frameLocator("#f2");
  await expect(f2.locator(".fab-figure.is-live")).toBeVisible();
  await expect(f2.locator("html")).toHaveAttribute("data-theme", "dark");
  // The host page saw no errors, and nothing was fetched from anywhere but the two local origins.
  expect(problems.console).toEqual([]);
  expect(problems.failed).toEqual([]);
  expect(problems.external).toEqual([]);
});

test("embed pages carry a strict script policy and the bundle is served to other origins", async ({
  request,
}) => {
  const page = await request.get(`${SITE}/embed/bus-contention/`);
  const policy = page.headers()["content-security-policy"] ?? "";
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toMatch(/'unsafe-eval'/);
  const html = await page.text();
  expect(html).toContain(
    `http-equiv="Content-Security-Policy" content="script-src 'self'; object-src 'none'`,
  );
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  const bundle = await request.get(`${SITE}/embed/fabric-figures.js`);
  expect(bundle.ok()).toBe(true);
  expect(bundle.headers()["access-control-allow-origin"]).toBe("*");
});

test("no script runs under the strict policy's violation report on an embed page", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  await page.goto(`${SITE}/embed/topology-explorer/?pattern=incast`);
  await expect(page.locator(".fab-figure.is-live")).toBeVisible();
  await page.locator('[data-action="embed"]').click();
  await expect(page.locator("dialog.fab-embed-dialog")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test("web-component attributes carrying payloads are rejected as text, not markup", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
  await page.locator("#c2").scrollIntoViewIfNeeded();
  await expect.poll(() => shadowSvg(page, "c2")).toContain("<svg");
  for (const payload of PAYLOADS) {
    await page.locator("#c2").evaluate((el, p) => el.setAttribute("devices", p), payload);
    await expect(page.locator("#c2 .fab-error")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await page.locator("#c2").evaluate((el) => el.shadowRoot?.querySelectorAll("img, script").length),
    ).toBe(0);
  }
});

test("the embed dialog shows iframe and web-component snippets for the current state, with copy buttons", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/chapters/shared-bus-vs-switched-fabric/?bus-contention.devices=24");
  const figure = page.locator('[data-figure="bus-contention"]');
  await figure.scrollIntoViewIfNeeded();
  await figure.locator(".fab-figure.is-live").waitFor();
  await figure.locator('[data-action="embed"]').click();
  const dialog = figure.locator("dialog.fab-embed-dialog");
  await expect(dialog).toBeVisible();
  const snippets = await dialog
    .locator("textarea")
    .evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
  // Light unless chosen otherwise: the frame cannot see its host's colours.
  await expect(dialog.getByRole("radio", { name: "Light" })).toBeChecked();
  expect(snippets[0]).toContain("/embed/bus-contention/?devices=24&amp;theme=light");
  expect(snippets[0]).toMatch(/ height="\d{3,4}" /);
  expect(snippets[0]).toContain('addEventListener("message"');
  expect(snippets[1]).toContain('<fab-bus-contention devices="24" theme="light"></fab-bus-contention>');
  // The choice changes both snippets, and nothing of the figure.
  const chart = await figure.locator(".fab-chart").innerHTML();
  await dialog.getByRole("radio", { name: "Dark" }).check();
  await expect(dialog.locator("textarea").first()).toHaveValue(/devices=24&amp;theme=dark"/);
  await expect(dialog.locator("textarea").nth(1)).toHaveValue(/ theme="dark"><\/fab-bus-contention>/);
  await dialog.getByRole("radio", { name: "Follow the reader's system" }).check();
  await expect(dialog.locator("textarea").first()).toHaveValue(/theme=auto"/);
  await dialog.getByRole("radio", { name: "Light" }).check();
  expect(await figure.locator(".fab-chart").innerHTML()).toBe(chart);
  expect(new URL(page.url()).searchParams.get("theme")).toBeNull();
  await dialog.locator('[data-action="copy"]').nth(1).click();
  await expect(dialog.locator(".fab-copied")).toHaveText("Copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippets[1]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(figure.locator('[data-action="embed"]')).toBeFocused();
});

test("Copy link copies the address of this state that lands on the figure, and that address opens there", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/chapters/shared-bus-vs-switched-fabric/?bus-contention.devices=24");
  const figure = page.locator('[data-figure="bus-contention"]');
  await figure.scrollIntoViewIfNeeded();
  await figure.locator(".fab-figure.is-live").waitFor();
  await figure.locator('[data-action="link"]').click();
  await expect(figure.locator(".fab-link-copied")).toContainText("Link copied");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(
    /\/chapters\/shared-bus-vs-switched-fabric\/\?bus-contention\.devices=24#fig-bus-contention$/,
  );
  // Opened afresh, the page lands on the figure, in that state.
  await page.goto(link);
  const again = page.locator('[data-figure="bus-contention"]');
  await again.locator(".fab-figure.is-live").waitFor();
  await expect(again.locator('select[name="devices"], input[name="devices"]')).toHaveValue("24");
  const top = await again.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(top)).toBeLessThan(400);
});

test('a light embed stays light when the reader\'s system is dark: the route with ?theme=light and the element with theme="light"', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/embed/bus-contention/?theme=light");
  await expect(page.locator(".fab-figure.is-live")).toBeVisible();
  const background = (selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(".fab-figure")).toBe("rgb(255, 255, 255)");
  expect(await background("html")).toBe("rgb(255, 255, 255)");
  // Without a choice the route follows the system: the dark panel a light host would get.
  await page.goto("/embed/bus-contention/?theme=auto");
  await expect(page.locator(".fab-figure.is-live")).toBeVisible();
  expect(await background(".fab-figure")).toBe("rgb(15, 17, 21)");
  await page.goto(`http://127.0.0.1:${HOST_PORT}/`);
  await page.locator("#c1").evaluate((el) => el.setAttribute("theme", "light"));
  await page.locator("#c1").scrollIntoViewIfNeeded();
  await expect.poll(() => shadowSvg(page, "c1")).toContain("<svg");
  expect(
    await page
      .locator("#c1")
      .evaluate(
        (el) => getComputedStyle(el.shadowRoot?.querySelector(".fab-figure") as Element).backgroundColor,
      ),
  ).toBe("rgb(255, 255, 255)");
});
