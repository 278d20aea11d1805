import { describe, expect, it } from "vitest";
import { parseMeasurement, parseNcclTests } from "../../src/index.ts";

// NCCL log lines the paste corpus has no real example of, written here from NCCL's own format
// strings (NVIDIA/nccl: src/transport/p2p.cc "Channel %02d/%01d : %d[%d] -> %d[%d] via P2P/%s",
// src/transport/net.cc "... [send] via NET/%s/%d(%d)%s%s" where (%d) is the proxy rank of PXN,
// src/transport/nvls.cc "NVLS comm %p headRank %d nHeads %d ...", src/init.cc "%d coll channels,
// %d collnet channels, %d nvls channels, ...", src/enqueue.cc "%s: %ld Bytes -> Algo %d proto %d
// time %f"). The real logs of eight clusters are read in pasteCorpus.test.ts.

const log = (lines: readonly string[]) => {
  const r = parseMeasurement(lines.join("\n"));
  if (r.kind !== "nccl-log") throw new Error(`read as ${r.kind}`);
  return r;
};

describe("ncclLogReader, on line formats of recent NCCL", () => {
  it("reads P2P/CUMEM, NVLS set up, and a network connection through another rank's NIC (PXN)", () => {
    const r = log([
      "h100-a:10:20 [0] NCCL INFO comm 0x1 rank 0 nRanks 16 nNodes 2 localRanks 8 localRank 0 MNNVL 0",
      "h100-a:10:20 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/CUMEM/read",
      "h100-a:10:20 [0] NCCL INFO Channel 01/0 : 3[3] -> 11[3] [send] via NET/IB/3(2)/GDRDMA",
      "h100-a:10:20 [0] NCCL INFO NVLS comm 0x1 headRank 0 nHeads 8 buffSize 4194304 memSize 2097152 nvlsPerRankSize 201326592 nvlsTotalSize 1610612736",
      "h100-a:10:20 [0] NCCL INFO 24 coll channels, 24 collnet channels, 16 nvls channels, 32 p2p channels, 32 p2p channels per peer",
    ]).ncclLog;
    expect(r.connections.map((c) => [c.kind, c.transport, c.gdr, c.netDevice, c.proxyRank])).toEqual([
      ["p2p", "P2P/CUMEM/read", false, null, null],
      ["net", "NET/IB/3(2)/GDRDMA", true, 3, 2],
    ]);
    expect([r.nvls, r.pxn, r.gdr, r.nranks, r.nNodes, r.localRanks]).toEqual([true, true, "on", 16, 2, 8]);
  });

  it("reads the tuner's choices, numbered (2.19) or named (2.26), once per collective and size", () => {
    const r = log([
      "n:1:1 [0] NCCL INFO AllReduce: 1048576 Bytes -> Algo 1 proto 2 time 23.800000",
      "n:1:1 [0] NCCL INFO AllReduce: 1048576 Bytes -> Algo 1 proto 2 time 23.800000",
      "n:1:1 [0] NCCL INFO AllGather: 16 Bytes -> Algo RING proto LL channel{Lo..Hi}={0..0}",
      "n:1:1 [0] NCCL INFO ReduceScatter: 8388608 Bytes -> Algo 4 proto 2 time 40.1",
    ]).ncclLog;
    expect(r.tunerChoices.map((t) => [t.collective, t.bytes, t.algorithm, t.protocol])).toEqual([
      ["AllReduce", 1048576, "Ring", "Simple"],
      ["AllGather", 16, "Ring", "LL"],
      ["ReduceScatter", 8388608, "NVLS", "Simple"],
    ]);
  });

  it("reads rings from rank 0's channel lines and trees from every rank's Trees line", () => {
    const r = log([
      "n:1:1 [0] NCCL INFO Channel 00/02 : 0 1 2 3",
      "n:1:1 [0] NCCL INFO Channel 01/02 : 0 3 2 1",
      "n:1:1 [0] NCCL INFO Trees [0] 1/-1/-1->0->-1 [1] 3/-1/-1->0->-1",
      "n:1:2 [1] NCCL INFO Trees [0] 2/-1/-1->1->0 [1] -1/-1/-1->1->2",
    ]).ncclLog;
    expect(r.channels).toBe(2);
    expect(r.rings.map((ring) => ring.ranks)).toEqual([
      [0, 1, 2, 3],
      [0, 3, 2, 1],
    ]);
    expect(r.trees.map((t) => [t.channel, t.rank, t.up, t.down])).toEqual([
      [0, 0, -1, [1]],
      [1, 0, -1, [3]],
      [0, 1, 0, [2]],
      [1, 1, 2, []],
    ]);
  });

  it("flags sockets only between nodes: one node over NET/Socket is not a mistake", () => {
    const head = "n:1:1 [0] NCCL INFO Using network Socket";
    const one = log([head, "n:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 8 nNodes 1 localRanks 8 localRank 0"]);
    const two = log([
      head,
      "n:1:1 [0] NCCL INFO comm 0x1 rank 0 nRanks 16 nNodes 2 localRanks 8 localRank 0",
    ]);
    expect(one.ncclLog.findings).toEqual([]);
    expect(two.ncclLog.findings).toEqual([{ line: 1, code: "nccl-log-socket-between-nodes", values: {} }]);
  });
});

describe("the NCCL environment a text sets (env)", () => {
  it("reads -x NAME=VALUE, NAME=VALUE before a command, export, and NCCL's own report, which wins", () => {
    const r = parseNcclTests(
      [
        "export NCCL_NVLS_ENABLE=0",
        "NCCL_MIN_NCHANNELS=4 mpirun -np 16 -x NCCL_ALGO=Tree -x NCCL_PROTO=LL128 -x NCCL_IB_HCA='=mlx5_0,mlx5_1' ./build/all_reduce_perf -b 8 -e 1G",
        "n:1:1 [0] NCCL INFO NCCL_ALGO set by environment to Ring",
        "n:1:1 [0] NCCL INFO NCCL_IB_HCA set to =mlx5_0,mlx5_1",
      ].join("\n"),
    );
    expect(r.env.map((s) => [s.name, s.value, s.line, s.source])).toEqual([
      ["NCCL_ALGO", "Ring", 3, "nccl"],
      ["NCCL_IB_HCA", "=mlx5_0,mlx5_1", 4, "nccl"],
      ["NCCL_MIN_NCHANNELS", "4", 2, "assignment"],
      ["NCCL_NVLS_ENABLE", "0", 1, "export"],
      ["NCCL_PROTO", "LL128", 2, "mpirun"],
    ]);
  });

  it("reads Slurm's --export list, -genv NAME VALUE, and a Kubernetes env entry over two lines", () => {
    const r = parseNcclTests(
      [
        "srun --mpi=pmix --export=ALL,NCCL_IB_QPS_PER_CONNECTION=2,NCCL_MIN_NCHANNELS=32 all_reduce_perf -b 8 -e 1G",
        "mpiexec -n 16 -genv NCCL_ALGO Ring -env NCCL_PROTO Simple ./all_reduce_perf",
        "        env:",
        "        - name: NCCL_NVLS_ENABLE",
        '          value: "0"',
        "        - name: NCCL_DEBUG",
        "        - name: OTHER",
        "          value: x",
        "  --export NONE",
      ].join("\n"),
    );
    expect(r.env.map((s) => [s.name, s.value, s.line, s.source])).toEqual([
      ["NCCL_ALGO", "Ring", 2, "mpirun"],
      ["NCCL_IB_QPS_PER_CONNECTION", "2", 1, "export"],
      ["NCCL_MIN_NCHANNELS", "32", 1, "export"],
      ["NCCL_NVLS_ENABLE", "0", 5, "assignment"],
      ["NCCL_PROTO", "Simple", 2, "mpirun"],
    ]);
  });

  it("reads what a network plugin set before NCCL read it (aws-ofi-nccl's Setting NCCL_PROTO to \"simple\"), over a command line's", () => {
    const r = parseNcclTests(
      [
        "mpirun -np 2 -x NCCL_PROTO=LL128 ./all_reduce_perf -b 8 -e 1G",
        'node-0:21:21 [0] NCCL INFO NET/OFI Setting NCCL_PROTO to "simple"',
        "node-0:21:21 [0] NCCL INFO NET/OFI Setting FI_EFA_FORK_SAFE environment variable to 1",
      ].join("\n"),
    );
    expect(r.env.map((s) => [s.name, s.value, s.line, s.source])).toEqual([
      ["NCCL_PROTO", "simple", 2, "nccl"],
    ]);
  });
});
