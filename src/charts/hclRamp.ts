/**
 * A colour ramp between two sRGB colours interpolated in CIE HCL (lightness, chroma, hue; the hue
 * the short way round), for charts drawn without Observable Plot: the colours Plot's linear colour
 * scale gives with `interpolate: "hcl"` (d3's `interpolateHcl`, D50 white as d3-color uses it).
 * Source: the CIELAB conversions of d3-color (https://github.com/d3/d3-color, src/lab.js), written
 * from the published constants.
 */

const XN = 0.96422;
const YN = 1;
const ZN = 0.82521;
const T0 = 4 / 29;
const T1 = 6 / 29;
const T2 = 3 * T1 * T1;
const T3 = T1 * T1 * T1;

type Hcl = { readonly h: number; readonly c: number; readonly l: number };

const toLinear = (v: number) => {
  const x = v / 255;
  return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (x: number) => 255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
const xyzToLab = (t: number) => (t > T3 ? Math.cbrt(t) : t / T2 + T0);
const labToXyz = (t: number) => (t > T1 ? t * t * t : T2 * (t - T0));

/** "#rrggbb" as HCL (hue NaN for a grey). */
function hclOf(hex: string): Hcl {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = toLinear((n >> 16) & 255);
  const g = toLinear((n >> 8) & 255);
  const b = toLinear(n & 255);
  const y = xyzToLab((0.2225045 * r + 0.7168786 * g + 0.0606169 * b) / YN);
  const grey = r === g && g === b;
  const x = grey ? y : xyzToLab((0.4360747 * r + 0.3850649 * g + 0.1430804 * b) / XN);
  const z = grey ? y : xyzToLab((0.0139322 * r + 0.0971045 * g + 0.7141733 * b) / ZN);
  const a = 500 * (x - y);
  const bb = 200 * (y - z);
  const l = 116 * y - 16;
  // A grey has no hue, and no chroma at black or white (the other end's is used).
  if (a === 0 && bb === 0) return { h: Number.NaN, c: l > 0 && l < 100 ? 0 : Number.NaN, l };
  const h = (Math.atan2(bb, a) * 180) / Math.PI;
  return { h: h < 0 ? h + 360 : h, c: Math.sqrt(a * a + bb * bb), l };
}

/** HCL as "rgb(r, g, b)", each channel rounded and kept to 0–255. */
function rgbOf({ h, c, l }: Hcl): string {
  const hr = (h * Math.PI) / 180;
  const a = Number.isNaN(h) || Number.isNaN(c) ? 0 : Math.cos(hr) * c;
  const b = Number.isNaN(h) || Number.isNaN(c) ? 0 : Math.sin(hr) * c;
  const y0 = (l + 16) / 116;
  const x = XN * labToXyz(y0 + a / 500);
  const y = YN * labToXyz(y0);
  const z = ZN * labToXyz(y0 - b / 200);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(fromLinear(v)) || 0));
  const r = channel(3.1338561 * x - 1.6168667 * y - 0.4906146 * z);
  const g = channel(-0.9787684 * x + 1.9161415 * y + 0.033454 * z);
  const bl = channel(0.0719453 * x - 0.2289914 * y + 1.4052427 * z);
  return `rgb(${r}, ${g}, ${bl})`;
}

/**
 * The colour at `t` (0 at `from`, 1 at `to`, not clamped) between two "#rrggbb" colours.
 * @example hclRamp("#f3d35b", "#b1202f")(0) // "rgb(243, 211, 91)"
 */
export function hclRamp(from: string, to: string): (t: number) => string {
  const a = hclOf(from);
  const b = hclOf(to);
  const ah = Number.isNaN(a.h) ? b.h : a.h;
  const bh = Number.isNaN(b.h) ? a.h : b.h;
  let dh = bh - ah;
  if (dh > 180 || dh < -180) dh -= 360 * Math.round(dh / 360);
  const ac = Number.isNaN(a.c) ? b.c : a.c;
  const bc = Number.isNaN(b.c) ? a.c : b.c;
  return (t) => rgbOf({ h: ah + dh * t, c: ac + (bc - ac) * t, l: a.l + (b.l - a.l) * t });
}
