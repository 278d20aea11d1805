/**
 * Work-completion statuses this simulator can report (a subset of libibverbs `enum ibv_wc_status`),
 * and their libibverbs text.
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/enum_strs.c (ibv_wc_status_str)
 */
export type IbvWcStatus =
  | "IBV_WC_SUCCESS"
  | "IBV_WC_LOC_LEN_ERR"
  | "IBV_WC_LOC_PROT_ERR"
  | "IBV_WC_WR_FLUSH_ERR"
  | "IBV_WC_REM_INV_REQ_ERR"
  | "IBV_WC_REM_ACCESS_ERR"
  | "IBV_WC_REM_OP_ERR"
  | "IBV_WC_RETRY_EXC_ERR"
  | "IBV_WC_RNR_RETRY_EXC_ERR";

const STATUS_TEXT: Readonly<Record<IbvWcStatus, string>> = Object.freeze({
  IBV_WC_SUCCESS: "success",
  IBV_WC_LOC_LEN_ERR: "local length error",
  IBV_WC_LOC_PROT_ERR: "local protection error",
  IBV_WC_WR_FLUSH_ERR: "Work Request Flushed Error",
  IBV_WC_REM_INV_REQ_ERR: "remote invalid request error",
  IBV_WC_REM_ACCESS_ERR: "remote access error",
  IBV_WC_REM_OP_ERR: "remote operation error",
  IBV_WC_RETRY_EXC_ERR: "transport retry counter exceeded",
  IBV_WC_RNR_RETRY_EXC_ERR: "RNR retry counter exceeded",
});

/** All statuses the simulator reports: `IBV_WC_STATUSES.includes("IBV_WC_SUCCESS")` -> true. */
export const IBV_WC_STATUSES: readonly IbvWcStatus[] = Object.freeze(
  Object.keys(STATUS_TEXT) as IbvWcStatus[],
);

/** libibverbs' text for a status, as `ibv_wc_status_str()` prints it: `ibvWcStatusStr("IBV_WC_REM_ACCESS_ERR")` -> "remote access error". */
export function ibvWcStatusStr(status: IbvWcStatus): string {
  return STATUS_TEXT[status] ?? "unknown";
}
