import type { Source } from "../Source.ts";
import type { BitsPerSecond } from "../units.ts";
import type { LinkPreset } from "./links.ts";

/**
 * InfiniBand link widths: how many lanes a port bonds (1x, 2x, 4x, 8x, 12x), with where that list
 * was read, and the data rate a generation reaches at a given width.
 */

/**
 * An InfiniBand port width, in lanes.
 * @example const w: IbLinkWidth = 4;
 */
export type IbLinkWidth = 1 | 2 | 4 | 8 | 12;

/**
 * The widths InfiniBand defines, narrowest first, and their source.
 * @example ibLinkWidths.widths // [1, 2, 4, 8, 12]
 */
export const ibLinkWidths: { readonly widths: readonly IbLinkWidth[]; readonly source: Source } = {
  widths: [1, 2, 4, 8, 12],
  source: {
    url: "https://github.com/torvalds/linux/blob/master/include/rdma/ib_verbs.h",
    read: "enum ib_port_width and ib_width_enum_to_int(): Linux names IB_WIDTH_1X, IB_WIDTH_2X, IB_WIDTH_4X, IB_WIDTH_8X and IB_WIDTH_12X, and ib_width_enum_to_int() returns 1, 2, 4, 8 and 12 lanes for them (2x was added for HDR-era ports). Widths are defined by the IBTA specification, Volume 2 (physical layer).",
  },
};

/**
 * Data rate of one InfiniBand port of `width` lanes in a generation: lanes x per-lane signalling
 * rate x line-code efficiency (the same arithmetic `linkPresets` uses for 4x ports), per direction.
 * @throws RangeError when `preset` is not an InfiniBand generation with lane rates, or `width` is
 *   not an InfiniBand width.
 * @example inGbps(ibPortDataRate(linkPresets["ib-hdr-4x"], 8)) // 400
 */
export function ibPortDataRate(preset: LinkPreset, width: number): BitsPerSecond {
  if (
    preset.family !== "infiniband" ||
    preset.laneSignallingRate === undefined ||
    preset.encodingEfficiency === undefined
  ) {
    throw new RangeError(`ibPortDataRate: ${preset.id} is not an InfiniBand generation with lane rates`);
  }
  if (!ibLinkWidths.widths.includes(width as IbLinkWidth)) {
    throw new RangeError(`ibPortDataRate: width ${width} is not one of ${ibLinkWidths.widths.join(", ")}`);
  }
  return Math.round(width * preset.laneSignallingRate * preset.encodingEfficiency) as BitsPerSecond;
}
