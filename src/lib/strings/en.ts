/**
 * English UI strings by area: every label, message and heading a page or figure shows, one file
 * per area in en/ (each exports one object named after the area; prose belongs in MDX). This is
 * the one list of areas: a new area is its file in en/, the file of the same name in every other
 * language's folder (ko/), and a line here. Keys are unique across areas (prefix them by area).
 * Nothing registers here: `loadStrings` (../stringAreas.ts) loads areas where they are shown.
 */
import { advisor } from "./en/advisor.ts";
import { busAndFabric } from "./en/busAndFabric.ts";
import { calibratedParameters } from "./en/calibratedParameters.ts";
import { datapath } from "./en/datapath.ts";
import { figure } from "./en/figure.ts";
import { ibFabric } from "./en/ibFabric.ts";
import { k8sPaths } from "./en/k8sPaths.ts";
import { kernelBypass } from "./en/kernelBypass.ts";
import { labs } from "./en/labs.ts";
import { language } from "./en/language.ts";
import { linkFamilies } from "./en/linkFamilies.ts";
import { measurements } from "./en/measurements.ts";
import { nccl } from "./en/nccl.ts";
import { site } from "./en/site.ts";
import { studyReproduction } from "./en/studyReproduction.ts";
import { trainingStudy } from "./en/trainingStudy.ts";
import { trainingWhatIf } from "./en/trainingWhatIf.ts";
import { verbs } from "./en/verbs.ts";
import { workshop } from "./en/workshop.ts";

export const en = {
  advisor,
  busAndFabric,
  calibratedParameters,
  datapath,
  figure,
  ibFabric,
  kernelBypass,
  k8sPaths,
  labs,
  language,
  linkFamilies,
  measurements,
  nccl,
  site,
  studyReproduction,
  trainingStudy,
  trainingWhatIf,
  verbs,
  workshop,
} as const;
