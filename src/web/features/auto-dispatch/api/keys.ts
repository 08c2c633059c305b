/**
 * Query keys of auto-dispatch, from one factory. They are the URL paths, one string
 * each, so the live frames (job_offer, dispatch_escalation in lib/live-events.ts) refetch them.
 */
export const autoDispatchKeys = {
  settings: () => ['/api/admin/auto-dispatch'] as const,
  escalations: () => ['/api/admin/auto-dispatch/escalations'] as const,
  orderLog: (orderId: number) => [`/api/admin/orders/${orderId}/auto-dispatch`] as const,
};
