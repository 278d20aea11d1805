/**
 * Why the fabric advisor recommends what it does (a page turns each into a sentence):
 * - "fastest": the recommended path is the fastest candidate (or ties with it);
 * - "within-tolerance-of-best": it is slower than the fastest, but by less than the tolerance, and cheaper;
 * - "cheaper-candidates-too-slow": every cheaper candidate falls short of the tolerance line even at the top of its band;
 * - "communication-hidden": on the recommended path communication hides behind compute;
 * - "communication-exposed": on the recommended path part of the communication still adds to the step;
 * - "band-overlaps": a cheaper (or a faster) candidate's band crosses the tolerance line, so the model cannot rank them;
 * - "needs-measurement": hence the advice is provisional: measure before buying;
 * - "uncalibrated": a prediction the advice rests on is a band outside the study's calibrated region;
 * - "gpus-per-node-not-calibrated": the chosen GPUs per node differ from the study's node for this GPU;
 * - "cheaper-per-token-elsewhere": another candidate is cheaper per million tokens by more than the tolerance (the recommendation buys speed);
 * - "exceeds-gpu-memory": the model state does not fit the GPUs as configured (see the training model's warning);
 * - "measurement-size-capped": the confirming run uses a smaller size than the gradient, to fit GPU memory;
 * - "single-node": one node sends nothing across the network, so the cheapest path wins.
 * @example const r: AdvisorReasonCode = "communication-hidden";
 */
export type AdvisorReasonCode =
  | "fastest"
  | "within-tolerance-of-best"
  | "cheaper-candidates-too-slow"
  | "communication-hidden"
  | "communication-exposed"
  | "band-overlaps"
  | "needs-measurement"
  | "uncalibrated"
  | "gpus-per-node-not-calibrated"
  | "cheaper-per-token-elsewhere"
  | "exceeds-gpu-memory"
  | "measurement-size-capped"
  | "single-node";

/**
 * All advisor reason codes, in the order advice lists them.
 * @example advisorReasonCodes.length // 13
 */
export const advisorReasonCodes: readonly AdvisorReasonCode[] = [
  "single-node",
  "fastest",
  "within-tolerance-of-best",
  "cheaper-candidates-too-slow",
  "communication-hidden",
  "communication-exposed",
  "band-overlaps",
  "needs-measurement",
  "uncalibrated",
  "gpus-per-node-not-calibrated",
  "cheaper-per-token-elsewhere",
  "exceeds-gpu-memory",
  "measurement-size-capped",
];
