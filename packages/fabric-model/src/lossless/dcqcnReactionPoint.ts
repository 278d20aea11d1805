import type { DcqcnParameters } from "../presets/dcqcnParameters.ts";
import type { BytesPerSecond } from "../units.ts";

/**
 * The rate state of one DCQCN sender (reaction point): current rate Rc, target rate Rt, the
 * congestion estimate alpha, and when its two timers last restarted (in model time steps).
 * @see https://doi.org/10.1145/2785956.2787484 (section 3, reaction point)
 * @example const rp: DcqcnReactionPoint = dcqcnInitial(gBps(12.5));
 */
export interface DcqcnReactionPoint {
  readonly currentRate: BytesPerSecond;
  readonly targetRate: BytesPerSecond;
  readonly alpha: number;
  /** Step at which the alpha timer last restarted (a CNP or an alpha update). */
  readonly alphaTimerStart: number;
  /** Step at which the rate-increase timer last restarted (a CNP or a rate increase). */
  readonly increaseTimerStart: number;
  /** Rate increases since the last CNP. */
  readonly increaseEvents: number;
}

/**
 * A DCQCN sender at flow start (step 0): line rate, alpha 1, as in the paper.
 * @example dcqcnInitial(gBps(12.5)).alpha // 1
 */
export function dcqcnInitial(lineRate: BytesPerSecond): DcqcnReactionPoint {
  return {
    currentRate: lineRate,
    targetRate: lineRate,
    alpha: 1,
    alphaTimerStart: 0,
    increaseTimerStart: 0,
    increaseEvents: 0,
  };
}

/**
 * A CNP arrives at `step`: remember the rate as target, cut the rate by alpha/2, raise alpha,
 * restart both timers. `Rt = Rc; Rc = Rc (1 - alpha/2); alpha = (1 - g) alpha + g`.
 * @example dcqcnOnCnp(dcqcnInitial(gBps(12.5)), { g: 1 / 256, step: 10 }).currentRate // 6.25e9 B/s
 */
export function dcqcnOnCnp(
  rp: DcqcnReactionPoint,
  inputs: Pick<DcqcnParameters, "g"> & { readonly step: number },
): DcqcnReactionPoint {
  return {
    currentRate: (rp.currentRate * (1 - rp.alpha / 2)) as BytesPerSecond,
    targetRate: rp.currentRate,
    alpha: (1 - inputs.g) * rp.alpha + inputs.g,
    alphaTimerStart: inputs.step,
    increaseTimerStart: inputs.step,
    increaseEvents: 0,
  };
}

/**
 * The sender at `step` without a CNP: when the alpha timer expires alpha decays by (1 - g); when
 * the rate-increase timer expires the rate halves its gap to the target (fast recovery, the first
 * `fastRecoverySteps` times), after which the target also grows by the additive increase (capped
 * at line rate). Returns `rp` itself when no timer expires.
 * @example dcqcnTick(rp, { parameters: dcqcnParameters, lineRate: gBps(12.5), additiveIncrease: bytesPerSecond(5e6), alphaTimerSteps: 275, increaseTimerSteps: 275, step: 275 })
 */
export function dcqcnTick(
  rp: DcqcnReactionPoint,
  inputs: {
    readonly parameters: Pick<DcqcnParameters, "g" | "fastRecoverySteps">;
    readonly lineRate: BytesPerSecond;
    /** Additive increase of the target rate. */
    readonly additiveIncrease: BytesPerSecond;
    /** Alpha timer in model steps. */
    readonly alphaTimerSteps: number;
    /** Rate-increase timer in model steps. */
    readonly increaseTimerSteps: number;
    readonly step: number;
  },
): DcqcnReactionPoint {
  const alphaDue = inputs.step - rp.alphaTimerStart >= inputs.alphaTimerSteps;
  const increaseDue = inputs.step - rp.increaseTimerStart >= inputs.increaseTimerSteps;
  if (!alphaDue && !increaseDue) return rp;
  let { alpha, alphaTimerStart, increaseTimerStart, increaseEvents, currentRate, targetRate } = rp;
  if (alphaDue) {
    alpha *= 1 - inputs.parameters.g;
    alphaTimerStart = inputs.step;
  }
  if (increaseDue) {
    increaseTimerStart = inputs.step;
    increaseEvents += 1;
    if (increaseEvents > inputs.parameters.fastRecoverySteps) {
      targetRate = Math.min(inputs.lineRate, targetRate + inputs.additiveIncrease) as BytesPerSecond;
    }
    currentRate = Math.min(inputs.lineRate, (targetRate + currentRate) / 2) as BytesPerSecond;
  }
  return { currentRate, targetRate, alpha, alphaTimerStart, increaseTimerStart, increaseEvents };
}
