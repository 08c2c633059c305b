/**
 * The permission vocabulary and THE table of who holds which permission (decision 023).
 *
 * A permission is `action:entity:access`, epic-stack's vocabulary: `read:order:own` is "read an
 * order that is one's own", `read:order:any` "read any order". Access is
 *   - `own`: the actor's own object (a client's order, a driver's own record or figures);
 *   - `assigned`: a job dispatch assigned to the driver (or one it may take on);
 *   - `any`: any object of the kind (dispatch).
 * A role holds a list of permissions (ROLE_PERMISSIONS, the single source of truth). A route asks
 * for one action and entity and the accesses that satisfy it, `read:saved-place:own,any`: a
 * client (own) or an admin (any) passes, a driver does not. Which object is one's own, or assigned,
 * is answered per object by the named functions of objects.ts.
 */
import { AUDIT_REVIEWER_ROLES } from '@domain/audit-reviewers';
import type { OrganizationRole, Role } from '@domain/enums';
import { doesWork, STAFF_WORKS, type StaffWork } from '@domain/staff-work';
import { forbidden } from '../../errors';
import type { Permission } from './permission-list';

export { PERMISSIONS, type Permission } from './permission-list';

export const ACCESSES = ['own', 'assigned', 'any'] as const;
export type Access = (typeof ACCESSES)[number];

type ActionOf<P> = P extends `${infer A}:${string}:${string}` ? A : never;
type EntityOf<P> = P extends `${string}:${infer E}:${string}` ? E : never;
export type Action = ActionOf<Permission>;
export type Entity = EntityOf<Permission>;

type AccessList = Access | `${Access},${Access}` | `${Access},${Access},${Access}`;
/** What a route or a check asks for: one action on one entity, with the accesses that satisfy it. */
export type PermissionString = `${Action}:${Entity}:${AccessList}`;

/** What billing staff do, which dispatch may do too. */
const BILLING_WORK: readonly Permission[] = [
  'read:invoice:any',
  'issue:invoice:any',
  'update:invoice:any',
  'update:billing-cycle:any',
  'create:invoice-payment:any',
  'pay:invoice:any',
  'create:credit-note:any',
  'read:aging:any',
];

/** Drivers' pay rules, settlements and the accounting export: dispatch's and billing's work. */
const PAY_WORK: readonly Permission[] = [
  'read:pay-rule:any',
  'manage:pay-rule:any',
  'read:settlement:any',
  'manage:settlement:any',
  'export:accounting:any',
];

/** Organisations' contract rate cards: dispatch's and billing's, who price what invoices charge. */
const RATE_WORK: readonly Permission[] = ['read:rate-card:any', 'update:rate-card:any'];

const WORK_PERMISSIONS: Readonly<Record<StaffWork, readonly Permission[]>> = {
  billing: BILLING_WORK,
  rates: RATE_WORK,
  pay: PAY_WORK,
};

/** The money work's permissions of a role, by the domain's table of who does which work. */
const workOf = (role: Role): Permission[] =>
  STAFF_WORKS.filter((work) => doesWork(role, work)).flatMap((work) => WORK_PERMISSIONS[work]);

/**
 * THE table: each role's permissions. Nothing else in the server says what a role may do; which
 * staff role does which money work is the domain's table (staff-work.ts), which the web app reads.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  client: [
    'read:account:own',
    'update:account:own',
    'subscribe:live-updates:own',
    'read:place:any',
    'read:payment-config:any',
    'create:order:own',
    'move:order-pin:own',
    'read:order:own',
    'import:order:own',
    'update:order-status:own',
    'read:custody:own',
    'read:public-link:own',
    'create:payment:own',
    'read:payment:own',
    'create:rating:own',
    'read:rating:own',
    'read:message:own',
    'create:message:own',
    'read:client-stats:own',
    'create:saved-place:own',
    'read:saved-place:own',
    'update:saved-place:own',
    'delete:saved-place:own',
    'create:order-template:own',
    'read:order-template:own',
    'update:order-template:own',
    'delete:order-template:own',
    'create:standing-order:own',
    'read:standing-order:own',
    'update:standing-order:own',
    'delete:standing-order:own',
    'read:organization:own',
    'manage:organization-member:own',
    'manage:cost-centre:own',
    'manage:organization-language:own',
    'export:organization-data:own',
    'read:rate-card:own',
    'read:receiving-site:any',
    'manage:receiving-site:own',
    'create:check-in:own',
    'read:inbound:own',
    'read:invoice:own',
    'pay:invoice:own',
    'read:audit:own',
  ],
  driver: [
    'read:account:own',
    'update:account:own',
    'subscribe:live-updates:own',
    'read:place:any',
    'read:payment-config:any',
    'read:order:assigned',
    'update:order-status:assigned',
    'create:rating:assigned',
    'read:rating:assigned',
    'read:message:assigned',
    'create:message:assigned',
    'read:open-job:any',
    'accept:job:assigned',
    'decline:job:assigned',
    'create:job-location:assigned',
    'update:driver-location:own',
    'update:driver-status:own',
    'read:driver-route:own',
    'read:driver-jobs:own',
    'read:driver-stats:own',
    'read:leaderboard:any',
    'read:settlement:own',
  ],
  admin: [
    'read:account:own',
    'update:account:own',
    'subscribe:live-updates:own',
    'read:place:any',
    'read:payment-config:any',
    'read:order:any',
    'import:order:any',
    'assign:order:any',
    'confirm:order-address:any',
    'update:order-status:any',
    'read:custody:any',
    'read:public-link:any',
    'read:payment:any',
    'read:rating:any',
    'read:message:any',
    'create:message:any',
    'read:client-stats:any',
    'read:saved-place:any',
    'read:order-template:any',
    'create:standing-order:any',
    'read:standing-order:any',
    'update:standing-order:any',
    'delete:standing-order:any',
    'read:open-job:any',
    'read:driver-jobs:any',
    'read:driver-stats:any',
    'read:leaderboard:any',
    'read:admin-stats:any',
    'read:analytics:any',
    'read:driver:any',
    'read:client:any',
    'vet:driver:any',
    'update:driver-cold-chain:any',
    'update:driver-capabilities:any',
    'read:dispatch-map:any',
    'manage:auto-dispatch:any',
    'plan:dispatch:any',
    'manage:notifications:any',
    'manage:webhooks:any',
    'read:access-log:any',
    'read:audit:any',
    'manage:access-alert:any',
    'manage:legal-hold:any',
    'manage:retention:any',
    'export:organization-data:any',
    'erase:organization-data:any',
    'create:check-in:any',
    'read:inbound:any',
    'read:receiving-site:any',
    'read:discrepancy:any',
    'resolve:discrepancy:any',
    ...workOf('admin'),
  ],
  // Billing staff: their account and the money side (invoices, rates, drivers' pay, the books); no
  // orders, dispatch or patient data.
  billing: ['read:account:own', 'update:account:own', 'subscribe:live-updates:own', ...workOf('billing')],
};

/** Permissions on one's own account, which no organisation role narrows (hasPermission). */
const ACCOUNT_PERMISSIONS: readonly Permission[] = [
  'read:account:own',
  'update:account:own',
  'subscribe:live-updates:own',
];
const isAccountPermission = (permission: PermissionString) => holds(ACCOUNT_PERMISSIONS, permission);

/** What only an organisation's owner holds of the client role: its people, books and contract. */
const OWNER_ONLY: readonly Permission[] = [
  'manage:organization-member:own',
  'manage:cost-centre:own',
  'manage:organization-language:own',
  'manage:receiving-site:own',
  'export:organization-data:own',
  'read:rate-card:own',
  'read:invoice:own',
  'pay:invoice:own',
];

/** The receiving desk's own permissions: only its desk roles (owner, receiving) hold them. */
const DESK_PERMISSIONS: readonly Permission[] = ['create:check-in:own', 'read:inbound:own'];
const notDesk = (p: Permission) => !DESK_PERMISSIONS.includes(p);

/** What a client holds of its role's permissions as a viewer: reading, never changing. */
const READ_ONLY_CLIENT = ROLE_PERMISSIONS.client.filter(
  (p) => p.startsWith('read:') && !OWNER_ONLY.includes(p) && notDesk(p),
);

/**
 * Permissions whose organisation roles a domain table names, because the app's screens follow the
 * same list: the audit trail's reviewers (AUDIT_REVIEWER_ROLES).
 */
const NAMED_IN_DOMAIN: Partial<Record<Permission, readonly OrganizationRole[]>> = {
  'read:audit:own': AUDIT_REVIEWER_ROLES,
};
const grantedTo = (role: OrganizationRole) => (p: Permission) => NAMED_IN_DOMAIN[p]?.includes(role) ?? true;

/**
 * A client acts for its organisation, and its role there narrows the client role's permissions:
 * a client holds a permission when the client role holds it AND its organisation role does. A
 * client in no organisation (a member who was removed) holds none.
 */
export const MEMBER_PERMISSIONS: Readonly<Record<OrganizationRole, readonly Permission[]>> = {
  owner: ROLE_PERMISSIONS.client.filter(grantedTo('owner')),
  booker: ROLE_PERMISSIONS.client.filter(
    (p) => !OWNER_ONLY.includes(p) && notDesk(p) && grantedTo('booker')(p),
  ),
  viewer: READ_ONLY_CLIENT.filter(grantedTo('viewer')),
  // The receiving desk sees deliveries arrive on its own screen, nothing of booking.
  receiving: ['read:organization:own', ...DESK_PERMISSIONS],
};

/**
 * A refusal that says more than the general 403 message, for a role that lacks a permission:
 * it points the caller at the route it should use instead.
 */
export const REFUSALS: Partial<Record<Permission, Partial<Record<Role, string>>>> = {
  'update:order-status:assigned': { admin: 'Dispatch changes a status with PATCH /api/orders/{id}' },
  'update:order-status:any': { driver: 'Drivers move a job with PATCH /api/orders/{id}/status' },
};

export interface ParsedPermission {
  action: string;
  entity: string;
  accesses: Access[];
}

export function parsePermission(permission: PermissionString): ParsedPermission {
  const [action = '', entity = '', access = ''] = permission.split(':');
  return { action, entity, accesses: access.split(',') as Access[] };
}

/** Whether a role holds the permission with one of the accesses asked for. */
export function roleHasPermission(role: Role, permission: PermissionString): boolean {
  return holds(ROLE_PERMISSIONS[role], permission);
}

/**
 * The answers of `holds`, per list and permission asked. The lists are the constant tables above
 * (a role's, an organisation role's), so an answer never changes; every authenticated request asks
 * a few, and parsing each table's strings again for each was a visible share of a hot route's CPU.
 */
const answers = new WeakMap<readonly Permission[], Map<PermissionString, boolean>>();

function holds(list: readonly Permission[], permission: PermissionString): boolean {
  let known = answers.get(list);
  if (!known) answers.set(list, (known = new Map()));
  let answer = known.get(permission);
  if (answer === undefined) known.set(permission, (answer = listHolds(list, permission)));
  return answer;
}

function listHolds(list: readonly Permission[], permission: PermissionString): boolean {
  const wanted = parsePermission(permission);
  return list.some((held) => {
    const p = parsePermission(held);
    return (
      p.action === wanted.action && p.entity === wanted.entity && wanted.accesses.includes(p.accesses[0]!)
    );
  });
}

/** Whether an organisation role keeps the permission (with one of the accesses asked for). */
export function memberHasPermission(role: OrganizationRole, permission: PermissionString): boolean {
  return holds(MEMBER_PERMISSIONS[role], permission);
}

/** The actor a permission is asked of: a role, and for a client its role in its organisation. */
export interface PermissionActor {
  role: Role;
  organizationRole?: OrganizationRole | null | undefined;
}

/**
 * epic-stack's `userHasPermission`: the actor's role holds the permission, and a client's
 * organisation role keeps it.
 */
export function hasPermission(actor: PermissionActor, permission: PermissionString): boolean {
  if (!roleHasPermission(actor.role, permission)) return false;
  if (actor.role !== 'client') return true;
  // One's own account (profile, password, sessions, sign-out, live updates) is the person's,
  // whatever its organisation lets it do, or whether it still belongs to one.
  if (isAccountPermission(permission)) return true;
  return actor.organizationRole ? memberHasPermission(actor.organizationRole, permission) : false;
}

/** The message a refusal of this permission carries for this role (the general one by default). */
export function refusalMessage(role: Role, permission: PermissionString): string | undefined {
  const { action, entity, accesses } = parsePermission(permission);
  for (const access of accesses) {
    const message = REFUSALS[`${action}:${entity}:${access}` as Permission]?.[role];
    if (message) return message;
  }
  return undefined;
}

/**
 * epic-stack's `requireUserWithPermission` for a service: 403 unless the actor's role holds the
 * permission, with the table's refusal message, or `message` where the service words it its way.
 */
export function assertPermission(
  actor: PermissionActor,
  permission: PermissionString,
  message?: string,
): void {
  if (!hasPermission(actor, permission)) throw forbidden(message ?? refusalMessage(actor.role, permission));
}
