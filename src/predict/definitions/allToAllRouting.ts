/**
 * "InfiniBand as a fabric": which way of routing a k = 4 fat-tree leaves the fewest all-to-all flows
 * on its busiest link, the subnet manager's engines (`forwardingTables`) or RoCE's ECMP, from
 * `fabricLinkLoads`.
 */
import {
  allToAllPairs,
  fabricLinkLoads,
  fatTree,
  forwardingTables,
  linkPresets,
  routingEngines,
  sweepSubnet,
} from "fabric-model";
import type { ChoicePrediction } from "../PredictionDefinition.ts";

export const allToAllRouting: ChoicePrediction = {
  id: "all-to-all-routing",
  kind: "choice",
  options: [
    { value: "minhop", label: "ib.engine.minhop" },
    { value: "updn", label: "ib.engine.updn" },
    { value: "ftree", label: "ib.engine.ftree" },
    { value: "ecmp", label: "ib.engine.ecmp" },
  ],
  compute() {
    const topology = fatTree({ k: 4, linkRate: linkPresets["ib-ndr-4x"].linkRateUnidirectional });
    const pairs = allToAllPairs(topology.hosts);
    const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number });
    const loads = [
      ...routingEngines.map((engine) => ({
        value: engine as string,
        max: fabricLinkLoads({ kind: "lft", tables: forwardingTables({ sweep, engine }) }, pairs).maxLoad,
      })),
      { value: "ecmp", max: fabricLinkLoads({ kind: "ecmp", topology }, pairs).maxLoad },
    ];
    return loads.reduce((a, b) => (b.max < a.max ? b : a)).value;
  },
  figure: { name: "routing-link-loads", state: { pattern: "all-to-all", radix: "4" } },
};
