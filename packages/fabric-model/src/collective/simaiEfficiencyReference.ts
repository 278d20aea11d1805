import type { Source } from "../Source.ts";
import { type Bytes, mib } from "../units.ts";

/**
 * SimAI's measured bandwidth efficiency of a 2-node all-reduce over the NICs as a function of size
 * (achieved / peak bandwidth), which SimAI multiplies its link bandwidth by. A reference curve for the
 * chapter to set beside `predictCollective(...).efficiency`; the cost model itself derives its
 * efficiency from latency + bytes / bandwidth instead.
 * @see Wang et al., "SimAI: Unifying Architecture Design and Performance Tuning for Large-Scale Large Language Model Training with Scalability and Precision", NSDI 2025; https://github.com/aliyun/SimAI
 * @example simaiEfficiencyReference.points[0] // { bytes: 16 MiB, efficiency: 0.32 }
 */
export const simaiEfficiencyReference: {
  readonly points: readonly { readonly bytes: Bytes; readonly efficiency: number }[];
  readonly source: Source;
} = {
  points: [
    { bytes: mib(16), efficiency: 0.32 },
    { bytes: mib(128), efficiency: 0.67 },
    { bytes: mib(1024), efficiency: 0.92 },
    { bytes: mib(16384), efficiency: 0.96 },
  ],
  source: {
    url: "https://github.com/aliyun/SimAI",
    read: "SimAI (Alibaba, NSDI'25) efficiency-vs-size ratios for a 2-node NIC all-reduce: 0.32 at 16 MiB, 0.67 at 128 MiB, 0.92 at 1 GiB, 0.96 at 16 GiB (taken as the project's modelling notes quote them)",
  },
};
