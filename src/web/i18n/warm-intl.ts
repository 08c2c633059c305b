/**
 * The first `Intl` formatter a page makes is the slow one: V8 then builds its lists of the locales
 * ICU offers (hundreds, each turned into a language tag), 150-800 ms at a phone's speed, in one
 * task that cannot be split. The lists belong to the renderer process, not to the page's thread,
 * and a dedicated worker runs in the same process: the worker makes the first formatters, so the
 * screen's first money or date finds the lists ready and takes a few milliseconds. Started when a
 * signed-in screen's messages are requested, well before they render; where module workers are
 * missing the screen pays the cost itself, as before.
 */
let started = false;

export function warmIntlOffThread() {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No module workers here: the first formatter is made on the page's thread.
  }
}
