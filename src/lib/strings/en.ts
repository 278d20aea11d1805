/**
 * English UI strings: every label, message and heading a page or figure shows, one file per area
 * in en/. Keys are unique across files (prefix them by area). Prose belongs in MDX, not here.
 */
import { registerStrings } from "../i18n.ts";
import { advisor } from "./en/advisor.ts";
import { busAndFabric } from "./en/busAndFabric.ts";
import { datapath } from "./en/datapath.ts";
import { figure } from "./en/figure.ts";
import { kernelBypass } from "./en/kernelBypass.ts";
import { labs } from "./en/labs.ts";
import { language } from "./en/language.ts";
import { linkFamilies } from "./en/linkFamilies.ts";
import { measurements } from "./en/measurements.ts";
import { nccl } from "./en/nccl.ts";
import { site } from "./en/site.ts";
import { trainingStudy } from "./en/trainingStudy.ts";
import { verbs } from "./en/verbs.ts";
import { workshop } from "./en/workshop.ts";

export const en = {
  ...site,
  ...figure,
  ...measurements,
  ...busAndFabric,
  ...datapath,
  ...kernelBypass,
  ...linkFamilies,
  ...nccl,
  ...verbs,
  ...trainingStudy,
  ...advisor,
  ...labs,
  ...workshop,
  ...language,
} as const;

/** A key of the UI dictionary. */
export type UiKey = keyof typeof en;

// The areas without a registration of their own (site, figure) with all the others.
registerStrings("en", en);
