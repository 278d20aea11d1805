import { readFileSync } from "node:fs";
import {
  type Bytes,
  gpuNetworkPairings,
  ncclReferenceSweeps,
  pairingCollectiveHardware,
  predictCollective,
} from "fabric-model";
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

  it("nccl-all-reduce.mdx (en, ko) gives the model's plateau for the AWS T4 pods over sockets, with and without the flow limit", () => {
    const t4 = ncclReferenceSweeps.find((x) => x.id === "t4-2x1-sockets");
    if (t4 === undefined) throw new Error("the T4 socket sweep is in the corpus");
    const { flowRateLimit: _limit, socketsPerConnection: _sockets, ...free } = t4.input;
    const gbs = (input: typeof free) =>
      (predictCollective({ ...input, bytes: 2 ** 30 } as never).busBandwidth / 1e9).toFixed(1);
    const [limited, open] = [gbs(t4.input), gbs(free)];
    expect([limited, open]).toEqual(["2.3", "3.1"]);
    expect(chapter("en")).toContain(`prices the pair at ${limited} GB/s; without them, at the ${open}`);
    expect(chapter("ko")).toContain(
      `${limited} GB/s로 계산하고, 알려 주지 않으면 호스트 메모리 경로가 허용하는 ${open} GB/s`,
    );
  });

  it("nccl-all-reduce.mdx (en, ko) gives the model's pick and busbw on eight AWS P5 nodes, where aws-ofi-nccl's tuner picks", () => {
    const p5 = {
      collective: "all_reduce",
      ...pairingCollectiveHardware(gpuNetworkPairings["aws-p5"]),
      nodes: 8,
      ncclVersion: "2.27.7",
    } as const;
    const at = (bytes: number) => predictCollective({ ...p5, bytes: bytes as Bytes });
    const [small, large] = [at(2 ** 26), at(2 ** 30)];
    expect([small.algorithm, small.protocol, small.pickedBy]).toEqual(["tree", "LL128", "aws-ofi-nccl"]);
    expect([large.algorithm, large.protocol, large.pickedBy]).toEqual(["ring", "LL128", "aws-ofi-nccl"]);
    const [a, b] = [small, large].map((p) => (p.busBandwidth / 1e9).toFixed(0));
    expect(chapter("en")).toContain(`prices it at ${a} GB/s busbw, where a published run`);
    expect(chapter("en")).toContain(`a ring with LL128, ${b} against 274 measured`);
    expect(chapter("ko")).toContain(`busbw를 ${a} GB/s로`);
    expect(chapter("ko")).toContain(`LL128 링으로 실행하고 ${b}를 계산하며`);
  });
});
