/**
 * The checkpoint id a definition file stands for.
 * @example predictionIdFromPath("./definitions/busSixteenDevices.ts") // "bus-sixteen-devices"
 */
export function predictionIdFromPath(path: string): string {
  return path.replace(/^.*\/(\w+)\.ts$/, "$1").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
