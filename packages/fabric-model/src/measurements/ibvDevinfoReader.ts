import type { GidEntry } from "../infiniband/GidEntry.ts";
import { formatGid, parseGid } from "../infiniband/parseGid.ts";
import type { IbPortReading } from "./InfinibandToolsResult.ts";
import { ibLinkRate } from "./ibLinkRate.ts";
import { ibLinkLayer, ibPhysicalState, ibPortState } from "./ibPortStates.ts";
import { type IbToolLineReader, ibNumber } from "./ibToolLine.ts";

type Draft = { -readonly [K in keyof IbPortReading]: IbPortReading[K] } & {
  width: number | null;
  laneGbps: number | null;
};

/** What `ibv_devinfo` printed: its ports and, with `-v`, their GID tables. */
export interface IbvDevinfoReading {
  readonly ports: IbPortReading[];
  readonly gids: Array<GidEntry & { readonly line: number }>;
}

/**
 * A reader of `ibv_devinfo` output (rdma-core): `hca_id:` blocks with fw_ver, `port:` blocks with
 * state, port_lid, sm_lid, port_lmc, link_layer and, with `-v`, active_width ("4X (2)"),
 * active_speed ("25.0 Gbps (32)"), phys_state and the GID table (`GID[  3]: …, RoCE v2` on recent
 * rdma-core). A port block without its `hca_id` line (a cut paste) is read with device "".
 * @example const r = ibvDevinfoReader(); r.line("hca_id: mlx5_0", 1); r.end().ports // []
 */
export function ibvDevinfoReader(): IbToolLineReader<IbvDevinfoReading> {
  const ports: IbPortReading[] = [];
  const gids: Array<GidEntry & { line: number }> = [];
  let device: string | null = null;
  let firmware: string | null = null;
  let port: Draft | null = null;
  const close = () => {
    if (port === null) return;
    const { width, laneGbps, ...rest } = port;
    ports.push({ ...rest, rate: ibLinkRate({ width, laneGbps, linkLayer: port.linkLayer }) });
    port = null;
  };
  return {
    line(text, n) {
      const hca = /^hca_id:\s*(\S{1,64})$/.exec(text);
      if (hca !== null) {
        close();
        device = hca[1] as string;
        firmware = null;
        return true;
      }
      const kv = /^([a-z_]{2,24}):\s+(.*)$/.exec(text);
      const p = /^port:\s+(\d{1,3})$/.exec(text);
      if (p !== null) {
        close();
        port = {
          line: n,
          tool: "ibv_devinfo",
          device: device ?? "",
          port: Number(p[1]),
          state: null,
          physicalState: null,
          rate: null,
          width: null,
          laneGbps: null,
          lid: null,
          smLid: null,
          lmc: null,
          linkLayer: null,
          firmware,
          peer: null,
          couldBeLaneGbps: null,
        };
        return true;
      }
      if (kv !== null && kv[1] === "fw_ver" && device !== null) {
        firmware = (kv[2] as string).trim();
        return true;
      }
      if (port === null) return false;
      const gid = /^GID\[\s*(\d{1,5})\]:\s+([0-9a-fA-F:.]{2,45})(?:,\s*RoCE (v[12]))?$/.exec(text);
      if (gid !== null) {
        const groups = parseGid(gid[2] as string);
        if (groups === null) return false;
        const ipv4 =
          groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
            ? [groups[6] as number, groups[7] as number].map((g) => `${g >> 8}.${g & 255}`).join(".")
            : null;
        gids.push({
          line: n,
          device: port.device,
          port: port.port ?? 0,
          index: Number(gid[1]),
          gid: formatGid(groups),
          ipv4,
          version: (gid[3] as "v1" | "v2" | undefined) ?? null,
          netdev: "",
        });
        return true;
      }
      if (kv === null) return false;
      const value = (kv[2] as string).trim();
      switch (kv[1]) {
        case "state":
          port.state = ibPortState(value);
          return true;
        case "phys_state":
          port.physicalState = ibPhysicalState(value);
          return true;
        case "port_lid":
          port.lid = ibNumber(value);
          return true;
        case "sm_lid":
          port.smLid = ibNumber(value);
          return true;
        case "port_lmc":
          port.lmc = ibNumber(value);
          return true;
        case "link_layer":
          port.linkLayer = ibLinkLayer(value);
          return true;
        case "active_width": {
          const w = /^(\d{1,2})X\b/.exec(value);
          port.width = w === null ? null : Number(w[1]);
          return true;
        }
        case "active_speed": {
          const s = /^(\d{1,3}(?:\.\d{1,5})?) Gbps\b/.exec(value);
          port.laneGbps = s === null ? null : Number(s[1]);
          return true;
        }
        case "max_mtu":
        case "active_mtu":
          return true;
        default:
          return false;
      }
    },
    end() {
      close();
      return { ports, gids };
    },
  };
}
