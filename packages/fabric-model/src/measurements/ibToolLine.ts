/**
 * A tool's line with what a web page or terminal put around it taken off: surrounding blanks and
 * Markdown bold markers (`**GID[ 14]: …`), so the tools' readers match the line's own text.
 * @example ibToolLine("  **GID[ 14]:  fe80::1  ") // "GID[ 14]:  fe80::1"
 */
export function ibToolLine(text: string): string {
  return text
    .trim()
    .replace(/^\*\*\s*/, "")
    .replace(/\s*\*\*$/, "");
}

/** A whole number as printed, decimal or 0x hex (`0x00`), else null. */
export function ibNumber(text: string | undefined): number | null {
  if (text === undefined) return null;
  const t = text.trim();
  if (/^\d{1,10}$/.test(t)) return Number(t);
  if (/^0x[0-9a-f]{1,8}$/i.test(t)) return Number.parseInt(t.slice(2), 16);
  return null;
}

/** A tool's reader of the lines that are its own: `line` says whether it took the line. */
export interface IbToolLineReader<T> {
  line(text: string, lineNumber: number): boolean;
  end(): T;
}

// The shapes of the InfiniBand tools' own lines, one alternative per tool (bounded, linear time).
const OWN_LINE = new RegExp(
  [
    // ibstat
    "^CA:? '[^']{1,64}'$",
    String.raw`^Port \d{1,3}:$`,
    "^(?:CA type|Number of ports|Firmware version|Hardware version|Node GUID|System image GUID|State|Physical state|Rate|Base lid|LMC|SM lid|Capability mask|Port GUID|Link layer):",
    // ibv_devinfo
    String.raw`^(?:hca_id|port|state|phys_state|port_lid|sm_lid|port_lmc|link_layer|active_width|active_speed|max_mtu|active_mtu|fw_ver|transport|node_guid|sys_image_guid|vendor_id|vendor_part_id|hw_ver|board_id|phys_port_cnt):\s`,
    String.raw`^(?:\*\*)?GID\[\s*\d{1,5}\]:`,
    // iblinkinfo
    String.raw`^(?:CA|Switch|Router):\s.{0,160}:$`,
    String.raw`^(?:0x[0-9a-f]{1,16}\s+)?\d{1,5}\s+\d{1,3}\[[^\]]{0,8}\]\s+==\(`,
    // show_gids
    String.raw`^DEV\s+PORT\s+INDEX\s+GID\b`,
    String.raw`^n_gids_found=\d`,
    String.raw`^---\s+----\s+-----`,
    String.raw`^[A-Za-z][\w.-]{0,63}\s+\d{1,3}\s+\d{1,5}\s+[0-9a-f]{4}:[0-9a-f]{4}:`,
    // ibdiagnet
    String.raw`^-[IEW]-\s`,
    String.raw`^STAGE\s+Errors\s+Warnings$`,
    String.raw`^(?:Total Nodes|IB Switches|IB Channel Adapters)\s*:`,
    "^(?:Fabric Summary|Summary)$",
    // link error counters
    String.raw`^[A-Za-z0-9]{6,40}:\.{2,}\s*\d`,
    '"[a-z_]{4,40}" increased during the run',
  ].join("|"),
);

/**
 * Whether a line (already trimmed) is one an InfiniBand tool prints: a `lineContent` recogniser,
 * to find where a decorated line (`[1,0]<stdout>:`, `0: `, a timestamp, a `$ `) starts.
 * @example isIbToolLine("Physical state: LinkUp") // true
 */
export function isIbToolLine(content: string): boolean {
  return OWN_LINE.test(content);
}
