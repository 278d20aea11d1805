/** Tools whose tables look like a supported tool's but are not: what gives each away. */
const LOOKALIKES: ReadonlyArray<{ readonly tool: string; readonly pattern: RegExp }> = [
  // AWS Neuron's nccom-test: nccl-tests-like columns named size(B) count(elems) time:avg(us), GB/s that are GiB/s.
  { tool: "nccom-test", pattern: /count\(elems\)|time:avg\(us\)|\bnccom-test\b/ },
];

/**
 * The name of a tool whose output looks like nccl-tests, perftest or iperf3 but is not (and must
 * not be read as one), or `null`.
 * @example lookalikeTool("    size(B)    count(elems)    type    time:avg(us)") // "nccom-test"
 */
export function lookalikeTool(text: string): string | null {
  return LOOKALIKES.find((l) => l.pattern.test(text))?.tool ?? null;
}
