/**
 * Memory-region and queue-pair access flags, with the bit values of libibverbs' `enum ibv_access_flags`
 * so that C code ports unchanged: `IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE`.
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/verbs.h (enum ibv_access_flags)
 */

/** The HCA may write into the region on behalf of this host (RECV buffers, RDMA READ targets). `regMr(pd, buf, IBV_ACCESS_LOCAL_WRITE)` */
export const IBV_ACCESS_LOCAL_WRITE = 1;
/** A remote peer holding the rkey may RDMA WRITE into the region; needs `IBV_ACCESS_LOCAL_WRITE` too. `IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE` */
export const IBV_ACCESS_REMOTE_WRITE = 2;
/** A remote peer holding the rkey may RDMA READ from the region. `regMr(pd, buf, IBV_ACCESS_REMOTE_READ)` */
export const IBV_ACCESS_REMOTE_READ = 4;

/** A bitwise OR of `IBV_ACCESS_*` flags, e.g. `IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_READ`. */
export type IbvAccessFlags = number;

/** Every access bit this simulator knows; others are refused with EINVAL. */
export const IBV_ACCESS_ALL: IbvAccessFlags =
  IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ;

/** Names of the flags set in `flags`, for messages: `ibvAccessFlagNames(3)` -> `["IBV_ACCESS_LOCAL_WRITE", "IBV_ACCESS_REMOTE_WRITE"]`. */
export function ibvAccessFlagNames(flags: IbvAccessFlags): string[] {
  const names: string[] = [];
  if (flags & IBV_ACCESS_LOCAL_WRITE) names.push("IBV_ACCESS_LOCAL_WRITE");
  if (flags & IBV_ACCESS_REMOTE_WRITE) names.push("IBV_ACCESS_REMOTE_WRITE");
  if (flags & IBV_ACCESS_REMOTE_READ) names.push("IBV_ACCESS_REMOTE_READ");
  return names;
}
