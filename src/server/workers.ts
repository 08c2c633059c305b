/**
 * Background workers start one way. A module's module.ts lists its workers (`workers`), each a
 * round to run and how often, its settings read from config.ts; app.ts starts them once the app is
 * ready and stops them when it closes, before the database does.
 *
 * A round never overlaps the one before it: a tick that finds a round in hand does nothing. A
 * round that answers 'more' (a full batch) runs again at once. A failed round is a warning and
 * the next tick retries. Timers are unref'd, so a worker never keeps the process up.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface WorkerSpec {
  /** Names the worker in logs. */
  name: string;
  /** Time between rounds; 0 repeats nothing. */
  intervalMs: number;
  /** Runs a first round as soon as the app is ready, not one interval later. */
  runAtStart?: boolean;
  run(): Promise<void | 'more'>;
  /** Releases what the worker holds (a mail connection), after its last round. */
  close?(): void | Promise<void>;
}

export interface RunningWorker {
  /** Stops the timer and waits for the round in hand. */
  stop(): Promise<void>;
}

type WorkerLog = Pick<FastifyBaseLogger, 'warn'>;

/** A worker that never repeats and never runs at start is off: nothing starts. */
export const isOff = (spec: Pick<WorkerSpec, 'intervalMs' | 'runAtStart'>) =>
  spec.intervalMs <= 0 && !spec.runAtStart;

export function startWorker(
  name: string,
  options: Pick<WorkerSpec, 'intervalMs' | 'runAtStart' | 'run'> & { log: WorkerLog },
): RunningWorker {
  let stopped = false;
  let busy = false;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    if (busy || stopped) return;
    busy = true;
    round = (async () => {
      try {
        while (!stopped && (await options.run()) === 'more');
      } catch (error) {
        if (!stopped)
          options.log.warn({ err: error, worker: name }, `${name}: round failed; the next retries`);
      } finally {
        busy = false;
      }
    })();
  };
  if (options.runAtStart) tick();
  const timer = options.intervalMs > 0 ? setInterval(tick, options.intervalMs).unref() : undefined;
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}

/** Starts every worker that is on when the app is ready; stops them all, then closes them, on close. */
export function runWorkers(app: FastifyInstance, specs: readonly WorkerSpec[]) {
  const running: RunningWorker[] = [];
  app.addHook('onReady', async () => {
    for (const spec of specs)
      if (!isOff(spec)) running.push(startWorker(spec.name, { ...spec, log: app.log }));
  });
  app.addHook('onClose', async () => {
    await Promise.all(running.map((worker) => worker.stop()));
    for (const spec of specs) await spec.close?.();
  });
}
