/**
 * Which job the driver works on first: a job already under way (started, picked up, on the road)
 * before any job not yet started, so a reload never puts another order's "Start Job" where the
 * job in hand was; then urgent priorities first, the nearest deadline, ties broken by id, so a
 * reload shows the same job on top as before.
 */
import type { OrderStatus } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';

const PRIORITY_RANK: Readonly<Record<string, number>> = { emergency: 0, express: 1 };
const rank = (priority: string) => PRIORITY_RANK[priority] ?? 2;

type Job = Pick<OrderResponse, 'id' | 'priority' | 'deliverBy' | 'status'>;

/** The job is in the driver's hands or on its way to them: it has been started. */
export const isUnderWay = (status: OrderStatus) =>
  status === 'pickup_scheduled' || status === 'pickup_complete' || status === 'in_transit';

/** The deadline in ms: the order's delivery deadline, which the server sets. */
export const deadlineOf = (job: Job): number => Date.parse(job.deliverBy);

export function compareJobs(a: Job, b: Job): number {
  return (
    Number(isUnderWay(b.status)) - Number(isUnderWay(a.status)) ||
    rank(a.priority) - rank(b.priority) ||
    deadlineOf(a) - deadlineOf(b) ||
    a.id - b.id
  );
}

/** A new array, current job first. */
export const orderJobs = <T extends Job>(jobs: readonly T[]): T[] => [...jobs].sort(compareJobs);
