/**
 * The data paths `messagePath` and `datapathThroughput` model: the kernel TCP socket path and
 * the three RDMA verbs (one-sided WRITE and READ, two-sided SEND/RECV) over a reliable
 * connection.
 * @example const path: DatapathPathKind = "rdma-write";
 */
export type DatapathPathKind = "kernel-tcp" | "rdma-write" | "rdma-send" | "rdma-read";

/** Every `DatapathPathKind`, in display order. @example datapathPathKinds.includes("kernel-tcp") */
export const datapathPathKinds: readonly DatapathPathKind[] = [
  "kernel-tcp",
  "rdma-write",
  "rdma-send",
  "rdma-read",
];
