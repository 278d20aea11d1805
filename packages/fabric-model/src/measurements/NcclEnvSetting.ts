/**
 * One NCCL environment variable as the text sets it, with where: an MPI launcher's `-x NAME=VALUE`
 * or `-genv NAME VALUE` ("mpirun"), a `NAME=VALUE command` line, a `NAME=VALUE` line of an
 * environment dump or a Kubernetes env entry ("assignment"), `export NAME=VALUE` or Slurm's
 * `--export=ALL,NAME=VALUE` ("export"), or NCCL's own INFO line `NAME set by environment to VALUE`
 * or its network plugin's `Setting NAME to "VALUE"` (what NCCL itself read: "nccl").
 * @example const s: NcclEnvSetting = { name: "NCCL_ALGO", value: "Ring", line: 3, source: "mpirun" };
 */
export interface NcclEnvSetting {
  /** The variable, e.g. "NCCL_ALGO", "NCCL_IB_HCA", "NCCL_SOCKET_IFNAME". */
  readonly name: string;
  /** Its value as written (quotes removed). */
  readonly value: string;
  /** 1-based line of the setting. */
  readonly line: number;
  readonly source: "mpirun" | "assignment" | "export" | "nccl";
}
