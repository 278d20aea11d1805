import type { RepositorySource } from "../Source.ts";

const SIZES = "rows at every fourth power of two from 8 B (8, 32, 128, ...) and the largest size";

/**
 * Where each published nccl-tests all-reduce sweep the package uses was read (a repository file at
 * a commit, the lines, what they show), by the name of the shared fixture that holds the same lines
 * (read only by tests). `ncclReferenceSweeps` overlays these sweeps on the model and
 * `calibratedTransports` is fitted to them; both cite them from here.
 * @example ncclSweepSources["nccl_allreduce_aws_2rank_efa.txt"].lines // "233-272"
 */
export const ncclSweepSources = {
  "nccl_allreduce_h100_2x8_gcp_a3mega_tcpxo.txt": {
    repo: "lessizzmore/create-a3mega-ztan-fork",
    path: "ztan-NCCL-test-result",
    commit: "02dd8f455c43ced1cf442ef29334bda97149264b",
    lines: "3-64",
    read: `all_reduce_perf 8 B to 8 GiB, 16 ranks; ${SIZES}`,
  },
  "nccl_allreduce_gh200_2x4_slingshot_ofi.txt": {
    repo: "eth-cscs/cscs-docs",
    path: "docs/software/communication/nccl.md",
    commit: "88df2a22f3b76d6c1fee286594b82e838b229231",
    lines: "161-206",
    read: `all_reduce_perf 8 B to 128 MiB, 8 ranks; ${SIZES}`,
  },
  "nccl_allreduce_gh200_2x1_slingshot_sarus_v2.18.2.txt": {
    repo: "eth-cscs/cscs-docs",
    path: "docs/software/container-engine/sarus-suite/index.md",
    commit: "7caf8c124490506e694c7b3136dddc84f0101a4f",
    lines: "56-80",
    read: "all_reduce_perf 1 MiB to 128 MiB, 2 ranks (nccl-tests 2.18.2 format); every row",
  },
  "nccl_allreduce_gh200_2x4_cxi_hook_disabled.txt": {
    repo: "eth-cscs/cscs-docs",
    path: "docs/software/communication/nccl.md",
    commit: "88df2a22f3b76d6c1fee286594b82e838b229231",
    lines: "211-256",
    read: `all_reduce_perf 8 B to 128 MiB, 8 ranks; ${SIZES}`,
  },
  "nccl_allreduce_aws_2rank_efa.txt": {
    repo: "aws-samples/aws-do-eks",
    path: "Container-Root/eks/deployment/karpenter/README.md",
    commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
    lines: "233-272",
    read: `all_reduce_perf 4 B to 1 GiB, 2 ranks; NCCL prints "NET/OFI Selected Provider is efa"; ${SIZES}`,
  },
  "nccl_allreduce_aws_2rank_socket_tcp.txt": {
    repo: "aws-samples/aws-do-eks",
    path: "Container-Root/eks/deployment/karpenter/README.md",
    commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
    lines: "169-208",
    read: `all_reduce_perf 4 B to 1 GiB, 2 ranks (the README elides some lines with "..."); ${SIZES}`,
  },
} as const satisfies Readonly<Record<string, RepositorySource>>;

/** The name of a shared fixture holding one of the published sweeps. */
export type NcclSweepFixture = keyof typeof ncclSweepSources;
