/**
 * Parse a GID (an IPv6-format 128-bit address) in the full form `show_gids` prints
 * ("fe80:0000:...:03ec") or the compressed form `ibv_devinfo -v` prints ("fe80::ac0:ebff:feda:1cfb",
 * "::ffff:200.0.209.6") into eight 16-bit groups; null when it is not a GID.
 * @example parseGid("::ffff:11.0.0.72") // [0, 0, 0, 0, 0, 0xffff, 0x0b00, 0x0048]
 */
export function parseGid(text: string): number[] | null {
  let s = text.trim().toLowerCase();
  if (s.length === 0 || s.length > 45) return null;
  const tail: number[] = [];
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (v4 !== null) {
    const b = v4.slice(1).map(Number);
    if (b.some((x) => x > 255)) return null;
    tail.push(((b[0] as number) << 8) | (b[1] as number), ((b[2] as number) << 8) | (b[3] as number));
    // "::ffff:" keeps its "::" and drops the separator before the dotted part; "::" stays as is.
    s = s.slice(0, v4.index);
    if (!s.endsWith(":")) return null;
    if (!s.endsWith("::")) s = s.slice(0, -1);
  }
  const groupsWanted = 8 - tail.length;
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    for (const g of part.split(":")) {
      if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
      out.push(Number.parseInt(g, 16));
    }
    return out;
  };
  const head = parse(halves[0] as string);
  const rest = halves.length === 2 ? parse(halves[1] as string) : [];
  if (head === null || rest === null) return null;
  let groups: number[];
  if (halves.length === 2) {
    const missing = groupsWanted - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...rest];
  } else {
    groups = head;
  }
  if (groups.length !== groupsWanted) return null;
  return [...groups, ...tail];
}

/**
 * A GID's eight groups in `show_gids`'s full form.
 * @example formatGid([0xfe80, 0, 0, 0, 0xa288, 0xc2ff, 0xfe5b, 0x03ec]) // "fe80:0000:0000:0000:a288:c2ff:fe5b:03ec"
 */
export function formatGid(groups: readonly number[]): string {
  return groups.map((g) => g.toString(16).padStart(4, "0")).join(":");
}
