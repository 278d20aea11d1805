import { expect, type Page, test } from "@playwright/test";
import { test as reusedPageTest } from "./reusedPage.ts";
import { axeBothSchemes, builtPages, hydrate, hydrateAll } from "./site.ts";

/**
 * Phones and laptops: at 390 px (an iPhone 12-15 in portrait) no page scrolls sideways, with every
 * figure live; the header is one row on a phone (its links behind "Menu") and one row from 1024 to
 * 1440 px, in both languages.
 */
const PHONE = { width: 390, height: 844 };

/** How far the page is wider than the viewport, and the widest elements that stick out. */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const viewport = root.clientWidth;
    const culprits: string[] = [];
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== "visible") return true;
      return false;
    };
    for (const el of document.querySelectorAll("body *")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewport + 0.5) continue;
      // Only the outermost element that sticks out (its descendants stick out with it), and not
      // one inside a scrolling or clipping box (a data table scrolls within its figure).
      const parent = el.parentElement?.getBoundingClientRect();
      if ((parent && parent.right > viewport + 0.5) || clipped(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${[...el.classList].map((c) => `.${c}`).join("")}`;
      culprits.push(`${name} (right edge ${Math.round(box.right)} px)`);
    }
    return { excess: root.scrollWidth - viewport, culprits: culprits.slice(0, 5) };
  });
}

test.describe("at 390 px", () => {
  reusedPageTest.afterEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  for (const path of builtPages()) {
    reusedPageTest(`${path} at 390 px, every figure live, is no wider than the screen`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await hydrateAll(page);
      const { excess, culprits } = await overflow(page);
      expect(culprits, `on ${path} these reach past the 390 px screen`).toEqual([]);
      expect(excess).toBeLessThanOrEqual(0);
    });
  }
});

test("the overflow check finds an element wider than the phone's screen", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.evaluate(() => {
    const wide = document.createElement("div");
    wide.id = "too-wide";
    wide.style.width = "546px";
    wide.textContent = "x";
    document.querySelector("main")?.append(wide);
  });
  const { excess, culprits } = await overflow(page);
  expect(excess).toBeGreaterThan(0);
  expect(culprits.some((c) => c.startsWith("div#too-wide"))).toBe(true);
});

// Sixteen GPUs' three-digit sums cannot be 11 px in a phone's row of 16 cells; their sums of ones can.
for (const [gpus, values] of [
  [4, "small"],
  [8, "small"],
  [16, "ones"],
] as const) {
  test(`the all-reduce figure's cell values at 390 px are 11 px or more on screen (${gpus} GPUs, ${values}, ring and tree)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    for (const algorithm of ["ring", "tree"]) {
      await page.goto(
        `/chapters/nccl-all-reduce/?allreduce-steps.gpus=${gpus}&allreduce-steps.values=${values}&allreduce-steps.algorithm=${algorithm}`,
      );
      const figure = page.locator('[data-figure="allreduce-steps"]').first();
      await hydrate(figure);
      const sizes = await figure.evaluate((host) => {
        const root = host.shadowRoot ?? host;
        const chart = root.querySelector("svg.fab-ar-steps") as SVGSVGElement | null;
        if (!chart) return { screen: 0, right: Number.POSITIVE_INFINITY, cells: 0 };
        // The cell values are the one monospace group with text-anchor middle.
        const group = chart.querySelector('g[text-anchor="middle"][font-family]');
        const scale = chart.getBoundingClientRect().width / chart.viewBox.baseVal.width;
        return {
          screen: Number(group?.getAttribute("font-size")) * scale,
          right: chart.getBoundingClientRect().right,
          cells: group?.querySelectorAll("text").length ?? 0,
        };
      });
      expect(sizes.cells, algorithm).toBeGreaterThanOrEqual(gpus * gpus);
      expect(sizes.screen, algorithm).toBeGreaterThanOrEqual(11);
      expect(sizes.right, algorithm).toBeLessThanOrEqual(PHONE.width);
    }
  });
}

/** The distinct rows (rounded vertical centres) the header's visible items sit on. */
async function headerRows(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const items = document.querySelectorAll(
      ".site-nav > .brand, .site-nav > .site-menu-button, .site-links a, .site-search, .unit-lens summary, .theme-toggle, .lang-switch",
    );
    const rows = new Set<number>();
    for (const el of items) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) rows.add(Math.round((box.top + box.bottom) / 2 / 8));
    }
    return [...rows];
  });
}

for (const path of ["/", "/ko/", "/chapters/nccl-all-reduce/", "/ko/labs/rdma-write/"]) {
  test(`${path}: the header is one row at 1024, 1280 and 1440 px, theme and language in it`, async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.locator(".site-menu-button")).toBeHidden();
      await expect(page.locator("#theme-toggle")).toBeVisible();
      await expect(page.locator(".lang-switch")).toBeVisible();
      expect(await headerRows(page), `${width} px`).toHaveLength(1);
    }
  });
}

for (const [path, menu, link] of [
  ["/", "Menu", "Glossary"],
  ["/ko/", "메뉴", "용어집"],
] as const) {
  test(`${path} at 390 px: the header is one row; the menu opens and closes by keyboard and passes axe in light and dark`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    expect(await headerRows(page)).toHaveLength(1);
    const header = await page.locator(".site-header").boundingBox();
    expect(header?.height ?? 0).toBeLessThan(64);
    const button = page.getByRole("button", { name: menu });
    await expect(page.locator("#site-menu").getByRole("link", { name: link })).toBeHidden();
    // Keyboard only: skip link, brand, then the menu button.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu:popover-open")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(page.locator(".site-links a").first()).toBeFocused();
    await expect(page.locator("#site-menu").getByRole("link", { name: link })).toBeVisible();
    await expect(page.locator("#theme-toggle")).toBeVisible();
    expect((await overflow(page)).culprits).toEqual([]);
    expect(await axeBothSchemes(page, "#site-menu")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu").getByRole("link", { name: link })).toBeHidden();
    await expect(button).toBeFocused();
  });
}
