import { expect, type Locator, type Page, test } from "@playwright/test";
import { solutions } from "../../src/exercises/solutions.ts";
import { watch } from "./site.ts";

const PAGE = "/chapters/verbs-hands-on/";

/** The exercise section `id`, scrolled into view and wired up (its Run button enabled). */
async function exercise(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`section[data-exercise="${id}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("button[data-role=run]")).toBeEnabled({ timeout: 15_000 });
  return section;
}

/** Replaces the editor's code with `code`, presses Run, and waits for a verdict other than "running". */
async function runCode(section: Locator, code: string): Promise<Locator> {
  await section.locator("textarea[data-role=code]").fill(code);
  await section.locator("button[data-role=run]").click();
  const output = section.locator("[data-role=output]");
  await expect(output).not.toHaveAttribute("data-verdict", "running", { timeout: 10_000 });
  await expect(output).toHaveAttribute("data-verdict", /.+/);
  return output;
}

test.describe("verbs exercises", () => {
  for (const [id, code] of Object.entries(solutions)) {
    test(`${id}: a correct solution shows "Pass"`, async ({ page }) => {
      const problems = watch(page);
      await page.goto(PAGE);
      const output = await runCode(await exercise(page, id), code);
      await expect(output).toHaveAttribute("data-verdict", "pass");
      await expect(output).toContainText("Pass");
      expect(problems.console).toEqual([]);
    });
  }

  test("the starter code of the first exercise fails with the completion status, and Reset restores it", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "register-memory");
    const editor = section.locator("textarea[data-role=code]");
    const starter = await editor.inputValue();
    await section.locator("button[data-role=run]").click();
    const output = section.locator("[data-role=output]");
    await expect(output).toHaveAttribute("data-verdict", "fail");
    await expect(output).toContainText("IBV_WC_REM_ACCESS_ERR");
    await editor.fill("changed");
    await section.locator("button[data-role=reset]").click();
    await expect(editor).toHaveValue(starter);
  });

  test("a syntax error points at its line, and the button selects that line", async ({ page }) => {
    const problems = watch(page);
    await page.goto(PAGE);
    const section = await exercise(page, "post-write");
    const output = await runCode(section, "const a = 1;\nconst b = 2;\nconst c = a +* b;\nreturn c;");
    await expect(output).toHaveAttribute("data-verdict", "error");
    await expect(output).toContainText("line 3");
    await expect(output.locator("pre")).toContainText("3 | const c = a +* b;");
    await output.getByRole("button", { name: /line 3/ }).click();
    const selected = await section
      .locator("textarea[data-role=code]")
      .evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
    expect(selected).toBe("const c = a +* b;");
    expect(problems.console).toEqual([]);
  });

  test("a failing verb call reports the VerbsError at the line that made it", async ({ page }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "connect-qp");
    const output = await runCode(
      section,
      'log("start");\nalice.modifyQp(aliceQp, { qpState: "IBV_QPS_RTS" });',
    );
    await expect(output).toHaveAttribute("data-verdict", "error");
    await expect(output).toContainText("Line 2");
    await expect(output).toContainText("VerbsError");
    await expect(output).toContainText("start");
  });

  test("an endless loop is stopped within 2 s while the page stays responsive", async ({ page }) => {
    const problems = watch(page);
    await page.goto(PAGE);
    const section = await exercise(page, "post-write");
    await section.locator("textarea[data-role=code]").fill("while (true) {}");
    const output = section.locator("[data-role=output]");
    const started = Date.now();
    await section.locator("button[data-role=run]").click();
    await expect(output).toHaveAttribute("data-verdict", "running");
    // Meanwhile the page answers: the theme toggle works while the loop runs. (A loop on the main
    // thread would freeze the page, and this click would never complete; no wall-clock bound is
    // needed, and one would fail on a loaded machine for reasons that are not the page's.)
    const html = page.locator("html");
    const before = await html.getAttribute("data-theme");
    await page.locator("#theme-toggle").click();
    await expect(html).not.toHaveAttribute("data-theme", before ?? "");
    await expect(output).toHaveAttribute("data-verdict", "timeout", { timeout: 10_000 });
    // The 2 s limit runs from the moment the sandbox starts (exerciseRunner.test.ts pins it with a
    // fake clock); here the wall clock also holds the worker's start-up, which a loaded CI machine
    // stretches, so this checks only that the loop was not stopped early and was stopped at all.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(output).toContainText("Stopped after 2 s");
    // The next run gets a fresh sandbox.
    const next = await runCode(section, solutions["post-write"] ?? "");
    await expect(next).toHaveAttribute("data-verdict", "pass");
    expect(problems.console).toEqual([]);
  });

  test("code that closes its wrapper is still stopped at 2 s, not at the 15 s start limit", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "post-write");
    const output = await runCode(section, "}, (() => { while (true) {} })()); (function () {");
    await expect(output).toHaveAttribute("data-verdict", "timeout");
    await expect(output).toContainText("Stopped after 2 s");
  });

  test("learner code cannot post a verdict, nor reach BroadcastChannel, IndexedDB or CacheStorage", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "post-write");
    const forged = `const pass = { type: "result", result: { logs: [], droppedLogs: 0, verdict: { pass: true, key: "ex.write.pass", vars: {} } } };
for (const post of [self.postMessage, Object.getPrototypeOf(self).postMessage]) { try { post.call(self, pass); } catch {} }
while (true) {}`;
    const output = await runCode(section, forged);
    await expect(output).toHaveAttribute("data-verdict", "timeout");
    const reach = await runCode(
      section,
      'log([typeof BroadcastChannel, typeof indexedDB, typeof caches, typeof postMessage].join("/"));',
    );
    await expect(reach).toContainText("undefined/undefined/undefined/undefined");
  });

  test("a thrown Proxy whose traps throw is reported as such, not as an endless loop", async ({ page }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "post-write");
    const output = await runCode(
      section,
      "throw new Proxy({}, { get() { throw 1; }, getPrototypeOf() { throw 1; }, has() { throw 1; } });",
    );
    await expect(output).toHaveAttribute("data-verdict", "error");
    await expect(output).toContainText("cannot be read");
  });

  test("Stop ends a running attempt at once", async ({ page }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "send-recv");
    await section.locator("textarea[data-role=code]").fill("for (;;) {}");
    await section.locator("button[data-role=run]").click();
    await section.locator("button[data-role=stop]").click();
    const output = section.locator("[data-role=output]");
    await expect(output).toHaveAttribute("data-verdict", "timeout", { timeout: 1000 });
    await expect(section.locator("button[data-role=run]")).toBeEnabled();
  });

  test("Tab indents inside the editor; Escape then Tab moves focus on", async ({ page }) => {
    await page.goto(PAGE);
    const section = await exercise(page, "register-memory");
    const editor = section.locator("textarea[data-role=code]");
    await editor.fill("x");
    await editor.press("Home");
    await editor.press("Tab");
    await expect(editor).toHaveValue("  x");
    await editor.press("Escape");
    await editor.press("Tab");
    await expect(editor).not.toBeFocused();
    await expect(editor).toHaveValue("  x");
  });
});
