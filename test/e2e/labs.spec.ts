import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { builtPages, watch } from "./site.ts";

const DIST = process.env.FABRIC_OUT_DIR ?? "dist";
const labPages = builtPages().filter((p) => /^\/(?:[a-z]{2}\/)?labs\/[^/]+\/$/.test(p));
const expectedOf = (name: string) => readFileSync(`demos/expected/${name}.txt`, "utf8").trimEnd().split("\n");

/** The lab page `name`, its runner wired up (the editor is CodeMirror, Run is enabled). */
async function openLab(page: Page, name: string, query = ""): Promise<Locator> {
  await page.goto(`/labs/${name}/${query}`);
  const runner = page.locator(`section[data-lab="${name}"]`);
  await expect(runner).toHaveClass(/is-live/, { timeout: 15_000 });
  await expect(runner.locator(".cm-editor")).toBeVisible();
  return runner;
}

/** Replaces the editor's code with `code`, as typing would. */
async function setCode(page: Page, runner: Locator, code: string): Promise<void> {
  await runner.locator(".cm-content").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(code);
}

/** Presses Run and waits for a verdict. */
async function run(runner: Locator): Promise<void> {
  await runner.locator("button[data-role=run]").click();
  await expect(runner).not.toHaveAttribute("data-verdict", "running", { timeout: 15_000 });
  await expect(runner).toHaveAttribute("data-verdict", /.+/);
}

test("the build has the three labs, and /labs/ links each with its npm command", async ({ page }) => {
  const english = labPages.filter((p) => p.startsWith("/labs/"));
  expect(english).toEqual(["/labs/rdma-write/", "/labs/ring-allreduce/", "/labs/scaling-sweep/"]);
  await page.goto("/labs/");
  for (const path of english) {
    const name = path.split("/")[2] ?? "";
    await expect(page.locator(`a[href="${path}"]`)).toBeVisible();
    await expect(page.getByText(`npm run lab ${name}`)).toBeVisible();
  }
});

/**
 * How long a test waits for a lab's run in the page to pass: its type check and run take a few
 * seconds alone, and above 15 s once in a CI run with every other browser test beside it on two
 * cores. How fast a run is, is bench/labRun.page.mjs's to measure, not these tests'.
 */
const LAB_RUN_WAIT_MS = 30_000;

// Every lab page's console, requests, offline run and axe check: pages.spec.ts.

for (const name of ["ring-allreduce", "scaling-sweep"]) {
  test(`${name}: Run prints the expected output in the page and says Pass`, async ({ page }) => {
    const runner = await openLab(page, name);
    await run(runner);
    await expect(runner).toHaveAttribute("data-verdict", "pass");
    await expect(runner.locator("[data-role=status]")).toContainText("Pass");
    await expect(runner.locator(".lab-log")).toHaveText(expectedOf(name).join("\n"));
  });
}

test("rdma-write: the shipped fault differs at line 3; the fix passes; Reset brings the fault back", async ({
  page,
}) => {
  const problems = watch(page);
  const runner = await openLab(page, "rdma-write");
  // biome-ignore lint/performance/useDomNodeTextContent: CodeMirror's lines are divs: only innerText keeps their line breaks.
  const shipped = await runner.locator(".cm-content").innerText();
  await run(runner);
  await expect(runner).toHaveAttribute("data-verdict", "fail");
  await expect(runner.locator("[data-role=status]")).toContainText(
    "differs from the expected output at line 3",
  );
  await expect(runner.locator(".lab-diff")).toContainText("expected: alice's completion: IBV_WC_SUCCESS");
  await expect(runner.locator(".lab-diff")).toContainText(
    "printed: alice's completion: IBV_WC_REM_ACCESS_ERR",
  );

  await setCode(page, runner, readFileSync("demos/solutions/rdma-write.ts", "utf8"));
  await run(runner);
  await expect(runner).toHaveAttribute("data-verdict", "pass");
  await expect(runner.locator(".lab-log")).toContainText(`bob's buffer now starts with: "hello, bob"`);

  // Reset restores the shipped code (the editor renders only the lines in view: compare a run).
  await runner.locator("button[data-role=reset]").click();
  await expect(runner.locator("[data-role=status]")).toHaveText("Ready: press Run.");
  // biome-ignore lint/performance/useDomNodeTextContent: CodeMirror's lines are divs: only innerText keeps their line breaks.
  expect((await runner.locator(".cm-content").innerText()).startsWith(shipped.split("\n")[0] ?? "")).toBe(
    true,
  );
  await run(runner);
  await expect(runner.locator("[data-role=status]")).toContainText("at line 3");
  expect(problems.console).toEqual([]);
});

test("a syntax error names its line, and Go to line selects that line in the editor", async ({ page }) => {
  const problems = watch(page);
  const runner = await openLab(page, "ring-allreduce");
  await setCode(page, runner, "const a: number = 1;\nconst b = 2;\nconst c = a +* b;\nconsole.log(c);");
  await run(runner);
  await expect(runner).toHaveAttribute("data-verdict", "error");
  await expect(runner.locator("[data-role=status]")).toContainText("line 3");
  await expect(runner.locator(".lab-excerpt")).toHaveText("3 | const c = a +* b;");
  await runner.getByRole("button", { name: "Go to line 3" }).click();
  await expect(runner.locator(".cm-content")).toBeFocused();
  expect(await page.evaluate(() => getSelection()?.toString())).toBe("const c = a +* b;");
  expect(problems.console).toEqual([]);
});

test("a type error is reported before the run (the run alone printed 1.51 for 1.5 + 1); Run anyway shows the run; the compiler loads only on the first Run or Check", async ({
  page,
}) => {
  const problems = watch(page);
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  const runner = await openLab(page, "ring-allreduce");
  const compiler = () => requested.filter((p) => /labTypeCheckWorker|lab-types\.json/.test(p));
  expect(compiler()).toEqual([]);
  await setCode(page, runner, 'const x: number = "1.5";\nconsole.log(x + 1);');
  await run(runner);
  await expect(runner).toHaveAttribute("data-verdict", "error");
  await expect(runner.locator("[data-role=status]")).toContainText("Type error");
  await expect(runner.locator("[data-role=status]")).toContainText(
    "1 type error before running; line 1: Type 'string' is not assignable to type 'number'.",
  );
  await expect(runner.locator(".lab-type-errors li")).toHaveText([
    "Line 1, column 7: Type 'string' is not assignable to type 'number'. (TS2322)",
  ]);
  expect(compiler().length).toBe(2);
  await runner.getByRole("button", { name: "Run anyway" }).click();
  await expect(runner.locator(".lab-log")).toHaveText("1.51");
  // Check alone, on code without errors: the compiler is not fetched again.
  await setCode(page, runner, "const x: number = 1.5;\nconsole.log(x * 2);");
  await runner.getByRole("button", { name: "Check types" }).click();
  await expect(runner).toHaveAttribute("data-verdict", "checked");
  await expect(runner.locator("[data-role=status]")).toContainText(/No type errors \(checked in \d+ ms\)/);
  expect(compiler().length).toBe(2);
  expect(problems.console).toEqual([]);
});

test("Korean: the type check speaks Korean", async ({ page }) => {
  await page.goto("/ko/labs/ring-allreduce/");
  const runner = page.locator('section[data-lab="ring-allreduce"]');
  await expect(runner).toHaveClass(/is-live/, { timeout: 15_000 });
  await setCode(page, runner, 'const x: number = "1.5";');
  await runner.getByRole("button", { name: "타입 검사" }).click();
  await expect(runner.locator("[data-role=status]")).toContainText("실행 전 타입 오류 1개", {
    timeout: 15_000,
  });
});

test("an error thrown at run time is reported at the lab's line, after what it printed", async ({ page }) => {
  const runner = await openLab(page, "scaling-sweep");
  await setCode(
    page,
    runner,
    // Type-correct code (type errors are shown before the run's verdict) that throws at line 4.
    'import { redhat2025 } from "fabric-model";\nconsole.log(redhat2025.points.length);\nconst missing = new Map<string, { x: number }>().get("a");\nconsole.log(missing!.x);',
  );
  await run(runner);
  await expect(runner).toHaveAttribute("data-verdict", "error");
  await expect(runner.locator("[data-role=status]")).toContainText("Line 4: TypeError");
  await expect(runner.locator(".lab-log")).toHaveText("12");
});

test("an endless loop is stopped after 5 s while the page stays responsive; Stop ends a run at once", async ({
  page,
}) => {
  const problems = watch(page);
  const runner = await openLab(page, "ring-allreduce");
  await setCode(page, runner, "while (true) {}");
  await runner.locator("button[data-role=run]").click();
  await expect(runner).toHaveAttribute("data-verdict", "running");
  const html = page.locator("html");
  const before = await html.getAttribute("data-theme");
  // A loop on the main thread would freeze the page and this click would never complete.
  await page.locator("#theme-toggle").click();
  await expect(html).not.toHaveAttribute("data-theme", before ?? "");
  await expect(runner).toHaveAttribute("data-verdict", "timeout", { timeout: 15_000 });
  await expect(runner.locator("[data-role=status]")).toContainText("Stopped after 5 s");

  await runner.locator("button[data-role=run]").click();
  await runner.locator("button[data-role=stop]").click();
  await expect(runner).toHaveAttribute("data-verdict", "timeout", { timeout: 2000 });
  await expect(runner.locator("[data-role=status]")).toContainText("Stopped before the lab finished");
  await expect(runner.locator("button[data-role=run]")).toBeEnabled();
  expect(problems.console).toEqual([]);
});

test("keyboard: the editor is reached by Tab, Tab indents, Ctrl+Enter runs, Escape then Tab leaves", async ({
  page,
}) => {
  const runner = await openLab(page, "ring-allreduce");
  const content = runner.locator(".cm-content");
  await expect(content).toHaveAccessibleName(/Code of the lab/);
  await runner.locator(".lab-code-label").click();
  for (let i = 0; i < 10 && !(await content.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(content).toBeFocused();
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.press("Tab");
  // biome-ignore lint/performance/useDomNodeTextContent: CodeMirror's lines are divs: only innerText keeps their line breaks.
  expect((await content.innerText()).startsWith("  // Lab:")).toBe(true);
  await page.keyboard.press("ControlOrMeta+z");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(runner).toHaveAttribute("data-verdict", "pass", { timeout: LAB_RUN_WAIT_MS });
  await content.focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(content).not.toBeFocused();
  await expect(runner.locator("button[data-role=run]")).toBeFocused();
});

test("lab routes are cross-origin isolated (COOP/COEP, with the sandbox frame allowed); other pages are not", async ({
  page,
  request,
}) => {
  const lab = await request.get("/labs/ring-allreduce/");
  expect(lab.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(lab.headers()["cross-origin-embedder-policy"]).toBe("require-corp");
  expect(lab.headers()["content-security-policy"]).toContain("frame-src 'self' https://stackblitz.com");
  const chapter = builtPages().find((p) => p.startsWith("/chapters/")) ?? "/";
  for (const path of ["/", chapter]) {
    const other = await request.get(path);
    expect(other.headers()["cross-origin-opener-policy"]).toBeUndefined();
    expect(other.headers()["cross-origin-embedder-policy"]).toBeUndefined();
    expect(other.headers()["content-security-policy"]).not.toContain("frame-src");
  }

  await page.goto("/labs/ring-allreduce/");
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await page.goto(chapter);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
  await page.goto("/");
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
});

test("dist/_headers isolates the lab routes only, for static hosts", () => {
  const file = readFileSync(join(DIST, "_headers"), "utf8");
  const rules = file.split("\n\n").map((block) => block.split("\n"));
  const isolated = rules
    .filter((r) => r.includes("  Cross-Origin-Embedder-Policy: require-corp"))
    .map((r) => r[0]);
  expect(isolated.length).toBeGreaterThan(0);
  for (const path of isolated) expect(path).toMatch(/^\/(?:[a-z]{2}\/)?labs\/\*$/);
  expect(isolated).toContain("/labs/*");
});

test("the sandbox file tree is served for the Node sandbox", async ({ request }) => {
  const tree = await (await request.get("/labs/sandbox-files.json")).json();
  expect(Object.keys(tree).sort()).toEqual(["demos", "package.json", "packages", "scripts", "src"]);
  expect(tree.demos.directory["ring-allreduce.ts"].file.contents).toBe(
    readFileSync("demos/ring-allreduce.ts", "utf8"),
  );
});

test.describe("the Node sandbox, offline", () => {
  test("it is labelled as needing the internet, and loads nothing from another site until clicked", async ({
    page,
  }) => {
    const problems = watch(page);
    const runner = await openLab(page, "ring-allreduce");
    const button = runner.locator("button[data-role=sandbox]");
    if (process.env.FABRIC_SANDBOX === "off") {
      await expect(button).toHaveCount(0);
      return;
    }
    await expect(button).toHaveAccessibleName("Open in a full Node sandbox (needs the internet)");
    await expect(button).toHaveAccessibleDescription(/StackBlitz/);
    await page.waitForLoadState("networkidle");
    expect(problems.external).toEqual([]);
  });

  test("without the internet it says so within 3 s (not the 20 s boot limit), and the lab runs in the page instead", async ({
    page,
    context,
  }) => {
    test.skip(process.env.FABRIC_SANDBOX === "off", "the build turned the sandbox off");
    // No internet: every request that leaves this server fails, as it would in a room without one.
    await context.route(
      (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
      (route) => route.abort("internetdisconnected"),
    );
    const problems = watch(page);
    const runner = await openLab(page, "ring-allreduce");
    const clicked = Date.now();
    await runner.locator("button[data-role=sandbox]").click();
    const status = runner.locator("[data-role=sandbox-status]");
    await expect(status).toContainText("offline or cannot reach StackBlitz", { timeout: 3_000 });
    expect(Date.now() - clicked).toBeLessThan(3_000);
    await expect(status).toContainText("The lab ran in the page instead");
    await expect(runner).toHaveAttribute("data-verdict", "pass", { timeout: LAB_RUN_WAIT_MS });
    await expect(runner.locator("button[data-role=sandbox]")).toBeEnabled();
    // The only requests that left the page went to StackBlitz, for the sandbox, after the click;
    // the console holds only the browser's own line for the probe that failed, no script error.
    for (const url of problems.external) expect(new URL(url).hostname).toBe("stackblitz.com");
    expect(problems.console.filter((line) => !line.endsWith("net::ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    expect(problems.console.length).toBeLessThanOrEqual(1);
  });

  test("a browser that knows it is offline falls back at once, loading nothing from StackBlitz", async ({
    page,
    context,
  }) => {
    test.skip(process.env.FABRIC_SANDBOX === "off", "the build turned the sandbox off");
    const problems = watch(page);
    const runner = await openLab(page, "ring-allreduce");
    // Offline once the page has loaded: its warm worker has fetched the lab runtime. Cut off before
    // that (a second after load, on a busy machine), the run itself cannot start.
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await runner.locator("button[data-role=sandbox]").click();
    await expect(runner.locator("[data-role=sandbox-status]")).toContainText("offline", { timeout: 1_000 });
    await expect(runner).toHaveAttribute("data-verdict", "pass", { timeout: LAB_RUN_WAIT_MS });
    expect(problems.external).toEqual([]);
  });

  test("a boot that never answers (nor does StackBlitz) times out with a clear message, and the lab runs in the page", async ({
    page,
    context,
  }) => {
    test.skip(process.env.FABRIC_SANDBOX === "off", "the build turned the sandbox off");
    // A network that swallows requests: nothing fails, nothing answers.
    await context.route(
      (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
      () => {},
    );
    // The test knob shortens the 20 s boot limit (openInSandbox.test.ts pins 20 s with a fake clock).
    const runner = await openLab(page, "ring-allreduce", "?test-sandbox-boot-ms=1500");
    await runner.locator("button[data-role=sandbox]").click();
    const status = runner.locator("[data-role=sandbox-status]");
    await expect(status).toContainText("Starting the Node sandbox");
    await expect(status).toContainText("did not start within 1.5 s", { timeout: 10_000 });
    await expect(status).toContainText("The lab ran in the page instead");
    await expect(runner).toHaveAttribute("data-verdict", "pass", { timeout: LAB_RUN_WAIT_MS });
  });
});
