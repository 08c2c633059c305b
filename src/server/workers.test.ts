import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWorkers, startWorker, type WorkerSpec } from './workers';

const quiet = { warn: vi.fn() };

afterEach(() => {
  vi.useRealTimers();
  quiet.warn.mockReset();
});

describe('startWorker', () => {
  it('runs at start when asked, then once per interval', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const worker = startWorker('test', { intervalMs: 1_000, runAtStart: true, run, log: quiet });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('waits an interval first unless asked to run at start', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const worker = startWorker('test', { intervalMs: 1_000, run, log: quiet });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await worker.stop();
  });

  it('never overlaps a round still in hand, and stop waits for it', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const worker = startWorker('test', { intervalMs: 1_000, runAtStart: true, run, log: quiet });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("goes again at once while a round answers 'more'", async () => {
    vi.useFakeTimers();
    const answers: ('more' | undefined)[] = ['more', 'more', undefined];
    const run = vi.fn(async () => answers.shift());
    const worker = startWorker('test', { intervalMs: 60_000, runAtStart: true, run, log: quiet });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(3);
    await worker.stop();
  });

  it('logs a failed round and retries on the next tick', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const worker = startWorker('test', { intervalMs: 1_000, runAtStart: true, run, log: quiet });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quiet.warn).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(2);
    await worker.stop();
  });
});

describe('runWorkers', () => {
  it('starts the workers that are on when the app is ready and stops and closes them on close', async () => {
    const hooks: Record<string, () => Promise<void>> = {};
    const app = { log: quiet, addHook: (name: string, hook: () => Promise<void>) => (hooks[name] = hook) };
    const on: WorkerSpec = {
      name: 'on',
      intervalMs: 0,
      runAtStart: true,
      run: vi.fn(async () => undefined),
      close: vi.fn(),
    };
    const off: WorkerSpec = { name: 'off', intervalMs: 0, run: vi.fn(async () => undefined) };
    runWorkers(app as never, [on, off]);
    expect(on.run).not.toHaveBeenCalled();
    await hooks.onReady!();
    await hooks.onClose!();
    expect(on.run).toHaveBeenCalledTimes(1);
    expect(off.run).not.toHaveBeenCalled();
    expect(on.close).toHaveBeenCalledTimes(1);
  });
});
