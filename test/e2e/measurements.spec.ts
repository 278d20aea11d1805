import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  haveSharedFixtures,
  readSharedFixture,
  sharedFixtureNames,
} from "../../packages/fabric-model/test/sharedFixtures.ts";
import { axeBothSchemes, hydrate, watch } from "./site.ts";

async function paste(page: import("@playwright/test").Page, text: string): Promise<void> {
  await page.locator("#measure-input").evaluate((el, t) => {
    (el as HTMLTextAreaElement).value = t;
  }, text);
  await page.getByRole("button", { name: "Read", exact: true }).click();
}

test.describe("Your measurements", () => {
  test("every shared fixture is read, compared with the model, and charted with no console error", async ({
    page,
  }) => {
    test.skip(!haveSharedFixtures, "../shared/fixtures/measurements is not beside the repository");
    const problems = watch(page);
    await page.goto("/measurements/");
    for (const name of sharedFixtureNames()) {
      await paste(page, readSharedFixture(name));
      await expect(page.locator("#measure-status"), name).toContainText("Read in");
      await expect(page.locator(".measure-kind"), name).not.toContainText("does not look like");
      await expect(page.locator("#measure-results .fab-chart svg").first(), name).toBeVisible();
      await expect(page.locator(".measure-table tbody tr").first(), name).toBeVisible();
    }
    expect(problems.console).toEqual([]);
    expect(problems.failed).toEqual([]);
  });

  test("a socket-fallback sweep is named as such when the reader says the run used RDMA", async ({
    page,
  }) => {
    test.skip(!haveSharedFixtures, "../shared/fixtures/measurements is not beside the repository");
    await page.goto("/measurements/");
    await paste(page, readSharedFixture("nccl_allreduce_gh200_2x4_cxi_hook_disabled.txt"));
    await expect(page.locator(".measure-problems")).toContainText(
      "NCCL may not be using the network you named",
    );
    // Correcting the hardware updates the comparison; an invalid value is refused with a message.
    const nodes = page.locator('.measure-hardware input[name="nodes"]');
    await nodes.fill("0");
    await nodes.dispatchEvent("change");
    await expect(page.locator(".measure-hardware .fab-error")).toContainText("must be between 1 and 4096");
    await expect(page.locator("#measure-results .fab-chart svg").first()).toBeVisible();
  });

  test("NCCL's own 'Using network Socket' line sets the transport and, across nodes, is named with its line", async ({
    page,
  }) => {
    test.skip(!haveSharedFixtures, "../shared/fixtures/measurements is not beside the repository");
    const problems = watch(page);
    await page.goto("/measurements/");
    await paste(page, readSharedFixture("nccl_allreduce_aws_2rank_socket_tcp.txt"));
    await expect(page.locator('.measure-hardware select[name="transport"]')).toHaveValue("tcp");
    // The output has no rank lines: one node is the guess, and the network is not named yet.
    await expect(page.locator(".measure-problems")).not.toContainText("Using network Socket");
    const perNode = page.locator('.measure-hardware input[name="gpusPerNode"]');
    await perNode.fill("1");
    await perNode.dispatchEvent("change");
    const nodes = page.locator('.measure-hardware input[name="nodes"]');
    await nodes.fill("2");
    await nodes.dispatchEvent("change");
    await expect(page.locator(".measure-problems")).toContainText("(line 2: “Using network Socket”)");
    // Across nodes over kernel TCP the form asks for the sockets per connection and the per-flow
    // limit; AWS's limits are offered by name, and the choice reprices the run.
    const flow = page.locator('.measure-hardware select[name="flowGbps"]');
    await expect(flow).toHaveValue("auto");
    await expect(page.locator('.measure-hardware select[name="socketsPerConnection"]')).toHaveValue("auto");
    const summary = page.locator("#measure-results .fab-chart").first();
    const before = await summary.getAttribute("aria-label");
    await flow.focus();
    await flow.selectOption({ label: "10 Gb/s (AWS, one cluster placement group)" });
    await expect(flow).toHaveValue("10");
    await expect(
      page
        .locator(".measure-hardware label")
        .filter({ has: page.locator('[name="flowGbps"]') })
        .locator(".measure-source"),
    ).toHaveText("your value");
    await expect(page.locator(".measure-hardware .fab-error")).toHaveCount(0);
    if (before !== null) await expect(summary).not.toHaveAttribute("aria-label", before);
    expect(await axeBothSchemes(page, "main")).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  test("the unit lens turns the chart's busbw into algbw in GB/s, and notes both conversions", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await page.getByRole("button", { name: "nccl-tests", exact: true }).click();
    const results = page.locator("#measure-results");
    // As nccl-tests prints it: GB/s by default.
    await expect(results.locator(".fab-chart")).toContainText("Bus bandwidth (GB/s)");
    await expect(results.locator(".fab-lens-note")).toHaveCount(0);
    await page.locator(".unit-lens summary").click();
    await page.locator('.unit-lens-form select[name="rate"]').selectOption("GBps");
    await page.locator('.unit-lens-form select[name="collective"]').selectOption("algbw");
    await expect(results.locator(".fab-chart")).toContainText("Algorithm bandwidth (GB/s)");
    await expect(results.locator(".fab-lens-note")).toContainText("divided by 8");
    await expect(results.locator(".fab-lens-note")).toContainText("busbw is algbw × 2(n−1)/n");
    expect(problems.console).toEqual([]);
  });

  test("iperf3 -J JSON is read like its text report: runs, rows by line, and the chart", async ({ page }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await paste(
      page,
      readFileSync("packages/fabric-model/test/fixtures/iperf3_json_tcp_parallel.txt", "utf8"),
    );
    await expect(page.locator(".measure-kind")).toHaveText("iperf3 output: 1 runs");
    await expect(page.locator("#measure-results .fab-chart svg").first()).toBeVisible();
    await expect(page.locator(".measure-table tbody tr").first().locator("td").first()).toHaveText("51");
    await expect(page.locator("#measure-diag-title + p")).toHaveText("Every line was read.");
    expect(problems.console).toEqual([]);
  });

  test("each hardware field says whether the output gave it, a default stands in, or the reader set it", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await page.getByRole("button", { name: "nccl-tests", exact: true }).click();
    const field = (name: string) =>
      page.locator(".measure-hardware label").filter({ has: page.locator(`[name="${name}"]`) });
    await expect(field("gpu")).toContainText("from the output");
    await expect(field("nicGbps")).toContainText("assumed: check it");
    const rate = field("nicGbps").locator("input");
    await rate.fill("0");
    await rate.dispatchEvent("change");
    await expect(page.locator(".measure-hardware .fab-error")).toHaveText(
      "NIC line rate (Gb/s) must be between 1 and 3200 (you typed 0). The comparison keeps the last valid hardware.",
    );
    await expect(field("nicGbps")).toContainText("assumed: check it");
    await rate.fill("200");
    await rate.dispatchEvent("change");
    await expect(field("nicGbps")).toContainText("your value");
    await expect(page.locator(".measure-hardware .fab-error")).toHaveCount(0);
    expect(problems.console).toEqual([]);
  });

  test("a read with problems, remarks, notes, chart and table passes axe in light and dark", async ({
    page,
  }) => {
    await page.goto("/measurements/");
    const text = readFileSync(
      "packages/fabric-model/test/fixtures/perftest_ib_send_bw_ib_all_sizes.txt",
      "utf8",
    )
      .split("\n")
      .flatMap((line) =>
        line.includes("#bytes")
          ? [
              line,
              "Conflicting CPU frequency values detected: 1200.000000 != 3400.000000. CPU Frequency is not max.",
              " 8  x  y",
            ]
          : [line],
      )
      .join("\n");
    await paste(page, text);
    await expect(page.locator(".measure-problems")).toContainText("CPU clock varies");
    await expect(page.locator(".measure-notes")).toContainText("Conflicting CPU frequency");
    await expect(page.locator(".measure-diagnostics li")).not.toHaveCount(0);
    await expect(page.locator("#measure-results .fab-chart svg").first()).toBeVisible();
    expect(await axeBothSchemes(page, "main")).toEqual([]);
  });

  test("malformed and unknown input gets diagnostics with line numbers or a clear message", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await paste(page, "hello\nthis is not a benchmark\n");
    await expect(page.locator("#measure-status")).toHaveText(
      "The new input was not read: not recognised as nccl-tests, perftest or iperf3 output (no column header, banner or command line found). What was shown before stays.",
    );
    await expect(page.locator(".measure-kind")).toHaveCount(0);
    const broken = [
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
      "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)",
      "        1024           256     float     sum      -1    10.00    0.10    0.10      0    10.00    0.10    0.10      0",
      "        2048           512     float     sum      -1    abc      xyz",
      "        4096          1024     float     sum      -1    10.00    9.99    9.99      0    10.00    0.41    0.41      0",
    ].join("\n");
    await paste(page, broken);
    await expect(page.locator(".measure-diagnostics")).toContainText("Line 4");
    // 150 unreadable rows: 100 listed by line, the rest counted in one remark that names no line.
    const header = broken.split("\n").slice(0, 2);
    const rows = Array.from(
      { length: 150 },
      (_, i) => `  ${1024 * (i + 1)}  256  float  sum  -1  10.00  0.10  0.10  0  10.00  0.10  0.10  0  extra`,
    );
    await paste(page, [...header, ...rows].join("\n"));
    const remarks = page.locator(".measure-diagnostics li");
    await expect(remarks.last()).toHaveText(/^\d+ more remarks of this kind were left out/);
    await expect(remarks.first()).toContainText("Line 3:");
    await expect(page.locator(".measure-diagnostics")).not.toContainText("Line 0");
    await paste(page, "");
    await expect(page.locator("#measure-status")).toContainText("Nothing to read yet");
    expect(problems.console).toEqual([]);
  });

  test("a run that failed before its first row says there is nothing to compare, and shows the tool's error by line", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await paste(
      page,
      [
        "# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
        "#",
        "# Using devices",
        "#  Rank  0 Group  0 Pid   101 on node-a device  0 [0x1b] NVIDIA H100 80GB HBM3",
        "node-a: Test NCCL failure common.cu:1005 'unhandled system error (run with NCCL_DEBUG=INFO for details)'",
      ].join("\n"),
    );
    await expect(page.locator(".measure-nothing")).toContainText("nothing to compare with the model");
    await expect(page.locator(".measure-notes")).toContainText("Line 5: node-a: Test NCCL failure");
    await expect(page.locator(".measure-diagnostics")).toContainText("no nccl-tests result rows found");
    // No verdict and no hardware to pick for a run with nothing in it.
    await expect(page.locator("#measure-problems-title")).toHaveCount(0);
    await expect(page.locator(".measure-hardware")).toHaveCount(0);
    expect(problems.console).toEqual([]);
  });

  test("the page's buttons come disabled and are enabled once wired: an early press is not lost", async ({
    page,
    request,
  }) => {
    // As served (before any script): every button and the file picker wait for the script.
    const served = await (await request.get("/measurements/")).text();
    const form = served.slice(
      served.indexOf('<form id="measure-form"'),
      served.indexOf("</form>", served.indexOf('<form id="measure-form"')),
    );
    const controls = form.match(/<(button|input)\b[^>]*>/g) ?? [];
    expect(controls.length).toBe(7);
    for (const control of controls) expect(control, control).toMatch(/\bdisabled\b/);
    await page.goto("/measurements/");
    for (const name of ["nccl-tests", "perftest", "iperf3", "Read", "Clear"])
      await expect(page.getByRole("button", { name, exact: true })).toBeEnabled();
    await expect(page.locator("#measure-file")).toBeEnabled();
  });

  test("the cluster advisor's link opens the page with its hardware: a paste is compared with it where the output is silent", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/chapters/is-a-fabric-worth-it/");
    const figure = page.locator('[data-figure="cluster-advisor"]').first();
    await hydrate(figure);
    const link = figure.locator('.fab-figure.is-live a[href*="/measurements/?"]');
    await expect(link).toHaveAttribute(
      "href",
      // InfiniBand or RoCEv2: the default's knife edge (see the chapter), either at 400G.
      /gpu=h100-sxm&gpusPerNode=1&nodes=16&nicCount=1&nicGbps=400&transport=(ib|roce)/,
    );
    await link.click();
    await expect(page).toHaveURL(/\/measurements\/\?gpu=/);
    await expect(page.locator("#measure-status")).toContainText("Opened from the cluster advisor");
    await page.getByRole("button", { name: "nccl-tests", exact: true }).click();
    // The example's output names its GPUs, nodes and transport; how many NICs it used, it does not.
    const field = (name: string) =>
      page.locator(".measure-hardware label").filter({ has: page.locator(`[name="${name}"]`) });
    await expect(field("nicCount").locator("input")).toHaveValue("1");
    await expect(field("nicCount").locator(".measure-source")).toHaveText("from the advisor's link");
    await expect(field("transport").locator(".measure-source")).toHaveText("from the output");
    // A bad value in a link is named, and the rest is taken.
    await page.goto("/ko/measurements/?nodes=4&gpu=tpu");
    await expect(page.locator("#measure-status")).toContainText("노드 수: 4");
    await expect(page.locator("#measure-status")).toContainText("tpu");
    expect(problems.console).toEqual([]);
  });

  test("a 100 MB paste is refused with a message before it is read; the box and the last result stay", async ({
    page,
  }) => {
    await page.goto("/measurements/");
    await page.getByRole("button", { name: "nccl-tests", exact: true }).click();
    await expect(page.locator(".measure-kind")).toContainText("nccl-tests output");
    const box = page.locator("#measure-input");
    const before = await box.inputValue();
    await box.evaluate((el) => {
      const data = new DataTransfer();
      data.setData("text/plain", "x".repeat(100_000_000));
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.locator("#measure-status")).toHaveText(
      "This input is 100 MB; the page reads at most 64 MB. Nothing of it was kept, and what was shown before stays: trim it to the runs you need.",
    );
    await expect(page.locator(".measure-kind")).toContainText("nccl-tests output");
    await expect(box).toHaveValue(before);
  });

  test("a bad paste (prose, binary) says why it was not read, and the good result and the box's text stay", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await page.getByRole("button", { name: "perftest", exact: true }).click();
    await expect(page.locator(".measure-kind")).toContainText("perftest output");
    const box = page.locator("#measure-input");
    const status = page.locator("#measure-status");
    // A large paste of prose over the box's whole text (over 100,000 characters: it is read before
    // the box shows any of it).
    const shown = await box.inputValue();
    await box.evaluate((el) => {
      (el as HTMLTextAreaElement).select();
      const data = new DataTransfer();
      data.setData(
        "text/plain",
        "I ran the test again and it was slow, here is what it said.\n".repeat(3000),
      );
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(status).toContainText("The new input was not read: not recognised");
    await expect(box).toHaveValue(shown);
    await expect(page.locator(".measure-kind")).toContainText("perftest output");
    // A binary file dropped on the box.
    await box.evaluate((el) => {
      const bytes = new Uint8Array(300_000).map((_, i) => (i * 131 + (i >> 5)) % 256);
      const data = new DataTransfer();
      data.items.add(new File([bytes], "core.bin"));
      el.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    await expect(status).toContainText("input is not text");
    await expect(box).toHaveValue(shown);
    await expect(page.locator(".measure-kind")).toContainText("perftest output");
    expect(problems.console).toEqual([]);
  });

  test("a 20 MB file is streamed by the worker: read in full, the box shows its first lines, the table at its end is read", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    const example = readFileSync("src/yourMeasurements/examples/nccl-tests.txt", "utf8");
    const chatter = "rank 3: step 120, loss 2.3817, 4096 tokens/s (training log before the test)\n";
    const text = chatter.repeat(Math.ceil(20e6 / chatter.length)) + example;
    await page.locator("#measure-file").setInputFiles({
      name: "job-1234.out",
      mimeType: "text/plain",
      buffer: Buffer.from(text),
    });
    await expect(page.locator("#measure-status")).toContainText("Read in", { timeout: 30_000 });
    await expect(page.locator(".measure-kind")).toHaveText("nccl-tests output: all_reduce, 8 ranks, 9 sizes");
    await expect(page.locator(".measure-held")).toContainText("job-1234.out: 20 MB");
    const boxLines = (await page.locator("#measure-input").inputValue()).split("\n");
    expect(boxLines.length).toBeLessThanOrEqual(200);
    expect(boxLines[0]).toBe(chatter.trim());
    expect(problems.console).toEqual([]);
  });

  test("the NCCL log example: its facts, the socket finding by line, and the ring and tree drawn per channel", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    await page.getByRole("button", { name: "NCCL log", exact: true }).click();
    const log = page.locator("#nccl-log");
    await expect(log.locator("h2")).toHaveText("What NCCL built: its own log");
    await expect(log.locator(".measure-log-facts")).toContainText("8 ranks on 2 nodes");
    await expect(log.locator(".measure-log-findings")).toContainText("Line 19");
    const diagram = log.locator("svg.fab-nccl-topology");
    await expect(diagram).toHaveAttribute("aria-label", "Channel 0 ring: 0 → 1 → 2 → 3 → 4 → 5 → 6 → 7 → 0");
    await expect(diagram.locator(".fab-gpu")).toHaveCount(8);
    await expect(diagram.locator('.fab-hop[data-kind="net"]')).toHaveCount(2);
    await log.locator('select[name="channel"]').selectOption("1");
    await log.getByRole("radio", { name: "tree" }).check();
    await expect(log.locator(".measure-log-text")).toHaveText(
      "Channel 1 tree, each rank to its parent: 0 → 4, 1 → 0, 2 → 1, 3 → 2, 5 → 4, 6 → 5, 7 → 6",
    );
    await expect(diagram.locator(".fab-hop")).toHaveCount(7);
    expect(await axeBothSchemes(page, "main")).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  test("the NCCL chapter's link opens the page with the NCCL log example read, at its section, in Korean too", async ({
    page,
  }) => {
    await page.goto("/ko/chapters/nccl-all-reduce/");
    const link = page.locator('a[href="/ko/measurements/?example=nccl-log#nccl-log"]');
    await expect(link).toHaveCount(1);
    await link.click();
    const log = page.locator("#nccl-log");
    await expect(log.locator("svg.fab-nccl-topology")).toBeVisible();
    await expect(log.locator("h2")).toHaveText(/[가-힣]/);
    await expect(log).toBeInViewport();
  });

  test("hostile input near the limit never freezes the page", async ({ page }) => {
    await page.goto("/measurements/");
    const hostile = `${"#  Rank 0 Group 0 Pid 1 on h device 0 [0x1] ".repeat(20)}\n`
      .repeat(4000)
      .slice(0, 4_900_000);
    await paste(page, hostile);
    // The page answers at once while the worker reads.
    const started = Date.now();
    await page.locator("#measure-clear").click();
    await expect(page.locator("#measure-status")).toContainText("Nothing to read yet");
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test("a paste is read at once, typing waits for Read and says so, and dropped text is read", async ({
    page,
    context,
  }) => {
    const problems = watch(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/measurements/");
    const status = page.locator("#measure-status");
    const box = page.locator("#measure-input");
    const perftest = [
      "---------------------------------------------------------------------------------------",
      " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]",
      " 65536      5000             11000.00           10900.00             0.174400",
      "---------------------------------------------------------------------------------------",
    ].join("\n");
    await page.evaluate((t) => navigator.clipboard.writeText(t), perftest);
    await box.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(status).toContainText("Read in");
    await expect(page.locator(".measure-kind")).toContainText("perftest output");
    // Typing changes the box, not the results: the status says Read is needed.
    await box.press("End");
    await box.pressSequentially("x");
    await expect(status).toHaveText("The box has changed: press Read to read it.");
    await expect(page.locator(".measure-kind")).toContainText("perftest output");
    await box.fill("");
    await expect(status).toHaveText("Nothing to read yet: paste tool output above, or choose a file.");
    // Text dragged onto the box from elsewhere replaces it and is read.
    await box.evaluate((el, t) => {
      const data = new DataTransfer();
      data.setData("text/plain", t);
      el.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
    }, "hello\nthis is not a benchmark\n");
    await expect(box).toHaveValue("hello\nthis is not a benchmark\n");
    await expect(status).toContainText("The new input was not read");
    await expect(page.locator(".measure-kind")).toContainText("perftest output");
    expect(problems.console).toEqual([]);
  });

  test("a 10,000-row paste shows its first 200 rows, offers all of them as CSV, and reprices on a hardware change", async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto("/measurements/");
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const size = 8 * (i + 1);
      const time = (10 + size / 4e4).toFixed(2);
      const bw = (size / Number(time) / 1e3).toFixed(2);
      return `${size} ${size / 4} float sum -1 ${time} ${bw} ${bw} 0 ${time} ${bw} ${bw} 0`;
    });
    const text = [
      "#  Rank  0 Group  0 Pid  1 on hostA device  0 [0x1b] NVIDIA H100 80GB HBM3",
      "#  Rank  1 Group  0 Pid  2 on hostB device  0 [0x1b] NVIDIA H100 80GB HBM3",
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
      ...rows,
    ].join("\n");
    // A paste this large is held in memory and read at once. A synthetic paste event changes nothing
    // by itself, so it is sent once the page has wired its box (its buttons come enabled then).
    await expect(page.getByRole("button", { name: "Read", exact: true })).toBeEnabled();
    await page.locator("#measure-input").evaluate((el, t) => {
      const data = new DataTransfer();
      data.setData("text/plain", t);
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, text);
    await expect(page.locator("#measure-status")).toContainText("Read in");
    await expect(page.locator(".measure-kind")).toContainText("10000");
    await expect(page.locator("#measure-results .fab-chart svg").first()).toBeVisible();
    // The first rows come at once, the rest of the 200 shown as soon as the page is idle.
    await expect(page.locator(".measure-table tbody tr")).toHaveCount(200);
    await expect(page.locator(".measure-table tbody tr").first()).toContainText("8");
    await expect(page.locator(".measure-rows .hint")).toContainText(/of 10,?000 rows/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator(".measure-rows button").click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(csv).toString("utf8").trim().split("\r\n");
    expect(lines).toHaveLength(10_001);
    expect(lines.at(-1)?.split(",")[1]).toBe("80000");
    // Another hardware is priced on the page (every row rebuilt), the chart stays.
    const nodes = page.locator('.measure-hardware input[name="nodes"]');
    await nodes.fill("4");
    await nodes.dispatchEvent("change");
    await expect(page.locator('.measure-hardware input[name="nodes"]')).toHaveValue("4");
    await expect(page.locator("#measure-results .fab-chart svg").first()).toBeVisible();
    await expect(page.locator(".measure-table tbody tr")).toHaveCount(200);
    expect(problems.console).toEqual([]);
  });
});

/** The real pastes of the parsers' corpus (packages/fabric-model/test/fixtures/pastes), with what each is. */
function corpusPastes(): Array<{ name: string; text: string; kind: string; rows: number | null }> {
  const dir = new URL("../../packages/fabric-model/test/fixtures/pastes/", import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((f) => {
      const meta = JSON.parse(readFileSync(new URL(f.replace(/\.txt$/, ".json"), dir), "utf8")) as {
        kind: string;
        expected?: { ncclTests?: Array<{ rows?: number }> };
      };
      const nccl = meta.expected?.ncclTests;
      return {
        name: f,
        text: readFileSync(new URL(f, dir), "utf8"),
        kind: meta.kind,
        rows: nccl ? nccl.reduce((n, r) => n + (r.rows ?? 0), 0) : null,
      };
    });
}

test.describe("Your measurements, on what people really paste", () => {
  test("every paste of the corpus is read with no console error: a table and a chart where it has rows, a message where it has none", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems = watch(page);
    await page.goto("/measurements/");
    for (const { name, text, kind, rows } of corpusPastes()) {
      await paste(page, text);
      const status = page.locator("#measure-status");
      await expect(status, name).not.toHaveText("");
      await expect(status, name).not.toContainText("Reading");
      const readable = ["nccl-tests", "perftest", "iperf3", "iperf3-json"].includes(kind) && rows !== 0;
      if (readable) {
        await expect(status, name).toContainText("Read in");
        await expect(page.locator(".measure-kind"), name).not.toContainText("does not look like");
        await expect(page.locator(".measure-table tbody tr").first(), name).toBeVisible();
      }
      if (kind === "infiniband-tools") {
        // The port tools' facts, each with the figure that explains it; no comparison with the model.
        await expect(page.locator(".measure-ib-tools"), name).toBeVisible();
        await expect(page.locator(".measure-ib-tools dd").first(), name).not.toBeEmpty();
        await expect(page.locator(".measure-hardware"), name).toHaveCount(0);
      }
      expect(problems.console, name).toEqual([]);
    }
    expect(problems.failed).toEqual([]);
  });
});
