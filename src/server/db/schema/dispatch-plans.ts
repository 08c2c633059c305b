/**
 * The day's plan (decision 041): what the planner proposed, as dispatch edited it, and when it was
 * applied. `routes` and `pins` are the plan itself (orders by id, in driving order); `view` is the
 * last timed and checked answer, so reading the plan does not run the planner again.
 */
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import type { DayRoute } from '@domain/planner/day-plan';
import type { DispatchPlanResponse } from '@domain/dispatch-plan';
import { users } from './accounts';
import { createdAt, tstz } from './columns';

export type StoredPlanView = Pick<DispatchPlanResponse, 'routes' | 'unserved' | 'violations' | 'totals'>;

export const dispatchPlans = pgTable(
  'dispatch_plans',
  {
    id: serial('id').primaryKey(),
    /** proposed (being edited), applied (the drivers' routes follow it), superseded (a newer one). */
    status: varchar('status', { length: 10 }).$type<'proposed' | 'applied' | 'superseded'>().notNull(),
    revision: integer('revision').notNull().default(0),
    routes: jsonb('routes').$type<DayRoute[]>().notNull(),
    pins: jsonb('pins').$type<number[]>().notNull(),
    view: jsonb('view').$type<StoredPlanView>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    appliedAt: tstz('applied_at'),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
    /** The routes as last applied: the drivers' job lists follow these while dispatch edits `routes`. */
    appliedRoutes: jsonb('applied_routes').$type<DayRoute[]>(),
  },
  (t) => [index('dispatch_plans_status_idx').on(t.status, t.id.desc())],
);
