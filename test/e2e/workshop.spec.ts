import { expect, type Page, test } from "@playwright/test";
import { axeBothSchemes, builtPages, watch } from "./site.ts";

/** Every presenter view the build produced (`/workshop/<chapter>/`). */
const presenters = builtPages().filter((p) => /^\/(?:[a-z]{2}\/)?workshop\/[^/]+\/$/.test(p));

/** Wait until every figure of the deck is live (the presenter hydrates them all ahead of time). */
async function deckLive(page: Page): Promise<number> {
  const slides = await page.locator(".slide").count();
  await expect(page.locator(".slide .fab-figure.is-live")).toHaveCount(slides, { timeout: 30_000 });
  return slides;
}

/** The 1-based number of the slide whose top sits nearest the bar (the one on screen). */
async function slideOnScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector(".presenter-bar")?.getBoundingClientRect().bottom ?? 0;
    const tops = [...document.querySelectorAll(".slide")].map((s) =>
      Math.abs(s.getBoundingClientRect().top - bar),
    );
    return tops.indexOf(Math.min(...tops)) + 1;
  });
}

test("the build produced a presenter view and a notes window for every English chapter", () => {
  const chapters = builtPages().filter((p) => /^\/chapters\/[^/]+\/$/.test(p));
  expect(presenters.length).toBeGreaterThan(0);
  for (const chapter of chapters) {
    const slug = chapter.split("/")[2];
    expect(presenters).toContain(`/workshop/${slug}/`);
    expect(builtPages()).toContain(`/workshop/${slug}/notes/`);
  }
});

// Every presenter and notes page's console, requests, live figures and axe check: pages.spec.ts.
for (const path of ["/workshop/nccl-all-reduce/", "/ko/workshop/nccl-all-reduce/"]) {
  test(`${path} opens on slide 1 of as many slides as the chapter has figures, every one live`, async ({
    page,
  }) => {
    await page.goto(path);
    const slides = await deckLive(page);
    expect(slides).toBeGreaterThan(1);
    await expect(page.locator('[data-role="counter"]')).toHaveText(new RegExp(`^\\D*1\\D+${slides}$`));
  });
}

test("keys move between slides, the URL carries the slide, and keys typed into a figure's control stay there", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/workshop/nccl-all-reduce/");
  const total = await deckLive(page);
  const counter = page.locator('[data-role="counter"]');
  const steps: Array<[string, number]> = [
    ["ArrowRight", 2],
    ["Space", 3],
    ["Shift+Space", 2],
    ["PageDown", 3],
    ["PageUp", 2],
    ["End", total],
    ["Home", 1],
    ["4", 4],
    ["ArrowLeft", 3],
  ];
  for (const [key, slide] of steps) {
    await page.keyboard.press(key);
    await expect(counter, key).toHaveText(`Slide ${slide} of ${total}`);
    await expect
      .poll(() => new URL(page.url()).searchParams.get("slide"), { message: key })
      .toBe(String(slide));
    await expect.poll(() => slideOnScreen(page), { message: key }).toBe(slide);
  }
  // The live region says where we are.
  await expect(page.locator('[data-role="announce"]')).toContainText(`Slide 3 of ${total}`);
  // Arrow keys on a slider and digits in a number field belong to the control, not the deck.
  await page.keyboard.press("Home");
  const gpus = page.locator('#fig-allreduce-steps [name="gpus"]');
  await gpus.focus();
  const before = await gpus.inputValue();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Slide 1 of ${total}`);
  await expect(gpus).not.toHaveValue(before);
  await expect
    .poll(() => new URL(page.url()).searchParams.get("allreduce-steps.gpus"))
    .toBe(await gpus.inputValue());
  expect(new URL(page.url()).searchParams.get("slide")).toBe("1");
  // The bar's buttons move too.
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(counter).toHaveText(`Slide 2 of ${total}`);
  await page.getByRole("button", { name: "Previous slide" }).click();
  await expect(counter).toHaveText(`Slide 1 of ${total}`);
  await expect(page.getByRole("button", { name: "Previous slide" })).toBeDisabled();
  expect(problems.console).toEqual([]);
});

test("scrolling by hand moves the current slide, and a late notice of a slide already left does not pull the deck back", async ({
  page,
}) => {
  const problems = watch(page);
  // Keep each IntersectionObserver's callback, to deliver a notice late, as a busy page can.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    const kept: Array<{ callback: IntersectionObserverCallback; observer: IntersectionObserver }> = [];
    Object.assign(window, { keptObservers: kept });
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        kept.push({ callback, observer: this });
      }
    };
  });
  await page.goto("/workshop/nccl-all-reduce/");
  const total = await deckLive(page);
  expect(total).toBeGreaterThanOrEqual(5);
  const counter = page.locator('[data-role="counter"]');
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Slide 3 of ${total}`);
  await expect.poll(() => slideOnScreen(page)).toBe(3);
  // The notice that slide 2 reached the reading line, taken before the second key press, arrives now.
  const told = await page.evaluate(() => {
    const slide2 = document.querySelectorAll(".slide")[1] as Element;
    const kept = (
      window as unknown as {
        keptObservers: Array<{ callback: IntersectionObserverCallback; observer: IntersectionObserver }>;
      }
    ).keptObservers;
    const deckObservers = kept.filter((k) => k.observer.rootMargin.startsWith("-40%"));
    for (const { callback, observer } of deckObservers) {
      callback([{ target: slide2, isIntersecting: true } as unknown as IntersectionObserverEntry], observer);
    }
    return deckObservers.length;
  });
  expect(told).toBe(1);
  await expect(counter).toHaveText(`Slide 3 of ${total}`);
  await expect.poll(() => slideOnScreen(page)).toBe(3);
  // The wheel brings slide 4 to the reading line: it becomes the current slide and the URL says so.
  const distance = await page.evaluate(
    () =>
      (document.querySelectorAll(".slide")[3] as Element).getBoundingClientRect().top -
      innerHeight * 0.4 +
      20,
  );
  await page.mouse.move(400, 400);
  await page.mouse.wheel(0, distance);
  await expect(counter).toHaveText(`Slide 4 of ${total}`);
  await expect.poll(() => new URL(page.url()).searchParams.get("slide")).toBe("4");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Slide 5 of ${total}`);
  await expect.poll(() => slideOnScreen(page)).toBe(5);
  expect(problems.console).toEqual([]);
});

test("a deep link restores the slide and a figure's state; an unusable slide number says so and shows slide 1", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/workshop/nccl-all-reduce/?slide=3&allreduce-steps.gpus=8");
  const total = await deckLive(page);
  await expect(page.locator('[data-role="counter"]')).toHaveText(`Slide 3 of ${total}`);
  await expect.poll(() => slideOnScreen(page)).toBe(3);
  await expect(page.locator('#fig-allreduce-steps [name="gpus"]')).toHaveValue("8");
  await page.keyboard.press("Home");
  await expect(page.locator('[data-role="counter"]')).toHaveText(`Slide 1 of ${total}`);
  const url = new URL(page.url());
  expect(url.searchParams.get("allreduce-steps.gpus")).toBe("8");
  expect(url.searchParams.get("slide")).toBe("1");

  await page.goto("/workshop/nccl-all-reduce/?slide=99");
  await deckLive(page);
  await expect(page.locator('[data-role="message"]')).toHaveText(
    `“99” is not a slide of this chapter (1–${total}); showing slide 1.`,
  );
  await expect(page.locator('[data-role="counter"]')).toHaveText(`Slide 1 of ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('[data-role="message"]')).toHaveText("");
  expect(problems.console).toEqual([]);
});

test("the notes window follows the presenter, shows the next slide's title, and moves it back", async ({
  context,
}) => {
  const presenter = await context.newPage();
  const problems = watch(presenter);
  await presenter.goto("/workshop/shared-bus-vs-switched-fabric/");
  const total = await deckLive(presenter);
  const [notes] = await Promise.all([
    context.waitForEvent("page"),
    presenter.getByRole("link", { name: "Open trainer notes" }).click(),
  ]);
  const notesProblems = watch(notes);
  await notes.waitForLoadState();
  await expect(notes.locator('[data-role="status"]')).toHaveText("Following the presenter window.");
  const visibleTitle = notes.locator(".notes-slide:visible");
  await expect(visibleTitle).toHaveCount(1);
  await expect(visibleTitle).toContainText("Contention: shared bus vs switched fabric");
  await expect(notes.locator(".trainer-note:visible")).toContainText("Say");
  await expect(notes.locator(".notes-next")).toHaveText(
    "Next: Topology explorer: hierarchical tree vs fat-tree",
  );

  await presenter.keyboard.press("ArrowRight");
  await expect(visibleTitle).toContainText("Topology explorer");
  await expect(notes.locator(".notes-next")).toHaveText("Next: Fault isolation: what one failure takes down");
  await presenter.keyboard.press("End");
  await expect(visibleTitle).toContainText("Fault isolation");
  await expect(notes.locator(".notes-next")).toHaveText("This is the last slide.");

  // The notes window drives the presenter too, by its buttons and its keys.
  await notes.getByRole("button", { name: "Previous slide" }).click();
  await expect(presenter.locator('[data-role="counter"]')).toHaveText(`Slide 2 of ${total}`);
  await notes.keyboard.press("Home");
  await expect(presenter.locator('[data-role="counter"]')).toHaveText(`Slide 1 of ${total}`);
  await expect(notes.locator('[data-role="time"]')).toHaveText(/^\d+:\d\d$/);
  expect(await axeBothSchemes(notes)).toEqual([]);
  expect(problems.console).toEqual([]);
  expect(notesProblems.console).toEqual([]);
});

test("the notes window alone waits for its presenter and still steps through the notes", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/workshop/kernel-bypass/notes/");
  await expect(page.locator('[data-role="status"]')).toContainText(
    "Waiting for this chapter's presenter window",
  );
  await expect(page.locator(".notes-slide:visible")).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await expect(page.locator('[data-role="counter"]')).toHaveText(/^Slide 2 of \d+$/);
  expect(problems.console).toEqual([]);
});

test("a chapter links its presenter view, and the workshop index lists every chapter", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/chapters/verbs-hands-on/");
  await page.getByRole("link", { name: "Present this chapter" }).click();
  await expect(page).toHaveURL(/\/workshop\/verbs-hands-on\/$/);
  await page.goto("/workshop/");
  const chapters = builtPages().filter((p) => /^\/chapters\/[^/]+\/$/.test(p));
  await expect(page.locator(".workshop-index .path-step")).toHaveCount(chapters.length);
  await page.getByRole("link", { name: "Present: Verbs, hands on" }).click();
  await expect(page).toHaveURL(/\/workshop\/verbs-hands-on\/$/);
  expect(problems.console).toEqual([]);
});

test("trainer notes never reach a chapter page", async ({ page }) => {
  await page.goto("/chapters/shared-bus-vs-switched-fabric/");
  await expect(page.locator(".trainer-note")).toHaveCount(0);
  expect(await page.locator("main").textContent()).not.toContain("Ask the room");
});

for (const [path, total] of [
  ["/workshop/", "Total"],
  ["/ko/workshop/", "합계"],
] as const) {
  test(`${path} has an agenda: every chapter in order, each starting when the one before ends, and the total`, async ({
    page,
  }) => {
    await page.goto(path);
    const agenda = page.locator("table.workshop-agenda");
    const rows = await agenda.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => ({
        start: tr.querySelector("td")?.textContent ?? "",
        href: tr.querySelector("th a")?.getAttribute("href") ?? "",
        minutes: Number(/\d+/.exec(tr.querySelector("td:last-child")?.textContent ?? "")?.[0]),
      })),
    );
    const chapters = await page
      .locator("ol.path h2 a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(rows.map((r) => r.href)).toEqual(chapters);
    const minutes = (clock: string) => {
      const [h, m] = clock.split(":").map(Number);
      return (h ?? 0) * 60 + (m ?? 0);
    };
    let at = 0;
    for (const row of rows) {
      expect(minutes(row.start), row.href).toBe(at);
      expect(row.minutes).toBeGreaterThan(0);
      at += row.minutes;
    }
    await expect(agenda.locator("tfoot th")).toHaveText(total);
    await expect(agenda.locator("tfoot td").first()).toHaveText(
      `${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}`,
    );
  });
}
