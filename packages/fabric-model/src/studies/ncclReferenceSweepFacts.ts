import { awsFlowRateLimits } from "../presets/awsFlowRateLimits.ts";
import type { Source } from "../Source.ts";

/** The hardware facts behind one published sweep. */
export interface NcclReferenceSweepFacts {
  /** Every hardware fact: what the source states and where, and what was assumed and why. */
  readonly facts: string;
  /** Where facts were read beyond the sweep's own text. */
  readonly factSources: readonly Source[];
}

/**
 * The facts behind each sweep of `ncclReferenceSweeps`, by its id: the GPU, GPUs per node, NICs and
 * their rate, transport, NCCL version and environment, each stated (with where) or assumed (with
 * why). Apart from the sweeps so that the pages charting them do not ship this prose.
 * @example ncclReferenceSweepFacts["nebius-h100-2x8-ib"]?.facts.startsWith("Stated:") // true
 */
export const ncclReferenceSweepFacts: Readonly<Record<string, NcclReferenceSweepFacts>> = {
  "aws-g4dn-metal-2x1-efa": {
    facts:
      'Stated: instance "g4dn.metal" (README.md lines 314-320 (node list: two g4dn.metal)); nodes 2 (device lines (fixture lines 6-7): one T4 on each of two worker pods); gpu "t4" (device lines: \'Tesla T4\'); gpusPerNode 1 (device lines: one GPU per worker); nranks 2 (device lines, and \'nranks 2\' in the NCCL INFO lines); ncclVersion "2.12.7" (fixture line 17: \'NCCL version 2.12.7+cuda11.4\'); transport "efa" (fixture line 15: \'NET/OFI Selected Provider is efa (found 1 nics)\'); nicsPerNode 1 (\'found 1 nics\' (fixture line 15)); env {"NCCL_PROTO":"simple"} (fixture line 13: aws-ofi-nccl 1.5.0aws sets NCCL_PROTO to simple). Assumed: nicRateGbps 100: AWS lists g4dn.metal with 100 Gbps networking (https://aws.amazon.com/ec2/instance-types/g4/); intraNode "pcie": T4 is a PCIe card without NVLink.',
    factSources: [],
  },
  "aws-p4de-2x8-efa": {
    facts:
      'Stated: instance "p4de.24xlarge" (README.md line 155); nodes 2 (README.md line 155: \'8B to 2GB on 2x p4de.24xlarg\'); transport "efa" (the guide builds nccl-tests with the EFA installer and aws-ofi-nccl (README.md lines 24-66)). Assumed: gpu "a100-sxm4-80gb": p4de.24xlarge has 8 x A100 80GB (https://aws.amazon.com/ec2/instance-types/p4/); gpusPerNode 8: p4de.24xlarge has 8 GPUs (https://aws.amazon.com/ec2/instance-types/p4/); 16 ranks over 2 instances; nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicsPerNode 4: p4de.24xlarge has 4 EFA interfaces, 400 Gbps in all (https://aws.amazon.com/ec2/instance-types/p4/); nicRateGbps 100: 400 Gbps EFA per p4de.24xlarge over 4 interfaces (https://aws.amazon.com/ec2/instance-types/p4/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch; ncclVersion "2.20.3": NCCL_VERSION default of the README when these rows were added (commit 88c2e71b17895e2d5de10733861888c7faedf2f0, README.md lines 40, 48); the README does not say which version printed them.',
    factSources: [],
  },
  "aws-p4de-2x8-efa-simple": {
    facts:
      'Stated: gpu "a100-sxm4-80gb" (the page\'s device lines 97-112: \'NVIDIA A100-SXM4-80GB\'); gpusPerNode 8 (device lines and \'#SBATCH --gres=gpu:8\', line 61); nodes 2 (\'#SBATCH -N 2\', line 60); nranks 16 (device lines, and line 114: \'we have 16 GPUs (one rank is one GPU) and 2 nodes\'); ncclVersion "2.17.1" (the compile script clones NCCL v2.17.1-1, line 25, and the job puts that build first on LD_LIBRARY_PATH, line 67); transport "efa" and nicsPerNode 4 (\'NET/OFI Selected Provider is efa (found 4 nics)\', \'Using network AWS Libfabric\', lines 128-129); env {"NCCL_PROTO":"simple","FI_EFA_USE_DEVICE_RDMA":"1","FI_EFA_FORK_SAFE":"1","FI_PROVIDER":"efa","FI_EFA_ENABLE_SHM_TRANSFER":"0"} (the job script, lines 69-73). Assumed: instance "p4de.24xlarge": A100-SXM4-80GB with four EFA NICs is p4de.24xlarge on EC2 (https://aws.amazon.com/ec2/instance-types/p4/); nicRateGbps 100: 400 Gbps EFA over 4 interfaces (the same page); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "aws-p4d-2x8-efa-ring": {
    facts:
      'Stated: instance "p4d.24xlarge" (README.md line 16, and the log\'s \'NET/OFI Running on P4d platform\', fixture line 21); gpu "a100-sxm4-40gb" (device lines, fixture lines 4-19); gpusPerNode 8 and nodes 2 (device lines: eight GPUs on each of two worker pods); nranks 16 (device lines and \'nranks 16\' in the INFO lines); ncclVersion "2.9.9" (fixture line 25); transport "efa" (\'NET/OFI Selected Provider is efa\', \'Using network AWS Libfabric\', fixture lines 22 and 24; connections via NET/AWS Libfabric/<n>/GDRDMA). Assumed: env {"NCCL_ALGO":"RING","FI_EFA_USE_DEVICE_RDMA":"1","RDMAV_FORK_SAFE":"1"}: examples/nccl-efa-tests.yaml of the commit that added the rows (9933d7f3940191f69b9a9e938c07cc671ae476fd, lines 46-52) sets them, though the logged command (-e 4G) was edited from it, and the rows sit at the ring\'s NIC bound (43.8 GB/s busbw from 512 MiB on), below what NCCL\'s tree reaches on these nodes; nicsPerNode 4 and nicRateGbps 100: p4d.24xlarge has 4 EFA interfaces, 400 Gbps in all (https://aws.amazon.com/ec2/instance-types/p4/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "aws-p5-1x8-batch": {
    facts:
      'Stated: instance "p5.48xlarge" (1.architectures/3.aws-batch/0.aws-batch-distributed-training-p5.yaml line 410 (same commit), the template README.md lines 12-13 deploys); nodes 1 (job definition mpirun \'-np 8 -N 8\' (0.aws-batch-distributed-training-p5.yaml lines 416-419): 8 ranks on one node, though the job reserves 2 nodes (line 406)); gpusPerNode 8 (\'-np 8 -N 8\' (the same yaml, lines 416-419)); env {"FI_PROVIDER":"efa","FI_EFA_USE_DEVICE_RDMA":"1","NCCL_BUFFSIZE":"8388608","NCCL_P2P_NET_CHUNKSIZE":"524288","NCCL_TUNER_PLUGIN":"/opt/aws-ofi-nccl/install/lib/libnccl-ofi-tuner.so"} (0.aws-batch-distributed-training-p5.yaml lines 427-439); transport "none" (one node: no inter-node traffic). Assumed: gpu "h100-sxm": p5.48xlarge has 8 x H100 80GB (https://aws.amazon.com/ec2/instance-types/p5/); nranks 8: busbw/algbw of the rows is 2(n-1)/n with n = 8 (e.g. the largest row); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch; nvls true: busbw 483 GB/s at 16 GiB is above what NVLink4 reaches without NVLink SHARP (about 370 GB/s, nccl-tests issue 212).',
    factSources: [],
  },
  "aws-p5-2x8-efa": {
    facts:
      'Stated: instance "p5.48xlarge" (README.md line 190); nodes 2 (README.md line 190: \'8B to 16GB on 2x p5.48xlarge\'); nicsPerNode 32 (README.md lines 242-244: \'vpc.amazonaws.com/efa: 32 ... number of EFA adapters per node\', defaults given for p5.48xlarge); transport "efa" (the guide builds nccl-tests with the EFA installer and aws-ofi-nccl (README.md lines 24-66)). Assumed: gpu "h100-sxm": p5.48xlarge has 8 x H100 80GB (https://aws.amazon.com/ec2/instance-types/p5/); gpusPerNode 8: p5.48xlarge has 8 GPUs (https://aws.amazon.com/ec2/instance-types/p5/); 16 ranks over 2 instances; nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 100: p5.48xlarge: 3200 Gbps of EFA over 32 interfaces (https://aws.amazon.com/ec2/instance-types/p5/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch; ncclVersion "2.20.3": NCCL_VERSION default of the README when these rows were added (commit 88c2e71b17895e2d5de10733861888c7faedf2f0, README.md lines 40, 48); not stated for this run.',
    factSources: [],
  },
  "aws-p5-2x8-efa-eks-excerpt": {
    facts:
      'Stated: instance "p5.48xlarge" (README.md line 265); nodes 2 (README.md line 265: \'a cluster with two p5.48xlarge instances\'); ncclVersion "2.18.5" (README.md line 265: \'NCCL_VERSION=2.18.5\'); nicsPerNode 32 (README.md line 242: \'vpc.amazonaws.com/efa: 32\'); transport "efa" (README.md line 265: EFA installer 1.28.0, aws-ofi-nccl v1.7.3-aws). Assumed: gpu "h100-sxm" and gpusPerNode 8: p5.48xlarge has 8 x H100 80GB (https://aws.amazon.com/ec2/instance-types/p5/); nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 100: 3200 Gbps over 32 EFA interfaces (https://aws.amazon.com/ec2/instance-types/p5/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch. An excerpt: the README elides every row between 0 B and 64 MiB; busbw jumps from 167 to 279 GB/s between 256 and 512 MiB.',
    factSources: [],
  },
  "aws-p5-2x8-efa-do-eks": {
    facts:
      'Stated: instance "p5.48xlarge" (README.md line 3 and the node list, lines 49-52); nodes 2 (README.md lines 49-57: two p5.48xlarge nodes); gpu "h100-sxm" (README.md line 3: \'p5.48xlarge instances with H100 NVIDIA GPUs\'); gpusPerNode 8 (README.md line 37: \'p5.48xlarge has 8 GPUs and 32 EFA interfaces\'); nicsPerNode 32 (README.md lines 37 and 99 (EFA_PER_WORKER=32)); transport "efa" (README.md title and line 37). Assumed: nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 100: 3200 Gbps over 32 EFA interfaces (https://aws.amazon.com/ec2/instance-types/p5/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch; ncclVersion not stated.',
    factSources: [],
  },
  "coreweave-a100-16x8-ib": {
    facts:
      "Stated: gpu \"a100-sxm4-80gb\" (device lines (fixture lines 4-8)); nodes 16 (nccl-test-distributed-128-las1-mpijob.yaml line 51 ('replicas: 16'), the manifest README.md line 22 applies); gpusPerNode 8 (nccl-test-distributed-128-las1-mpijob.yaml line 61 ('nvidia.com/gpu: 8')); nranks 128 (nccl-test-distributed-128-las1-mpijob.yaml line 26 ('-np 128'); busbw/algbw agrees); transport \"ib\" (README.md line 5 (HGX A100 clusters on NVIDIA Quantum InfiniBand) and NCCL_IB_HCA=ibp (yaml line 29)). Assumed: nicsPerNode 8: CoreWeave's A100 HGX nodes follow the DGX SuperPOD design: 8 x 200 Gb/s HDR InfiniBand per node (https://docs.coreweave.com/); nicRateGbps 200: CoreWeave's A100 HGX nodes follow the DGX SuperPOD design: 8 x 200 Gb/s HDR InfiniBand per node (https://docs.coreweave.com/); intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch; sharp false: this manifest does not set NCCL_COLLNET_ENABLE; the SHARP example came later (703d6eb1).",
    factSources: [],
  },
  "coreweave-a100-4x8-sharp-large": {
    facts:
      'Stated: gpu "a100-sxm4-80gb" (device lines (fixture lines 4-8)); sharp true (SHARP group lines, fixture lines 10-11; nccl-test-distributed-64-sharp-las1-mpijob.yaml sets NCCL_COLLNET_ENABLE=1 (line 29, same commit)); transport "ib" (README.md line 5). Assumed: nranks 32: busbw/algbw of the rows is 2(n-1)/n with n = 32 (e.g. the largest row); nodes 4: 32 ranks at 8 GPUs per node; gpusPerNode 8: nvidia.com/gpu: 8 in the manifest; nicsPerNode 8: CoreWeave\'s A100 HGX nodes follow the DGX SuperPOD design: 8 x 200 Gb/s HDR InfiniBand per node (https://docs.coreweave.com/); nicRateGbps 200: CoreWeave\'s A100 HGX nodes follow the DGX SuperPOD design: 8 x 200 Gb/s HDR InfiniBand per node (https://docs.coreweave.com/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "coreweave-a100-4x8-sharp": {
    facts:
      'Stated: gpu "a100-sxm4-80gb" (device lines (fixture lines 4-8)); sharp true (SHARP (libsharp) group lines in the output, fixture lines 10-11, and NCCL_COLLNET_ENABLE=1 in nccl-test-distributed-64-sharp-las1-mpijob.yaml line 28 (same commit, \'Add SHARP Example\')); env {"NCCL_COLLNET_ENABLE":"1","NCCL_IB_HCA":"ibp"} (nccl-test-distributed-64-sharp-las1-mpijob.yaml lines 28-30); transport "ib" (README.md line 5). Assumed: nranks 32: busbw/algbw of the rows is 2(n-1)/n with n = 32 (e.g. the largest row); the manifest says -np 64 and the README\'s header lines belong to the older 128-GPU run; nodes 4: 32 ranks at 8 GPUs per node; gpusPerNode 8: nvidia.com/gpu: 8 in the manifest; nicsPerNode 8: CoreWeave\'s A100 HGX nodes follow the DGX SuperPOD design: 8 x 200 Gb/s HDR InfiniBand per node (https://docs.coreweave.com/); nicRateGbps 200: CoreWeave\'s A100 HGX nodes follow the DGX SuperPOD design: 8 x 200 Gb/s HDR InfiniBand per node (https://docs.coreweave.com/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "coreweave-gb200-nvl72-1rack": {
    facts:
      'Stated: gpu "gb200" (README.md heading line 210 (\'GB200\') and the device line (\'NVIDIA Graphics Device\' / \'NVIDIA GB200\')); ncclVersion "2.26.2" (README.md line 212: \'The following runs used NCCL 2.26.2\'); racks 1 (README.md headings lines 214, 231, 248). Assumed: nranks 72: busbw/algbw of the rows is 2(n-1)/n with n = 72 (e.g. the largest row); gpusPerNode 4: slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm of the same commit: 18 nodes x 4 GPUs per rack (lines 4-6), NCCL_NVLS_ENABLE=0, NCCL_COLLNET_ENABLE=0, NVIDIA_IMEX_CHANNELS=0, NCCL_NET_GDR_C2C=1, 4 IB HCAs (lines 14-22); the README does not say this script printed the rows; nodes 18: nranks / 4 GPUs per tray; env {"NCCL_NVLS_ENABLE":"0","NCCL_COLLNET_ENABLE":"0","NVIDIA_IMEX_CHANNELS":"0","NCCL_NET_GDR_C2C":"1"}: slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm of the same commit: 18 nodes x 4 GPUs per rack (lines 4-6), NCCL_NVLS_ENABLE=0, NCCL_COLLNET_ENABLE=0, NVIDIA_IMEX_CHANNELS=0, NCCL_NET_GDR_C2C=1, 4 IB HCAs (lines 14-22); the README does not say this script printed the rows; transport "ib": NCCL_IB_HCA=ibp in the script; CoreWeave GB200 racks are joined by InfiniBand (README lists RoCE variants separately); nicsPerNode 4: GB200 NVL72 compute trays carry one 400 Gb/s ConnectX-7 per GPU (4 per tray) for the scale-out InfiniBand fabric (https://www.nvidia.com/en-us/data-center/gb200-nvl72/); nicRateGbps 400: GB200 NVL72 compute trays carry one 400 Gb/s ConnectX-7 per GPU (4 per tray) for the scale-out InfiniBand fabric (https://www.nvidia.com/en-us/data-center/gb200-nvl72/); intraNode "mnnvl": NVL72: 72 GPUs joined by NVLink switches across the rack.',
    factSources: [],
  },
  "coreweave-gb200-nvl72-20racks": {
    facts:
      'Stated: gpu "gb200" (README.md heading line 210 (\'GB200\') and the device line (\'NVIDIA Graphics Device\' / \'NVIDIA GB200\')); ncclVersion "2.26.2" (README.md line 212: \'The following runs used NCCL 2.26.2\'); racks 20 (README.md headings lines 214, 231, 248). Assumed: nranks 1440: the device line shows rank 1439; busbw/algbw agree within rounding; gpusPerNode 4: slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm of the same commit: 18 nodes x 4 GPUs per rack (lines 4-6), NCCL_NVLS_ENABLE=0, NCCL_COLLNET_ENABLE=0, NVIDIA_IMEX_CHANNELS=0, NCCL_NET_GDR_C2C=1, 4 IB HCAs (lines 14-22); the README does not say this script printed the rows; nodes 360: nranks / 4 GPUs per tray; env {"NCCL_NVLS_ENABLE":"0","NCCL_COLLNET_ENABLE":"0","NVIDIA_IMEX_CHANNELS":"0","NCCL_NET_GDR_C2C":"1"}: slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm of the same commit: 18 nodes x 4 GPUs per rack (lines 4-6), NCCL_NVLS_ENABLE=0, NCCL_COLLNET_ENABLE=0, NVIDIA_IMEX_CHANNELS=0, NCCL_NET_GDR_C2C=1, 4 IB HCAs (lines 14-22); the README does not say this script printed the rows; transport "ib": NCCL_IB_HCA=ibp in the script; CoreWeave GB200 racks are joined by InfiniBand (README lists RoCE variants separately); nicsPerNode 4: GB200 NVL72 compute trays carry one 400 Gb/s ConnectX-7 per GPU (4 per tray) for the scale-out InfiniBand fabric (https://www.nvidia.com/en-us/data-center/gb200-nvl72/); nicRateGbps 400: GB200 NVL72 compute trays carry one 400 Gb/s ConnectX-7 per GPU (4 per tray) for the scale-out InfiniBand fabric (https://www.nvidia.com/en-us/data-center/gb200-nvl72/); intraNode "mnnvl": NVL72: 72 GPUs joined by NVLink switches across the rack.',
    factSources: [],
  },
  "coreweave-gb200-nvl72-2racks": {
    facts:
      'Stated: gpu "gb200" (README.md heading line 210 (\'GB200\') and the device line (\'NVIDIA Graphics Device\' / \'NVIDIA GB200\')); ncclVersion "2.26.2" (README.md line 212: \'The following runs used NCCL 2.26.2\'); racks 2 (README.md headings lines 214, 231, 248). Assumed: nranks 128: busbw/algbw of the rows is 2(n-1)/n with n = 128 (e.g. the largest row); gpusPerNode 4: slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm of the same commit: 18 nodes x 4 GPUs per rack (lines 4-6), NCCL_NVLS_ENABLE=0, NCCL_COLLNET_ENABLE=0, NVIDIA_IMEX_CHANNELS=0, NCCL_NET_GDR_C2C=1, 4 IB HCAs (lines 14-22); the README does not say this script printed the rows; nodes 32: nranks / 4 GPUs per tray; env {"NCCL_NVLS_ENABLE":"0","NCCL_COLLNET_ENABLE":"0","NVIDIA_IMEX_CHANNELS":"0","NCCL_NET_GDR_C2C":"1"}: slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm of the same commit: 18 nodes x 4 GPUs per rack (lines 4-6), NCCL_NVLS_ENABLE=0, NCCL_COLLNET_ENABLE=0, NVIDIA_IMEX_CHANNELS=0, NCCL_NET_GDR_C2C=1, 4 IB HCAs (lines 14-22); the README does not say this script printed the rows; transport "ib": NCCL_IB_HCA=ibp in the script; CoreWeave GB200 racks are joined by InfiniBand (README lists RoCE variants separately); nicsPerNode 4: GB200 NVL72 compute trays carry one 400 Gb/s ConnectX-7 per GPU (4 per tray) for the scale-out InfiniBand fabric (https://www.nvidia.com/en-us/data-center/gb200-nvl72/); nicRateGbps 400: GB200 NVL72 compute trays carry one 400 Gb/s ConnectX-7 per GPU (4 per tray) for the scale-out InfiniBand fabric (https://www.nvidia.com/en-us/data-center/gb200-nvl72/); intraNode "mnnvl": NVL72: 72 GPUs joined by NVLink switches across the rack.',
    factSources: [],
  },
  "coreweave-h100-12x8-sharp": {
    facts:
      'Stated: gpu "h100-sxm" (commit message \'Update README with H100 NCCL output\' and the manifest README.md line 92 applies (nccl-test-distributed-h100-64-las1-sharp-mpijob.yaml)); env {"NCCL_ALGO":"COLLNETCHAIN","NCCL_COLLNET_ENABLE":"1","NCCL_IB_HCA":"ibp"} (mpi-operator/nccl-test-distributed-h100-64-sharp-las1-mpijob.yaml lines 30-34 (same commit)); transport "ib" (NCCL_IB_HCA=ibp in the manifest). Assumed: nranks 96: busbw/algbw of the rows is 2(n-1)/n with n = 96 (e.g. the largest row); the manifest says -np 64; nodes 12: 96 ranks at 8 GPUs per node; gpusPerNode 8: nvidia.com/gpu: 8 in the manifest (line 69); sharp true: the README runs the SHARP manifest; nothing in the output confirms CollNet was used; nicsPerNode 8: CoreWeave H100 HGX nodes: 8 x 400 Gb/s NDR InfiniBand (https://docs.coreweave.com/); nicRateGbps 400: NDR InfiniBand; intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "crusoe-a100-2x8-ib": {
    facts:
      'Stated: gpu "a100-sxm4-80gb" (README.md line 235 (\'gpu: A100:8\') and line 221 (NCCL_TOPO_FILE a100-80gb-sxm-ib-cloud-hypervisor.xml)); gpusPerNode 8 (README.md line 235); nodes 2 (README.md line 194: \'nodes: 2\'); nicsPerNode 8 (README.md line 227: NCCL_IB_HCA lists mlx5_1 .. mlx5_8); transport "ib" (README.md line 221 (the \'-ib-\' topology file) and the Crusoe InfiniBand link on line 76); env {"NCCL_IB_AR_THRESHOLD":"0","NCCL_IB_PCI_RELAXED_ORDERING":"1","NCCL_IB_SPLIT_DATA_ON_QPS":"0","NCCL_IB_QPS_PER_CONNECTION":"2","NCCL_IB_MERGE_VFS":"0","NCCL_TOPO_FILE":"/etc/crusoe/nccl_topo/a100-80gb-sxm-ib-cloud-hypervisor.xml"} (README.md lines 221-227). Assumed: nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 200: Crusoe A100 80GB SXM instances: 8 x 200 Gb/s HDR InfiniBand (https://docs.crusoecloud.com/networking/infiniband/); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "gcp-a3high-2x8-tcpx-all-gather": {
    facts:
      'Stated: instance "a3-highgpu-8g" (README.md lines 123-129); gpu "h100-sxm" (README.md lines 123-129: \'8xH100 (80GB)\'); gpusPerNode 8 (README.md lines 123-129); nodes 2 (examples/misc/a3high-clusters/nccl-tests.dstack.yml line 3 (same commit)); transport "tcpx" (README.md line 140: \'GPUDirect-TCPX\'); nicsPerNode 4 (nccl-tests.dstack.yml line 27: run-allgather.sh over eth1,eth2,eth3,eth4); command "/scripts/run-allgather.sh 8 eth1,eth2,eth3,eth4 8M 8GB 2 (NCCL_GPUDIRECTTCPX_FORCE_ACK=0)" (nccl-tests.dstack.yml line 27). Assumed: nranks 16: busbw/algbw of the rows is (n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 200: A3 High: 4 x 200 Gbps GPU NICs (https://cloud.google.com/compute/docs/gpus#a3-series); dstack\'s GCP page lists A3 High at 1 Tbps in all (mkdocs/docs/examples/clusters/gcp.md line 15, commit d2fdd1710eb92ef437455d82364887bffa3f75ea); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "gcp-a3mega-2x8-tcpxo-all-gather-ll128": {
    facts:
      'Stated: instance "a3-megagpu-8g" (README.md lines 105-111); gpu "h100-sxm" (README.md lines 105-111: \'8xH100 (80GB)\'); gpusPerNode 8 (README.md lines 105-111); nodes 2 (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 3 (same commit)); transport "tcpxo" (README.md line 122: \'GPUDirect-TCPXO\'); nicsPerNode 8 (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 12: NCCL_FASTRAK_IFNAME lists 8 interfaces); env {"profile":"/var/lib/tcpxo/lib64/nccl-env-profile-ll128.sh"} (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 10); command "all_gather_perf -b 8M -e 8G -f 2 -g 1 -w 5 --iters 200 -c 0" (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 40). Assumed: nranks 16: busbw/algbw of the rows is (n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 200: A3 Mega: 8 x 200 Gbps GPU NICs (https://cloud.google.com/compute/docs/gpus#a3-series); intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "gcp-a3mega-2x8-tcpxo-all-gather": {
    facts:
      'Stated: instance "a3-megagpu-8g" (README.md lines 121-127); gpu "h100-sxm" (README.md lines 121-127: \'8xH100 (80GB)\'); gpusPerNode 8 (README.md lines 121-127); nodes 2 (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 3 (same commit)); transport "tcpxo" (README.md line 138: \'GPUDirect-TCPXO\'); nicsPerNode 8 (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 12: NCCL_FASTRAK_IFNAME lists 8 interfaces); env {"profile":"/var/lib/tcpxo/lib64/nccl-env-profile.sh"} (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 10); command "all_gather_perf -b 8M -e 8G -f 2 -g 1 -w 5 --iters 200 -c 0" (examples/misc/a3mega-clusters/nccl-tests.dstack.yml line 40). Assumed: nranks 16: busbw/algbw of the rows is (n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 200: A3 Mega: 8 x 200 Gbps GPU NICs (https://cloud.google.com/compute/docs/gpus#a3-series), as for the shared fixture of the same system; intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "gcp-a4-b200-2x8-roce": {
    facts:
      "Stated: gpu \"b200\" (README.md line 5: 'eight NVIDIA B200 GPUs per VM'); gpusPerNode 8 (README.md line 5); nicsPerNode 8 (README.md line 5: 'eight NVIDIA ConnectX-7 (CX-7) NICs'); transport \"roce\" (README.md line 5: 'RDMA over Converged Ethernet (RoCE)'); nodes 2 (README.md lines 70-72 (two A4 instances) and examples/clusters/nccl-tests/.dstack.yml line 4 ('nodes: 2') at the same commit). Assumed: nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicRateGbps 400: dstack's GCP page lists A4 at 3.2 Tbps (mkdocs/docs/examples/clusters/gcp.md line 17, commit d2fdd1710eb92ef437455d82364887bffa3f75ea): 400 Gbps per CX-7; intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.",
    factSources: [],
  },
  "hpe-gh200-2x4-slingshot-tree": {
    facts:
      'Stated: nodes 2 (command line (fixture line 1): srun -n 8 --ntasks-per-node=4); gpusPerNode 4 (--ntasks-per-node=4 with one GPU per task (-g 1)); env {"NCCL_ALGO":"Tree"} (fixture line 1); ncclVersion "2.20.5" (fixture line 10: \'NCCL version 2.20.5+cuda12.4\'). Assumed: nranks 8: busbw/algbw of the rows is 2(n-1)/n with n = 8 (e.g. the largest row); gpu "gh200": -c 72 with --sockets-per-node=4 and one task per socket: four 72-core Grace sockets per node, a quad GH200 blade; the output prints no device names; transport "slingshot": the container binds the Cray libfabric 1.15.2 (command line), i.e. NCCL over libfabric\'s CXI provider on Slingshot 11; nicsPerNode 4: one Slingshot NIC per GH200 on HPE Cray EX quad GH200 blades, as on CSCS Alps (the shared fixtures\' provenance); nicRateGbps 200: Slingshot 11 NIC: 200 Gb/s; intraNode "nvlink": the four GH200 of a node are joined by NVLink.',
    factSources: [],
  },
  "lambda-b200-2x8-ib": {
    facts:
      'Stated: gpu "b200" (README.md line 157: \'gpu: nvidia:B200:8\'); gpusPerNode 8 (README.md line 157); nodes 2 (README.md line 134: \'nodes: 2\'); ncclVersion "2.26.2" (fixture line 1: \'nccl-library=22602\'); env {"NCCL_IB_HCA":"^mlx5_0"} (README.md line 147). Assumed: nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); transport "ib": Lambda 1-Click Clusters use NVIDIA Quantum-2 InfiniBand (https://lambda.ai/1-click-clusters); the page only says \'fast interconnect\' and uses IB verbs (NCCL_IB_HCA); nicsPerNode 8: one 400 Gb/s NDR NIC per GPU on Lambda 1CC B200 nodes (https://lambda.ai/1-click-clusters); nicRateGbps 400: NDR InfiniBand; intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "panoramic-a100pcie-1x4-shm": {
    facts:
      "Stated: gpu \"a100-pcie-40gb\" (device lines (fixture lines 5-8)); gpusPerNode 4 ('nGpus 4' and four device lines of one process); nodes 1; nranks 4 (device lines); intraNode \"pcie\" (nvidia-smi topo -m of the same machine, hardware-platform.md lines 123-128: SYS between every pair, no NVLink); sockets 2 (the same output: GPU0-1 on NUMA node 0, GPU2-3 on NUMA node 1); gpusPerProcess 4 (the command '-g 4', fixture line 1). Assumed: p2p false: NCCL's default NCCL_P2P_LEVEL is PATH_PXB (SYS only on AMD hosts with at most two GPUs: src/graph/paths.cc lines 355-368 at NVIDIA/nccl e7fcc7da), so across these SYS paths NCCL moves data through host memory (SHM); no NCCL log was published to confirm it; ncclVersion: not printed.",
    factSources: [],
  },
  "nccl-tests-290-h100-1x8": {
    facts:
      "Stated: gpu \"h100-sxm\" (device lines: 'NVIDIA H100 80GB HBM3'); gpusPerNode 8 (device lines); nodes 1 (device lines: one host); nranks 8 (device lines); transport \"none\" (one node); nvls true (maintainer reply (AddyLaddy, 2025-03-03): 'The single node run above will be using NVLink and NVLink SHARP'). Assumed: intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch. Also stated: gpusPerProcess 8 (the header's 'nGpus 8': one process drives all eight GPUs of a node, launching on each in turn).",
    factSources: [],
  },
  "nccl-tests-290-h100-2x8-ib-ring": {
    facts:
      'Stated: gpu "h100-sxm" (device lines); gpusPerNode 8 (device lines); nodes 2 (device lines); nranks 16 (device lines); transport "ib" (comment by shahizat, 2025-03-04: \'NDR with NVIDIA Quantum-2 400Gbps InfiniBand network switches and ConnectX-7\'); nicRateGbps 400 (comment by shahizat, 2025-03-04: \'NDR with NVIDIA Quantum-2 400Gbps InfiniBand network switches and ConnectX-7\'); nicsPerNode 8 (NCCL_IB_HCA lists 8 HCAs (fixture line 7)); env {"NCCL_ALGO":"RING","NCCL_IB_AR_THRESHOLD":"0","NCCL_IB_PCI_RELAXED_ORDERING":"1","NCCL_IB_SPLIT_DATA_ON_QPS":"0","NCCL_IB_QPS_PER_CONNECTION":"2","NCCL_IGNORE_CPU_AFFINITY":"1"} (fixture lines 1-9 (the comment\'s environment block)). Assumed: intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "nccl-tests-290-h100-2x8-ib": {
    facts:
      'Stated: gpu "h100-sxm" (device lines); gpusPerNode 8 (device lines); nodes 2 (device lines: node005, node007); nranks 16 (device lines); transport "ib" (comment by shahizat, 2025-03-04: \'NDR with NVIDIA Quantum-2 400Gbps InfiniBand network switches and ConnectX-7\'); nicRateGbps 400 (comment by shahizat, 2025-03-04: \'NDR with NVIDIA Quantum-2 400Gbps InfiniBand network switches and ConnectX-7\'); nicsPerNode 8 (UCX_NET_DEVICES in the description lists 8 mlx5 devices; NCCL_IB_HCA in the later comment lists 8). Assumed: intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "nccl-tests-293-a100pcie-2x1-hdr-gdr": {
    facts:
      'Stated: gpu "a100-pcie-40gb" (device lines: \'NVIDIA A100-PCIE-40GB\'; description \'GPU:A100 40GB PCIe\'); gpusPerNode 1 (command: -H host:1 on each of two hosts); nodes 2 (device lines: test1, test2); nranks 2 (device lines); ncclVersion "2.21.5" (\'NCCL version 2.21.5+cuda12.4\' line); nicsPerNode 1 (description: \'ConnectX6 HDR Infiniband adapter 1EA\'; NET/IB lists one port); transport "ib" (NET/IB line: \'mlx5_0:1/IB\'); platform "Dell R7525, 2 x AMD EPYC 7352, PCIe Gen4" (issue description); env {"NCCL_NET_GDR_LEVEL":"SYS","NCCL_SHM_DISABLE":"1"} (command line). Assumed: nicRateGbps 200: HDR InfiniBand 4x port = 200 Gb/s (the description says HDR); intraNode "pcie": A100 PCIe, one GPU per node; topology SYS between GPU and NIC (nvidia-smi topo in the description).',
    factSources: [],
  },
  "nccl-tests-293-a100pcie-2x1-hdr-nps4": {
    facts:
      'Stated: gpu "a100-pcie-40gb" (device lines: \'NVIDIA A100-PCIE-40GB\'; description \'GPU:A100 40GB PCIe\'); gpusPerNode 1 (command: -H host:1 on each of two hosts); nodes 2 (device lines: test1, test2); nranks 2 (device lines); ncclVersion "2.21.5" (\'NCCL version 2.21.5+cuda12.4\' line); nicsPerNode 1 (description: \'ConnectX6 HDR Infiniband adapter 1EA\'; NET/IB lists one port); transport "ib" (NET/IB line: \'mlx5_0:1/IB\'); platform "Dell R7525, 2 x AMD EPYC 7352, PCIe Gen4" (issue description); env {"NCCL_NET_GDR_LEVEL":"2 (PXB)","NCCL_SHM_DISABLE":"1"} (command line and the \'set by environment to PXB\' INFO line). Assumed: nicRateGbps 200: HDR InfiniBand 4x port = 200 Gb/s (the description says HDR); intraNode "pcie": A100 PCIe, one GPU per node; topology SYS between GPU and NIC (nvidia-smi topo in the description).',
    factSources: [],
  },
  "nccl-tests-309-h100-2x8-ib-ring-min-ctas": {
    facts:
      'Stated: gpu "h100-sxm" (device lines); gpusPerNode 8 (device lines); nodes 2 (device lines (host names)); nranks 16 (device lines); transport "ib" (gj-aion, 2025-06-18: \'are you also running on IB 400G network?\' \'yes, we are.\'); nicRateGbps 400 (gj-aion, 2025-06-18 (\'IB 400G network\')); env {"NCCL_ALGO":"Ring","NCCL_MIN_CTAS":"24","NCCL_IB_QPS_PER_CONNECTION":"2"} (the command line of the same code block). Assumed: nicsPerNode 8: gj-aion: \'closer to the 400 GB/s IB limit on 8 nodes\', i.e. 8 x 400 Gb/s per node; intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "nccl-tests-309-h100-2x8-ib": {
    facts:
      "Stated: gpu \"h100-sxm\" (device lines); gpusPerNode 8 (device lines); nodes 2 (device lines (host names)); nranks 16 (device lines); transport \"ib\" (gj-aion, 2025-06-18: 'are you also running on IB 400G network?' 'yes, we are.'); nicRateGbps 400 (gj-aion, 2025-06-18 ('IB 400G network')). Assumed: nicsPerNode 8: gj-aion: 'closer to the 400 GB/s IB limit on 8 nodes', i.e. 8 x 400 Gb/s per node; intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.",
    factSources: [],
  },
  "nccl-tests-309-h100-4x8-ib": {
    facts:
      "Stated: gpu \"h100-sxm\" (device lines); gpusPerNode 8 (device lines); nodes 4 (device lines (host names)); nranks 32 (device lines); transport \"ib\" (gj-aion, 2025-06-18: 'are you also running on IB 400G network?' 'yes, we are.'); nicRateGbps 400 (gj-aion, 2025-06-18 ('IB 400G network')). Assumed: nicsPerNode 8: gj-aion: 'closer to the 400 GB/s IB limit on 8 nodes', i.e. 8 x 400 Gb/s per node; intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.",
    factSources: [],
  },
  "nccl-tests-309-h100-8x8-ib-min-ctas": {
    facts:
      'Stated: gpu "h100-sxm" (device lines); gpusPerNode 8 (device lines); nodes 8 (device lines (host names)); nranks 64 (device lines); transport "ib" (gj-aion, 2025-06-18: \'are you also running on IB 400G network?\' \'yes, we are.\'); nicRateGbps 400 (gj-aion, 2025-06-18 (\'IB 400G network\')); env {"NCCL_MIN_CTAS":"24","NCCL_IB_QPS_PER_CONNECTION":"2"} (the command line of the same code block). Assumed: nicsPerNode 8: gj-aion: \'closer to the 400 GB/s IB limit on 8 nodes\', i.e. 8 x 400 Gb/s per node; intraNode "nvswitch": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.',
    factSources: [],
  },
  "nccl-tests-309-h100-8x8-ib": {
    facts:
      "Stated: gpu \"h100-sxm\" (device lines); gpusPerNode 8 (device lines); nodes 8 (device lines (host names)); nranks 64 (device lines); transport \"ib\" (gj-aion, 2025-06-18: 'are you also running on IB 400G network?' 'yes, we are.'); nicRateGbps 400 (gj-aion, 2025-06-18 ('IB 400G network')). Assumed: nicsPerNode 8: gj-aion: 'closer to the 400 GB/s IB limit on 8 nodes', i.e. 8 x 400 Gb/s per node; intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.",
    factSources: [],
  },
  "nccl-tests-309-vm-h100-4x8-ib": {
    facts:
      'Stated: gpu "h100-sxm" (device lines); gpusPerNode 8 (the comment\'s mpirun command: -H spt01:8,spt02:8,pt01:8,pt02:8); nodes 4 (the comment\'s mpirun command and the device lines); nranks 32 (device lines); nicsPerNode 8 (comment: \'32 GPU-NIC pairs\' on 4 nodes; NCCL_IB_HCA lists 8); ncclVersion "2.26.2" (fixture line 37); env {"NCCL_TOPO_FILE":"/mnt/nfs/vm_topo_mod.xml","NCCL_NET_GDR_LEVEL":"1","NCCL_P2P_LEVEL":"NVL"} (the mpirun command above the output in the comment (left out of the fixture: it also names the user\'s scratch paths)). Assumed: nicRateGbps 400: the same user\'s servers carry 8 x CX-7 IB 400 Gbps (issue description); the maintainer answers \'With 8 400 Gbps NICs your peak would be at 400 GB/s\'; transport "ib": NCCL_IB_DISABLE=0 with IB HCAs, as in the description; intraNode "nvswitch": HGX H100 passed through to virtual machines (home directory /home/vmware, a modified topology file).',
    factSources: [],
  },
  "nccl-tests-309-xe9680-h100-2x8-ib": {
    facts:
      'Stated: gpu "h100-sxm" (fixture line 1 (\'8xH100\') and device lines); gpusPerNode 8 (fixture line 1); nodes 2 (command: -H bm-h100-01:8,bm-h100-02:8); nranks 16 (device lines); nicsPerNode 8 (fixture line 1: \'8x CX-7 IB 400Gbps\'); nicRateGbps 400 (fixture line 1); transport "ib" (fixture line 1); ncclVersion "2.26.2" (fixture lines 5 and 48); env {"NCCL_NET_GDR_LEVEL":"1","NCCL_P2P_LEVEL":"NVL","NCCL_IB_GID_INDEX":"0"} (fixture lines 8-16); nvls true (maintainer reply (kiskra-nvidia, 2025-05-21): NVLS on single-node runs, NVLSTree multi-node; single node reaches 482 GB/s (issue text)). Assumed: intraNode "nvswitch": HGX H100 baseboard.',
    factSources: [],
  },
  "nebius-h100-2x8-ib": {
    facts:
      "Stated: nodes 2 (README.md line 169: 'nodes: 2'); gpusPerNode 8 (README.md line 193: 'gpu: 8'); transport \"ib\" (README.md line 3: 'Nebius clusters with InfiniBand support'). Assumed: gpu \"h100-sxm\": the fleet example of the same page asks for 'gpu: H100:8' (README.md line 61); the task itself only asks for 8 GPUs; nranks 16: busbw/algbw of the rows is 2(n-1)/n with n = 16 (e.g. the largest row); nicsPerNode 8: Nebius H100 clusters: 8 x 400 Gb/s NDR InfiniBand per node (https://nebius.com/h100); nicRateGbps 400: NDR InfiniBand; intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch.",
    factSources: [],
  },
  "redhat-h200-2x8-tcp": {
    facts:
      'Stated: gpu "h200" (device lines); gpusPerNode 8 (device lines); nodes 2 (device lines); nranks 16 (device lines); ncclVersion "2.27.3" (fixture line 22); transport "tcp" (command line: NCCL_IB_DISABLE=1, NCCL_SOCKET_IFNAME=net1); nicsPerNode 1 (README.md line 1335: \'through a single RDMA shared interface\'); env {"NCCL_IB_DISABLE":"1","NCCL_SOCKET_IFNAME":"net1","NCCL_IB_HCA":"mlx5_0"} (fixture line 1). Assumed: nicRateGbps 400: DGX H200 network ports are 400 Gb/s ConnectX-7 (https://www.nvidia.com/en-us/data-center/dgx-h200/); which port backs net1 is not said; intraNode "nvswitch": DGX H200: NVSwitch. Also stated: gpusPerProcess 8 (the header\'s \'nGpus 8\': one process drives all eight GPUs of a node, launching on each in turn).',
    factSources: [],
  },
  "redhat-l40s-2x1-tcp-first-run": {
    facts:
      'Stated: platform "Dell PowerEdge R760xa" (README.md of the same commit (gdscheck output)); gpu "l40s" (device lines); gpusPerNode 1 (device lines); nodes 2 (device lines); nranks 2 (device lines); ncclVersion "2.27.3" (fixture line 9); transport "tcp" (command line: NCCL_IB_DISABLE=1); env {"NCCL_IB_DISABLE":"1","NCCL_SOCKET_IFNAME":"net1","NCCL_NET_GDR_READ":"1"} (fixture line 1). Assumed: nicsPerNode 1: sockets over net1; nicRateGbps 400: VF of a 400GbE ConnectX-7 (README.md lines 343-364 of this commit); intraNode "pcie": L40S has no NVLink.',
    factSources: [],
  },
  "redhat-l40s-2x1-tcp": {
    facts:
      'Stated: platform "Dell PowerEdge R760xa" (README.md line 1032 (gdscheck) and line 1092); nic "2 x ConnectX-7 400GbE/NDR, single port, SR-IOV VFs given to pods" (README.md lines 419-437 (mst status) and 446); gpu "l40s" (device lines (fixture lines 5-6)); gpusPerNode 1 (device lines: one GPU per pod); nodes 2 (device lines: two pods on two worker nodes); nranks 2 (device lines); ncclVersion "2.27.3" (fixture line 9); transport "tcp" (command line: NCCL_IB_DISABLE=1, NCCL_SOCKET_IFNAME=net1 (the SR-IOV interface)); env {"NCCL_IB_DISABLE":"1","NCCL_SOCKET_IFNAME":"net1","NCCL_NET_GDR_READ":"1"} (fixture line 1). Assumed: nicsPerNode 1: NCCL sockets over the one SR-IOV interface net1; nicRateGbps 400: net1 is a VF of a 400GbE ConnectX-7 (README.md lines 423-446); intraNode "pcie": L40S has no NVLink; GPU-NIC path NODE (README.md line 1092).',
    factSources: [],
  },
  "redhat-l40s-2x2-roce": {
    facts:
      'Stated: platform "Dell PowerEdge R760xa" (README.md line 1032 (gdscheck) and line 1092); nic "2 x ConnectX-7 400GbE/NDR, single port, SR-IOV VFs given to pods" (README.md lines 419-437 (mst status) and 446); gpu "l40s" (device lines); gpusPerNode 2 (device lines and README.md line 1281 (\'2 GPUs per pods\')); nodes 2 (device lines); nranks 4 (device lines); ncclVersion "2.27.3" (fixture line 11); env {"NCCL_IB_DISABLE":"0","NCCL_IB_HCA":"mlx5_2,mlx5_8","NCCL_NET_GDR_READ":"1"} (fixture line 1); transport "roce" (NCCL_IB_DISABLE=0 over ConnectX-7 Ethernet VFs (mlx5_2, mlx5_8; README.md lines 421-437)). Assumed: nicsPerNode 2: NCCL_IB_HCA names two VFs; nicRateGbps 400: VFs of a 400GbE ConnectX-7; intraNode "pcie": two L40S per node over PCIe, no NVLink. Also stated: gpusPerProcess 2 (the header\'s \'nGpus 2\': one process drives both GPUs of a node, launching on each in turn).',
    factSources: [],
  },
  "superbench-a100-1x8-all-gather": {
    facts:
      "Stated: gpu \"a100-sxm4-40gb\" (device lines: 'A100-SXM4-40GB'); gpusPerNode 8 (parameter line 'nGpus 8' and eight device lines of one process); nodes 1 (one process on one host drives all eight GPUs); nranks 8 (device lines); transport \"none\" (one node). Assumed: intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch. Also stated: gpusPerProcess 8 (the header's 'nGpus 8': one process drives all eight GPUs of a node, launching on each in turn).",
    factSources: [],
  },
  "superbench-a100-1x8-alltoall": {
    facts:
      "Stated: gpu \"a100-sxm4-40gb\" (device lines: 'A100-SXM4-40GB'); gpusPerNode 8 (parameter line 'nGpus 8' and eight device lines of one process); nodes 1 (one process on one host drives all eight GPUs); nranks 8 (device lines); transport \"none\" (one node). Assumed: intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch. Also stated: gpusPerProcess 8 (the header's 'nGpus 8': one process drives all eight GPUs of a node, launching on each in turn).",
    factSources: [],
  },
  "superbench-a100-1x8-reduce-scatter": {
    facts:
      "Stated: gpu \"a100-sxm4-40gb\" (device lines: 'A100-SXM4-40GB'); gpusPerNode 8 (parameter line 'nGpus 8' and eight device lines of one process); nodes 1 (one process on one host drives all eight GPUs); nranks 8 (device lines); transport \"none\" (one node). Assumed: intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch. Also stated: gpusPerProcess 8 (the header's 'nGpus 8': one process drives all eight GPUs of a node, launching on each in turn).",
    factSources: [],
  },
  "superbench-a100-1x8": {
    facts:
      "Stated: gpu \"a100-sxm4-40gb\" (device lines: 'A100-SXM4-40GB'); gpusPerNode 8 (parameter line 'nGpus 8' and eight device lines of one process); nodes 1 (one process on one host drives all eight GPUs); nranks 8 (device lines); transport \"none\" (one node). Assumed: intraNode \"nvswitch\": an 8-GPU SXM (HGX) baseboard joins its GPUs through NVSwitch. Also stated: gpusPerProcess 8 (the header's 'nGpus 8': one process drives all eight GPUs of a node, launching on each in turn).",
    factSources: [],
  },
  "h100-2x8-tcpxo": {
    facts:
      "2 x GCP A3 Mega VMs, 8 H100 80GB HBM3 each, GPUDirect-TCPXO over 8 GPU NICs per VM (the repository's README); 200 Gb/s per NIC (Google's GPU machine types)",
    factSources: [
      {
        url: "https://cloud.google.com/compute/docs/gpus#a3-series",
        read: "A3 Mega: 8 x 200 Gbps GPU NICs",
      },
    ],
  },
  "gh200-2x4-slingshot": {
    facts:
      "2 CSCS Alps nodes, 4 GH200 120GB and 4 NICs per node, HPE Slingshot 11 through aws-ofi-nccl and libfabric's CXI provider; 200 Gb/s per NIC (one 200 Gb/s NIC per GH200)",
    factSources: [
      {
        url: "https://github.com/eth-cscs/cscs-docs/blob/HEAD/docs/alps/hardware.md",
        read: "Alps GH200 node: four GH200 120GB, four Slingshot 11 NICs (one 200 Gb/s NIC per GH200)",
      },
    ],
  },
  "gh200-2x1-slingshot": {
    facts:
      "two Alps nodes, one GH200 120GB each driving the NIC next to it, Slingshot 11 via libfabric; 200 Gb/s per NIC (one 200 Gb/s NIC per GH200)",
    factSources: [
      {
        url: "https://github.com/eth-cscs/cscs-docs/blob/HEAD/docs/alps/hardware.md",
        read: "Alps GH200 node: four GH200 120GB, four Slingshot 11 NICs (one 200 Gb/s NIC per GH200)",
      },
    ],
  },
  "gh200-2x4-sockets": {
    facts:
      "the same 2 x 4 GH200 nodes as the libfabric run, shown in the source as what happens with the CXI container hook disabled; the transport is not printed: modelled as NCCL's socket (TCP) fallback over the same Slingshot NICs",
    factSources: [
      {
        url: "https://github.com/eth-cscs/cscs-docs/blob/HEAD/docs/alps/hardware.md",
        read: "Alps GH200 node: four GH200 120GB, four Slingshot 11 NICs (one 200 Gb/s NIC per GH200)",
      },
    ],
  },
  "t4-2x1-efa": {
    facts:
      "two EKS worker pods with one GPU each; provisioner-efa.yaml in the same folder selects g4dn.8xlarge, which AWS lists with 1 x T4 and 50 Gb/s networking (an inference: the instance type is not printed); AWS EFA through aws-ofi-nccl",
    factSources: [
      {
        repo: "aws-samples/aws-do-eks",
        path: "Container-Root/eks/deployment/karpenter/provisioner-efa.yaml",
        commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
        read: "the EFA provisioner selects instance type g4dn.8xlarge",
      },
      {
        url: "https://aws.amazon.com/ec2/instance-types/g4/",
        read: "g4dn.8xlarge: 1 x T4, 50 Gbps of network bandwidth",
      },
    ],
  },
  "t4-2x1-sockets": {
    facts:
      "the same two pods as the EFA run with EFA disabled (NCCL prints 'Using network Socket'): kernel TCP over the same instances' network. Stated: env NCCL_ALGO=Ring (test-nccl.yaml, the MPIJob the README applies; left to the model's tuner, which picks ring for two ranks at every large size and prices ring and tree alike at small ones); the worker pods ask for no host network, so their eth0 is the VPC CNI's veth; the instances sit in a placement group (the launch template's Placement.GroupName, created by eksctl for the EFA node group). Assumed: socketsPerConnection 1: behind a veth NCCL finds no PCI vendor in sysfs and keeps its default, no helper thread and one socket (its 2 x 8 for AWS's ENA needs the ENA in the pod); flowRateLimit 10 Gb/s: AWS's single-flow limit within a cluster placement group (the group's strategy is not printed; outside one a flow gets 5 Gb/s, which the measured 2.0 GB/s over two flows exceeds)",
    factSources: [
      {
        repo: "aws-samples/aws-do-eks",
        path: "Container-Root/eks/deployment/karpenter/provisioner-efa.yaml",
        commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
        read: "the EFA provisioner selects instance type g4dn.8xlarge",
      },
      {
        repo: "aws-samples/aws-do-eks",
        path: "Container-Root/eks/deployment/efa-device-plugin/test-nccl.yaml",
        commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
        read: "MPIJob test-nccl: -x NCCL_ALGO=Ring; worker pods request nvidia.com/gpu: 1 with no hostNetwork",
      },
      {
        repo: "aws-samples/aws-do-eks",
        path: "Container-Root/eks/deployment/karpenter/launch-template-efa-example.json",
        commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
        lines: "61-65",
        read: 'Placement: GroupName "eksctl-eks-karpenter-nodegroup-g4dn-8xl-NodeGroupPlacementGroup-…", AvailabilityZone us-west-2b; InstanceType g4dn.8xlarge',
      },
      {
        repo: "NVIDIA/nccl",
        path: "src/transport/net_socket.cc",
        commit: "e7fcc7da24976ee57eeba70a23b2733b0df9d2da",
        read: "ncclNetSocketGetNsockNthread: autoNt = 0, autoNs = 1 unless /sys/class/net/<dev>/device/vendor reads 0x1d0f (AWS: 2 threads, 8 sockets) or 0x1ae0 (GCP: 4, 1); an unreadable vendor keeps the default",
      },
      awsFlowRateLimits.source,
      {
        url: "https://aws.amazon.com/ec2/instance-types/g4/",
        read: "g4dn.8xlarge: 1 x T4, 50 Gbps of network bandwidth",
      },
    ],
  },
};
