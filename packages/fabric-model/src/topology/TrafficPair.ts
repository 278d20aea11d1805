/** One sender-receiver pair of a traffic pattern (node indices, usually taken from `topology.hosts`). */
export interface TrafficPair {
  readonly src: number;
  readonly dst: number;
}
