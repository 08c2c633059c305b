/**
 * One worker thread for the planner, started on first use. A job that outlives its budget by far,
 * or a thread that dies, fails its jobs with one line saying so and the next job starts a fresh
 * thread: a stuck search never holds the server, and a request never waits on the event loop.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DayPlanResult } from '@domain/planner/day-plan';
import type { PlannerJob, PlannerReply } from './planner-jobs';

/** Time past the job's own budget before the thread is given up on (building the day, a loaded machine). */
const GRACE_MS = 30_000;

/**
 * The compiled server ships planner-worker.js beside main.js. In development and tests the source
 * runs through tsx, registered inside the thread itself: Node 20 does not apply a worker's
 * `--import tsx` to its entry file (it fails with "Unknown file extension .ts"), Node 22+ does.
 */
function newWorker(): Worker {
  const compiled = new URL('./planner-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return new Worker(compiled);
  const source = JSON.stringify(new URL('./planner-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`,
    { eval: true },
  );
}

export class PlannerUnavailable extends Error {}

export class PlannerPool {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (r: DayPlanResult) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();

  constructor(private readonly graceMs = GRACE_MS) {}

  run(job: PlannerJob): Promise<DayPlanResult> {
    const worker = this.start();
    const id = this.nextId++;
    const budget = 'timeLimitMs' in job ? job.timeLimitMs : 0;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          this.fail(
            new PlannerUnavailable(
              `planner: no answer within ${Math.round((budget + this.graceMs) / 1000)} s; its thread was restarted`,
            ),
          ),
        budget + this.graceMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, job });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.rejectAll(new PlannerUnavailable('planner: the server is shutting down'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = newWorker();
    worker.unref();
    worker.on('message', (reply: PlannerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(`planner: ${reply.message}`));
    });
    worker.on('error', (error) =>
      this.fail(new PlannerUnavailable(`planner: its thread failed: ${error.message}`)),
    );
    worker.on('exit', (code) => {
      if (this.worker === worker)
        this.fail(new PlannerUnavailable(`planner: its thread exited (code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    this.rejectAll(error);
    void worker?.terminate();
  }

  private rejectAll(error: Error): void {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.pending.delete(id);
    }
  }
}
