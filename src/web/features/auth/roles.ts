import type { Role } from '@domain/enums';

/** Where each role lands after sign-in and when it visits / or /login: each role has its own dashboard. */
export const HOME_BY_ROLE: Record<Role, string> = {
  client: '/dashboard',
  driver: '/driver-dashboard',
  admin: '/admin-dashboard',
};

export function homeFor(role: Role): string {
  return HOME_BY_ROLE[role];
}
