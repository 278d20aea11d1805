/**
 * Deterministic 32-bit hash of a flow id salted with a switch index, as an ECMP switch hashes a flow's
 * header fields to pick one of its equal-cost next hops. FNV-1a over the id's UTF-16 code units, then
 * the murmur3 32-bit finaliser over (hash XOR salt * golden ratio).
 * @see http://www.isthe.com/chongo/tech/comp/fnv/index.html
 * @see https://github.com/aappleby/smhasher/blob/master/src/MurmurHash3.cpp (fmix32)
 * @example ecmpHash("flow-7", 12) % 4 // a next-hop choice in 0..3
 */
export function ecmpHash(flowId: string, salt: number): number {
  return saltedFlowHash(flowIdHash(flowId), salt);
}

/**
 * The unsalted part of `ecmpHash`: FNV-1a over the id's UTF-16 code units (a walk hashes its flow
 * id once, then salts it at every switch with `saltedFlowHash`).
 * @example saltedFlowHash(flowIdHash("flow-7"), 12) === ecmpHash("flow-7", 12) // true
 */
export function flowIdHash(flowId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < flowId.length; i++) {
    h ^= flowId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/**
 * `ecmpHash` of a flow whose id hashed to `idHash` (`flowIdHash`), salted with a switch index.
 * @example saltedFlowHash(flowIdHash("flow-7"), 12) % 4 // a next-hop choice in 0..3
 */
export function saltedFlowHash(idHash: number, salt: number): number {
  let h = idHash ^ Math.imul(salt | 0, 0x9e3779b9);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
