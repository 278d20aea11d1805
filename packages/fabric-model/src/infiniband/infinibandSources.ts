import type { Source } from "../Source.ts";

const OPENSM = "https://github.com/linux-rdma/opensm/blob/fa74b98c4b604ebb8b6bb348ca3ac065ba418df0";
const NCCL = "https://github.com/NVIDIA/nccl/blob/5067397c2676d5aed50042fc39e5c8ee96eb0027";
const RDMA_CORE = "https://github.com/linux-rdma/rdma-core/blob/691953d8d502f54088f776c5ba2aeed0a5ac945d";
const MLNX_TOOLS = "https://github.com/Mellanox/mlnx-tools/blob/8fbfd9cfff34e2d32f1dd5a115c42eb8bd3b66c8";
const LINUX = "https://github.com/torvalds/linux/blob/master";

/**
 * Where every outside fact of the InfiniBand fabric model was read: OpenSM's documentation and
 * source, the Linux kernel, rdma-core, Mellanox's tools, NCCL, NVIDIA documentation and papers.
 * Functions of this folder name the entry they rest on in their JSDoc and, where a number enters,
 * in a `source` field of their output.
 * @example infinibandSources.opensmRouting.url
 */
export const infinibandSources = {
  opensmRouting: {
    url: `${OPENSM}/doc/current-routing.txt`,
    read: "OpenSM routing engines (minhop, updn, dnup, ftree, lash, dor, torus-2QoS, dfsssp, sssp, nue); min-hop port choice: among ports with the minimal hop count the one with fewer LIDs already routed through it; updn ranks switches from the roots by BFS and forbids an up move after a down move; ftree is credit-loop-free and congestion-free for shift patterns on symmetrical fat-trees, and LMC > 0 or a non-fat-tree fabric makes OpenSM fall back to the default (min-hop) routing (opensm/osm_ucast_ftree.c, 'falling back to default routing'). updn cites Dally and Seitz for deadlock freedom.",
  },
  opensmUpdnDirection: {
    url: `${OPENSM}/opensm/osm_ucast_updn.c`,
    read: "updn_get_dir() lines 84-105: a move to a switch of higher rank (farther from the roots) is DOWN, to a lower rank UP; between equal ranks the move from the bigger GUID is UP; between two roots always UP.",
  },
  opensmManPage: {
    url: `${OPENSM}/man/opensm.8.in`,
    read: "-l/--lmc: 2^LMC LIDs per port, LMC 0-7, default 0; -p/--priority: SM priority 0 (default, lowest) to 15, 'master is chosen by priority and GUID'; -s: sweep interval, default 10 s.",
  },
  opensmSmElection: {
    url: `${OPENSM}/include/opensm/osm_sm.h`,
    read: "osm_sm_is_greater_than() lines 700-708 (IBA 14.4.1.2): an SM is higher if its priority is higher or, at equal priority, its GUID is lower. Defaults in include/opensm/osm_base.h: OSM_SM_DEFAULT_POLLING_TIMEOUT_MILLISECS 10000 (line 558) and OSM_SM_DEFAULT_POLLING_RETRY_NUMBER 4 (line 570): a standby polls the master's SMInfo every 10 s and declares it dead after 4 failed polls (opensm/osm_subnet.c: 'Number of failing polls of remote SM that declares it dead').",
  },
  opensmSweep: {
    url: `${OPENSM}/opensm/osm_state_mgr.c`,
    read: "do_sweep() from line 1261: sweep hop 0 and hop 1, heavy sweep (discovery), master election and handover, P_Key tables, LIDs (the SM's own port first: osm_lid_mgr_process_sm, then osm_lid_mgr_process_subnet), unicast routing (LFTs), QoS (SL2VL), multicast, then ports to ARMED and ACTIVE; 'SUBNET UP'.",
  },
  opensmLidManager: {
    url: `${OPENSM}/opensm/osm_lid_mgr.c`,
    read: "Ports are taken in port-GUID order (port_guid_tbl is a map keyed by GUID); an end port gets 2^LMC LIDs whose base is aligned to 2^LMC (lid_mgr_find_free_lid_range, lines 592-653); switch port 0 gets one LID unless lmc_esp0; known GUIDs keep their LIDs across sweeps unless --reassign_lids.",
  },
  ibTypesLids: {
    url: `${OPENSM}/include/iba/ib_types.h`,
    read: "IB_LID_UCAST_START 0x0001, IB_LID_UCAST_END 0xBFFF, IB_LID_MCAST_START 0xC000, IB_LID_PERMISSIVE 0xFFFF; IB_DEFAULT_PKEY 0xFFFF; IB_PKEY_BASE_MASK 0x7FFF; IB_PKEY_TYPE_MASK 0x8000 (the membership bit: set = full member); IB_DEFAULT_PARTIAL_PKEY 0x7FFF.",
  },
  opensmNoPath: {
    url: `${OPENSM}/include/opensm/osm_base.h`,
    read: "OSM_NO_PATH 0xFF (line 671): the LFT entry of a LID a switch has no route to.",
  },
  opensmQos: {
    url: `${OPENSM}/doc/QoS_management_in_OpenSM.txt`,
    read: "Section 7: the SL2VL table lists the VL of SLs 0-15 (VL15 = drop); defaults qos_ca_sl2vl and qos_swe_sl2vl 0,1,2,...,14,7. opensm/osm_qos.c sl2vl_update_table() (lines 257-299) masks each VL with (1 << (OperationalVLs - 1)) - 1 unless it is 15.",
  },
  opensmPartitions: {
    url: `${OPENSM}/doc/partition-config.txt`,
    read: "Partition membership is full or limited per port; the default partition 0x7fff holds the SM port as full member.",
  },
  libibmadVlCap: {
    url: `${RDMA_CORE}/libibmad/dump.c`,
    read: "mad_dump_vlcap(): PortInfo VL codes 1 = VL0, 2 = VL0-1, 3 = VL0-3, 4 = VL0-7, 5 = VL0-14.",
  },
  rxePkeyMatch: {
    url: `${LINUX}/drivers/infiniband/sw/rxe/rxe_verbs.h`,
    read: "pkey_match(): two P_Keys match when their low 15 bits are equal and non-zero and at least one has the membership bit (0x8000) set: two limited members cannot talk.",
  },
  rxeCheckPsn: {
    url: `${LINUX}/drivers/infiniband/sw/rxe/rxe_resp.c`,
    read: "check_psn(): on an RC QP a request ahead of the expected PSN gets one NAK (RESPST_ERR_PSN_OUT_OF_SEQ, sent_psn_nak set); later out-of-sequence requests are dropped until the expected PSN arrives; a PSN behind is a duplicate.",
  },
  kernelIbMtu: {
    url: `${LINUX}/include/rdma/ib_verbs.h`,
    read: "enum ib_mtu: IB_MTU_256 = 1 ... IB_MTU_4096 = 5; ib_mtu_enum_to_int().",
  },
  kernelIboeMtu: {
    url: `${LINUX}/include/rdma/ib_addr.h`,
    read: "iboe_get_mtu(): the RoCE path MTU is the largest IB MTU not above the Ethernet MTU minus IB_GRH_BYTES + IB_UDP_BYTES + IB_BTH_BYTES + IB_EXT_XRC_BYTES + IB_EXT_ATOMICETH_BYTES + IB_ICRC_BYTES; include/rdma/ib_pack.h gives 40 + 8 + 12 + 4 + 28 + 4 = 96 bytes.",
  },
  kernelRoceUdpSport: {
    url: `${LINUX}/include/rdma/ib_verbs.h`,
    read: "rdma_calc_flow_label(lqpn, rqpn): v = lqpn * rqpn, v ^= v >> 20, v ^= v >> 40, low 20 bits; rdma_flow_label_to_udp_sport(fl): (fl & 0x3fff) ^ ((fl & 0xfc000) >> 14), OR 0xC000 (IB_ROCE_UDP_ENCAP_VALID_PORT_MIN): the RoCE v2 UDP source port every driver derives from a QP pair.",
  },
  kernelIbPack: {
    url: `${LINUX}/include/rdma/ib_pack.h`,
    read: "IB_LRH_BYTES 8, IB_GRH_BYTES 40, IB_BTH_BYTES 12, IB_ICRC_BYTES 4, IB_UDP_BYTES 8, IB_IP4_BYTES 20, IB_ETH_BYTES 14.",
  },
  ibvDevinfoSpeeds: {
    url: `${RDMA_CORE}/libibverbs/examples/devinfo.c`,
    read: "speed_str() prints active_speed 16 as '14.0 Gbps', 32 as '25.0 Gbps', 64 as '50.0 Gbps' and 128 as '100.0 Gbps': ibv_devinfo prints a lane's nominal rate (FDR 14, EDR 25, HDR 50, NDR 100), not its signalling rate (14.0625, 25.78125, 53.125, 106.25) that iblinkinfo prints.",
  },
  showGids: {
    url: `${MLNX_TOOLS}/sbin/show_gids`,
    read: "Prints DEV, PORT, INDEX, GID, IPv4 (decoded when the GID starts 0000, i.e. IPv4-mapped), VER (v1 / v2 from gid_attrs/types) and the netdev; skips all-zero GIDs and fe80::0.",
  },
  ncclGidIndex: {
    url: `${NCCL}/src/transport/net_ib/connect.cc`,
    read: "ncclIbGetGidIndex() lines 298-335 with ncclUpdateGidIndex() lines 268-296: on InfiniBand index 0 (or NCCL_IB_ROUTABLE_FLID_GID_INDEX, default 1, when that GID carries a routable FLID); on RoCE NCCL_IB_GID_INDEX when set (default -1), else a scan from index 1 keeping the GID of the wanted family (NCCL_IB_ADDR_FAMILY, default AF_INET), inside NCCL_IB_ADDR_RANGE, valid (configured, not link-local) and of the wanted RoCE version (NCCL_IB_ROCE_VERSION_NUM, default 2). ncclIbQpRtr() lines 398-445: Ethernet always sets a GRH; InfiniBand addresses by LID and adds a GRH only across subnets or when the port requires one.",
  },
  ncclServiceLevel: {
    url: `${NCCL}/src/transport/net_ib/connect.cc`,
    read: "NCCL_PARAM(IbSl, \"IB_SL\", -1), NCCL_PARAM(IbTc, \"IB_TC\", -1), NCCL_IB_SL_DEFAULT 0 and NCCL_IB_TC_DEFAULT 0 (lines 634-635, 996-1001): the SL goes into the address vector, the traffic class into the GRH (RoCE only). docs/userguide/source/env.rst: NCCL_IB_SL 'Defines the InfiniBand Service Level', NCCL_IB_TC 'Defines the InfiniBand traffic class field', NCCL_IB_ADAPTIVE_ROUTING on by default on InfiniBand with an AR-enabled SL.",
  },
  ncclEnv: {
    url: `${NCCL}/docs/userguide/source/env.rst`,
    read: "NCCL_ALGO lists Ring, Tree, CollnetChain, CollnetDirect, NVLS (2.17+, NVLink SHARP), NVLSTree (2.18+); NCCL_COLLNET_ENABLE enables the CollNet (SHARP) plugin; NCCL_COLLNET_NODE_THRESHOLD default 2; NCCL_NVLS_ENABLE: NVLink SHARP on third-generation NVSwitch (Hopper and later) offloads collectives such as ncclAllReduce to the NVSwitch domain.",
  },
  ncclNvlsKernel: {
    url: `${NCCL}/src/device/all_reduce.h`,
    read: "RunWorkColl<ncclFuncAllReduce, ..., NCCL_ALGO_NVLS> (line 390): scatter to the NVLS heads, reduce through the NVSwitch and broadcast the result through it (multimem), gather; reduce_scatter.h and all_gather.h have NVLS and CollNet-direct variants too.",
  },
  dscpDefaultPriority: {
    url: `${MLNX_TOOLS}/python/Python/dcbnetlink.py`,
    read: "setDefaultAppEntry() lines 526-528: with trust dscp the firmware default maps DSCP i to priority i >> 3.",
  },
  efaVerbsProvider: {
    url: `${RDMA_CORE}/providers/efa/man/efadv_create_qp_ex.3.md`,
    read: "EFA is an rdma-core (libibverbs) provider; efadv_create_qp_ex() with EFADV_QP_DRIVER_TYPE_SRD creates a Scalable Reliable Datagram QP.",
  },
  nvidiaAdaptiveRouting: {
    url: "https://docs.nvidia.com/networking/display/ibclusterbringupprocedure/adaptive+routing",
    read: "Adaptive routing lets the switch pick the output port by load; the SM configures AR groups and AR LFTs; the TREE algorithm puts all ports with minimal hops to the destination in one AR group; OpenSM's default engine with AR is ar_updn.",
  },
  nvidiaSharpNccl: {
    url: "https://docs.nvidia.com/networking/display/hpcxv226/NCCL-RDMA-SHARP-Plugins",
    read: "NCCL_COLLNET_ENABLE=1 turns on SHARP through the NCCL-RDMA-SHARP plugin (CollNet); NCCL creates one aggregation streaming flow per HCA rail, so leaf switches must connect the same HCA rail of every server.",
  },
  sharpPaper: {
    url: "https://doi.org/10.1109/COMHPC.2016.006",
    read: "Graham et al., 'Scalable Hierarchical Aggregation Protocol (SHArP): A Hardware Architecture for Efficient Data Reduction', COMHPC 2016: aggregation trees in the switches reduce the data of a group of hosts and distribute the result.",
  },
  zahavi2010: {
    url: "https://doi.org/10.1002/cpe.1527",
    read: "Zahavi, Johnson, Kerbyson, Lang, 'Optimized InfiniBand fat-tree routing for shift all-to-all communication patterns', Concurrency and Computation: Practice and Experience 22(2), 2010: a static fat-tree routing that is congestion-free for every shift permutation.",
  },
  dallySeitz1987: {
    url: "https://doi.org/10.1109/TC.1987.1676939",
    read: "Dally and Seitz, 'Deadlock-Free Message Routing in Multiprocessor Interconnection Networks', IEEE Transactions on Computers C-36(5):547-553, 1987: for a deterministic routing function the absence of cycles in the channel dependency graph is necessary and sufficient for deadlock freedom.",
  },
  hu2016: {
    url: "https://doi.org/10.1145/3005745.3005760",
    read: "Hu et al., 'Deadlocks in Datacenter Networks: Why Do They Form, and How to Avoid Them', HotNets 2016: PFC makes Ethernet prone to deadlock through cyclic buffer dependencies.",
  },
  tagger2017: {
    url: "https://doi.org/10.1145/3143361.3143382",
    read: "Hu et al., 'Tagger: Practical PFC Deadlock Prevention in Data Center Networks', CoNEXT 2017: tagging packets that leave the expected (up-down) routes onto another lossless priority keeps the buffer dependency graph acyclic.",
  },
} as const satisfies Record<string, Source>;

/** A key of `infinibandSources`. @example const k: InfinibandSourceId = "opensmRouting"; */
export type InfinibandSourceId = keyof typeof infinibandSources;
