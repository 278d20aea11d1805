/**
 * The `d` of a dot's symbol centred on 0,0, as Observable Plot's dot mark draws it (d3's square and
 * triangle symbols, of area pi r^2, coordinates to 1/1000 px): the data-path charts mark payload
 * copies with squares and kernel entries with triangles.
 */

/** The symbols the charts draw. */
export type DotSymbol = "square" | "triangle";

const round = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The symbol's path for a dot of radius `r` px.
 * @example symbolPath("square", 3.5) // "M-3.102,-3.102h6.204v6.204h-6.204Z"
 * @example symbolPath("triangle", 4.5) // "M0,-6.998L6.06,3.499L-6.06,3.499Z"
 */
export function symbolPath(symbol: DotSymbol, r: number): string {
  const area = Math.PI * r * r;
  if (symbol === "square") {
    const side = Math.sqrt(area);
    const corner = round(-side / 2);
    return `M${corner},${corner}h${round(side)}v${round(side)}h${round(-side)}Z`;
  }
  // A triangle pointing up, its centroid at 0,0 (d3's symbolTriangle).
  const y = -Math.sqrt(area / (Math.sqrt(3) * 3));
  const x = -Math.sqrt(3) * y;
  return `M0,${round(2 * y)}L${round(x)},${round(-y)}L${round(-x)},${round(-y)}Z`;
}
