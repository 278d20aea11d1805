import type { PdRecord } from "./verbsRecords.ts";

/**
 * A protection domain (C: `struct ibv_pd`), from `ctx.allocPd()`. Memory regions and QPs of one PD
 * can be used together; keys are never valid across PDs. `const pd = ctx.allocPd()`
 */
export class IbvPd {
  readonly #rec: PdRecord;
  /** Created by `VerbsContext.allocPd`; not for direct use. */
  constructor(rec: PdRecord) {
    this.#rec = rec;
  }
  /** Host the PD lives on. */
  get host(): string {
    return this.#rec.device.host;
  }
  /** A small number identifying the PD on its device (C: `pd->handle`). */
  get handle(): number {
    return this.#rec.id;
  }
}
