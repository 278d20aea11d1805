/**
 * Resolves in the first task after the browser's next frame: a requestAnimationFrame callback
 * runs just before the frame's style, layout and paint, and a task queued from it runs once they
 * are done. Work started there gets a fresh frame to itself.
 * @example await afterNextPaint(); hydrateNextFigure();
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
