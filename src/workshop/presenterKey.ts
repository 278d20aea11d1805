/**
 * The slide a key press asks the presenter view for: next on ArrowRight, ArrowDown, PageDown and
 * Space; previous on ArrowLeft, ArrowUp, PageUp and Shift+Space; 1 to 9 jump to that slide; Home
 * and End go to the first and last. Slides are numbered from 1. Returns null for any other key, or
 * a number key past the last slide; at either end the current slide is returned (the key is still
 * the deck's, so the page must not scroll).
 * @example presenterKey("ArrowRight", 2, 5) // 3
 */
export function presenterKey(
  key: string,
  current: number,
  total: number,
  options: { readonly shift?: boolean } = {},
): number | null {
  if (total < 1) return null;
  const clamp = (n: number) => Math.min(total, Math.max(1, n));
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
    case "PageDown":
      return clamp(current + 1);
    case "ArrowLeft":
    case "ArrowUp":
    case "PageUp":
      return clamp(current - 1);
    case " ":
    case "Spacebar":
      return clamp(options.shift ? current - 1 : current + 1);
    case "Home":
      return 1;
    case "End":
      return total;
    default: {
      if (!/^[1-9]$/.test(key)) return null;
      const n = Number(key);
      return n <= total ? n : null;
    }
  }
}
