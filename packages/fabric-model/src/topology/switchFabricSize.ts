/**
 * The switches and links a folded-Clos fabric of a given size needs (see `switchFabricSize`).
 * @example switchFabricSize({ endpoints: 512, radix: 64 }).tiers // 2
 */
export interface SwitchFabricSize {
  /** Switch tiers: 1 (one switch), 2 (leaf-spine) or 3 (k-ary fat-tree). */
  readonly tiers: 1 | 2 | 3;
  readonly leaves: number;
  readonly spines: number;
  /** Third-tier (core) switches; 0 below three tiers. */
  readonly cores: number;
  readonly switches: number;
  /** Endpoint-to-leaf links (one per endpoint port). */
  readonly endpointLinks: number;
  /** Switch-to-switch links. */
  readonly fabricLinks: number;
  /** Host-facing over spine-facing capacity of a leaf (1 = non-blocking). */
  readonly oversubscription: number;
}

/**
 * Size a fabric for `endpoints` ports (NIC ports, one per link) from switches of `radix` ports: one
 * switch when they fit, else a two-tier leaf-spine (each leaf gives `radix · r/(1+r)` ports to
 * endpoints and the rest to spines, r the oversubscription; as `leafSpine` builds it), else a three-
 * tier k-ary fat-tree (non-blocking, up to k³/4 endpoints; as `fatTree` builds it, with as many edge
 * switches as the endpoints need). Counts never fall as endpoints grow.
 * @throws RangeError when endpoints is not an integer >= 1, radix not an even integer >= 4,
 * oversubscription not >= 1, or the endpoints exceed a three-tier fat-tree of this radix.
 * @see https://doi.org/10.1145/1402958.1402967 (Al-Fares et al., k-ary fat-tree)
 * @example switchFabricSize({ endpoints: 1024, radix: 64 }) // 32 leaves, 16 spines
 */
export function switchFabricSize(inputs: {
  readonly endpoints: number;
  readonly radix: number;
  readonly oversubscription?: number;
}): SwitchFabricSize {
  const { endpoints, radix } = inputs;
  const r = inputs.oversubscription ?? 1;
  if (!Number.isInteger(endpoints) || endpoints < 1) {
    throw new RangeError(`switchFabricSize: endpoints must be an integer >= 1, got ${endpoints}`);
  }
  if (!Number.isInteger(radix) || radix < 4 || radix % 2 !== 0) {
    throw new RangeError(`switchFabricSize: radix must be an even integer >= 4, got ${radix}`);
  }
  if (!(Number.isFinite(r) && r >= 1)) {
    throw new RangeError(`switchFabricSize: oversubscription must be >= 1, got ${r}`);
  }
  if (endpoints <= radix) {
    return {
      tiers: 1,
      leaves: 1,
      spines: 0,
      cores: 0,
      switches: 1,
      endpointLinks: endpoints,
      fabricLinks: 0,
      oversubscription: 1,
    };
  }
  const down = Math.max(1, Math.floor((radix * r) / (1 + r)));
  const up = radix - down;
  const leaves = Math.ceil(endpoints / down);
  // Every leaf sends `up` links to the spines; a spine takes `radix` of them.
  const spines = Math.ceil((leaves * up) / radix);
  if (leaves <= radix) {
    return {
      tiers: 2,
      leaves,
      spines,
      cores: 0,
      switches: leaves + spines,
      endpointLinks: endpoints,
      fabricLinks: leaves * up,
      oversubscription: down / up,
    };
  }
  const half = radix / 2;
  if (endpoints > (radix * radix * radix) / 4) {
    throw new RangeError(
      `switchFabricSize: ${endpoints} endpoints exceed a three-tier fat-tree of radix ${radix} (${(radix * radix * radix) / 4})`,
    );
  }
  const edges = Math.ceil(endpoints / half);
  const aggregations = edges;
  const cores = Math.ceil((aggregations * half) / radix);
  return {
    tiers: 3,
    leaves: edges,
    spines: aggregations,
    cores,
    switches: edges + aggregations + cores,
    endpointLinks: endpoints,
    fabricLinks: edges * half + aggregations * half,
    oversubscription: 1,
  };
}
