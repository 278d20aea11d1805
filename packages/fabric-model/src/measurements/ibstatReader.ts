import type { IbPortReading } from "./InfinibandToolsResult.ts";
import { ibLinkRate } from "./ibLinkRate.ts";
import { ibLinkLayer, ibPhysicalState, ibPortState } from "./ibPortStates.ts";
import { type IbToolLineReader, ibNumber } from "./ibToolLine.ts";

type Draft = { -readonly [K in keyof IbPortReading]: IbPortReading[K] } & {
  rateGbps: number | null;
  rateName: string | null;
};

/**
 * A reader of `ibstat` output (infiniband-diags): `CA 'mlx5_0'` blocks with their firmware and
 * `Port N:` blocks with State, Physical state, Rate (Gb/s), Base lid, LMC, SM lid and Link layer.
 * Values it cannot read (elided as "...") stay null. Takes cleaned lines (`ibToolLine`).
 * @example const r = ibstatReader(); r.line("CA 'mlx5_0'", 1); r.end() // []
 */
export function ibstatReader(): IbToolLineReader<IbPortReading[]> {
  const ports: IbPortReading[] = [];
  let device: string | null = null;
  let firmware: string | null = null;
  let port: Draft | null = null;
  const close = () => {
    if (port === null) return;
    const { rateGbps, rateName, ...rest } = port;
    ports.push({
      ...rest,
      rate: ibLinkRate({ totalGbps: rateGbps, generation: rateName, linkLayer: port.linkLayer }),
    });
    port = null;
  };
  return {
    line(text, n) {
      const ca = /^CA:? '([^']{1,64})'$/.exec(text);
      if (ca !== null) {
        close();
        device = ca[1] as string;
        firmware = null;
        return true;
      }
      if (device === null) return false;
      const fw = /^Firmware version:\s*(\S{1,40})$/.exec(text);
      if (fw !== null) {
        firmware = /\d/.test(fw[1] as string) ? (fw[1] as string) : null;
        return true;
      }
      const p = /^Port (\d{1,3}):$/.exec(text);
      if (p !== null) {
        close();
        port = {
          line: n,
          tool: "ibstat",
          device,
          port: Number(p[1]),
          state: null,
          physicalState: null,
          rate: null,
          rateGbps: null,
          rateName: null,
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
      if (port === null) return false;
      const kv =
        /^(State|Physical state|Rate|Base lid|LMC|SM lid|Link layer|Capability mask|Port GUID):\s*(.*)$/.exec(
          text,
        );
      if (kv === null) return false;
      const value = kv[2] as string;
      switch (kv[1]) {
        case "State":
          port.state = ibPortState(value);
          break;
        case "Physical state":
          port.physicalState = ibPhysicalState(value);
          break;
        case "Rate": {
          // "100", "100 Gb/sec (4X EDR)", "40 (FDR10)"; "..." where elided.
          const r = /^(\d{1,4}(?:\.\d{1,3})?)\b(?:.*\((?:\d{1,2}X )?([A-Z]{3}\d{0,2})\))?/.exec(value);
          port.rateGbps = r === null ? null : Number(r[1]);
          port.rateName = r?.[2] ?? null;
          break;
        }
        case "Base lid":
          port.lid = ibNumber(value);
          break;
        case "LMC":
          port.lmc = ibNumber(value);
          break;
        case "SM lid":
          port.smLid = ibNumber(value);
          break;
        case "Link layer":
          port.linkLayer = ibLinkLayer(value);
          break;
      }
      return true;
    },
    end() {
      close();
      return ports;
    },
  };
}
