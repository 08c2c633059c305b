// @vitest-environment jsdom
/** The preload helper the build ships: the same links as Vite's, a few per task. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKS_PER_TASK, preloadHelperSource } from './spread-preloads';

type Preload = (baseModule: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

function helper(): Preload {
  const source = preloadHelperSource('/').replace('export const __vitePreload =', 'return');
  return new Function(source)() as Preload;
}

const scripts = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map(
    (link) => new URL((link as HTMLLinkElement).href).pathname,
  );

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('the spread preload helper', () => {
  it('starts the import at once and adds the links a few per task, each chunk once', async () => {
    vi.useFakeTimers();
    const preload = helper();
    const base = vi.fn(() => Promise.resolve('module'));
    const deps = Array.from({ length: LINKS_PER_TASK * 2 + 1 }, (_, i) => `assets/c${i}.js`);
    const answer = preload(base, deps);
    expect(scripts()).toEqual([]);
    await expect(answer).resolves.toBe('module');
    expect(base).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(scripts()).toHaveLength(LINKS_PER_TASK);
    vi.runAllTimers();
    expect(scripts()).toEqual(deps.map((dep) => `/${dep}`));
    await preload(base, ['assets/c0.js', 'assets/new.js']);
    vi.runAllTimers();
    expect(scripts()).toEqual([...deps, 'assets/new.js'].map((dep) => `/${dep}`));
    const link = document.head.querySelector('link')!;
    expect([link.as, link.crossOrigin]).toEqual(['script', '']);
  });

  it('skips chunks the page already links', async () => {
    vi.useFakeTimers();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/entry.js">';
    const preload = helper();
    await preload(() => Promise.resolve(), ['assets/entry.js', 'assets/lazy.js']);
    vi.runAllTimers();
    expect(scripts()).toEqual(['/assets/entry.js', '/assets/lazy.js']);
  });

  it('waits for a stylesheet before the module, and reports a failed one as Vite does', async () => {
    const preload = helper();
    const base = vi.fn(() => Promise.resolve('map'));
    const answer = preload(base, ['assets/map.css']);
    await Promise.resolve();
    expect(base).not.toHaveBeenCalled();
    const sheet = document.head.querySelector('link[rel=stylesheet]')!;
    sheet.dispatchEvent(new Event('load'));
    await expect(answer).resolves.toBe('map');

    const reported = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('vite:preloadError', reported);
    const failing = preload(base, ['assets/other.css']);
    document.head.querySelector('link[href$="other.css"]')!.dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBe('map');
    expect(reported).toHaveBeenCalledTimes(1);
    window.removeEventListener('vite:preloadError', reported);
  });
});
