// Lab: a ring all-reduce by hand.
// Four ranks each hold a buffer of gradients. Cut every buffer into one chunk per rank, then pass
// chunks around the ring: n-1 reduce-scatter steps (add what arrives) and n-1 all-gather steps
// (copy what arrives). Every rank ends with the element-wise sum, and fabric-model's own ring
// schedule checks the result and the traffic.
import { busBandwidthFactor, partitionElements, ringAllReduce } from "fabric-model";

const ranks = 4;
const elements = 8;

// Rank r starts with r * 10 + i at position i, so sums are easy to check by eye.
const inputs: Float64Array[] = [];
for (let r = 0; r < ranks; r++) {
  inputs.push(Float64Array.from({ length: elements }, (_, i) => r * 10 + i));
}

const buffers = inputs.map((input) => input.slice());
const chunks = partitionElements(elements, ranks);
const sent = buffers.map(() => 0);

console.log(`Ring all-reduce by hand: ${ranks} ranks, ${elements} elements each, ${chunks.length} chunks`);

// One step: every rank sends one chunk to its right-hand neighbour, all at the same time, so every
// message is read before any is applied.
function step(label: string, chunkOf: (rank: number) => number, op: "reduce" | "copy"): void {
  const messages = buffers.map((buffer, rank) => {
    const chunk = chunkOf(rank);
    const { start, end } = chunks[chunk] ?? { start: 0, end: 0 };
    return { from: rank, to: (rank + 1) % ranks, chunk, start, values: buffer.slice(start, end) };
  });
  for (const m of messages) {
    sent[m.from] = (sent[m.from] ?? 0) + m.values.length;
    const target = buffers[m.to] ?? new Float64Array(elements);
    m.values.forEach((value, i) => {
      const at = m.start + i;
      target[at] = op === "reduce" ? (target[at] ?? 0) + value : value;
    });
  }
  const moves = messages.map((m) => `${m.from}->${m.to} chunk ${m.chunk}`).join(", ");
  console.log(`${label} (${op}): ${moves}`);
}

// Reduce-scatter: at step s rank r passes on chunk (r - s) mod n; afterwards rank r holds the full
// sum of chunk (r + 1) mod n.
for (let s = 0; s < ranks - 1; s++) {
  step(`reduce-scatter step ${s + 1}`, (rank) => (rank - s + ranks) % ranks, "reduce");
}
// All-gather: at step s rank r passes on chunk (r + 1 - s) mod n, the finished chunks go round.
for (let s = 0; s < ranks - 1; s++) {
  step(`all-gather step ${s + 1}`, (rank) => (rank + 1 - s + ranks) % ranks, "copy");
}

buffers.forEach((buffer, r) => {
  console.log(`rank ${r}: ${Array.from(buffer).join(" ")}`);
});

// The model's ring schedule on the same inputs.
const model = ringAllReduce.run(inputs);
const same = model.buffers.every((buffer, r) => buffer.every((value, i) => value === buffers[r]?.[i]));
console.log(`same buffers as fabric-model's ringAllReduce: ${same ? "yes" : "no"}`);

console.log(`elements sent by each rank: ${sent.join(", ")} (the buffer holds ${elements})`);
console.log(`bytes sent by each rank in the model: ${model.bytesSent.join(", ")} (8 bytes an element)`);
console.log(
  `sent / buffer = ${(sent[0] ?? 0) / elements}, 2(n-1)/n = ${busBandwidthFactor("all_reduce", ranks)}`,
);
