/**
 * Where a learner's committed answers live: this browser's localStorage only, one entry per
 * checkpoint (`fab-predict:<id>`). Storage that is missing, full or refuses access (private
 * modes) is treated as empty; nothing here throws.
 */

/** The part of the Storage interface used here (tests pass a Map-backed fake). */
export type PredictStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Storage key of a checkpoint. @example predictStorageKey("bus-sixteen-devices") // "fab-predict:bus-sixteen-devices" */
export function predictStorageKey(id: string): string {
  return `fab-predict:${id}`;
}

/**
 * The committed answer of checkpoint `id` (the raw text or option value), or null when none was
 * stored or the entry is unreadable.
 * @example readPrediction(localStorage, "bus-sixteen-devices") // "12"
 */
export function readPrediction(storage: PredictStorage | null, id: string): string | null {
  try {
    const raw = storage?.getItem(predictStorageKey(id));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const answer = (parsed as { answer?: unknown }).answer;
    return typeof answer === "string" && answer.length > 0 && answer.length <= 64 ? answer : null;
  } catch {
    return null;
  }
}

/** Store the committed answer of checkpoint `id`; false when the browser refused. */
export function writePrediction(storage: PredictStorage | null, id: string, answer: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(predictStorageKey(id), JSON.stringify({ v: 1, answer }));
    return true;
  } catch {
    return false;
  }
}

/** Forget checkpoint `id` ("Try again"). */
export function clearPrediction(storage: PredictStorage | null, id: string): void {
  try {
    storage?.removeItem(predictStorageKey(id));
  } catch {
    // Nothing stored, or storage refused: either way nothing is remembered.
  }
}
