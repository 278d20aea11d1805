import { type Bytes, type BytesPerSecond, bytes, bytesPerSecond } from "../units.ts";
import type { DatapathProvenance } from "./DatapathProvenance.ts";

/**
 * Per-lane signalling rate (GT/s) and encoding efficiency of each PCIe generation the model
 * knows. Gen3-5 use 128b/130b encoding; Gen6 sends 256-byte FLITs of which 236 bytes carry TLPs.
 * @example datapathPcieGenerations[4].gigatransfersPerSecond // 16
 */
const datapathPcieGenerations = {
  3: { gigatransfersPerSecond: 8, encodingEfficiency: 128 / 130 },
  4: { gigatransfersPerSecond: 16, encodingEfficiency: 128 / 130 },
  5: { gigatransfersPerSecond: 32, encodingEfficiency: 128 / 130 },
  6: { gigatransfersPerSecond: 64, encodingEfficiency: 236 / 256 },
} as const;

/**
 * Bytes of framing, sequence number, 4-DW header (64-bit address) and LCRC around each TLP payload.
 * @example pcieTlpOverhead // 24 B
 */
const pcieTlpOverhead: Bytes = bytes(24);

/**
 * Provenance of `datapathPcieGenerations` and `pcieTlpOverhead`.
 * @example datapathPcieProvenance.tlpOverhead.kind // "standard"
 */
export const datapathPcieProvenance: Readonly<Record<"generations" | "tlpOverhead", DatapathProvenance>> = {
  generations: {
    kind: "standard",
    sources: [
      {
        url: "https://en.wikipedia.org/wiki/PCI_Express#Comparison_table",
        read: "PCI-SIG PCI Express Base Specification 3.0-6.0 as tabulated there: 8/16/32/64 GT/s per lane; 128b/130b; x16 per direction Gen4 31.5 GB/s, Gen5 63 GB/s",
      },
    ],
    note: "Raw per-direction data rate = lanes x GT/s x encoding / 8; 6.0's FLIT carries 236 B of TLP with 6 B DLP, 8 B CRC and 6 B FEC.",
  },
  tlpOverhead: {
    kind: "standard",
    sources: [
      {
        url: "https://doi.org/10.1145/3230543.3230560",
        read: "Neugebauer et al., Understanding PCIe performance for end host networking, SIGCOMM 2018: PCIe model with framing + sequence + header + LCRC per TLP",
      },
    ],
    note: "2 B framing + 2 B sequence + 16 B header (64-bit addressing) + 4 B LCRC = 24 B per TLP; DLLP (ACK, flow-control) traffic ignored.",
  },
};

/**
 * Payload bandwidth of a PCIe link in one direction for DMA in TLPs of `maxPayload` bytes:
 * lanes x GT/s x encoding / 8 x maxPayload / (maxPayload + TLP overhead).
 * @throws RangeError on an unknown generation, or non-positive lanes or payload.
 * @example pcieGoodput({ generation: 3, lanes: 16, maxPayload: bytes(256) }) // ~14.4e9 B/s
 * @see https://doi.org/10.1145/3230543.3230560
 */
export function pcieGoodput(inputs: {
  readonly generation: 3 | 4 | 5 | 6;
  readonly lanes: number;
  readonly maxPayload: Bytes;
}): BytesPerSecond {
  const gen = datapathPcieGenerations[inputs.generation];
  if (gen === undefined) throw new RangeError(`pcieGoodput: unknown PCIe generation ${inputs.generation}`);
  if (!(inputs.lanes > 0) || !(inputs.maxPayload > 0)) {
    throw new RangeError("pcieGoodput: lanes and maxPayload must be positive");
  }
  const raw = (inputs.lanes * gen.gigatransfersPerSecond * 1e9 * gen.encodingEfficiency) / 8;
  return bytesPerSecond((raw * inputs.maxPayload) / (inputs.maxPayload + pcieTlpOverhead));
}
