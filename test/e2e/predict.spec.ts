import { expect, test } from "@playwright/test";
import { axeBothSchemes, chapterPages, watch } from "./site.ts";

const BUS = "/chapters/shared-bus-vs-switched-fabric/";
const VERBS = "/chapters/verbs-hands-on/";

test("every English chapter has at least two checkpoints, each hiding its answer until a commit", async ({
  page,
}) => {
  for (const path of chapterPages().filter((p) => p.startsWith("/chapters/"))) {
    await page.goto(path);
    const checkpoints = page.locator(".predict.is-live");
    expect(await checkpoints.count(), path).toBeGreaterThanOrEqual(2);
    for (const checkpoint of await checkpoints.all()) {
      await expect(checkpoint.locator('[data-role="form"]')).toBeVisible();
      await expect(checkpoint.locator(".predict-model")).toBeHidden();
      await expect(checkpoint.locator(".predict-explanation")).toBeHidden();
    }
  }
});

test("a number checkpoint refuses bad input, reveals the model's answer with the error in words, keeps it across a reload and resets on Try again", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto(BUS);
  const checkpoint = page.locator("#predict-bus-sixteen-devices");
  const field = checkpoint.getByLabel("Your estimate");
  const commit = checkpoint.getByRole("button", { name: "Commit" });
  await commit.click();
  await expect(checkpoint.locator('[data-role="error"]')).toHaveText("Type a number first, for example 40.");
  await field.fill("a lot");
  await commit.click();
  await expect(checkpoint.locator('[data-role="error"]')).toHaveText(
    "“a lot” is not a number: type digits, for example 40 or 2.5.",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(checkpoint.locator(".predict-model")).toBeHidden();

  await field.fill("12.5");
  await commit.click();
  const reveal = checkpoint.locator('[data-role="reveal"]');
  await expect(reveal).toBeVisible();
  await expect(reveal).toBeFocused();
  await expect(checkpoint.locator('[data-role="you"]')).toHaveText("You said 12.5 Gb/s.");
  await expect(checkpoint.locator(".predict-model")).toHaveText("The model says 6.25 Gb/s.");
  await expect(checkpoint.locator('[data-role="off"]')).toHaveText("Off by: 2 times too high.");
  await expect(checkpoint.locator(".predict-explanation")).toBeVisible();
  await expect(checkpoint.locator('[data-role="form"]')).toBeHidden();
  await expect(checkpoint.locator('[data-role="error"]')).toHaveText("");
  // A screen reader hears the reveal.
  await expect(checkpoint.locator('[role="status"]')).toHaveText(
    "You said 12.5 Gb/s. The model says 6.25 Gb/s. Off by: 2 times too high.",
  );

  await page.reload();
  await expect(checkpoint.locator('[data-role="off"]')).toHaveText("Off by: 2 times too high.");
  await expect(checkpoint.locator('[data-role="form"]')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("fab-predict:bus-sixteen-devices"))).toContain(
    "12.5",
  );

  await checkpoint.getByRole("button", { name: "Try again" }).click();
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");
  await expect(checkpoint.locator(".predict-model")).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("fab-predict:bus-sixteen-devices"))).toBeNull();
  await page.reload();
  await expect(checkpoint.getByLabel("Your estimate")).toBeVisible();
  expect(problems.console).toEqual([]);
});

test("a choice checkpoint works by keyboard alone and says whether the choice was the model's", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto(VERBS);
  const checkpoint = page.locator("#predict-send-without-recv");
  const commit = checkpoint.getByRole("button", { name: "Commit" });
  await commit.focus();
  await page.keyboard.press("Enter");
  await expect(checkpoint.locator('[data-role="error"]')).toHaveText("Choose one answer first.");
  // Focus went to the first option: the arrows pick, Tab reaches Commit, Enter commits.
  await expect(checkpoint.getByRole("radio").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(checkpoint.getByRole("radio", { name: "IBV_WC_RNR_RETRY_EXC_ERR" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(commit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(checkpoint.locator('[data-role="reveal"]')).toBeFocused();
  await expect(checkpoint.locator('[data-role="you"]')).toHaveText("You said IBV_WC_RNR_RETRY_EXC_ERR.");
  await expect(checkpoint.locator('[data-role="off"]')).toHaveText("Right: the model agrees.");
  await expect(checkpoint.locator(".predict-model")).toHaveText("The model says IBV_WC_RNR_RETRY_EXC_ERR.");
  // Tab reaches the figure link and Try again, and Space resets.
  await page.keyboard.press("Tab");
  await expect(checkpoint.getByRole("link", { name: "See it in the figure" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(checkpoint.getByRole("button", { name: "Try again" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(checkpoint.getByRole("radio").first()).toBeFocused();
  await expect(checkpoint.getByRole("radio", { name: "IBV_WC_RNR_RETRY_EXC_ERR" })).not.toBeChecked();

  // A wrong choice is named as such.
  await checkpoint.getByRole("radio", { name: "IBV_WC_SUCCESS" }).check();
  await commit.click();
  await expect(checkpoint.locator('[data-role="off"]')).toHaveText("Not what the model says.");
  expect(problems.console).toEqual([]);
});

test("See it in the figure opens the figure in the state that shows the answer", async ({ page }) => {
  const problems = watch(page);
  await page.goto(BUS);
  const checkpoint = page.locator("#predict-bus-sixteen-devices");
  await checkpoint.getByLabel("Your estimate").fill("6");
  await checkpoint.getByRole("button", { name: "Commit" }).click();
  await checkpoint.getByRole("link", { name: "See it in the figure" }).click();
  await expect(page).toHaveURL(/bus-contention\.devices=16/);
  // The custom element stays in the page while hydration replaces what is inside it.
  const figure = page.locator("fab-bus-contention");
  await figure.scrollIntoViewIfNeeded();
  await expect(page.locator("fab-bus-contention .fab-figure.is-live")).toBeVisible();
  await expect(figure.locator('[name="devices"]')).toHaveValue("16");
  // The checkpoint is still answered after the navigation.
  await expect(checkpoint.locator('[data-role="off"]')).toHaveText("Off by: 4% too low.");
  expect(problems.console).toEqual([]);
});

test("a corrupt stored answer is dropped and the checkpoint asks again", async ({ page }) => {
  const problems = watch(page);
  await page.goto(BUS);
  await page.evaluate(() => {
    localStorage.setItem("fab-predict:bus-sixteen-devices", '{"answer":"not a number"}');
    localStorage.setItem("fab-predict:full-duplex-one-transfer", "{broken");
  });
  await page.reload();
  await expect(page.locator("#predict-bus-sixteen-devices").getByLabel("Your estimate")).toBeVisible();
  await expect(page.locator("#predict-full-duplex-one-transfer").getByLabel("Your estimate")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("fab-predict:bus-sixteen-devices"))).toBeNull();
  expect(problems.console).toEqual([]);
});

test("answered and unanswered checkpoints pass axe in light and dark", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(VERBS);
  const answered = page.locator("#predict-write-without-permission");
  await answered.getByRole("radio", { name: "IBV_WC_REM_ACCESS_ERR" }).check();
  await answered.getByRole("button", { name: "Commit" }).click();
  await page.locator("#predict-send-without-recv").getByRole("button", { name: "Commit" }).click();
  expect(await axeBothSchemes(page, ".predict")).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a checkpoint is a closed disclosure with the model's answer and the explanation", async ({
    page,
  }) => {
    await page.goto(BUS);
    const checkpoint = page.locator("#predict-bus-sixteen-devices");
    await expect(checkpoint.locator('[data-role="form"]')).toBeHidden();
    await expect(checkpoint.locator(".predict-question")).toBeVisible();
    await expect(checkpoint.locator(".predict-model")).toBeHidden();
    await checkpoint.getByText("Show the model's answer").click();
    await expect(checkpoint.locator(".predict-model")).toHaveText("The model says 6.25 Gb/s.");
    await expect(checkpoint.locator(".predict-explanation")).toBeVisible();
    await expect(checkpoint.getByRole("button", { name: "Try again" })).toBeHidden();
  });
});
