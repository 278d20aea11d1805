import { describe, expect, it } from "vitest";
import { advisorTrainingContext } from "../../src/advisor/advisorTrainingContext.ts";
import { evaluateTrainingScenario } from "../../src/training/evaluateTrainingScenario.ts";
import { resolveTrainingScenario } from "../../src/training/resolveTrainingScenario.ts";

describe("advisorTrainingContext", () => {
  it("advisorTrainingContext with the study's GPUs per node is resolveTrainingScenario unchanged", () => {
    const r = advisorTrainingContext({ gpu: "h100-sxm", network: "vnic" }, { gpusPerNode: 8 });
    expect(r.gpusPerNodeChanged).toBe(false);
    expect(r.context).toEqual(resolveTrainingScenario({ gpu: "h100-sxm", network: "vnic" }));
  });

  it("advisorTrainingContext with other GPUs per node bands the calibrated path and marks it network-not-calibrated", () => {
    const base = resolveTrainingScenario({ gpu: "h100-sxm", network: "vnic" });
    const r = advisorTrainingContext({ gpu: "h100-sxm", network: "vnic" }, { gpusPerNode: 4 });
    expect(r.gpusPerNodeChanged).toBe(true);
    expect(r.context.gpusPerNode).toBe(4);
    expect(r.context.multiNodeReasons).toContain("network-not-calibrated");
    expect(r.context.bandwidthAtReference.low).toBeLessThan(base.bandwidthAtReference.value);
    expect(r.context.bandwidthAtReference.high).toBeGreaterThan(r.context.bandwidthAtReference.low);
    const p = evaluateTrainingScenario(r.context, 2);
    expect(p.kind).toBe("band");
    expect(p.gpusPerNode).toBe(4);
    // One node sends nothing: its prediction stays a calibrated point with the new GPU count.
    expect(evaluateTrainingScenario(r.context, 1).kind).toBe("calibrated");
  });

  it("advisorTrainingContext rejects a GPU count that is not a positive integer", () => {
    expect(() => advisorTrainingContext({ gpu: "l40s", network: "vnic" }, { gpusPerNode: 1.5 })).toThrow(
      RangeError,
    );
  });
});
