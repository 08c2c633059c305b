/**
 * The aging buckets of an organisation's open balance and their names, apart from the statement's
 * schemas so the web catalogue can word them without loading zod (account-statement.ts re-exports
 * them).
 */

export const AGING_BUCKETS = ['current', 'days30', 'days60', 'days90Plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days30: '31-60 days',
  days60: '61-90 days',
  days90Plus: 'Over 90 days',
};

/** The bucket of an open balance issued `age` whole days ago. */
export function agingBucket(age: number): AgingBucket {
  if (age <= 30) return 'current';
  if (age <= 60) return 'days30';
  if (age <= 90) return 'days60';
  return 'days90Plus';
}
