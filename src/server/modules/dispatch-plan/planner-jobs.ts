/** What the server sends the planner's thread and what comes back (structured-cloned). */
import type { DayInput, DayPlanResult, DayRoute } from '@domain/planner/day-plan';

export type PlannerJob =
  | { kind: 'plan'; day: DayInput; timeLimitMs: number; seed: number }
  | { kind: 'evaluate'; day: DayInput; routes: DayRoute[] }
  | { kind: 'insert'; day: DayInput; routes: DayRoute[]; timeLimitMs: number; seed: number };

export type PlannerReply =
  { id: number; ok: true; result: DayPlanResult } | { id: number; ok: false; message: string };
