import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { PAYLOAD } from "../../src/exercises/verbsHarness.ts";
import {
  verbsWalkthrough,
  WALKTHROUGH_FAULTS,
  WALKTHROUGH_STEPS,
  type WalkthroughFault,
  walkthrough,
} from "../../src/figures/definitions/verbsWalkthrough.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { renderedChart } from "./renderedChart.ts";

const STATE_AT: Record<number, string> = {
  5: "IBV_QPS_RESET",
  6: "IBV_QPS_INIT",
  7: "IBV_QPS_RTR",
  8: "IBV_QPS_RTS",
  9: "IBV_QPS_RTS",
};

/** After the HCAs ran (step >= 10): alice's completion status and both QP states. */
const OUTCOME: Record<WalkthroughFault, { status: string | null; alice: string; bob: string }> = {
  none: { status: "IBV_WC_SUCCESS", alice: "IBV_QPS_RTS", bob: "IBV_QPS_RTS" },
  "wrong-rkey": { status: "IBV_WC_REM_ACCESS_ERR", alice: "IBV_QPS_ERR", bob: "IBV_QPS_ERR" },
  "no-remote-write": { status: "IBV_WC_REM_ACCESS_ERR", alice: "IBV_QPS_ERR", bob: "IBV_QPS_ERR" },
  "qp-not-rts": { status: null, alice: "IBV_QPS_RTR", bob: "IBV_QPS_RTS" },
  "send-without-recv": { status: "IBV_WC_RNR_RETRY_EXC_ERR", alice: "IBV_QPS_ERR", bob: "IBV_QPS_RTS" },
};

describe("walkthrough(step, fault)", () => {
  for (const fault of WALKTHROUGH_FAULTS) {
    for (let step = 0; step < WALKTHROUGH_STEPS.length; step++) {
      it(`walkthrough(${step}, "${fault}") has the expected QP states, completion and error`, () => {
        const data = walkthrough(step, fault);
        const [alice, bob] = data.hosts;
        expect(data.stepId).toBe(WALKTHROUGH_STEPS[step]);
        if (step < 5) {
          expect([alice.qp, bob.qp]).toEqual([null, null]);
        } else if (step <= 9) {
          const aliceState = fault === "qp-not-rts" && step >= 8 ? "IBV_QPS_RTR" : STATE_AT[step];
          expect([alice.qp?.state, bob.qp?.state]).toEqual([aliceState, STATE_AT[step]]);
          expect(data.completion).toBeNull();
        } else {
          const outcome = OUTCOME[fault];
          expect(data.completion?.status ?? null).toBe(outcome.status);
          expect([alice.qp?.state, bob.qp?.state]).toEqual([outcome.alice, outcome.bob]);
          expect(alice.cq?.entries.every((e) => e.polled === (step === 11))).toBe(true);
        }
        expect(data.error?.errno ?? null).toBe(fault === "qp-not-rts" && step >= 9 ? "EINVAL" : null);
        expect(data.error?.code ?? null).toBe(
          fault === "qp-not-rts" && step >= 9 ? "send-needs-rts-from-rtr" : null,
        );
        expect(data.bobCallsSincePost).toBe(step >= 9 ? 0 : null);
        expect(alice.mr === null).toBe(step < 3);
        expect(alice.device === null).toBe(step < 1);
      });
    }
  }

  it("the WRITE lands alice's payload at offset 4 of bob's buffer, written by his HCA with no CPU call", () => {
    const data = walkthrough(10, "none");
    const bob = data.hosts[1];
    expect(bob.memory.slice(4, 4 + PAYLOAD.length)).toEqual(PAYLOAD);
    expect(bob.written.filter(Boolean)).toHaveLength(PAYLOAD.length);
    expect(data.landed).toBe(PAYLOAD.length);
    expect(data.bobCallsSincePost).toBe(0);
    expect(data.wire).toMatchObject({ opcode: "IBV_WR_RDMA_WRITE", answer: "ack", requests: 1 });
    expect(data.rows.some((r) => r.kind === "dma-write" && r.host === "bob")).toBe(true);
  });

  it("bob's MR grants remote write unless the no-remote-write fault is chosen", () => {
    expect(walkthrough(3, "none").hosts[1].mr?.access).toBe(
      "IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE",
    );
    expect(walkthrough(3, "no-remote-write").hosts[1].mr?.access).toBe("IBV_ACCESS_LOCAL_WRITE");
  });

  it("a SEND with no RECV is retried after RNR NAKs and writes nothing", () => {
    const data = walkthrough(10, "send-without-recv");
    expect(data.wire).toMatchObject({ opcode: "IBV_WR_SEND", answer: "rnr-nak", requests: 4, answers: 4 });
    expect(data.hosts[1].memory.every((b) => b === 0)).toBe(true);
  });

  it("rows are numbered by the step that produced them, and time never runs backwards within a step's HCA events", () => {
    const data = walkthrough(11, "none");
    expect(data.rows.map((r) => r.step)).toEqual([...data.rows.map((r) => r.step)].sort((a, b) => a - b));
    const hca = data.rows.filter((r) => r.step === 10 && r.kind !== "verb").map((r) => r.timeUs);
    expect(hca).toEqual([...hca].sort((a, b) => a - b));
  });
});

describe("verbsWalkthrough figure", () => {
  const tr = translator("en");
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  it("every state charts to an SVG with a finite size, no NaN, and a summary with no unfilled placeholder", () => {
    for (const fault of WALKTHROUGH_FAULTS) {
      for (let step = 0; step < WALKTHROUGH_STEPS.length; step++) {
        for (const width of [320, 720, 960]) {
          const data = verbsWalkthrough.compute({ step, fault });
          const svg = renderedChart(
            verbsWalkthrough.chart(data, {
              document: document as unknown as Document,
              width,
              lang: "en",
              tr,
              lens: defaultLens,
            }),
          );
          expect(Number(svg.getAttribute("height"))).toBeGreaterThan(200);
          expect(svg.outerHTML).not.toMatch(/NaN|undefined/);
          expect(verbsWalkthrough.summary(data, tr, "en", defaultLens)).not.toMatch(/[{}]/);
        }
      }
    }
  });
  it("compute() is memoised per state: the same state gives the same object (time per state: bench/figures.bench.ts)", () => {
    expect(verbsWalkthrough.compute({ step: 4, fault: "none" })).toBe(
      verbsWalkthrough.compute({ step: 4, fault: "none" }),
    );
  });
  it("the table lists every row with its step, time in µs and status", () => {
    const table = verbsWalkthrough.table(walkthrough(11, "wrong-rkey"), translator("en"));
    expect(table.columns.map((c) => c.key)).toEqual([
      "step",
      "timeUs",
      "host",
      "actor",
      "kind",
      "detail",
      "status",
    ]);
    expect(table.rows.some((r) => r.status === "IBV_WC_REM_ACCESS_ERR")).toBe(true);
  });
});
