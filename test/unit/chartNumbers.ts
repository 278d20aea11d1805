/**
 * Reading the numbers a hand-drawn chart wrote, to compare them with what Observable Plot drew
 * (golden values): an attribute of each node, and a check that each is within 0.01 px.
 */
import { expect } from "vitest";

/** The attribute `name` of each node, as a number. */
export function numbers(nodes: Iterable<Element>, name: string): number[] {
  return [...nodes].map((n) => Number(n.getAttribute(name)));
}

/** Each of `actual` within 0.01 px of `expected` (the charts write 1/100 px; Plot wrote more). */
export function expectNear(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [i, v] of actual.entries()) {
    expect(Math.abs(v - (expected[i] ?? Number.NaN)), `${i}: ${v} vs ${expected[i]}`).toBeLessThanOrEqual(
      0.011,
    );
  }
}
