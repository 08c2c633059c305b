/**
 * Who someone is, asked by name rather than by comparing role strings: the one place (with the
 * access policy's tables) where a role's literal is written, so renaming or splitting a role is a
 * change here and not a search. What a role may do is the permission table's
 * (server/modules/access-policy); these answer what the screens and services branch on.
 * ESLint refuses `role === '<literal>'` elsewhere (eslint.config.js).
 */
import type { OrganizationRole, Role } from './enums';

/** A role, or anything with one: a session user, a message's sender, a realtime recipient. */
type Someone = string | { role?: string | null } | null | undefined;
const roleOf = (who: Someone) => (typeof who === 'string' ? who : who?.role);

/** Dispatch: the `admin` role, which holds every staff power. */
export const isDispatch = (who: Someone): boolean => roleOf(who) === ('admin' satisfies Role);
/** Billing staff: invoices, payments and rates, nothing of dispatching. */
export const isBillingStaff = (who: Someone): boolean => roleOf(who) === ('billing' satisfies Role);
/** Staff of the company (dispatch or billing), as against its clients and drivers. */
export const isStaff = (who: Someone): boolean => isDispatch(who) || isBillingStaff(who);
/** A client account: a member of a customer organisation. */
export const isClient = (who: Someone): boolean => roleOf(who) === ('client' satisfies Role);
/** A driver account. */
export const isDriver = (who: Someone): boolean => roleOf(who) === ('driver' satisfies Role);

/** A member's role in its organisation, or a member. */
type Member = OrganizationRole | { organizationRole?: OrganizationRole | null } | null | undefined;
const memberRoleOf = (who: Member) => (typeof who === 'string' ? who : who?.organizationRole);
/** The organisation's owner: manages its members, invoices and settings. */
export const isOwner = (who: Member): boolean => memberRoleOf(who) === 'owner';
/** The receiving desk: works from the desk, nothing of booking. */
export const isReceivingDesk = (who: Member): boolean => memberRoleOf(who) === 'receiving';
