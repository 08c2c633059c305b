/**
 * Retention (decision 046): how long an order's personal data is kept after it closes, legal holds
 * that stop its removal, and the log of each run.
 */
import { z } from 'zod';

/** Seven years, the default; an operator may go down to 30 days. */
export const DEFAULT_RETENTION_DAYS = 2555;
export const MIN_RETENTION_DAYS = 30;

/** PUT /api/orders/{id}/legal-hold. */
export const legalHoldRequest = z
  .object({
    hold: z.boolean({ message: 'hold must be true or false' }),
    reason: z
      .string({ message: 'reason must be text' })
      .trim()
      .max(500, 'reason is too long (500 characters at most)')
      .optional(),
  })
  .refine((v) => !v.hold || (v.reason && v.reason.length >= 3), {
    path: ['reason'],
    message: 'reason is required to place a hold (a case, a subpoena, a claim)',
  });

export const legalHoldResponse = z.object({
  orderId: z.number().int(),
  hold: z.boolean(),
  reason: z.string().nullable(),
  placedAt: z.string().nullable(),
  /** When the order's personal data was removed, if it was. */
  redactedAt: z.string().nullable(),
});
export type LegalHoldResponse = z.infer<typeof legalHoldResponse>;

export const retentionRunResponse = z.object({
  id: z.number().int(),
  runDay: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  retentionDays: z.number().int(),
  cutoff: z.string(),
  redacted: z.number().int(),
  held: z.number().int(),
  error: z.string().nullable(),
});
export type RetentionRunResponse = z.infer<typeof retentionRunResponse>;

/** GET /api/admin/retention: the policy in force and the latest runs. */
export const retentionStatusResponse = z.object({
  retentionDays: z.number().int(),
  runs: z.array(retentionRunResponse),
});

/**
 * PUT /api/organizations/{id}/retention (dispatch): how long this organisation's closed orders keep
 * their personal data, in days (30 at least, as RETENTION_DAYS), or null for the server's policy.
 */
export const organizationRetentionRequest = z.object({
  retentionDays: z
    .number({ message: 'retentionDays must be a whole number of days, or null' })
    .int('retentionDays must be a whole number of days, or null')
    .min(30, 'retentionDays must be at least 30')
    .max(36_500, 'retentionDays must be at most 36500')
    .nullable(),
});
export const organizationRetentionResponse = z.object({
  organizationId: z.number().int(),
  /** Its own number of days, or null. */
  retentionDays: z.number().int().nullable(),
  /** The days that apply: its own, else the server's. */
  effectiveDays: z.number().int(),
});
export type OrganizationRetentionResponse = z.infer<typeof organizationRetentionResponse>;
