/**
 * The planner's thread: plans, judgements of edited plans and insertions run here, one at a time,
 * so no request waits on the search. It keeps the miles between places it has already estimated
 * (most places recur from one plan to the next), which is what makes an insertion quick.
 */
import { parentPort } from 'node:worker_threads';
import { evaluateDay, insertIntoDay, planDay } from '@domain/planner/day-plan';
import { PlaceMatrix } from '@domain/planner/place-matrix';
import type { PlannerJob, PlannerReply } from './planner-jobs';

const places = new PlaceMatrix();
const clock = () => performance.now();

function run(job: PlannerJob) {
  switch (job.kind) {
    case 'plan':
      return planDay(job.day, places, { timeLimitMs: job.timeLimitMs, seed: job.seed, now: clock });
    case 'evaluate':
      return evaluateDay(job.day, places, job.routes);
    case 'insert':
      return insertIntoDay(job.day, places, job.routes, {
        timeLimitMs: job.timeLimitMs,
        seed: job.seed,
        now: clock,
      });
  }
}

parentPort?.on('message', (message: { id: number; job: PlannerJob }) => {
  let reply: PlannerReply;
  try {
    reply = { id: message.id, ok: true, result: run(message.job) };
  } catch (error) {
    reply = { id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
