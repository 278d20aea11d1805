import type { IbPortReading } from "./InfinibandToolsResult.ts";
import { ibLinkRate } from "./ibLinkRate.ts";
import { ibPhysicalState, ibPortState } from "./ibPortStates.ts";
import type { IbToolLineReader } from "./ibToolLine.ts";

// A port row: [GUID] LID PORT[ext] ==( [WIDTH SPEED Gbps] STATE/ PHYS)==> [GUID] [LID] [PORT][ext] "peer" ( note )
const ROW =
  /^(?:(0x[0-9a-f]{1,16})\s+)?(\d{1,5})\s+(\d{1,3})\[[^\]]{0,8}\]\s+==\(\s*(?:(\d{1,2})X\s+(\d{1,3}(?:\.\d{1,6})?) Gbps\s+)?(\w{1,16})\/\s*(\w{1,32})\s*\)==>\s*(.*)$/i;
const PEER =
  /^(?:0x[0-9a-f]{1,16}\s+)?(?:(\d{1,5})\s+)?(?:(\d{1,3}))?\[[^\]]{0,8}\]\s*"([^"]{0,128})"\s*\((.{0,80})\)\s*$/i;

/**
 * A reader of `iblinkinfo` output (infiniband-diags): `CA:` and `Switch:` headers, then one row per
 * port with its LID, port number, width ("4X"), lane speed as signalled ("25.78125 Gbps"), state,
 * physical state, the node at the other end and a note such as "Could be 53.125 Gbps". Rows
 * grepped out of their headers are read with the row's GUID (or LID) as the device.
 * @example const r = iblinkinfoReader(); r.line("CA: n02 HCA-1:", 1); r.end() // []
 */
export function iblinkinfoReader(): IbToolLineReader<IbPortReading[]> {
  const ports: IbPortReading[] = [];
  let node: string | null = null;
  return {
    line(text, n) {
      const header = /^(CA|Switch|Router):\s+(?:(0x[0-9a-f]{1,16})\s+)?(.{0,128}):$/i.exec(text);
      if (header !== null) {
        node = (header[3] as string).trim() || (header[2] ?? "");
        return true;
      }
      const row = ROW.exec(text);
      if (row === null) return false;
      const state = ibPortState(row[6] as string);
      const physicalState = ibPhysicalState(row[7] as string);
      if (state === null && physicalState === null) return false;
      const peerMatch = PEER.exec(row[8] as string);
      const peerName = peerMatch?.[3] ?? "";
      const peerPort = peerMatch?.[2];
      const could = /Could be (\d{1,3}(?:\.\d{1,6})?) Gbps/.exec(peerMatch?.[4] ?? "");
      const width = row[4] === undefined ? null : Number(row[4]);
      const lane = row[5] === undefined ? null : Number(row[5]);
      const lid = Number(row[2]);
      ports.push({
        line: n,
        tool: "iblinkinfo",
        device: node ?? row[1] ?? `LID ${lid}`,
        port: Number(row[3]),
        state,
        physicalState,
        rate: ibLinkRate({ width, laneGbps: lane, linkLayer: "infiniband" }),
        lid,
        smLid: null,
        lmc: null,
        linkLayer: "infiniband",
        firmware: null,
        peer:
          peerName === "" && peerPort === undefined
            ? null
            : {
                name: peerName,
                lid: peerMatch?.[1] === undefined ? null : Number(peerMatch[1]),
                port: peerPort === undefined ? null : Number(peerPort),
              },
        couldBeLaneGbps: could === null ? null : Number(could[1]),
      });
      return true;
    },
    end() {
      return ports;
    },
  };
}
