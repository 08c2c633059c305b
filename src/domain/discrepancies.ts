/**
 * Discrepancies: what a hand-over or the receiving desk found that differs from what was booked
 * (a piece missing, damaged or refused; a label of no piece of the order). Dispatch sees the open
 * ones and resolves each with a note; opening and resolving are both custody entries.
 */
import { z } from 'zod';

export const DISCREPANCY_SOURCES = ['pickup', 'delivery', 'check_in'] as const;
export type DiscrepancySource = (typeof DISCREPANCY_SOURCES)[number];

export const DISCREPANCY_SOURCE_LABELS: Readonly<Record<DiscrepancySource, string>> = {
  pickup: 'At pickup',
  delivery: 'At delivery',
  check_in: 'At check-in',
};

export const discrepancyResponse = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  displayNumber: z.string(),
  source: z.enum(DISCREPANCY_SOURCES),
  missing: z.array(z.string()),
  unexpected: z.array(z.string()),
  exceptions: z.array(z.object({ piece: z.string(), reason: z.string(), note: z.string() })),
  openedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type DiscrepancyResponse = z.infer<typeof discrepancyResponse>;
export const discrepancyListResponse = z.array(discrepancyResponse);

export const discrepancyListQuery = z.object({
  status: z.enum(['open', 'all'], { message: 'status must be open or all' }).optional().default('open'),
  orderId: z.coerce
    .number({ message: 'orderId must be a number' })
    .int('orderId must be a whole number')
    .positive('orderId must be positive')
    .max(2_147_483_647, 'orderId is too large')
    .optional(),
});

export const resolveDiscrepancyRequest = z.object({
  resolution: z
    .string({ message: 'resolution: say how the discrepancy was resolved' })
    .trim()
    .min(3, 'resolution: say how the discrepancy was resolved (at least 3 characters)')
    .max(1000, 'resolution must be at most 1000 characters'),
});
export type ResolveDiscrepancyRequest = z.infer<typeof resolveDiscrepancyRequest>;

export const DISCREPANCY_ALREADY_RESOLVED = 'This discrepancy is already resolved';
