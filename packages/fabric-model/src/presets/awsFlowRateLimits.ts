import type { Source } from "../Source.ts";
import { type BitsPerSecond, gbps } from "../units.ts";

/**
 * What AWS lets one TCP or UDP flow (a 5-tuple) carry between two EC2 instances, one direction:
 * up to 10 Gb/s within one cluster placement group, 5 Gb/s otherwise, up to 25 Gb/s with ENA
 * Express between eligible instances. A job over kernel TCP sockets opens a flow per socket, so
 * its NCCL connections' sockets, not the instance's network bandwidth, can bound it
 * (`flowRateLimit` in CollectiveHardwareInput).
 * @example awsFlowRateLimits.clusterPlacementGroup // 10e9
 */
export const awsFlowRateLimits: {
  readonly clusterPlacementGroup: BitsPerSecond;
  readonly other: BitsPerSecond;
  readonly enaExpress: BitsPerSecond;
  readonly source: Source;
} = {
  clusterPlacementGroup: gbps(10),
  other: gbps(5),
  enaExpress: gbps(25),
  source: {
    url: "https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/ec2-instance-network-bandwidth.html",
    read: "Single-flow traffic: limited to 5 Gbps when instances are not in the same cluster placement group; up to 10 Gbps within one; ENA Express up to 25 Gbps; a flow is a 5-tuple TCP or UDP flow",
  },
};
