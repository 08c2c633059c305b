import { describe, expect, it } from 'vitest';
import { orderJobs } from './job-order';

const job = (id: number, priority: string, deliverBy: string) => ({
  id,
  priority: priority as 'standard',
  deliverBy,
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
});
