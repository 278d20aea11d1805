import type { Source } from "../Source.ts";

/**
 * Device limits the simulated HCA enforces (a subset of C `struct ibv_device_attr`), equal to what
 * `ibv_devinfo -v` prints for a ConnectX-5 (mlx5, vendor_part_id 4119).
 */
export interface IbvDeviceAttr {
  readonly maxQpWr: number;
  readonly maxSge: number;
  readonly maxCqe: number;
  readonly maxQpRdAtom: number;
  readonly maxQpInitRdAtom: number;
  readonly maxPkeys: number;
  readonly physPortCnt: number;
  /** Where the limits were read. */
  readonly source: Source;
}

/** The simulated device's limits: `ibvDeviceAttrPreset.maxQpWr` -> 32768. */
export const ibvDeviceAttrPreset: IbvDeviceAttr = Object.freeze({
  maxQpWr: 32768,
  maxSge: 30,
  maxCqe: 4194303,
  maxQpRdAtom: 16,
  maxQpInitRdAtom: 16,
  maxPkeys: 128,
  physPortCnt: 1,
  source: {
    url: "https://github.com/open-mpi/ompi/pull/6137",
    read:
      "comment 2018-12-12, `ibv_devinfo -v` of mlx5_1, ConnectX-5 vendor_part_id 4119, fw 16.23.1020: " +
      "phys_port_cnt 1, max_qp_wr 32768, max_sge 30, max_cqe 4194303, max_qp_rd_atom 16, " +
      "max_qp_init_rd_atom 16; max_pkeys 128 as ConnectX `ibv_devinfo -vv` listings print it",
  },
});
