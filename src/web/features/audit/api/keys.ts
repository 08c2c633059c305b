/**
 * Query keys of the audit screen, from one factory. They are the URL paths, one string each, so
 * the live `access_alert` frame (lib/live-events.ts) refetches the alerts wherever they show.
 */
export const auditKeys = {
  timeline: (search: string) => ['/api/admin/audit', search] as const,
  actions: () => ['/api/admin/audit/actions'] as const,
  openAlerts: () => ['/api/admin/access-alerts?open=true'] as const,
};
