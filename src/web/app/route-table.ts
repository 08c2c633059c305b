/**
 * Every path the web app answers, and who may open the signed-in ones: plain data, so the router
 * (routes.tsx) and the checks that must reach every screen (the accessibility suite walks each path
 * at 1280 and 390 px) read the same list. A screen added to the router without a row here does not
 * compile; one added here is walked by those checks or they fail naming it.
 */
import type { Role } from '@domain/enums';
import { STAFF_WORK_ROLES } from '@domain/staff-work';

/** Paths open without an account (sign-in, the recipient's link, an invitation...). */
export const PUBLIC_PATHS = {
  splash: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // Opened from the sign-up email: the link makes the account and signs it in.
  verifyEmail: '/verify-email',
  join: '/join',
  publicTracking: '/t/:token',
} as const;

const CLIENT: readonly Role[] = ['client'];

/**
 * Signed-in screens and who may open them (any signed-in role when `roles` is absent). The client
 * screens are the client's own (the server refuses the others anyway); a driver or admin who lands
 * on one is sent home.
 */
export const PROTECTED_PATHS = [
  { path: '/welcome' },
  { path: '/dashboard', roles: CLIENT },
  { path: '/orders', roles: CLIENT },
  { path: '/address-book', roles: CLIENT },
  { path: '/members', roles: CLIENT },
  // Receiving staff and owners of a receiving site; the server decides what the list holds.
  { path: '/receiving', roles: CLIENT },
  { path: '/invoices', roles: CLIENT },
  // An owner's trail of its organisation's orders; the server refuses other members.
  { path: '/audit', roles: CLIENT },
  // Billing staff's home; dispatch holds the same powers and may open it too.
  { path: '/billing', roles: STAFF_WORK_ROLES.billing },
  // The money screens open for the roles that do that work (the access policy grants it the same way).
  { path: '/rate-cards', roles: STAFF_WORK_ROLES.rates },
  { path: '/pay-rules', roles: STAFF_WORK_ROLES.pay },
  { path: '/orders/import', roles: ['client', 'admin'] },
  // A client's own; dispatch sees and manages every client's.
  { path: '/standing-orders', roles: ['client', 'admin'] },
  { path: '/receipt/:id', roles: CLIENT },
  { path: '/orders/:id/custody', roles: ['client', 'admin'] },
  { path: '/tracking', roles: CLIENT },
  { path: '/messages', roles: ['client', 'driver'] },
  { path: '/checkout', roles: CLIENT },
  { path: '/orders/:id/confirmation', roles: CLIENT },
  { path: '/driver-dashboard', roles: ['driver'] },
  { path: '/earnings', roles: ['driver'] },
  { path: '/admin-dashboard', roles: ['admin'] },
  { path: '/security' },
  { path: '/admin/webhooks', roles: ['admin'] },
  { path: '/admin/audit', roles: ['admin'] },
  { path: '/admin/inbox', roles: ['admin'] },
  { path: '/admin/dispatch-map', roles: ['admin'] },
  { path: '/admin/auto-dispatch', roles: ['admin'] },
  { path: '/admin/orders/:id/auto-dispatch', roles: ['admin'] },
  { path: '/settings/notifications' },
] as const satisfies readonly { path: string; roles?: readonly Role[] }[];

export type PublicPath = (typeof PUBLIC_PATHS)[keyof typeof PUBLIC_PATHS];
export type ProtectedPath = (typeof PROTECTED_PATHS)[number]['path'];
export type RoutePath = PublicPath | ProtectedPath;

/** Every path, public first, as the router tries them (anything else is the 404 page). */
export const ROUTE_PATHS: readonly RoutePath[] = [
  ...Object.values(PUBLIC_PATHS),
  ...PROTECTED_PATHS.map((route) => route.path),
];
