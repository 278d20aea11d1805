/** English strings of the figures of "Shared bus vs switched fabric". */
import { registerStrings } from "../../i18n.ts";

export const busAndFabric = {
  "fig.busContention.title": "Contention: shared bus vs switched fabric",
  "fig.busContention.caption":
    "Each device sends the chosen amount of data to its neighbour, all at once. On the bus every transfer shares one medium; through the switch each device has its own full-duplex link. Try adding devices, then compare the two lines at 2 and at 64 devices.",
  "fig.busContention.devices": "Devices",
  "fig.busContention.size": "Data per device",
  "fig.busContention.rate": "Bus or link rate",
  "fig.busContention.bus": "shared bus",
  "fig.busContention.switch": "switch",
  "fig.busContention.axisDevices": "Devices sending at once",
  "fig.busContention.axisThroughput": "Throughput per device ({unit})",
  "fig.busContention.axisCompletion": "Time until all finish (ms)",
  "fig.busContention.colBusRate": "Bus, per device",
  "fig.busContention.colSwitchRate": "Switch, per device",
  "fig.busContention.colBusTime": "Bus, all finish",
  "fig.busContention.colSwitchTime": "Switch, all finish",
  "fig.busContention.summary":
    "{devices} devices moving {size} MiB each: {busRate} {unit} per device on the bus, finished after {busTime} ms; {switchRate} {unit} through the switch, finished after {switchTime} ms.",
  "fig.topology.title": "Topology explorer: hierarchical tree vs fat-tree",
  "fig.topology.caption":
    "Sixteen hosts on 100 Gb/s links, each flow moving 64 MiB. Left, a classic tree: four edge switches under one root. Right, a leaf-spine fat-tree whose spines can be removed to oversubscribe it. Link colour and width show how busy each link was on average. Try all-to-all, then incast, then oversubscribe the fat-tree.",
  "fig.topology.pattern": "Traffic pattern",
  "fig.topology.patternAllToAll": "All-to-all",
  "fig.topology.patternRing": "Ring (to the next host)",
  "fig.topology.patternIncast": "Incast (all to host 0)",
  "fig.topology.patternRandom": "Random pairs",
  "fig.topology.oversubscription": "Fat-tree oversubscription",
  "fig.topology.over1": "1:1 (4 spines)",
  "fig.topology.over2": "2:1 (2 spines)",
  "fig.topology.over4": "4:1 (1 spine)",
  "fig.topology.routing": "Routing",
  "fig.topology.routingEcmp": "ECMP (hash per flow)",
  "fig.topology.routingShortest": "Single shortest path",
  "fig.topology.tree": "Hierarchical tree",
  "fig.topology.fatTree": "Fat-tree (leaf-spine)",
  "fig.topology.panelTitle": "{name}: all done in {time} ms",
  "fig.topology.legend": "Mean link utilisation (%)",
  "fig.topology.colFabric": "Fabric",
  "fig.topology.colLink": "Link",
  "fig.topology.colMean": "Mean utilisation",
  "fig.topology.colPeak": "Peak utilisation",
  "fig.topology.summary":
    "Bisection bandwidth: tree {treeBisection} {unit}, fat-tree {fatBisection} {unit}. All flows done after {treeTime} ms on the tree and {fatTime} ms on the fat-tree.",
  "fig.fault.title": "Fault isolation: what one failure takes down",
  "fig.fault.caption":
    "Sixteen hosts, 100 Gb/s links, 64 MiB per flow, ECMP routing. Pick a fabric and an element to fail; the drawing shows the fabric after the failure and the bars what each host receives before and after. Try the top switch on each fabric.",
  "fig.fault.fabric": "Fabric",
  "fig.fault.fabricLeafSpine": "Leaf-spine fat-tree",
  "fig.fault.fabricTree": "Hierarchical tree",
  "fig.fault.fabricBus": "Shared bus",
  "fig.fault.failure": "Fail",
  "fig.fault.failNone": "Nothing",
  "fig.fault.failHostLink": "Host 0's link",
  "fig.fault.failUplink": "One uplink (the bus itself on a bus)",
  "fig.fault.failTopSwitch": "A top switch (root, spine 0, or the bus)",
  "fig.fault.afterTitle": "After the failure",
  "fig.fault.before": "before",
  "fig.fault.after": "after",
  "fig.fault.axisHost": "Receiving host",
  "fig.fault.axisThroughput": "Throughput received ({unit})",
  "fig.fault.colBefore": "Before",
  "fig.fault.colAfter": "After",
  "fig.fault.summary":
    "{survived} of {flows} flows still complete, {lost} lost, {rerouted} rerouted; on average each flow lost {loss}% of its throughput.",
} as const;

// Loading this area (with the figure or page that uses it) makes its strings available.
registerStrings("en", busAndFabric);
