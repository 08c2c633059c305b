/**
 * Who reviews an audit trail, in a module of its own (no schema library) because the signed-in
 * frame's top bar reads it on every screen.
 */
import type { OrganizationRole, Role } from './enums';
import { isClient, isDispatch } from './capabilities';

/**
 * Who reviews an audit trail: dispatch the whole of it, and in a customer organisation the roles
 * listed here its own orders' part (decision 066). The access policy's permission table and the
 * app's navigation both follow this list; access-policy.test.ts holds them together.
 */
export const AUDIT_REVIEWER_ROLES: readonly OrganizationRole[] = ['owner'];

/** Where a signed-in person reviews an audit trail, if anywhere. */
export function auditScreenFor(role: Role, organizationRole?: OrganizationRole | null): string | null {
  if (isDispatch(role)) return '/admin/audit';
  if (isClient(role) && organizationRole && AUDIT_REVIEWER_ROLES.includes(organizationRole)) return '/audit';
  return null;
}
