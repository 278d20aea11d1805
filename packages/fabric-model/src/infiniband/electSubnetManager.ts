/** A subnet manager instance on the subnet: where it runs, its priority and its port GUID. */
export interface SubnetManagerCandidate {
  /** Host node index the SM runs on. */
  readonly node: number;
  /** SM priority 0 (default, lowest) to 15 (highest). */
  readonly priority: number;
  /** Port GUID of the SM's port, 16 hex digits. */
  readonly guid: string;
}

/** The outcome of an SM election: the master and the standbys in takeover order. */
export interface SubnetManagerElection {
  readonly master: SubnetManagerCandidate;
  /** Standby SMs, the one that would take over first, first. */
  readonly standbys: readonly SubnetManagerCandidate[];
}

/**
 * Elect the master subnet manager: the highest priority wins and, at equal priority, the lowest
 * port GUID (IBA 14.4.1.2, OpenSM's `osm_sm_is_greater_than`); the others stay STANDBY in the same
 * order.
 * @throws RangeError when there is no candidate, a priority is not an integer 0-15, or a GUID is not
 *   16 hex digits.
 * @see infinibandSources.opensmSmElection, infinibandSources.opensmManPage
 * @example electSubnetManager([{ node: 3, priority: 0, guid: "0002c90301000004" }, { node: 9, priority: 15, guid: "0002c9030100000a" }]).master.node // 9
 */
export function electSubnetManager(candidates: readonly SubnetManagerCandidate[]): SubnetManagerElection {
  if (candidates.length === 0) throw new RangeError("electSubnetManager: needs at least one SM");
  for (const c of candidates) {
    if (!Number.isInteger(c.priority) || c.priority < 0 || c.priority > 15) {
      throw new RangeError(`electSubnetManager: priority must be an integer 0-15, got ${c.priority}`);
    }
    if (!/^[0-9a-f]{16}$/i.test(c.guid)) {
      throw new RangeError(`electSubnetManager: GUID must be 16 hex digits, got "${c.guid}"`);
    }
  }
  const order = [...candidates].sort((a, b) => b.priority - a.priority || compareGuids(a.guid, b.guid));
  return { master: order[0] as SubnetManagerCandidate, standbys: order.slice(1) };
}

/** Numeric order of two 16-hex-digit GUIDs. */
function compareGuids(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
