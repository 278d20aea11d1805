import { readFileSync } from "node:fs";
import { ncclReferenceSweeps } from "fabric-model";
import { describe, expect, it } from "vitest";

/** The NCCL chapter's words on the published-sweeps figure, which offers every sweep of the corpus. */
const chapter = (lang: "en" | "ko") => readFileSync(`content/chapters/${lang}/nccl-all-reduce.mdx`, "utf8");
const sweeps = ncclReferenceSweeps.length;
const systems = new Set(ncclReferenceSweeps.map((s) => s.system)).size;

describe("the NCCL chapter's corpus counts", () => {
  it("nccl-all-reduce.mdx (en) says how many sweeps from how many systems ncclReferenceSweeps holds", () => {
    const said = /corpus holds, (\d+) from (\d+)\s+systems/.exec(chapter("en"));
    expect(said?.slice(1).map(Number)).toEqual([sweeps, systems]);
  });

  it("nccl-all-reduce.mdx (ko) says the same counts", () => {
    const said = /시스템 (\d+)개의 (\d+)개/.exec(chapter("ko"));
    expect(said?.slice(1).map(Number)).toEqual([systems, sweeps]);
  });
});
