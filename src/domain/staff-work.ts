/**
 * Which staff roles do the money work: invoices and payments, organisations' rate cards, drivers'
 * pay. The access policy grants each work's permissions to the roles named here, and the web app's
 * menu and screen guards read the same table, so a role sees a screen exactly when it may use it.
 */
import type { Role } from './enums';

export const STAFF_WORKS = ['billing', 'rates', 'pay'] as const;
export type StaffWork = (typeof STAFF_WORKS)[number];

export const STAFF_WORK_ROLES: Readonly<Record<StaffWork, readonly Role[]>> = {
  billing: ['admin', 'billing'],
  rates: ['admin', 'billing'],
  pay: ['admin', 'billing'],
};

export const doesWork = (role: Role, work: StaffWork): boolean => STAFF_WORK_ROLES[work].includes(role);
