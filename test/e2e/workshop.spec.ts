import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { chapterParts } from "../../src/workshop/chapterParts.ts";
import { axeBothSchemes, builtPages, watch } from "./site.ts";

/** Every presenter view the build produced (`/workshop/<chapter>/`). */
const presenters = builtPages().filter((p) => /^\/(?:[a-z]{2}\/)?workshop\/[^/]+\/$/.test(p));

/**
 * Wait until every figure of the deck is live (the presenter hydrates them all ahead of time);
 * returns the number of slides (figures, checkpoints and exercises).
 */
async function deckLive(page: Page): Promise<number> {
  const figures = await page.locator(".slide-figure").count();
  await expect(page.locator(".slide-figure .fab-figure.is-live")).toHaveCount(figures, { timeout: 30_000 });
  return page.locator(".slide").count();
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
  test(`${path} opens on slide 1 of as many slides as the chapter has figures, checkpoints and exercises, every figure live`, async ({
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
  await page.keyboard.press("2");
  await expect(counter).toHaveText(`Slide 2 of ${total}`);
  const gpus = page.locator('#fig-allreduce-steps [name="gpus"]');
  await gpus.focus();
  const before = await gpus.inputValue();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Slide 2 of ${total}`);
  await expect(gpus).not.toHaveValue(before);
  await expect
    .poll(() => new URL(page.url()).searchParams.get("allreduce-steps.gpus"))
    .toBe(await gpus.inputValue());
  expect(new URL(page.url()).searchParams.get("slide")).toBe("2");
  await gpus.blur();
  await page.keyboard.press("Home");
  await expect(counter).toHaveText(`Slide 1 of ${total}`);
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
  // The chapter opens on a checkpoint: its slide in the notes carries the answer, for the trainer.
  const visibleTitle = notes.locator(".notes-slide:visible");
  await expect(visibleTitle).toHaveCount(1);
  await expect(visibleTitle).toContainText("Checkpoint 1");
  await expect(notes.locator(".trainer-note:visible")).toContainText("The model says 6.25 Gb/s.");
  await expect(notes.locator(".notes-next")).toHaveText("Next: Contention: shared bus vs switched fabric");

  await presenter.keyboard.press("ArrowRight");
  await expect(visibleTitle).toContainText("Contention: shared bus vs switched fabric");
  await expect(notes.locator(".trainer-note:visible")).toContainText("Say");
  await expect(notes.locator(".notes-next")).toHaveText("Next: Checkpoint 2");
  await presenter.keyboard.press("ArrowRight");
  await presenter.keyboard.press("ArrowRight");
  await expect(visibleTitle).toContainText("Topology explorer");
  await expect(notes.locator(".notes-next")).toHaveText("Next: Fault isolation: what one failure takes down");
  await presenter.keyboard.press("End");
  await expect(visibleTitle).toContainText("Fault isolation");
  await expect(notes.locator(".notes-next")).toHaveText("This is the last slide.");

  // The notes window drives the presenter too, by its buttons and its keys.
  await notes.getByRole("button", { name: "Previous slide" }).click();
  await expect(presenter.locator('[data-role="counter"]')).toHaveText(`Slide ${total - 1} of ${total}`);
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

/** The slides a presenter view must show, in the chapter's order: its figures, checkpoints and exercises. */
function expectedDeck(path: string): string[] {
  const [, lang = "en", slug] = /^\/(?:([a-z]{2})\/)?workshop\/([^/]+)\/$/.exec(path) ?? [];
  return chapterParts(readFileSync(`content/chapters/${lang}/${slug}.mdx`, "utf8")).map((p) =>
    p.tag === "Figure" ? p.id : `${p.tag === "Predict" ? "checkpoint" : "exercise"}-${p.id}`,
  );
}

/**
 * What of each slide does not show whole on screen: a slide taller than the screen under the bar,
 * an element drawn past its slide's box, or a part that scrolls. Empty when every slide fits.
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const room =
      innerHeight - (document.querySelector(".presenter-bar")?.getBoundingClientRect().bottom ?? 0);
    const found: string[] = [];
    for (const slide of document.querySelectorAll<HTMLElement>(".slide")) {
      const box = slide.getBoundingClientRect();
      const name = slide.dataset.slide;
      if (box.height > room + 1) found.push(`${name}: ${box.height} px high, the screen has ${room}`);
      for (const el of slide.querySelectorAll("*")) {
        // What a closed disclosure holds is not drawn.
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        const what = `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
        if (
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          r.top < box.top - 1 ||
          r.bottom > box.bottom + 1
        ) {
          found.push(
            `${name}: ${what} at ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)} leaves the slide`,
          );
          break;
        }
        const style = getComputedStyle(el);
        const scrolls = /auto|scroll/.test(`${style.overflowX} ${style.overflowY}`);
        if (scrolls && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
          found.push(`${name}: ${what} scrolls`);
          break;
        }
      }
    }
    return found;
  });
}

for (const path of presenters) {
  test(`${path} at 1280x720 (a projector): the chapter's figures, checkpoints and exercises in its order, every slide whole on screen, answers revealed too`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    await deckLive(page);
    const deck = await page
      .locator(".slide")
      .evaluateAll((ss) => ss.map((s) => (s as HTMLElement).dataset.slide));
    expect(deck).toEqual(expectedDeck(path));
    await expect.poll(() => overflows(page), { timeout: 15_000 }).toEqual([]);
    await page.locator('.slide details[data-role="answer"]').evaluateAll((ds) => {
      for (const d of ds) d.setAttribute("open", "");
    });
    await expect.poll(() => overflows(page), { timeout: 15_000 }).toEqual([]);
    expect(problems.console).toEqual([]);
  });
}

test("a checkpoint slide shows its question and choices, R reveals the chapter's answer and hides it again, Enter on its disclosure too", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/chapters/nccl-all-reduce/");
  const chapterAnswer = (await page.locator("#predict-nccl-small-pick .predict-model").textContent())?.trim();
  expect(chapterAnswer).toMatch(/^The model says .+\.$/);
  await page.goto("/workshop/nccl-all-reduce/");
  const total = await deckLive(page);
  const slide = page.locator("#slide-checkpoint-nccl-small-pick");
  const n = (await page.locator(".slide").evaluateAll((ss) => ss.map((s) => s.id))).indexOf(
    "slide-checkpoint-nccl-small-pick",
  );
  await page.keyboard.press(String(n + 1));
  await expect(page.locator('[data-role="counter"]')).toHaveText(`Slide ${n + 1} of ${total}`);
  await expect(slide).toHaveAttribute("aria-current", "step");
  await expect(slide.locator(".slide-heading")).toHaveText("Checkpoint 2");
  await expect(slide.locator(".slide-question")).toContainText("Which algorithm and protocol");
  await expect(slide.locator(".slide-choices li")).toHaveCount(6);
  const model = slide.locator('[data-role="model"]');
  await expect(model).toBeHidden();
  await page.keyboard.press("r");
  await expect(model).toBeVisible();
  await expect(model).toHaveText(chapterAnswer ?? "");
  await expect(page.locator('[data-role="announce"]')).toHaveText(`Answer: ${chapterAnswer}`);
  await page.keyboard.press("r");
  await expect(model).toBeHidden();
  // Keyboard only, from the disclosure: Enter opens it; the deck stays on the slide.
  await slide.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(model).toBeVisible();
  await expect(page.locator('[data-role="counter"]')).toHaveText(`Slide ${n + 1} of ${total}`);
  // A number checkpoint says what unit the room answers in.
  await expect(page.locator("#slide-checkpoint-two-node-busbw .slide-unit")).toHaveText(/^Answer in \S/);
  expect(problems.console).toEqual([]);
});

test("an exercise slide shows its task and, to read off the screen, the chapter section that holds the exercise", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/ko/workshop/verbs-hands-on/");
  await deckLive(page);
  await page.keyboard.press("End");
  const slide = page.locator("#slide-exercise-send-recv");
  await expect(slide).toHaveAttribute("aria-current", "step");
  await expect(slide.locator(".slide-heading")).toHaveText(/^연습 4: /);
  await expect(slide.locator(".slide-task")).not.toBeEmpty();
  await expect(slide.locator(".slide-where a")).toHaveCount(0);
  const address = (await slide.locator(".slide-where code").textContent()) ?? "";
  expect(address).toMatch(/^\/ko\/chapters\/verbs-hands-on\/#section-\d+$/);
  const heading = (await slide.locator(".slide-where").textContent()) ?? "";
  await page.goto(address);
  const anchor = address.split("#")[1] ?? "";
  // The exercise stands in the section the address names, whose heading the slide quotes.
  const placed = await page.evaluate((id) => {
    const h2 = document.getElementById(id)?.closest("h2");
    const exercise = document.querySelector('[data-exercise="send-recv"]');
    if (!h2 || !exercise) return null;
    const headings = [...document.querySelectorAll(".prose h2, main h2")];
    const next = headings[headings.indexOf(h2) + 1];
    const after = Boolean(h2.compareDocumentPosition(exercise) & Node.DOCUMENT_POSITION_FOLLOWING);
    const before =
      !next || Boolean(exercise.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING);
    return { inside: after && before, heading: h2.textContent?.trim() ?? "" };
  }, anchor);
  expect(placed?.inside).toBe(true);
  expect(heading).toContain(`“${placed?.heading}”`);
  expect(problems.console).toEqual([]);
});
