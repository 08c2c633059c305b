import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@domain/enums';
import { orderJobs } from './job-order';

const job = (id: number, priority: string, deliverBy: string, status: OrderStatus = 'assigned') => ({
  id,
  priority: priority as 'standard',
  deliverBy,
  status,
});

describe('orderJobs', () => {
  it('puts urgent jobs first, then the nearest deadline, then the lower id, whatever the input order', () => {
    const jobs = [
      job(5, 'standard', '2026-01-05T15:00:00.000Z'),
      job(4, 'standard', '2026-01-05T14:00:00.000Z'),
      job(9, 'express', '2026-01-05T18:00:00.000Z'),
      job(3, 'standard', '2026-01-05T14:00:00.000Z'),
      job(7, 'emergency', '2026-01-05T19:00:00.000Z'),
    ];
    const ids = orderJobs(jobs).map((j) => j.id);
    expect(ids).toEqual([7, 9, 3, 4, 5]);
    expect(orderJobs([...jobs].reverse()).map((j) => j.id)).toEqual(ids);
  });

  it('keeps the job under way first, even when a job not started is more urgent', () => {
    const jobs = [
      job(2, 'emergency', '2026-01-05T12:00:00.000Z', 'assigned'),
      job(8, 'standard', '2026-01-05T20:00:00.000Z', 'in_transit'),
      job(6, 'standard', '2026-01-05T19:00:00.000Z', 'assigned'),
    ];
    expect(orderJobs(jobs).map((j) => j.id)).toEqual([8, 2, 6]);
    expect(
      orderJobs([
        job(1, 'standard', '2026-01-05T12:00:00.000Z'),
        job(4, 'standard', '2026-01-05T20:00:00.000Z', 'pickup_scheduled'),
      ]).map((j) => j.id),
    ).toEqual([4, 1]);
  });
});
