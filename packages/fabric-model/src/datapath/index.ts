/**
 * datapath/: one message through the kernel TCP path and through RDMA verbs, stage by stage
 * (time, CPU, copies, kernel crossings) as functions of message size; steady-state throughput
 * bounded by the link (every header counted), PCIe, the NIC and CPU per byte; the virtualisation
 * layers a pod can sit behind and their effective bandwidth; and the calibration of the few free
 * constants against ConnectX-5 measurements.
 */
export * from "./calibrateDatapath.ts";
export * from "./cx5Measurements.ts";
export * from "./cx5Testbed.ts";
export * from "./cx5TestbedEstimates.ts";
export * from "./DatapathCalibration.ts";
export * from "./DatapathHost.ts";
export * from "./DatapathLink.ts";
export * from "./DatapathNic.ts";
export * from "./DatapathPathKind.ts";
export * from "./DatapathProvenance.ts";
export * from "./DatapathSide.ts";
export * from "./DatapathStage.ts";
export * from "./datapathLinkFromPreset.ts";
export type { DatapathResource } from "./datapathStageSpecs.ts";
export * from "./datapathThroughput.ts";
export * from "./effectiveBandwidth.ts";
export {
  type MessagePathInputs,
  type MessagePathOptions,
  type MessagePathResult,
  messagePath,
} from "./messagePath.ts";
export * from "./pcieGoodput.ts";
export * from "./protocolHeaderBytes.ts";
export * from "./VirtualisationLayer.ts";
export * from "./virtualisationLayers.ts";
export * from "./wireFrames.ts";
