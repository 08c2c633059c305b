/**
 * The nightly retention job (decision 046): every `pollMs` it looks whether today's run (Central
 * day) is due, after `hour` o'clock Central, and runs it; the run's unique day makes it happen once
 * across processes. Each run is logged (retention_runs, the audit log and here); a failed check is
 * a warning, and the next check retries.
 */
import type { FastifyBaseLogger } from 'fastify';
import { dayKey, startOfDay } from '@domain/central-time';
import type { Db } from '../../db/client';
import type { WorkerSpec } from '../../workers';
import { runRetention } from './service';

export interface RetentionWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  retentionDays: number;
  hour: number;
  pollMs: number;
}

/** Whether today's scheduled run may start: past `hour` o'clock of the Central day. */
export const isDue = (now: Date, hour: number) =>
  now.getTime() >= startOfDay(dayKey(now)).getTime() + hour * 3_600_000;

/** The check as a worker: at start and every `pollMs` (0: never, the default in tests). */
export function retentionWorker(options: RetentionWorkerOptions): WorkerSpec {
  return {
    name: 'retention',
    intervalMs: options.pollMs,
    runAtStart: options.pollMs > 0,
    async run() {
      const now = new Date();
      if (!isDue(now, options.hour)) return;
      const run = await runRetention(options.db, {
        retentionDays: options.retentionDays,
        scheduled: true,
        now,
      });
      if (run) options.log.info({ run }, `retention run: ${run.redacted} orders redacted, ${run.held} held`);
    },
  };
}
