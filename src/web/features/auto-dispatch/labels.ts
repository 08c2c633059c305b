import type { AutoDispatchLogKind } from '@domain/auto-dispatch';

/** How each decision reads in the log panel. */
export const KIND_LABELS: Readonly<Record<AutoDispatchLogKind, string>> = {
  offered: 'Offered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'No answer',
  withdrawn: 'Withdrawn',
  escalated: 'Escalated',
};
