/**
 * studies/: published measurements the models are checked against, each number with its source
 * (URL or repo + path, and what was read there), the configuration readings the sources disagree
 * on, the authors' claims and the open questions the data raises.
 */

export * from "./ncclReferenceSweeps.ts";
export * from "./redhat2025.ts";
export * from "./TrainingStudy.ts";
