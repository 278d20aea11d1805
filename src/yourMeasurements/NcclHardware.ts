/**
 * The hardware an nccl-tests run used, as the model needs it; the page prefills it from what
 * the output reveals and the reader corrects it.
 */
import type { CollectiveAlgorithmChoice, CollectiveTransport, GpuPresetId, NcclProtocol } from "fabric-model";

/** Inputs of the nccl-tests comparison. */
export interface NcclHardware {
  readonly gpu: GpuPresetId;
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** NICs the job's GPUs use, all nodes' worth per node. */
  readonly nicCount: number;
  /** Line rate of one NIC, Gb/s one way. */
  readonly nicGbps: number;
  readonly transport: CollectiveTransport;
  /** What the run asked NCCL for (NCCL_ALGO, NCCL_PROTO); absent: NCCL's tuner picks. */
  readonly algorithm?: CollectiveAlgorithmChoice;
  readonly protocol?: NcclProtocol;
  /**
   * How the run set NCCL's connections (NCCL_IB_QPS_PER_CONNECTION; NCCL_MIN_CTAS or
   * NCCL_MIN_NCHANNELS); absent: NCCL's defaults (one queue pair, the channels its search finds).
   */
  readonly qpsPerConnection?: number;
  readonly minChannels?: number;
  /**
   * NVLink SHARP and SHARP in the switches (NCCL_NVLS_ENABLE, NCCL_COLLNET_ENABLE); absent: NCCL's
   * defaults (NVLS where the NVSwitches have it, no CollNet).
   */
  readonly nvls?: boolean;
  readonly collnet?: boolean;
  /**
   * GPUs of a node reach each other directly (NCCL's P2P transport); false: through host memory
   * (SHM: NCCL_P2P_DISABLE=1, or NCCL's log shows only "via SHM"); absent: P2P.
   */
  readonly p2p?: boolean;
  /**
   * Over kernel TCP: the sockets each connection opens (NCCL_SOCKET_NTHREADS x
   * NCCL_NSOCKS_PERTHREAD, or NCCL's "Using N threads and M sockets per thread"), and the most one
   * flow carries across the network, Gb/s (AWS: 10 in a cluster placement group, 5 otherwise);
   * absent: one socket, no limit.
   */
  readonly socketsPerConnection?: number;
  readonly flowGbps?: number;
  /**
   * aws-ofi-nccl's tuner picks the pair (NCCL's "TUNER/Plugin: Using nccl_ofi_tuner", or
   * NCCL_TUNER_PLUGIN naming the plugin); false: NCCL's own tuner; absent: as NCCL's release does
   * by itself (the model's `ofiTuner`).
   */
  readonly ofiTuner?: boolean;
}
