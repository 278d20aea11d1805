/** errno-style codes a verb can fail with synchronously, as the C verbs return them. */
export type VerbsErrno = "EINVAL" | "ENOMEM" | "EBUSY" | "EOPNOTSUPP" | "EDEADLK";

/**
 * A verb refused a call synchronously, as ibverbs would return an errno (C: `ibv_post_send()` returns
 * EINVAL and sets `bad_wr`). The simulator throws instead of returning codes so a mistake cannot be
 * ignored silently; a thrown call has changed nothing. Asynchronous failures (bad rkey, RNR, ...)
 * are never thrown: they arrive as work completions with an error status, as on real hardware.
 *
 * `try { ctx.postSend(qp, wr) } catch (e) { if (e instanceof VerbsError) console.log(e.code, e.message) }`
 */
export class VerbsError extends Error {
  /** errno name, e.g. "EINVAL". */
  readonly code: VerbsErrno;
  /** The C verb this call stands for, e.g. "ibv_post_send". */
  readonly verb: string;
  /** For postSend/postRecv: index in the list of the first refused work request (C: `bad_wr`); else -1. */
  readonly badWrIndex: number;

  /** `new VerbsError({ code: "EINVAL", verb: "ibv_modify_qp", message: "..." })` */
  constructor(inputs: { code: VerbsErrno; verb: string; message: string; badWrIndex?: number }) {
    super(`${inputs.verb}: ${inputs.code}: ${inputs.message}`);
    this.name = "VerbsError";
    this.code = inputs.code;
    this.verb = inputs.verb;
    this.badWrIndex = inputs.badWrIndex ?? -1;
  }
}
