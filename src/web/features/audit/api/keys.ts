/**
 * Query keys of the audit screen, from one factory. They are the URL paths, one string each, so
 * the live `access_alert` frame (lib/live-events.ts) refetches the alerts wherever they show. The
 * timeline and its actions are keyed by the trail they read: dispatch's or an organisation's.
 */
export const auditKeys = {
  timeline: (base: string, search: string) => [base, search] as const,
  actions: (base: string) => [`${base}/actions`] as const,
  openAlerts: () => ['/api/admin/access-alerts?open=true'] as const,
};

/** Dispatch's whole trail, and an organisation's (its owner's) own. */
export const ADMIN_AUDIT_BASE = '/api/admin/audit';
export const organizationAuditBase = (organizationId: number) => `/api/organizations/${organizationId}/audit`;
