/**
 * Figure: the fabric advisor (see fabricAdvisor.ts) with the defaults of the study's H100 cluster:
 * 2 nodes of 8 GPUs, Granite 8B, example H100 prices. A definition of its own so that a chapter can
 * show both of the study's cases at once (one element per figure id on a page).
 */

import { needStrings } from "../../lib/stringAreas.ts";
import { makeFabricAdvisor } from "./fabricAdvisor.ts";

needStrings("advisor");

/** The fabric advisor on the study's H100 cluster. */
export const fabricAdvisorH100 = makeFabricAdvisor(
  "fabric-advisor-h100",
  "fig.fabricAdvisor.titleH100",
  "h100-sxm",
);
