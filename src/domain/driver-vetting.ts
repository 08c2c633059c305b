/**
 * Driver vetting (contract "Driver vetting"): a driver who signs up is pending
 * until dispatch approves it. Until then it cannot see the job board, accept or share a location.
 */
import { z } from 'zod';
import { DRIVER_APPROVALS } from './driver-approval';

export * from './driver-approval';

export const REJECTION_REASON_MAX = 500;

/** POST /api/drivers/{driverId}/reject. */
export const rejectDriverRequest = z.object(
  {
    reason: z
      .string({ message: 'reason is required' })
      .trim()
      .min(3, 'reason must be at least 3 characters')
      .max(REJECTION_REASON_MAX, `reason must be at most ${REJECTION_REASON_MAX} characters`),
  },
  { message: 'reason is required' },
);
export type RejectDriverRequest = z.infer<typeof rejectDriverRequest>;

/** The answer of approve and reject, and an item of the pending list. */
export const driverApprovalResponse = z.object({
  driverId: z.number().int(),
  approvalStatus: z.enum(DRIVER_APPROVALS),
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  createdAt: z.string(),
});
export type DriverApprovalResponse = z.infer<typeof driverApprovalResponse>;
export const driverApprovalsResponse = z.array(driverApprovalResponse);

/** GET /api/drivers/applications?status=pending (admin): the vetting queue. */
export const driverApplicationsQuery = z.object({
  status: z
    .enum(DRIVER_APPROVALS, { message: `status must be one of ${DRIVER_APPROVALS.join(', ')}` })
    .default('pending'),
});
