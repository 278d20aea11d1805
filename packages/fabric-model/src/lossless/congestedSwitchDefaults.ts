import { type Bytes, bytes, microseconds, milliseconds, type Seconds } from "../units.ts";
import type { LossRecovery } from "./CongestedSwitchInputs.ts";

/**
 * Defaults of the congested-switch model that no source fixes: they are illustrative, chosen so
 * that the mechanisms play out visibly in a couple of milliseconds, and each says why.
 * @example inMicroseconds(congestedSwitchDefaults.linkDelay) // 1
 */
export const congestedSwitchDefaults: {
  readonly linkDelay: Seconds;
  readonly timeStep: Seconds;
  readonly duration: Seconds;
  readonly mtu: Bytes;
  readonly samples: number;
  readonly lossRecovery: LossRecovery;
  readonly provenance: Readonly<
    Record<"linkDelay" | "timeStep" | "duration" | "mtu" | "samples" | "lossRecovery", string>
  >;
} = {
  linkDelay: microseconds(1),
  timeStep: microseconds(1),
  duration: milliseconds(10),
  mtu: bytes(1024),
  samples: 200,
  lossRecovery: "go-back-n",
  provenance: {
    linkDelay:
      "illustrative: one-way delay from a sender to the switch and back for data, PAUSE frames, credits and CNPs; a few metres of cable are tens of ns, but MAC, PHY/FEC and the reaction to a PAUSE add up to about a microsecond.",
    timeStep:
      "illustrative: the model's time step; 1 us is 12.5 KB at 100 Gb/s, about twelve 1 KB packets: as fine as the link delay (a PAUSE acts one step after it arrives), coarse enough to run 10 ms quickly; halving it changes the summaries by a few percent.",
    duration:
      "illustrative: long enough to see DCQCN (timers of 50-55 us, additive increase of 40 Mb/s per timer) climb back after the incast's first milliseconds.",
    mtu: "the RoCE path MTU on a 1500-byte Ethernet MTU (1024 B, as datapathLinkFromPreset picks); used for PFC hysteresis and to count marked packets.",
    samples: "illustrative: points of the returned trace.",
    lossRecovery:
      "go-back-N, as RoCE NICs recover losses according to Mittal et al., SIGCOMM 2018 (https://doi.org/10.1145/3230543.3230557).",
  },
};
