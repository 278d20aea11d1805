import { measurementLog } from "./measurementLog.ts";
import type { NcclEnvSetting } from "./NcclEnvSetting.ts";
import type {
  NcclLog,
  NcclLogConnection,
  NcclLogNic,
  NcclLogNicDistance,
  NcclLogPlugin,
  NcclLogRing,
  NcclLogSocketInterface,
  NcclLogTreeNode,
  NcclLogTunerChoice,
} from "./NcclLog.ts";

/** Bounds on what the decoder keeps of a long log. */
const MAX_CONNECTIONS = 8192;
const MAX_TREE_NODES = 8192;
const MAX_RINGS = 256;
const MAX_SMALL = 64;
const MAX_TUNER = 512;
const MAX_RANKS = 4096;
/** Most distinct line prefixes whose host is remembered (a timestamped prefix differs on every line). */
const MAX_PREFIXES = 4096;

/** The `host:pid:tid [dev]` prefix NCCL puts on its lines (after any launcher decoration). */
const PREFIX = /(?:^|[\s:\]>])([A-Za-z0-9][A-Za-z0-9_.-]{0,80}):(\d{1,10}):(\d{1,10})\s+\[(\d{1,4})\]/;
const VERSION = /(?:^|[\s:>\]])NCCL version (\S+)/;
/** `Channel 00/0 : 3[3] -> 4[0] [send] via NET/IB/1(2)/GDRDMA/Shared`, or 2.4's `Ring 00 : 1 -> 0 [receive] via NET/IB/0`. */
const CONNECTION =
  /^(?:Channel|Ring) (\d{1,3})(?:\/\d{1,3})? : (\d{1,7})(?:\[[0-9a-fA-F]{1,16}\])? -> (\d{1,7})(?:\[[0-9a-fA-F]{1,16}\])?(?: \[(send|receive)\])? via (.{1,120})$/;
/** Rank 0's ring: `Channel 00/04 : 0 3 6 5 4 7 2 1`, or 2.4's `Channel 00 :    0   1`. */
const RING = /^Channel (\d{1,3})(?:\/(\d{1,3}))? :((?:\s+\d{1,7}){1,4096})\s*$/;
/** One rank's ring neighbours (GRAPH): `Ring 00 : 0 -> 1 -> 2` (previous -> rank -> next). */
const RING_NEIGHBOURS = /^Ring (\d{1,3}) : (-?\d{1,7}) -> (\d{1,7}) -> (-?\d{1,7})$/;
/** One entry of a `Trees [0] 1/-1/-1->0->-1 [1] ...` line: children -> rank -> parent. */
const TREES_ENTRY = /\[(\d{1,3})\] (-?\d{1,7})\/(-?\d{1,7})\/(-?\d{1,7})->(\d{1,7})->(-?\d{1,7})/g;
/** GRAPH's `Tree 0 : -1 -> 0 -> 1/2/-1` (parent -> rank -> children). */
const TREE_LINE = /^Tree (\d{1,3}) : (-?\d{1,7}) -> (\d{1,7}) -> (-?\d{1,7})\/(-?\d{1,7})\/(-?\d{1,7})$/;
const NIC = /\[(\d{1,3})\]([^\s:[\]]{1,64}):(\d{1,3})\/(IB|RoCE)\b/g;
const SOCKET_INTERFACE = /\[(\d{1,3})\]([^\s:[\]]{1,64}):([^\s<]{1,80})</g;
const GDR_HCA = /GPU Direct RDMA (Enabled|Disabled) for (?:GPU \S+ \/ )?HCA (\d{1,3})(?: '([^']{1,64})')?/;
const NIC_DISTANCE = /^CUDA Dev (\d{1,3})\[\d{1,3}\], (\S+) NIC distance :\s+(\S+)/;
const TUNER = /^(\w{1,32}): (\d{1,20}) Bytes -> Algo (\w{1,16}) proto (\w{1,16})/;
const ALGORITHMS = ["Tree", "Ring", "CollNetDirect", "CollNetChain", "NVLS", "NVLSTree", "PAT"];
const PROTOCOLS = ["LL", "LL128", "Simple"];

/** What the nccl-tests part of a text tells the decoder about the job, for its findings. */
export interface NcclJobContext {
  /** Hosts of the nccl-tests device lines. */
  readonly deviceHosts: readonly string[];
  /** GPUs per host from the device lines. */
  readonly gpusByHost: ReadonlyMap<string, number>;
  readonly env: readonly NcclEnvSetting[];
}

/** Decodes NCCL's own log lines; `line` returns false for a line that is not NCCL's. */
export interface NcclLogReader {
  line(text: string, lineNumber: number): boolean;
  /** True once any NCCL line was decoded. */
  readonly seen: boolean;
  end(job: NcclJobContext): NcclLog;
}

type MutableLog = { -readonly [K in keyof NcclLog]: NcclLog[K] };

/**
 * A decoder for `NCCL_DEBUG=INFO` (and WARN, TRACE) output, fed any line: NCCL's lines (found by
 * their `NCCL INFO` / `NCCL WARN` marker wherever the line's decorations put it, and the bare
 * `NCCL version` line of old releases) are decoded into an `NcclLog`; others are left alone.
 * Lists are bounded, so a log of any length is read in bounded memory. Linear.
 * @example const r = ncclLogReader(); r.line("node1:1:1 [0] NCCL INFO Using network IB", 1); r.end(job).network // { name: "IB", line: 1 }
 */
export function ncclLogReader(): NcclLogReader {
  const versions: Array<{ version: string; hosts: string[]; line: number }> = [];
  const hosts: string[] = [];
  const hostSet = new Set<string>();
  const ranks: Array<{ rank: number; host: string | null; cudaDevice: number | null; line: number }> = [];
  const rankSeen = new Set<string>();
  const plugins: NcclLogPlugin[] = [];
  const nics: NcclLogNic[] = [];
  const socketInterfaces: NcclLogSocketInterface[] = [];
  const rings: NcclLogRing[] = [];
  const ringChannels = new Set<number>();
  const neighbours = new Map<number, Map<number, number>>();
  const trees: NcclLogTreeNode[] = [];
  const treeSeen = new Set<string>();
  const connections: NcclLogConnection[] = [];
  /** Connections kept, by channel and direction (`channel * 3 + 0|1|2`), each a set of `from * 1e7 + to`. */
  const connectionSeen = new Map<number, Set<number>>();
  const transports = new Map<string, { kind: NcclLogConnection["kind"]; count: number; line: number }>();
  const tunerChoices: NcclLogTunerChoice[] = [];
  const tunerSeen = new Set<string>();
  const nicDistances: NcclLogNicDistance[] = [];
  const warnings: Array<{ text: string; line: number }> = [];
  const netDevicesByHost = new Map<string, Set<number>>();
  const findings = measurementLog();
  let network: { name: string; line: number } | null = null;
  let ofiProvider: string | null = null;
  let ofiNics: number | null = null;
  let socketsPerConnection: number | null = null;
  let gidIndex: number | null = null;
  let gdrOn = false;
  let gdrOff: { line: number; hca: string } | null = null;
  let channels: number | null = null;
  let nranks: number | null = null;
  let nNodes: number | null = null;
  let localRanks: number | null = null;
  let treesDisabled = false;
  let nvls: boolean | null = null;
  let pxn: boolean | null = null;
  let socketLine = 0;
  let linesRead = 0;
  let seen = false;

  const addHost = (host: string | null) => {
    if (host !== null && !hostSet.has(host) && hostSet.size < MAX_RANKS) {
      hostSet.add(host);
      hosts.push(host);
    }
  };
  /** Host of each text seen before a marker (a process's `host:pid:tid [dev] `, repeated on its every line). */
  const prefixHosts = new Map<string, string | null>();
  const hostBefore = (prefix: string): string | null => {
    const known = prefixHosts.get(prefix);
    if (known !== undefined) return known;
    const host = PREFIX.exec(prefix)?.[1] ?? null;
    addHost(host);
    if (prefixHosts.size < MAX_PREFIXES) prefixHosts.set(prefix, host);
    return host;
  };
  const addVersion = (version: string, host: string | null, line: number) => {
    const known = versions.find((v) => v.version === version);
    if (known === undefined) {
      if (versions.length < MAX_SMALL) versions.push({ version, hosts: host === null ? [] : [host], line });
    } else if (host !== null && !known.hosts.includes(host) && known.hosts.length < MAX_SMALL) {
      known.hosts.push(host);
    }
  };
  const addRank = (rank: number, host: string | null, cudaDevice: number | null, line: number) => {
    const key = `${rank}@${host ?? ""}`;
    if (rankSeen.has(key) || ranks.length >= MAX_RANKS) return;
    rankSeen.add(key);
    ranks.push({ rank, host, cudaDevice, line });
  };
  const addPlugin = (plugin: NcclLogPlugin) => {
    if (plugins.length >= MAX_SMALL) return;
    if (plugins.some((p) => p.kind === plugin.kind && p.name === plugin.name && p.found === plugin.found))
      return;
    plugins.push(plugin);
  };

  /** One INFO line's text after "NCCL INFO", dispatched on its first word (most lines match none). */
  const info = (body: string, host: string | null, line: number): void => {
    // Most lines of a long log are channel lines: read them before the word is cut out.
    if (body.startsWith("Channel ") || body.startsWith("Ring ")) {
      readChannelLine(body, host, line);
      return;
    }
    const space = body.indexOf(" ");
    const word = space < 0 ? body : body.slice(0, space);
    switch (word) {
      case "NCCL":
        if (body.startsWith("NCCL version "))
          addVersion(body.slice(13).trim().split(/\s/)[0] ?? "", host, line);
        return;
      case "Channel":
      case "Ring":
        readChannelLine(body, host, line);
        return;
      case "Trees":
        if (body.includes("disabled")) treesDisabled = true;
        for (const e of body.matchAll(TREES_ENTRY)) {
          addTree(Number(e[1]), Number(e[5]), Number(e[6]), [e[2], e[3], e[4]], line);
        }
        return;
      case "Tree": {
        const m = TREE_LINE.exec(body);
        if (m !== null) addTree(Number(m[1]), Number(m[3]), Number(m[2]), [m[4], m[5], m[6]], line);
        return;
      }
      case "Using":
        if (body.startsWith("Using network ")) {
          network ??= { name: body.slice(14).trim(), line };
          if (network.name === "Socket" && socketLine === 0) socketLine = line;
        } else if (body.includes("Trees disabled")) treesDisabled = true;
        return;
      case "NET/IB":
      case "NET/IB:":
        if (/^NET\/IB ?: Using/.test(body)) readNics(body, host, line);
        else readGdr(body, line);
        return;
      case "NET/Socket":
      case "NET/Socket:":
        {
          const threads = /^NET\/Socket ?: Using (\d+) threads? and (\d+) sockets? per thread/.exec(body);
          const product = threads === null ? 0 : Number(threads[1]) * Number(threads[2]);
          if (product > 0) socketsPerConnection ??= product;
        }
        if (/^NET\/Socket ?: Using/.test(body)) {
          for (const s of body.matchAll(SOCKET_INTERFACE)) {
            if (socketInterfaces.length >= MAX_SMALL) break;
            socketInterfaces.push({ host, name: s[2] ?? "", address: s[3] ?? "", line });
          }
          if (socketLine === 0) socketLine = line;
        }
        return;
      case "NET/OFI": {
        const provider = /Selected [Pp]rovider is (\w+)/.exec(body);
        if (provider !== null) ofiProvider ??= provider[1] ?? null;
        const found = /Selected [Pp]rovider is \w+ \(found (\d+) nics?\)/.exec(body);
        if (found !== null) ofiNics ??= Number(found[1]);
        const init = /^NET\/OFI Initializing (aws-ofi-nccl \S+)/.exec(body);
        if (init !== null) addPlugin({ kind: "net", name: init[1] ?? "", found: true, line });
        return;
      }
      case "GPU":
        readGdr(body, line);
        return;
      case "CUDA": {
        const m = NIC_DISTANCE.exec(body);
        if (m !== null && nicDistances.length < MAX_SMALL) {
          nicDistances.push({ host, gpu: Number(m[1]), transport: m[2] ?? "", distance: m[3] ?? "", line });
        }
        return;
      }
      case "Initialized":
        if (body.startsWith("Initialized NET plugin ")) {
          addPlugin({ kind: "net", name: body.slice(23).trim(), found: true, line });
        }
        return;
      case "Connected":
        if (body.startsWith("Connected all rings")) {
          const flags = /PXN (\d) GDR (\d)/.exec(body);
          if (flags !== null) {
            pxn = flags[1] === "1" || pxn === true;
            if (flags[2] === "0") gdrOff ??= { line, hca: "GDR 0" };
            else gdrOn = true;
          }
        } else if (body.startsWith("Connected NVLS")) nvls = true;
        return;
      case "NVLS":
        if (body.startsWith("NVLS multicast support is not available")) nvls ??= false;
        else if (body.startsWith("NVLS comm ")) nvls = true;
        return;
      case "comm":
      case "ncclCommInitRank":
      case "ncclCommInitRankConfig":
      case "ncclCommInitAll":
      case "ncclCommSplit":
        readComm(body, host, line);
        return;
    }
    const plugin = /^(NET|TUNER|PROFILER|ENV|GIN|RMA)\/Plugin\s?: ?(.*)$/.exec(body);
    if (plugin !== null) {
      readPlugin(plugin[1] ?? "", plugin[2] ?? "", line);
      return;
    }
    const first = body.charCodeAt(0);
    if (first >= 48 && first <= 57) {
      const counts = /^\d{1,4} coll channels,(?: \d{1,4} collnet channels,)? (\d{1,4}) nvls channels/.exec(
        body,
      );
      if (counts !== null) {
        if (Number(counts[1]) > 0) nvls = true;
        else nvls ??= false;
      }
      return;
    }
    if (word.endsWith(":")) {
      const tuner = TUNER.exec(body);
      if (tuner !== null) readTuner(tuner, line);
      else if (body.includes("[nranks=")) {
        const n = /\[nranks=(\d{1,7})\]/.exec(body);
        if (n !== null) nranks = Math.max(nranks ?? 0, Number(n[1]));
      }
      return;
    }
    if (gidIndex === null && body.startsWith("NET/IB: NCCL Dev")) {
      const gid = /\bGID (\d{1,3}) \(/.exec(body);
      if (gid !== null) gidIndex = Number(gid[1]);
    }
  };

  /** A `Channel`/`Ring` line: a connection, rank 0's ring, or one rank's ring neighbours. */
  const readChannelLine = (body: string, host: string | null, line: number) => {
    const connection = CONNECTION.exec(body);
    if (connection !== null) return readConnection(connection, host, line);
    const ring = RING.exec(body);
    if (ring !== null) return readRing(ring, line);
    const next = RING_NEIGHBOURS.exec(body);
    if (next !== null) readNeighbours(next);
  };

  const readRing = (m: RegExpExecArray, line: number) => {
    const channel = Number(m[1]);
    channels = Math.max(channels ?? 0, m[2] !== undefined ? Number(m[2]) : channel + 1);
    if (!ringChannels.has(channel) && rings.length < MAX_RINGS) {
      ringChannels.add(channel);
      rings.push({ channel, ranks: (m[3] ?? "").trim().split(/\s+/).map(Number), line });
    }
  };

  const readNeighbours = (m: RegExpExecArray) => {
    const channel = Number(m[1]);
    const next = neighbours.get(channel) ?? new Map<number, number>();
    if (neighbours.size < MAX_RINGS && next.size < MAX_RANKS) {
      next.set(Number(m[3]), Number(m[4]));
      neighbours.set(channel, next);
    }
  };

  const readTuner = (m: RegExpExecArray, line: number) => {
    const key = `${m[1]}/${m[2]}`;
    if (tunerSeen.has(key) || tunerChoices.length >= MAX_TUNER) return;
    tunerSeen.add(key);
    tunerChoices.push({
      collective: m[1] ?? "",
      bytes: Number(m[2]),
      algorithm: named(m[3] ?? "", ALGORITHMS),
      protocol: named(m[4] ?? "", PROTOCOLS),
      line,
    });
  };

  const readNics = (body: string, host: string | null, line: number) => {
    const listed = [...body.matchAll(NIC)];
    for (const n of listed) {
      if (nics.length >= MAX_RANKS) break;
      const nic: NcclLogNic = {
        host,
        index: Number(n[1]),
        name: n[2] ?? "",
        port: Number(n[3]),
        linkLayer: n[4] === "IB" || n[4] === "RoCE" ? n[4] : null,
        line,
      };
      if (!nics.some((x) => x.host === host && x.index === nic.index && x.name === nic.name)) nics.push(nic);
    }
    if (new Set(listed.map((n) => n[4])).size > 1) {
      findings.add(line, "nccl-log-mixed-link-layers", { host: host ?? "" });
    }
  };

  const readGdr = (body: string, line: number) => {
    const m = GDR_HCA.exec(body);
    if (m === null) return;
    if (m[1] === "Enabled") gdrOn = true;
    else gdrOff ??= { line, hca: m[3] ?? m[2] ?? "" };
  };

  const readComm = (body: string, host: string | null, line: number) => {
    const n = /\bnranks (\d{1,7})\b/i.exec(body);
    if (n === null) return;
    nranks = Math.max(nranks ?? 0, Number(n[1]));
    const rank = /\brank (\d{1,7}) nranks/i.exec(body);
    const cuda = /\bcudaDev (\d{1,3})/.exec(body);
    if (rank !== null) addRank(Number(rank[1]), host, cuda === null ? null : Number(cuda[1]), line);
    const nodes = /\bnNodes (\d{1,6})/.exec(body);
    if (nodes !== null) nNodes = Math.max(nNodes ?? 0, Number(nodes[1]));
    const local = /\blocalRanks (\d{1,4})/.exec(body);
    if (local !== null) localRanks = Math.max(localRanks ?? 0, Number(local[1]));
  };

  const addTree = (channel: number, rank: number, up: number, down: (string | undefined)[], line: number) => {
    const key = `${channel}/${rank}`;
    if (treeSeen.has(key) || trees.length >= MAX_TREE_NODES) return;
    treeSeen.add(key);
    trees.push({ channel, rank, up, down: down.map(Number).filter((d) => d >= 0), line });
  };

  /**
   * What a transport's text says (its kind, GPUDirect, NIC and proxy), found once per text, and its
   * entry among the transports listed with their counts (the first MAX_SMALL texts): one lookup per line.
   */
  const transportFacts = new Map<
    string,
    Pick<NcclLogConnection, "kind" | "gdr" | "netDevice" | "proxyRank"> & {
      readonly listed: { kind: NcclLogConnection["kind"]; count: number; line: number } | null;
    }
  >();
  const factsOf = (transport: string, line: number) => {
    const known = transportFacts.get(transport);
    if (known !== undefined) return known;
    const net = /^NET\/(.+?)\/(\d{1,4})(?:\((\d{1,7})\))?/.exec(transport);
    const kind = transportKind(transport);
    let listed = transports.get(transport);
    if (listed === undefined && transports.size < MAX_SMALL) {
      listed = { kind, count: 0, line };
      transports.set(transport, listed);
    }
    const facts = {
      kind,
      gdr: /\/GDRDMA\b/.test(transport),
      netDevice: net === null ? null : Number(net[2]),
      proxyRank: net?.[3] === undefined ? null : Number(net[3]),
      listed: listed ?? null,
    };
    if (transportFacts.size < MAX_CONNECTIONS) transportFacts.set(transport, facts);
    return facts;
  };

  const readConnection = (m: RegExpExecArray, host: string | null, line: number) => {
    const transport = (m[5] ?? "").trim();
    const { kind, gdr, netDevice, proxyRank, listed } = factsOf(transport, line);
    if (listed !== null) listed.count++;
    if (gdr) gdrOn = true;
    if (proxyRank !== null) pxn = true;
    if (kind === "net" && transport.startsWith("NET/Socket") && socketLine === 0) socketLine = line;
    if (kind === "net" && netDevice !== null && host !== null) {
      const used = netDevicesByHost.get(host);
      if (used !== undefined) used.add(netDevice);
      else if (netDevicesByHost.size < MAX_RANKS) netDevicesByHost.set(host, new Set([netDevice]));
    }
    const direction = m[4] === "send" || m[4] === "receive" ? m[4] : null;
    const channel = Number(m[1]);
    const from = Number(m[2]);
    const to = Number(m[3]);
    // Numbers, not a string built per line: channel and direction pick the set, ranks (< 1e7) the pair.
    const set = channel * 3 + (direction === "send" ? 1 : direction === "receive" ? 2 : 0);
    const pairs = connectionSeen.get(set);
    const pair = from * 1e7 + to;
    if (pairs?.has(pair) || connections.length >= MAX_CONNECTIONS) return;
    if (pairs === undefined) connectionSeen.set(set, new Set([pair]));
    else pairs.add(pair);
    connections.push({
      channel,
      from,
      to,
      direction,
      transport,
      kind,
      gdr,
      netDevice,
      proxyRank,
      host,
      line,
    });
  };

  const readPlugin = (kindWord: string, rest: string, line: number) => {
    const kind: NcclLogPlugin["kind"] =
      kindWord === "NET"
        ? "net"
        : kindWord === "TUNER"
          ? "tuner"
          : kindWord === "PROFILER"
            ? "profiler"
            : "other";
    if (/Failed to find ncclCollNetPlugin/.test(rest)) return;
    const missing = /Could not find|No plugin found|returned \d|not found/i.test(rest);
    // "Loaded net plugin NCCL RDMA Plugin (v5)", "Using tuner plugin: 'x'", "Using nccl_ofi_tuner (v3)".
    const loaded =
      /(?:Loaded|Using) (?:(?:net |tuner |profiler )?plugin:? )?'?([^(']+?)'?(?:\s*\(v\d+\))?\.?$/i.exec(
        rest,
      );
    const internal = /internal/i.test(rest);
    if (missing) addPlugin({ kind, name: null, found: false, line });
    else if (loaded !== null && !internal)
      addPlugin({ kind, name: (loaded[1] ?? "").trim(), found: true, line });
    else if (internal) addPlugin({ kind, name: null, found: false, line });
  };

  return {
    get seen() {
      return seen;
    },
    line(text, lineNumber) {
      const at = ncclMarkerAt(text);
      if (at < 0) {
        const version = text.includes("NCCL version") ? VERSION.exec(text) : null;
        if (version === null || text.includes("nccl-tests")) return false;
        seen = true;
        linesRead++;
        addVersion(version[1] ?? "", null, lineNumber);
        return true;
      }
      seen = true;
      linesRead++;
      const host = hostBefore(text.slice(0, at));
      const level = text.charCodeAt(at + 5);
      const body = text.slice(at + (level === 84 /* T(RACE) */ ? 10 : 9)).trim();
      if (level === 73 /* I(NFO) */) info(body, host, lineNumber);
      else if (level === 87 /* W(ARN) */) {
        // The WARN text starts after its source location (`net.cc:626 NCCL WARN ...`).
        if (warnings.length < MAX_SMALL) warnings.push({ text: body, line: lineNumber });
        warn(body, lineNumber);
      }
      return true;
    },
    end(job) {
      dropSplicedHosts(hosts, ranks);
      const allHosts = new Set([...hosts, ...job.deviceHosts]);
      const multiNode = (nNodes ?? 0) > 1 || allHosts.size > 1;
      // NCCL before 2.6 prints no "Using network" line: its NIC list says which.
      if (network === null && nics.length > 0) network = { name: "IB", line: nics[0]?.line ?? 0 };
      if (network === null && socketInterfaces.length > 0)
        network = { name: "Socket", line: socketInterfaces[0]?.line ?? 0 };
      const socket =
        network?.name === "Socket" || [...transports.keys()].some((t) => t.startsWith("NET/Socket"));
      if (socket && multiNode)
        findings.add(
          network?.name === "Socket" && network.line > 0 ? network.line : socketLine || network?.line || 0,
          "nccl-log-socket-between-nodes",
          {},
        );
      // GPUDirect RDMA needs an RDMA network: over sockets the socket finding is the one to fix.
      if (!socket && gdrOff !== null && (multiNode || connections.some((c) => c.kind === "net"))) {
        findings.add(gdrOff.line, "nccl-log-gdr-disabled", { hca: gdrOff.hca });
      }
      if (versions.length > 1) {
        findings.add(versions[1]?.line ?? 0, "nccl-log-mixed-versions", {
          versions: versions.map((v) => v.version).join(", "),
        });
      }
      for (const d of nicDistances) {
        if (d.distance === "SYS")
          findings.add(d.line, "nccl-log-nic-far", { host: d.host ?? "", distance: d.distance });
      }
      // NICs matter for an RDMA network; over sockets the kernel's stack is the bottleneck.
      if (multiNode && !socket) fewerNics(job);
      const gdr = gdrOn && gdrOff !== null ? "mixed" : gdrOn ? "on" : gdrOff !== null ? "off" : null;
      const log: MutableLog = {
        versions,
        hosts,
        nranks,
        nNodes,
        localRanks,
        ranks,
        plugins,
        network,
        ofiProvider,
        ofiNics,
        socketsPerConnection,
        nics,
        socketInterfaces,
        gidIndex: gidIndex ?? envNumber(job.env, "NCCL_IB_GID_INDEX"),
        gdr,
        channels,
        rings: rings.length > 0 ? rings : ringsFromNeighbours(neighbours),
        trees,
        treesDisabled,
        connections,
        transports: [...transports].map(([transport, t]) => ({ transport, ...t })),
        nvls,
        pxn: pxn ?? (envNumber(job.env, "NCCL_P2P_PXN_LEVEL") === 0 ? false : null),
        tunerChoices,
        nicDistances,
        warnings,
        linesRead,
        findings: findings.list(),
      };
      return log;
    },
  };

  function warn(body: string, line: number): void {
    const missing = /network (.{1,60}) not found/i.exec(body);
    const completion = /Got completion from peer \S+ with error (\d{1,4})/.exec(body);
    if (/no socket interface found/i.test(body)) findings.add(line, "nccl-log-no-socket-interface", {});
    else if (missing !== null)
      findings.add(line, "nccl-log-net-plugin-missing", { network: missing[1] ?? "" });
    else if (completion !== null)
      findings.add(line, "nccl-log-completion-error", { error: Number(completion[1]) });
  }

  /**
   * Fewer NICs carry a node's traffic than it has GPUs, and it is one NIC for all of them or a
   * list cut short by NCCL_IB_HCA: several GPUs then share one NIC's bandwidth. (A node built
   * with one NIC per two GPUs, such as AWS p4d's four EFA for eight A100, is not flagged.)
   */
  function fewerNics(job: NcclJobContext): void {
    const restricted = job.env.some((s) => s.name === "NCCL_IB_HCA");
    for (const [host, gpus] of gpusPerHost(job)) {
      const used = netDevicesByHost.get(host)?.size ?? nics.filter((n) => n.host === host).length;
      if (used > 0 && used < gpus && (used === 1 || restricted)) {
        const line = connections.find((c) => c.host === host && c.kind === "net")?.line ?? nics[0]?.line ?? 0;
        findings.add(line, "nccl-log-fewer-nics", { host, nics: used, gpus });
        return;
      }
    }
  }

  function gpusPerHost(job: NcclJobContext): Map<string, number> {
    if (job.gpusByHost.size > 0) return new Map(job.gpusByHost);
    const byHost = new Map<string, Set<number>>();
    for (const r of ranks) {
      if (r.host === null) continue;
      const set = byHost.get(r.host) ?? new Set<number>();
      set.add(r.cudaDevice ?? r.rank);
      byHost.set(r.host, set);
    }
    const out = new Map<string, number>();
    for (const [host, set] of byHost) out.set(host, Math.max(set.size, localRanks ?? 0));
    return out;
  }
}

/**
 * Remove host names that are a real host's name with characters of another line in front
 * (`8427gdr116`: two processes' lines spliced mid-line), from the hosts and the ranks.
 */
function dropSplicedHosts(hosts: string[], ranks: Array<{ host: string | null }>): void {
  const spliced = new Set(hosts.filter((h) => hosts.some((g) => g !== h && h.endsWith(g))));
  if (spliced.size === 0) return;
  const kept = hosts.filter((h) => !spliced.has(h));
  hosts.splice(0, hosts.length, ...kept);
  for (const r of ranks) if (r.host !== null && spliced.has(r.host)) r.host = null;
}

function transportKind(transport: string): NcclLogConnection["kind"] {
  if (transport.startsWith("P2P")) return "p2p";
  if (transport.startsWith("SHM")) return "shm";
  if (transport.startsWith("NET")) return "net";
  if (transport.startsWith("NVLS")) return "nvls";
  if (/^COLLNET/i.test(transport)) return "collnet";
  return "other";
}

/** An algorithm or protocol by name, whether printed as its name or its number. */
function named(token: string, names: readonly string[]): string {
  if (/^\d+$/.test(token)) return names[Number(token)] ?? token;
  return names.find((n) => n.toLowerCase() === token.toLowerCase()) ?? token;
}

function envNumber(env: readonly NcclEnvSetting[], name: string): number | null {
  const value = env.find((s) => s.name === name)?.value;
  return value === undefined || !/^\d{1,4}$/.test(value) ? null : Number(value);
}

/** Rings rebuilt from each rank's `Ring 00 : prev -> rank -> next` lines, starting at the lowest rank. */
function ringsFromNeighbours(neighbours: ReadonlyMap<number, ReadonlyMap<number, number>>): NcclLogRing[] {
  const rings: NcclLogRing[] = [];
  for (const [channel, next] of [...neighbours].sort((a, b) => a[0] - b[0])) {
    const start = Math.min(...next.keys());
    const order = [start];
    let at = next.get(start);
    while (at !== undefined && at !== start && at >= 0 && order.length <= next.size) {
      order.push(at);
      at = next.get(at);
    }
    rings.push({ channel, ranks: order, line: 0 });
  }
  return rings;
}

/**
 * Where NCCL's marker starts in a line: the first `NCCL INFO`, `NCCL WARN`, `NCCL TRACE` or `NCCL
 * CALL` standing as words of their own (what `/\bNCCL (INFO|WARN|TRACE|CALL)\b/` finds), -1 when
 * none. Found with `indexOf` and a few character tests: it runs on every line of a long log.
 */
function ncclMarkerAt(text: string): number {
  for (let at = text.indexOf("NCCL "); at >= 0; at = text.indexOf("NCCL ", at + 1)) {
    if (at > 0 && isWordCharacter(text.charCodeAt(at - 1))) continue;
    const level =
      text.startsWith("INFO", at + 5) || text.startsWith("WARN", at + 5) || text.startsWith("CALL", at + 5)
        ? 4
        : text.startsWith("TRACE", at + 5)
          ? 5
          : 0;
    if (level > 0 && !isWordCharacter(text.charCodeAt(at + 5 + level))) return at;
  }
  return -1;
}

/** A character `\b` counts as part of a word: ASCII letter, digit or `_` (NaN, past the end: no). */
function isWordCharacter(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
