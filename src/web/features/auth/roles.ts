import type { OrganizationRole, Role } from '@domain/enums';
import { isClient } from '@domain/capabilities';

/** Where each role lands after sign-in and when it visits / or /login: each role has its own dashboard. */
export const HOME_BY_ROLE: Record<Role, string> = {
  client: '/dashboard',
  driver: '/driver-dashboard',
  admin: '/admin-dashboard',
  billing: '/billing',
};

/** A client whose organisation role is the receiving desk works from the desk, not from booking. */
export const RECEIVING_HOME = '/receiving';

export function homeFor(role: Role, organizationRole?: OrganizationRole | null): string {
  return isClient(role) && organizationRole === 'receiving' ? RECEIVING_HOME : HOME_BY_ROLE[role];
}
