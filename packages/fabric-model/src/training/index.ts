/**
 * training/: a data-parallel / FSDP step model (hybrid-shard, full-shard, DDP): micro-batch geometry
 * from the batch settings (the tokens of a micro-batch bounded by GPU memory), compute from GPU peak and MFU, inter-node bytes per strategy, gradient
 * sync per micro-batch or per step, overlap with the backward pass, the serial CPU optimizer, and
 * the network path's effective bandwidth from `datapath/`; its calibration against a published
 * study (Nelder-Mead on log error), accuracy (MAPE, leave-one-out, node extrapolation), the study's
 * claims, and what-if predictions that are points inside the calibrated region and bands outside.
 */
export * from "./calibrateTraining.ts";
export * from "./checkTrainingClaims.ts";
export * from "./evaluateTrainingScenario.ts";
export * from "./predictTraining.ts";
export * from "./predictTrainingStudyPoint.ts";
export * from "./redhat2025TrainingCalibration.ts";
export * from "./resolveTrainingScenario.ts";
export * from "./TrainingBatchSettings.ts";
export * from "./TrainingCalibration.ts";
export * from "./TrainingParameterSpec.ts";
export * from "./TrainingPrediction.ts";
export * from "./TrainingReasonCode.ts";
export * from "./TrainingScenario.ts";
export * from "./TrainingShardingStrategy.ts";
export * from "./TrainingSyncMode.ts";
export * from "./trainingAccuracy.ts";
export * from "./trainingActivationBytesPerToken.ts";
export * from "./trainingAssumptions.ts";
export * from "./trainingCurves.ts";
export * from "./trainingGpuStateBytes.ts";
export * from "./trainingInterNodeTraffic.ts";
export * from "./trainingMicroBatchGeometry.ts";
export * from "./trainingMicroBatchTokenLimit.ts";
export * from "./trainingOverlapShare.ts";
export * from "./trainingParameterIdentified.ts";
export * from "./trainingParameterSpecs.ts";
export * from "./trainingPathBandwidthEstimate.ts";
export * from "./trainingScenarioBatch.ts";
export * from "./trainingStepTime.ts";
export * from "./trainingStudyClusterSettings.ts";
export * from "./trainingStudyPointPlan.ts";
