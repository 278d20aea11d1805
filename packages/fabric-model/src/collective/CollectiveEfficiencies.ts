import type { GpuPreset } from "../presets/gpus.ts";
import {
  type CollectiveTransport,
  collectiveTransports,
  type IntraLinkClass,
  intraLinkClasses,
  type PcieLinkClass,
} from "./collectiveHardware.ts";

/** A GPU architecture: ring kernels are calibrated per architecture. */
export type GpuArchitecture = GpuPreset["architecture"];
const ARCHITECTURES: readonly GpuArchitecture[] = ["turing", "ampere", "ada", "hopper", "blackwell"];

/**
 * The transports whose switches route each flow (queue pair) on one path (InfiniBand's static
 * routes, RoCE's ECMP hash), so that one flow per NIC can meet another on a shared uplink. EFA's
 * SRD sprays each flow's packets over many paths and Slingshot routes adaptively; TCP's limits
 * are its host's.
 */
export type SingleFlowTransport = Extract<CollectiveTransport, "ib" | "roce">;
export const singleFlowTransports: readonly SingleFlowTransport[] = ["ib", "roce"];

/**
 * One calibrated quantity, named by what it scales:
 * - `intra:<class>`: share of raw NVLink or PCIe capacity (one direction) large transfers reach;
 * - `net:<transport>`: share of NIC line rate large transfers reach (over kernel TCP also the share
 *   of a network's per-flow limit times the run's flows, where one is given: `flowRateLimit`);
 * - `netSingleFlow:<ib | roce>`: the same where a ring or tree spans more than two nodes with one
 *   flow per NIC (one channel per NIC, one queue pair per connection: NCCL's defaults on a node with
 *   a NIC per GPU). A single flow follows one path, and flows from different NICs can share an uplink
 *   between switches, which several queue pairs or channels per NIC spread apart. In the corpus
 *   single flows reach 0.80-0.81 of line rate on 4 and 8 nodes of 8 H100 with NDR (nccl-tests issue
 *   309), where the same 8 nodes with three channels per NIC and two queue pairs reach 0.98, and 0.91
 *   on 4 VMware H100 nodes; 4 DGX A100 reach 0.95 (`ncclOutsideFigures`). How much is lost depends
 *   on how the fabric routes, so the fit is these runs' share together. Two nodes are assumed to
 *   hang off one switch, with no uplink between their NICs to share (the corpus has no two-node run
 *   with one flow per NIC that the NIC bounds), so the rule starts at three;
 * - `hostStaged:<PCIe class>`: when a node's inter-node traffic is staged through host memory
 *   (kernel TCP sockets, or RDMA without GPUDirect), the share of a GPU's raw PCIe rate its proxy
 *   thread moves, by the GPU's PCIe generation (the node's ceiling is that times the GPU's PCIe rate,
 *   times the GPUs on a node with NVLink: see `collectivePairTerms`); in the corpus PCIe 3 GPUs (T4)
 *   staged 12-19 % and PCIe 4 GPUs (L40S, A100 PCIe) 25-30 %, so one share for both missed each by
 *   about a third;
 * - `shm:<PCIe class>`: when a node's GPUs reach each other through host memory (NCCL's SHM
 *   transport: no P2P), the share of a GPU's raw PCIe rate each moves. Apart from `hostStaged`:
 *   4 x A100 PCIe over SHM on two sockets moved 17 % of Gen4 where network staging moves 25 %, and
 *   one share for both priced two L40S nodes over TCP a third low;
 * - `ring:<architecture>`, `tree`, `nvls`, `collnetdirect`, `collnetchain`: achieved over NCCL's own
 *   estimate of the algorithm's bandwidth (rings by GPU architecture, scaled to the channels that
 *   run; NVLS on one node without the cap NCCL's formula takes from a speed no link carries there:
 *   see `NcclTunerEntry.uncappedBandwidthGBps`). The two CollNets are different kernels (Direct
 *   scatters to the NIC heads, Chain pipelines through every GPU) and NCCL prices them apart (Direct
 *   x .85 on Hopper in 2.30.7, Chain x .75 before 2.18): one ratio for both carried 4 x 8 A100's
 *   CollNet (Direct where the tuner picks it, at 0.84 of NCCL's figure) to 12 x 8 H100 told to run
 *   Chain, which reaches its NVLink bound, and priced it 15 % low;
 * - `latIntra`, `latNet:<transport>`: achieved over NCCL's estimated latency, of the steps inside a
 *   node (one ratio for every link class: that part of NCCL's estimate is mostly its base latency,
 *   the kernel's launch and per-step cost, not the link's, and one ratio per NVLink or PCIe
 *   generation took each class's one or two systems' host overheads with it: one 8 x A100 node at 35 us
 *   (SuperBench's log) priced two A100 nodes at twice their measured 28 us) and of the steps across
 *   nodes, by transport;
 * - `latShm`: the same for the steps inside a node that go through host memory (SHM), which NCCL
 *   prices as P2P over PCIe (its hwLatencies do not tell them apart);
 * - `latNetStep:<transport>`: what each step of a ring or tree across nodes costs the Simple
 *   protocol (and a tree's LL128) once its steps are full, over NCCL's own figure for it (its network overhead per step,
 *   three times `getNetOverhead` for Simple: 3 us on Intel hosts, 6 on AMD), fitted on the large
 *   sizes. A ring's steps follow one another around it: until a buffer fills a loop of the ring
 *   (channels x ranks x chunk) no step starts before the one ahead has arrived, and past it the
 *   first loop still does. Over EFA a full step costs about 60 us: 2 x 8 A100 (p4d) with
 *   NCCL_ALGO=RING sit 1.9 ms above their bandwidth from 256 MiB on, one loop of that ring, 30
 *   steps, and reach half their plateau at 64 MiB; 2 x 8 p4de over a tree were priced 17 % fast at
 *   large sizes before this ratio and 3 % after, held out. Slingshot (also through libfabric) fits
 *   the same order, InfiniBand below NCCL's figure. A step pays a share of it, its bytes (the buffer
 *   over the channels and the ring's ranks or the tree's steps) over `NET_STEP_BYTES`, so small
 *   sizes are untouched: the same p4d ring takes 179 us at 8 B;
 * - `latNvls`: achieved over NCCL's latency for NVLS and NVLS Tree inside the node (its constant 25
 *   us, `hwLatencies` for NVLink) at NCCL's default 128 KiB chunk, fitted on the large sizes where
 *   NCCL runs them (it never picks them for small ones, so no small size measures it). Priced with
 *   NCCL's figure, held-out NVLS runs took about a quarter longer than predicted from 8 to 512 MiB
 *   and matched from 1 GiB on: a cost per operation several times NCCL's figure, which steers its
 *   tuner, and one that shrinks with the chunk NCCL picks for the size (`pairLatencyShare`), as a
 *   pipeline filling chunk by chunk would;
 * - `latLaunch`: host time per kernel launch over `LAUNCH_REFERENCE_US`: one process that drives k
 *   GPUs launches the operation on each in turn, so none takes less than k launches (nccl-tests with
 *   -g 8 on one 8 x A100 node: 34-35 us at every small size, where one process per GPU on 8 H100
 *   takes 13 us).
 * @example const k: EfficiencyKey = "net:ib";
 */
export type EfficiencyKey =
  | `intra:${IntraLinkClass}`
  | `net:${CollectiveTransport}`
  | `netSingleFlow:${SingleFlowTransport}`
  | `hostStaged:${PcieLinkClass}`
  | `shm:${PcieLinkClass}`
  | `ring:${GpuArchitecture}`
  | "tree"
  | "nvls"
  | "collnetdirect"
  | "collnetchain"
  | "latIntra"
  | "latShm"
  | "latNvls"
  | `latNet:${CollectiveTransport}`
  | `latNetStep:${CollectiveTransport}`
  | "latLaunch";

/**
 * What real runs achieve against the model's references, per link class (never per system); a key
 * absent here keeps its prior (`collectiveEfficiencyPriors`). Values are dimensionless ratios except
 * none.
 * @example collectiveEfficiency(collectiveCalibration.efficiencies, "net:ib")
 */
export type CollectiveEfficiencies = Readonly<Partial<Record<EfficiencyKey, number>>>;

/**
 * What the model assumes for a quantity it has no measurement of, and what the calibration pulls a
 * weakly measured one towards: links at 85 % of raw capacity, NICs at 90 % of line rate, a ring
 * channel at the fastest per-channel speed of NCCL's search ladders for its architecture
 * (`ncclSpeedArray`), no TCP ceiling beyond the NIC (Infinity), NCCL's own estimates and latencies
 * taken as achieved, a kernel launch at `LAUNCH_REFERENCE_US`. Round numbers, not fitted; a prediction resting on one is marked "not validated".
 * @example collectiveEfficiencyPriors["net:ib"] // 0.9
 */
export const collectiveEfficiencyPriors: Readonly<Record<EfficiencyKey, number>> = Object.fromEntries([
  ...intraLinkClasses.map((c) => [`intra:${c}`, 0.85]),
  ...collectiveTransports.map((t) => [`net:${t}`, 0.9]),
  ...singleFlowTransports.map((t) => [`netSingleFlow:${t}`, 0.9]),
  ...intraLinkClasses.filter((c) => c.startsWith("pcie")).map((c) => [`hostStaged:${c}`, 0.2]),
  ...intraLinkClasses.filter((c) => c.startsWith("pcie")).map((c) => [`shm:${c}`, 0.2]),
  ...ARCHITECTURES.map((a) => [`ring:${a}`, 1]),
  ["tree", 1],
  ["nvls", 1],
  ["collnetdirect", 1],
  ["collnetchain", 1],
  ["latIntra", 1],
  ["latShm", 1],
  ["latNvls", 1],
  ...collectiveTransports.map((t) => [`latNet:${t}`, 1]),
  ...collectiveTransports.map((t) => [`latNetStep:${t}`, 1]),
  ["latLaunch", 1],
]) as Record<EfficiencyKey, number>;

/**
 * Whether a latency ratio is fitted on the large sizes rather than the small ones: NVLS's, since
 * NCCL runs NVLS and NVLS Tree only at large sizes, and the full steps' (`latNetStep`), which only
 * large sizes fill.
 * @example fittedAtLargeSizes("latNvls") // true
 */
export function fittedAtLargeSizes(key: EfficiencyKey): boolean {
  return key === "latNvls" || key.startsWith("latNetStep:");
}

/**
 * The bytes of a full Simple step (NCCL's default NCCL_BUFFSIZE, 4 MiB, over its NCCL_STEPS, 8):
 * a step of a ring or tree across nodes that carries this much or more pays `latNetStep` in full.
 * @example NET_STEP_BYTES // 524288
 */
export const NET_STEP_BYTES = (4 * 1024 * 1024) / 8;

/**
 * The host time one kernel launch is priced at before calibration (us): a round number for a CUDA
 * launch from one CPU thread, which `latLaunch` scales.
 * @example LAUNCH_REFERENCE_US // 4
 */
export const LAUNCH_REFERENCE_US = 4;

/**
 * One quantity of a set, or its prior when the set has none.
 * @example collectiveEfficiency({}, "tree") // 1
 */
export function collectiveEfficiency(set: CollectiveEfficiencies, key: EfficiencyKey): number {
  return set[key] ?? collectiveEfficiencyPriors[key];
}

/**
 * How firmly each prior holds, as the standard deviation of ln(value / prior) the calibration
 * allows before the data must pay for it: NICs that bypass the kernel reach near line rate (perftest
 * on ConnectX-5 RoCE: 92.5 %; NDR through NCCL: 46-48 of 50 GB/s), so their efficiency may move only
 * a little (0.08) unless many runs insist; kernel TCP's sockets can fill the NIC too (two 8 x H200
 * nodes over one 400 Gb/s NIC reach 49 GB/s of 50 in the corpus), what holds them back is the host,
 * which `hostStaged:<PCIe class>` carries, so its NIC efficiency is held almost as firmly (0.15); GPUDirect-TCPX
 * and -TCPXO are each known from one system (1); links inside the node 0.25; NCCL's own estimates
 * and single flows across switches, which depend on how the fabric routes them, 0.3; latencies 0.7;
 * host staging, which depends on the host's CPU and memory, 1; NVLS's latency 3, since NCCL's figure
 * for it steers the tuner and no run measures it as a time (held at 0.7, or at 2, it stays near
 * NCCL's 25 us, where the runs at 64 to 512 MiB ask for several times that: the held-out error over
 * large sizes is 8.1 % at 2, 5.6 % at 3, 5.5 % at 5 and at 10); a full network step's cost 10, since
 * NCCL's figure is right for no network in the corpus (EFA's is ten times it or more, and held at
 * 3 the two p4 systems' gain does not pay the prior's price: the ratio stays at 1.1 and p4de's
 * held-out error at 17 %).
 * @see ../../../../../shared/MODELLING.md (reference figures: perftest 11023 MiB/s = 92.5 Gb/s of 100; nccl-tests issue 290: 46-48 GB/s per NDR NIC)
 * @example collectivePriorSpread("net:ib") // 0.08
 */
export function collectivePriorSpread(key: EfficiencyKey): number {
  if (
    key === "net:tcpx" ||
    key === "net:tcpxo" ||
    key.startsWith("hostStaged:") ||
    key.startsWith("shm:") ||
    key.startsWith("collnet")
  )
    return 1;
  if (key === "net:tcp") return 0.15;
  if (key === "latNvls") return 3;
  if (key.startsWith("latNetStep:")) return 10;
  if (key.startsWith("net:")) return 0.08;
  if (key.startsWith("intra:")) return 0.25;
  if (key.startsWith("lat")) return 0.7;
  return 0.3;
}
