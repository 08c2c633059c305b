/**
 * "A screen has rendered": usePageTitle, which every screen calls, reports it. Work the first
 * screen does not need (the toasts' chunk, the session schema's check) waits for it and for the
 * next paint, so it does not compete with that screen for the network and the main thread.
 */
import { afterNextPaint } from './after-paint';

let shown: () => void = () => undefined;
const screenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

export function markScreenShown(): void {
  shown();
}

/**
 * Resolves after the first screen has painted; after `limitMs` at most, so nothing waits forever
 * on an address whose screen never comes (a redirect loop, a chunk that fails to load).
 */
export function afterFirstScreen(limitMs = 3000): Promise<void> {
  const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs));
  return Promise.race([screenShown, limit]).then(afterNextPaint);
}
