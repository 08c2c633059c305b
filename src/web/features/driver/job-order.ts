/**
 * Which job the driver works on first (issue 15): the one with the nearest deadline, urgent
 * priorities first, ties broken by id, so a reload shows the same job on top as before.
 */
import type { OrderResponse } from '@domain/orders';

const PRIORITY_RANK: Readonly<Record<string, number>> = { emergency: 0, express: 1 };
const rank = (priority: string) => PRIORITY_RANK[priority] ?? 2;

type Job = Pick<OrderResponse, 'id' | 'priority' | 'deliverBy'>;

/** The deadline in ms: the order's delivery deadline, which the server sets. */
export const deadlineOf = (job: Job): number => Date.parse(job.deliverBy);

export function compareJobs(a: Job, b: Job): number {
  return rank(a.priority) - rank(b.priority) || deadlineOf(a) - deadlineOf(b) || a.id - b.id;
}

/** A new array, current job first. */
export const orderJobs = <T extends Job>(jobs: readonly T[]): T[] => [...jobs].sort(compareJobs);
