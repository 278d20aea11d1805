/**
 * Figure: N devices each move the same amount of data over a shared bus or through a switch;
 * per-device throughput and completion time as N grows, from the flow simulator.
 */
import {
  type BitsPerSecond,
  type Bytes,
  flowsFromPairs,
  gbps,
  inGbps,
  inMilliseconds,
  mib,
  ringPairs,
  type Seconds,
  sharedBus,
  simulateFlows,
  singleSwitch,
  type Topology,
} from "fabric-model";
import { type ContentionPoint, contentionChart } from "../../charts/contentionChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("busAndFabric");

const spec = {
  devices: { kind: "int", min: 2, max: 64, step: 1, default: 8, label: "fig.busContention.devices" },
  sizeMiB: {
    kind: "int",
    min: 1,
    max: 16384,
    default: 256,
    label: "fig.busContention.size",
    unit: "unit.MiB",
  },
  rateGbps: {
    kind: "enum",
    options: ["10", "25", "100", "200", "400"],
    default: "100",
    label: "fig.busContention.rate",
    unit: "unit.Gbps",
  },
} as const satisfies StateSpec;

const MEDIA = ["bus", "switch"] as const;
/** Device counts the curves are drawn through (the chosen count is added when missing). */
const SWEEP = [2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 56, 64];

/** Each device sends `bytes` to its neighbour (a ring), all starting together. */
function run(topology: Topology, bytes: Bytes): { perDevice: BitsPerSecond; completion: Seconds } {
  const result = simulateFlows({ topology, flows: flowsFromPairs(ringPairs(topology.hosts), { bytes }) });
  const rates = result.flows.map((f) => f.meanRate);
  return {
    perDevice: (rates.reduce((s, r) => s + r, 0) / Math.max(1, rates.length)) as BitsPerSecond,
    completion: result.makespan,
  };
}

const cache = new Map<string, ContentionPoint>();

/** One simulated point; memoised, as moving the device count reuses every other point. */
function point(
  devices: number,
  medium: (typeof MEDIA)[number],
  rate: BitsPerSecond,
  bytes: Bytes,
): ContentionPoint {
  const key = `${devices}/${medium}/${rate}/${bytes}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const topology =
    medium === "bus"
      ? sharedBus({ hosts: devices, busRate: rate })
      : singleSwitch({ hosts: devices, linkRate: rate });
  const { perDevice, completion } = run(topology, bytes);
  const result = {
    devices,
    medium,
    perDeviceGbps: inGbps(perDevice),
    completionMs: inMilliseconds(completion),
  };
  if (cache.size > 2000) cache.clear();
  cache.set(key, result);
  return result;
}

/** Data of the figure: the sweep for both media and the reading at the chosen device count. */
export interface BusContentionData {
  readonly points: readonly ContentionPoint[];
  readonly devices: number;
  readonly sizeMiB: number;
}

export const busContention: FigureDefinition<typeof spec, BusContentionData> = {
  id: "bus-contention",
  title: "fig.busContention.title",
  caption: "fig.busContention.caption",
  spec,
  compute(state) {
    const rate = gbps(Number(state.rateGbps));
    const bytes = mib(state.sizeMiB);
    const counts = SWEEP.includes(state.devices) ? SWEEP : [...SWEEP, state.devices].sort((a, b) => a - b);
    const points = counts.flatMap((devices) => MEDIA.map((medium) => point(devices, medium, rate, bytes)));
    return { points, devices: state.devices, sizeMiB: state.sizeMiB };
  },
  chart(data, context) {
    return contentionChart(
      {
        points: data.points,
        devices: data.devices,
        media: MEDIA,
        mediumLabels: { bus: "fig.busContention.bus", switch: "fig.busContention.switch" },
      },
      context,
    );
  },
  table(data) {
    const counts = [...new Set(data.points.map((p) => p.devices))];
    const rows = counts.map((devices) => {
      const bus = data.points.find((p) => p.devices === devices && p.medium === "bus");
      const sw = data.points.find((p) => p.devices === devices && p.medium === "switch");
      return {
        devices,
        busGbps: bus?.perDeviceGbps ?? Number.NaN,
        switchGbps: sw?.perDeviceGbps ?? Number.NaN,
        busMs: bus?.completionMs ?? Number.NaN,
        switchMs: sw?.completionMs ?? Number.NaN,
      };
    });
    return {
      columns: [
        { key: "devices", label: "fig.busContention.devices", digits: 0 },
        { key: "busGbps", label: "fig.busContention.colBusRate", rate: "throughput" },
        { key: "switchGbps", label: "fig.busContention.colSwitchRate", rate: "throughput" },
        { key: "busMs", label: "fig.busContention.colBusTime", unit: "unit.ms" },
        { key: "switchMs", label: "fig.busContention.colSwitchTime", unit: "unit.ms" },
      ],
      rows,
    };
  },
  summary(data, tr, lang, lens) {
    const at = (medium: string) => data.points.find((p) => p.devices === data.devices && p.medium === medium);
    const bus = at("bus");
    const sw = at("switch");
    return tr("fig.busContention.summary", {
      devices: data.devices,
      size: formatNumber(lang, data.sizeMiB, 0),
      busRate: formatNumber(lang, lensRate(bus?.perDeviceGbps ?? Number.NaN, "throughput", lens), 1),
      switchRate: formatNumber(lang, lensRate(sw?.perDeviceGbps ?? Number.NaN, "throughput", lens), 1),
      unit: tr(lensRateUnit("throughput", lens)),
      busTime: formatNumber(lang, bus?.completionMs ?? Number.NaN, 1),
      switchTime: formatNumber(lang, sw?.completionMs ?? Number.NaN, 1),
    });
  },
};
