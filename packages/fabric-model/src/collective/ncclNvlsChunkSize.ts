import type { RepositorySource } from "../Source.ts";

/**
 * What NCCL needs to size an NVLS or NVLS Tree operation's chunks: the channels NVLS runs on times
 * the NVLS heads (`concurrentOps`), and the largest chunk it may use (bytes).
 */
export interface NvlsChunking {
  readonly algorithm: "nvls" | "nvlstree";
  readonly concurrentOps: number;
  readonly maxChunk: number;
}

/**
 * NCCL's default NVLS chunk (NCCL_NVLS_CHUNKSIZE, 128 KiB), the chunk the NVLS latency ratio
 * (`latNvls`) is priced at.
 * @example NVLS_REFERENCE_CHUNK // 131072
 */
export const NVLS_REFERENCE_CHUNK = 128 * 1024;

/**
 * Where `ncclNvlsChunking` and `ncclNvlsChunkSize` were read.
 * @example ncclNvlsChunkSource.path // "src/enqueue.cc"
 */
export const ncclNvlsChunkSource: RepositorySource = {
  repo: "NVIDIA/nccl",
  path: "src/enqueue.cc",
  commit: "e7fcc7da24976ee57eeba70a23b2733b0df9d2da",
  lines: "2084-2285",
  read: "NCCL 2.30.7: NVLS and NVLS Tree run on nvlsChannels at every size; their chunk halves below 64/8/2 x concurrentOps x chunk (NVLS) and 32/16/4/1 x (NVLS Tree), concurrentOps = nChannels x nvls.nHeads. src/transport/nvls.cc lines 155-245: NVLS_NCHANNELS_SM90 16, _SM100 32 across nodes and 24 on one NVLink domain, NCCL_NVLS_CHUNKSIZE 128 KiB, the tree's largest chunk 64 KiB from 4 nodes, ncclNvlsTreeSm100Tuning",
};

/** The facts of a job NCCL's NVLS chunk sizing reads. */
export interface NvlsJob {
  readonly computeCapability: number;
  readonly nodes: number;
  readonly gpusPerNode: number;
  /** NVLS heads per node (`nvlsHeads`). */
  readonly heads: number;
  /** One NIC's rate (GB/s; 0 on one node). */
  readonly nicGBps: number;
  /** The GPUs reach their NICs through a PCIe switch (NCCL path PXB or closer). */
  readonly nicBehindPcieSwitch: boolean;
}

/**
 * How NCCL sizes the chunks of an NVLS or NVLS Tree operation on this job: NVLS channels by
 * architecture (16 on Hopper; 32 across nodes and 24 on one NVLink domain on Blackwell), times the
 * heads; the largest chunk 128 KiB, for NVLS Tree at most 64 KiB from four nodes; on Blackwell
 * across nodes, NCCL's SM100 tuning by node count, GPUs per node, NIC rate and GPU-NIC path.
 * @example ncclNvlsChunking("nvls", { computeCapability: 90, nodes: 1, gpusPerNode: 8, heads: 8, nicGBps: 0, nicBehindPcieSwitch: true }).concurrentOps // 128
 */
export function ncclNvlsChunking(algorithm: "nvls" | "nvlstree", job: NvlsJob): NvlsChunking {
  const { computeCapability: cc, nodes, gpusPerNode: ppn, nicGBps } = job;
  let channels = cc >= 100 ? (nodes > 1 ? 32 : 24) : 16;
  let chunk = NVLS_REFERENCE_CHUNK;
  let treeMax = 0;
  if (cc >= 100 && nodes > 1) {
    // ncclNvlsTreeSm100Tuning
    if (nodes === 2 && nicGBps >= 48) {
      channels = 32;
      treeMax = 128 * 1024;
      if (ppn <= 4) {
        chunk = 256 * 1024;
        treeMax = 256 * 1024;
      } else if (ppn >= 16 || (ppn <= 8 && job.nicBehindPcieSwitch && nicGBps < 96)) {
        treeMax = 64 * 1024;
      }
    } else if (nicGBps >= 96) {
      if (ppn <= 8) {
        channels = 24;
        chunk = 256 * 1024;
        treeMax = 256 * 1024;
      } else {
        channels = 32;
        treeMax = ppn < 32 ? 128 * 1024 : 64 * 1024;
      }
    } else if (nicGBps >= 48) {
      channels = 24;
      treeMax = job.nicBehindPcieSwitch ? 64 * 1024 : 128 * 1024;
    }
  }
  if (treeMax === 0) treeMax = nodes >= 4 ? 64 * 1024 : chunk;
  return {
    algorithm,
    concurrentOps: channels * job.heads,
    maxChunk: algorithm === "nvls" ? chunk : Math.min(chunk, treeMax),
  };
}

/**
 * The chunk (bytes) NCCL moves an NVLS or NVLS Tree operation of `bytes` in: smaller buffers get
 * smaller chunks, so that every channel and head still has several to pipeline.
 * @example ncclNvlsChunkSize({ algorithm: "nvls", concurrentOps: 128, maxChunk: 131072 }, 2 ** 24) // 32768
 */
export function ncclNvlsChunkSize(chunking: NvlsChunking, bytes: number): number {
  const { concurrentOps: ops } = chunking;
  let chunk = chunking.maxChunk;
  const steps: readonly (readonly [number, number])[] =
    chunking.algorithm === "nvls"
      ? [
          [64, 65536],
          [8, 32768],
          [2, 16384],
        ]
      : [
          [32, 262144],
          [16, 131072],
          [4, 65536],
          [1, 32768],
        ];
  for (const [times, smaller] of steps) {
    if (bytes < times * ops * chunk && chunk > smaller) chunk = smaller;
  }
  return chunk;
}
