/**
 * A driver's approval by dispatch and what a driver not (yet) approved is told, apart from the
 * vetting schemas so the web catalogue can word them without loading zod (driver-vetting.ts
 * re-exports them).
 */

export const DRIVER_APPROVALS = ['pending', 'approved', 'rejected'] as const;
export type DriverApproval = (typeof DRIVER_APPROVALS)[number];

export const AWAITING_APPROVAL =
  'Your driver account is waiting for approval by dispatch. You can take jobs once it is approved.';
export const APPROVAL_REJECTED = 'Your driver application was not approved';
export const REGISTERED_PENDING =
  'Account created. Dispatch reviews new drivers before they can take jobs; you will see jobs once approved.';

/** The 403 message a driver not (yet) approved gets for the board, accept and location. */
export const notApprovedMessage = (approval: DriverApproval, reason: string | null | undefined) =>
  approval === 'rejected' ? `${APPROVAL_REJECTED}${reason ? `: ${reason}` : ''}` : AWAITING_APPROVAL;
