/** A scheduled simulator event; `type` selects the handler, the other fields are its arguments. */
export interface VerbsScheduled {
  time: number;
  seq: number;
  type: number;
  target: unknown;
  gen: number;
  attempt: number;
  data: unknown;
}
