/**
 * An nccl-tests sweep against the model: measured bus bandwidth (and algbw, for the unit lens) at
 * every size (out-of-place and in-place) beside `predictCollective` for the hardware given, and
 * the model's cross-validated band, and the likely problems: bandwidth below the band of what the
 * hardware should reach (with how sure the band is), NCCL saying it used TCP
 * sockets between nodes, or else a small-message floor above the band of the transport named,
 * rows whose numbers disagree, rows with wrong results.
 */
import {
  awsFlowRateLimits,
  bytes,
  gbps,
  gpuPreset,
  inGbps,
  launchFloor,
  type MeasurementMessageCode,
  modelledCollectives,
  type NcclTestsResult,
  predictCollective,
} from "fabric-model";
import type { ComparisonPoint, MeasurementComparison, MeasurementProblem } from "./MeasurementComparison.ts";
import type { NcclHardware } from "./NcclHardware.ts";
import { transportFromNcclNetwork } from "./transportFromNcclNetwork.ts";

const MODELLED: ReadonlySet<string> = new Set(modelledCollectives);
/** The parser's remarks on a row half whose algbw is not size / time, or busbw not algbw x factor. */
const ARITHMETIC: ReadonlySet<MeasurementMessageCode> = new Set([
  "nccl-algbw-mismatch",
  "nccl-algbw-mismatch-factor",
  "nccl-algbw-mismatch-any-ranks",
  "nccl-busbw-mismatch",
  "nccl-busbw-mismatch-any-ranks",
]);
/** Sizes at or below this count as "small messages" for the latency floor. */
const SMALL_MESSAGE_BYTES = 1024;

type Modelled =
  | "all_reduce"
  | "all_gather"
  | "reduce_scatter"
  | "broadcast"
  | "reduce"
  | "alltoall"
  | "sendrecv";

/** At most this many sizes are charted and priced: beyond it, an even sample (first and last kept). */
export const MAX_CHARTED_ROWS = 400;

/** An even sample of `items`, at most `max` of them, keeping the first and the last. */
export function evenSample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = (items.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => items[Math.round(i * step)] as T);
}

/**
 * Whether the run crosses nodes over kernel TCP sockets, where sockets per connection and a flow
 * limit mean something. @example acrossKernelTcp({ nodes: 2, transport: "tcp" }) // true
 */
export function acrossKernelTcp(hw: Pick<NcclHardware, "nodes" | "transport">): boolean {
  return hw.nodes > 1 && hw.transport === "tcp";
}

function predictBusbwGbps(hw: NcclHardware, collective: Modelled, size: number, launches: number) {
  const p = predictCollective({
    collective,
    bytes: bytes(Math.max(1, size)),
    gpu: hw.gpu,
    gpusPerNode: hw.gpusPerNode,
    nodes: hw.nodes,
    // The header's nGpus: one process (thread) drove that many GPUs, launching on each in turn.
    ...(launches > 1 ? { gpusPerProcess: launches } : {}),
    ...(hw.nodes > 1 ? { nicCount: hw.nicCount, nicRate: gbps(hw.nicGbps), transport: hw.transport } : {}),
    ...(hw.algorithm === undefined || collective === "alltoall" || collective === "sendrecv"
      ? {}
      : { algorithm: hw.algorithm }),
    ...(hw.protocol === undefined ? {} : { protocol: hw.protocol }),
    ...(hw.qpsPerConnection === undefined ? {} : { qpsPerConnection: hw.qpsPerConnection }),
    ...(hw.minChannels === undefined ? {} : { minChannels: hw.minChannels }),
    ...(hw.nvls === undefined ? {} : { nvls: hw.nvls }),
    ...(hw.collnet === undefined ? {} : { collnet: hw.collnet }),
    ...(hw.ofiTuner === undefined ? {} : { ofiTuner: hw.ofiTuner }),
    ...(hw.p2p === undefined ? {} : { p2p: hw.p2p }),
    // Sockets and a flow limit describe kernel TCP; another transport leaves them aside.
    ...(acrossKernelTcp(hw)
      ? {
          ...(hw.socketsPerConnection === undefined ? {} : { socketsPerConnection: hw.socketsPerConnection }),
          ...(hw.flowGbps === undefined ? {} : { flowRateLimit: gbps(hw.flowGbps) }),
        }
      : {}),
  });
  return {
    busbwGbps: (p.busBandwidth * 8) / 1e9,
    algbwGbps: (p.algorithmBandwidth * 8) / 1e9,
    timeUs: p.time * 1e6,
    band: p.band,
  };
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? (s[m] as number)
      : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Compare a parsed nccl-tests output with the model. @throws RangeError on impossible hardware. */
export function compareNcclTests(result: NcclTestsResult, hw: NcclHardware): MeasurementComparison {
  const rows = result.rows.filter((r) => r.bytes > 0 && (r.outOfPlace || r.inPlace));
  // Chart and price a sample of a very long sweep; the problem checks below read every row.
  const charted = evenSample(rows, MAX_CHARTED_ROWS);
  const measured = (pick: "outOfPlace" | "inPlace"): ComparisonPoint[] =>
    charted.flatMap((r) => {
      const t = r[pick];
      return t && Number.isFinite(t.busbwGBps) && t.busbwGBps > 0
        ? [{ bytes: r.bytes, value: t.busbwGBps * 8, algbw: t.algbwGBps * 8 }]
        : [];
    });
  const series: Array<MeasurementComparison["series"][number]> = [
    { label: "measure.seriesOutOfPlace", source: "measured", points: measured("outOfPlace") },
    { label: "measure.seriesInPlace", source: "measured", points: measured("inPlace") },
  ];
  const problems: MeasurementProblem[] = [];
  const inconsistent = result.diagnostics.reduce(
    (n, d) => n + (d.code === "nccl-more-arithmetic" ? d.values.count : ARITHMETIC.has(d.code) ? 1 : 0),
    0,
  );
  if (inconsistent > 0) problems.push({ key: "measure.problemInconsistent", vars: { n: inconsistent } });
  const wrong = rows.filter((r) => (r.outOfPlace?.wrong ?? 0) > 0 || (r.inPlace?.wrong ?? 0) > 0).length;
  if (wrong > 0) problems.push({ key: "measure.problemWrong", vars: { n: wrong } });
  // NCCL's own INFO lines say it fell back to kernel TCP between nodes.
  const socketSaid = hw.nodes > 1 && transportFromNcclNetwork(result.network) === "tcp";
  if (socketSaid)
    problems.push({ key: "measure.problemSocketNetwork", vars: { line: result.network?.line ?? 0 } });

  const collective = result.collective;
  if (!collective || !MODELLED.has(collective)) {
    return {
      quantity: "rate",
      series,
      problems,
      modelUnavailable: collective
        ? { key: "measure.modelUnavailable", vars: { collective } }
        : { key: "measure.collectiveUnknown", vars: {} },
    };
  }
  const c = collective as Modelled;
  // One process (thread) that drives several GPUs (the header's nGpus) launches on each in turn,
  // unless the run captured its iterations in CUDA graphs (`graph:` above 0), one launch for many.
  const launches =
    (result.header.graph ?? 0) > 0 ? 1 : Math.max(1, Math.min(hw.gpusPerNode, result.header.nGpus ?? 1));
  const largest = [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  const priced = new Map<number, ReturnType<typeof predictBusbwGbps>>();
  for (const r of [...charted, ...largest]) {
    if (!priced.has(r.bytes)) priced.set(r.bytes, predictBusbwGbps(hw, c, r.bytes, launches));
  }
  const model = charted.map((r) => ({
    bytes: r.bytes,
    ...(priced.get(r.bytes) as ReturnType<typeof predictBusbwGbps>),
  }));
  series.push({
    label: "measure.seriesModel",
    source: "model",
    points: model.map((m) => ({
      bytes: m.bytes,
      value: m.busbwGbps,
      algbw: m.algbwGbps,
      low: m.band.low,
      high: m.band.high,
    })),
  });

  // Bandwidth at the three largest sizes, measured against the model and its band at each size (a
  // sweep that stops at 32 MiB, nccl-tests' default size (minBytes = maxBytes = 32 MiB in its
  // src/common.cu), is judged by the band of the sizes between, whose held-out errors are their own):
  // flagged only when their median sits below the band, saying how sure the band is.
  const ratios = largest.map((r) => {
    const m = priced.get(r.bytes);
    const measuredGbps = (r.outOfPlace ?? r.inPlace)?.busbwGBps ?? Number.NaN;
    return m ? { ratio: (measuredGbps * 8) / m.busbwGbps, low: m.band.low } : null;
  });
  const ratio = median(ratios.map((x) => x?.ratio ?? Number.NaN));
  const belowBand = median(ratios.map((x) => (x ? x.ratio / x.low : Number.NaN)));
  const top = largest[0];
  const topModel = top ? priced.get(top.bytes) : undefined;
  if (topModel && Number.isFinite(ratio) && Number.isFinite(belowBand) && belowBand < 1) {
    problems.push({
      key: topModel.band.validated ? "measure.problemLowBandwidth" : "measure.problemLowBandwidthUnvalidated",
      vars: {
        percent: Math.round(ratio * 100),
        measured: ((top?.outOfPlace ?? top?.inPlace)?.busbwGBps ?? 0).toFixed(1),
        predicted: (topModel.busbwGbps / 8).toFixed(1),
        low: ((topModel.busbwGbps * topModel.band.low) / 8).toFixed(1),
        systems: topModel.band.systems,
      },
    });
    // Across nodes with NCCL's own choice: a run told NCCL_ALGO=Ring (a setting the paste need not
    // show) sits at the ring's figure, below the tree's or NVLS Tree's the model expects.
    if (hw.nodes > 1 && hw.algorithm === undefined && top && c === "all_reduce") {
      const asked = predictBusbwGbps({ ...hw, algorithm: "ring" }, c, top.bytes, launches);
      const measured = ((top.outOfPlace ?? top.inPlace)?.busbwGBps ?? 0) * 8;
      if (asked.busbwGbps < topModel.busbwGbps && measured >= asked.busbwGbps * asked.band.low) {
        problems.push({ key: "measure.problemMaybeRing", vars: { ring: (asked.busbwGbps / 8).toFixed(1) } });
      }
    }
    // Over kernel TCP with no flow limit named: a cloud's per-flow limit (AWS: 10 Gb/s in a cluster
    // placement group, 5 otherwise) over the run's flows may be what holds it.
    if (acrossKernelTcp(hw) && hw.flowGbps === undefined && top) {
      const limited = predictBusbwGbps(
        { ...hw, flowGbps: inGbps(awsFlowRateLimits.clusterPlacementGroup) },
        c,
        top.bytes,
        launches,
      );
      const measured = ((top.outOfPlace ?? top.inPlace)?.busbwGBps ?? 0) * 8;
      if (limited.busbwGbps < topModel.busbwGbps && measured >= limited.busbwGbps * limited.band.low) {
        problems.push({
          key: "measure.problemMaybeFlowLimit",
          vars: { limited: (limited.busbwGbps / 8).toFixed(1) },
        });
      }
    }
    // PCIe GPUs of one node: NCCL sends their data through host memory unless they share a PCIe
    // switch (its default P2P level), which the model prices when told P2P is off.
    if (hw.gpusPerNode > 1 && hw.p2p !== false && gpuPreset(hw.gpu).nvlink === null && top) {
      const shm = predictBusbwGbps({ ...hw, p2p: false }, c, top.bytes, launches);
      problems.push({ key: "measure.problemMaybeShm", vars: { shm: (shm.busbwGbps / 8).toFixed(1) } });
    }
  }

  // Small-message floor against the transport the reader named: flagged only above its band (busbw
  // measured / predicted at small sizes, so a time above predicted / low). Not "typical of TCP":
  // kernel TCP's floor is the host's (12 us between two bare-metal L40S nodes, 100 us between two
  // AWS g4dn VMs in the corpus), so a high floor says the network is slower than the transport
  // named, not which one NCCL used.
  const small = rows.filter((r) => r.bytes <= SMALL_MESSAGE_BYTES);
  if (hw.nodes > 1 && !socketSaid && small.length > 0) {
    const floor = median(
      small.map((r) => Math.min(r.outOfPlace?.timeUs ?? Infinity, r.inPlace?.timeUs ?? Infinity)),
    );
    const own = predictBusbwGbps(hw, c, small[0]?.bytes ?? 8, launches);
    const slowest = own.timeUs / own.band.low;
    if (Number.isFinite(floor) && floor > slowest) {
      problems.push({
        key: own.band.validated ? "measure.problemSlowFloor" : "measure.problemSlowFloorUnvalidated",
        vars: {
          floor: floor.toFixed(1),
          predicted: own.timeUs.toFixed(1),
          slowest: slowest.toFixed(1),
          systems: own.band.systems,
        },
      });
    }
  }
  const launchFloorUs = (launchFloor(launches) * 1e6).toFixed(0);
  return {
    quantity: "rate",
    series,
    problems,
    ...(launches > 1
      ? { notices: [{ key: "measure.noticeLaunches", vars: { gpus: launches, us: launchFloorUs } }] }
      : {}),
  };
}
