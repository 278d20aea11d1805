/**
 * One row of a port's GID table, as `show_gids` lists it: the RDMA device and port, the GID index,
 * the GID (eight groups of four hex digits), the IPv4 address when the GID is IPv4-mapped, the RoCE
 * version of the entry (null on InfiniBand) and the network device it belongs to.
 */
export interface GidEntry {
  readonly device: string;
  readonly port: number;
  readonly index: number;
  /** Full form, lower case: "0000:0000:0000:0000:0000:ffff:0b00:0048". */
  readonly gid: string;
  /** Dotted IPv4 address of an IPv4-mapped GID (::ffff:a.b.c.d), else null. */
  readonly ipv4: string | null;
  /** "v1" (RoCE v1: GRH over Ethernet) or "v2" (RoCE v2: UDP/IP); null on InfiniBand. */
  readonly version: "v1" | "v2" | null;
  /** Network device (RoCE), or "" when none is listed. */
  readonly netdev: string;
}
