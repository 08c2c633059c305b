/**
 * Resolves once the browser has painted the next frame: a requestAnimationFrame callback runs just
 * before that frame, and a task queued from it runs after the frame is out. For work the screen
 * being painted does not need (a chunk below the heading, the toasts), so that paint comes first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Resolves in a task of its own, so what follows does not lengthen the task that awaited it. */
export function afterNextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
