/**
 * Vite's helper for a lazy import adds a <link rel=modulepreload> for every chunk the import will
 * need, all in the task that asks for it: 20 to 40 links for a screen or the signed-in frame, each
 * half a millisecond or more of main thread on a phone (Chromium starts the fetch inside
 * appendChild), so each lazy import was a long task of its own (60-160 ms at Lighthouse's 4x).
 * This build step replaces the helper with one that behaves the same (the same chunks preloaded,
 * a stylesheet awaited before its module, a failure reported through `vite:preloadError`) but
 * adds the script links a few per task, so the page stays responsive while they go out. The lazy
 * import itself starts at once, as before: the links only let the browser fetch its deeper
 * imports in parallel instead of one level at a time.
 */
import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';
/** Links per task: 4-8 ms of main thread at 1x (the first ones cost the most), under a long task at 4x. */
export const LINKS_PER_TASK = 4;

/** The helper's source; `base` is the build's public base path (ends with /). */
export function preloadHelperSource(base: string): string {
  return `
const base = ${JSON.stringify(base)};
const rel = (() => {
  const relList = typeof document !== 'undefined' && document.createElement('link').relList;
  return relList && relList.supports && relList.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
/** href -> undefined (a script link, queued or added) or the promise of a stylesheet's load. */
const seen = new Map();
let scanned = false;
const queue = [];
let flushing = false;
function flush() {
  for (const href of queue.splice(0, ${LINKS_PER_TASK})) {
    const link = document.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  if (queue.length) setTimeout(flush, 0);
  else flushing = false;
}
function stylesheet(href) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)), { once: true });
  });
  document.head.appendChild(link);
  return loaded;
}
function handlePreloadError(err) {
  const e = new Event('vite:preloadError', { cancelable: true });
  e.payload = err;
  window.dispatchEvent(e);
  if (!e.defaultPrevented) throw err;
}
export const __vitePreload = function preload(baseModule, deps) {
  const styles = [];
  if (deps && deps.length > 0) {
    if (!scanned) {
      scanned = true;
      for (const link of document.getElementsByTagName('link')) {
        if (link.rel === 'stylesheet' || !link.href.endsWith('.css')) seen.set(link.href, undefined);
      }
    }
    for (const dep of deps) {
      const href = new URL(base + dep, document.baseURI).href;
      if (seen.has(href)) {
        if (seen.get(href)) styles.push(seen.get(href));
        continue;
      }
      if (href.endsWith('.css')) {
        const loaded = stylesheet(href);
        seen.set(href, loaded);
        styles.push(loaded);
        loaded.then(() => seen.set(href, undefined), () => seen.delete(href));
      } else {
        seen.set(href, undefined);
        queue.push(href);
      }
    }
    if (queue.length && !flushing) {
      flushing = true;
      setTimeout(flush, 0);
    }
  }
  const settled = styles.map((p) => p.then(() => undefined, (reason) => reason));
  return Promise.all(settled).then((reasons) => {
    for (const reason of reasons) if (reason !== undefined) handlePreloadError(reason);
    return baseModule().catch(handlePreloadError);
  });
};
`;
}

export function spreadPreloads(): Plugin {
  let base = '/';
  let replaced = false;
  return {
    name: 'medlink-spread-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transform(_code, id) {
      if (id !== HELPER_ID) return;
      replaced = true;
      return { code: preloadHelperSource(base), map: null };
    },
    // A Vite that names its helper otherwise would quietly ship its own (every link in one task
    // again): the build stops instead, naming the module to look for.
    generateBundle(_options, bundle) {
      const lazy = Object.values(bundle).some((c) => c.type === 'chunk' && c.dynamicImports.length > 0);
      if (lazy && !replaced)
        this.error(
          `spread-preloads: Vite's preload helper ${JSON.stringify(HELPER_ID)} was never loaded; find its new id`,
        );
    },
  };
}
