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

// The shapes of the InfiniBand tools' own lines, by the character they start with: a line is tried
// against the few shapes that can start with its first character (bounded, linear time).
const SHAPES: ReadonlyArray<readonly [string, RegExp]> = [
  // ibstat: CA header, Port N:, and its keys.
  ["C", /^CA:? '[^']{1,64}'$|^(?:CA type|Capability mask):/],
  ["P", /^Port \d{1,3}:$|^(?:Physical state|Port GUID):/],
  [
    "NFHSRBL",
    /^(?:Number of ports|Node GUID|Firmware version|Hardware version|System image GUID|State|SM lid|Rate|Base lid|LMC|Link layer):/,
  ],
  // ibv_devinfo: its keys (lower case) and GID rows.
  [
    "hpslamftnvb",
    /^(?:hca_id|port|state|phys_state|port_lid|sm_lid|port_lmc|link_layer|active_width|active_speed|max_mtu|active_mtu|fw_ver|transport|node_guid|sys_image_guid|vendor_id|vendor_part_id|hw_ver|board_id|phys_port_cnt):\s/,
  ],
  ["G*", /^(?:\*\*)?GID\[\s*\d{1,5}\]:/],
  // iblinkinfo: node headers and port rows.
  ["CSR", /^(?:CA|Switch|Router):\s.{0,160}:$/],
  ["0123456789", /^(?:0x[0-9a-f]{1,16}\s+)?\d{1,5}\s+\d{1,3}\[[^\]]{0,8}\]\s+==\(/],
  // show_gids: header, rule, rows (devices are lower case: mlx5_0, rocep1s0, bnxt_re0) and count.
  ["D", /^DEV\s+PORT\s+INDEX\s+GID\b/],
  ["-", /^---\s+----\s+-----|^-[IEW]-\s/],
  [
    "abcdefghijklmnopqrstuvwxyz",
    /^[a-z][\w.-]{0,63}\s+\d{1,3}\s+\d{1,5}\s+[0-9a-f]{4}:[0-9a-f]{4}:|^n_gids_found=\d/,
  ],
  // ibdiagnet: 1.x's stage table and banner, 2.x's summaries.
  ["S", /^STAGE\s+Errors\s+Warnings$|^(?:Fabric )?Summary$/],
  ["F", /^Fabric Summary$/],
  ["TI", /^(?:Total Nodes|IB Switches|IB Channel Adapters)\s*:/],
  [
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    /^[A-Z][A-Za-z/ ]{2,40} (?:Check|Report)\s+\d{1,9}\s+\d{1,9}$|^Loading IBDIAGNET from/,
  ],
  // link error counters, perfquery style (SymbolErrorCounter:......27).
  ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", /^[A-Za-z0-9]{6,40}:\.{2,}\s*\d/],
];

/** The shapes to try for each first character (char code below 128). */
const BY_FIRST: ReadonlyArray<readonly RegExp[]> = Array.from({ length: 128 }, (_, code) =>
  SHAPES.filter(([first]) => first.includes(String.fromCharCode(code))).map(([, shape]) => shape),
);

/** ibdiagnet's report of a counter that grew, anywhere in the line. */
const GREW = '" increased during the run';

/**
 * Whether a line (already trimmed) is one an InfiniBand tool prints: a `lineContent` recogniser,
 * to find where a decorated line (`[1,0]<stdout>:`, `0: `, a timestamp, a `$ `) starts.
 * @example isIbToolLine("Physical state: LinkUp") // true
 */
export function isIbToolLine(content: string): boolean {
  const shapes = BY_FIRST[content.charCodeAt(0)];
  if (shapes !== undefined) for (const shape of shapes) if (shape.test(content)) return true;
  return content.includes(GREW);
}
