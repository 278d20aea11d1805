/**
 * Budget of the datapath chapter's curves, recomputed as a figure would on every input change:
 * latency and throughput vs message size (1 B .. 64 MiB, 64 log-spaced sizes) for kernel TCP,
 * RoCE and InfiniBand WRITE, plus the four virtualisation layers' effective bandwidth, within
 * 50 ms per full set (an input change stays interactive).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench bench/datapath.bench.ts`.
 */
import {
  bytes,
  cx5TestbedLink,
  datapathLinkFromPreset,
  datapathThroughput,
  effectiveBandwidth,
  messagePath,
  virtualisationLayers,
} from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "./benchWithin.ts";

const SIZES = Array.from({ length: 64 }, (_, i) => bytes(Math.round(2 ** ((i * 26) / 63))));

test("datapath curves", (context) => {
  const ib = datapathLinkFromPreset("ib-edr-4x");
  const curves = [
    { path: "kernel-tcp", link: cx5TestbedLink },
    { path: "rdma-write", link: cx5TestbedLink },
    { path: "rdma-write", link: ib },
  ] as const;
  return benchWithin(
    context,
    "datapath curves (3 paths x 64 sizes x latency+throughput, 4 layers)",
    50,
    () => {
      let checksum = 0;
      for (const c of curves) {
        for (const b of SIZES) {
          checksum += messagePath({ path: c.path, bytes: b, link: c.link }).latency;
          checksum += datapathThroughput({ path: c.path, messageBytes: b, link: c.link }).goodputBits;
        }
      }
      for (const layer of virtualisationLayers) {
        checksum += effectiveBandwidth({
          layer: layer.id,
          link: cx5TestbedLink,
          streams: 4,
        }).effectiveBandwidth;
      }
      if (!Number.isFinite(checksum)) throw new Error("bench: non-finite result");
      return checksum;
    },
  );
});
