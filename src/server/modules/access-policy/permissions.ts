/**
 * The permission vocabulary and THE table of who holds which permission (issue 20, decision 023).
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
import type { Role } from '@domain/enums';
import { forbidden } from '../../errors';

export const ACCESSES = ['own', 'assigned', 'any'] as const;
export type Access = (typeof ACCESSES)[number];

/** Every permission a role can hold. Adding one: here, then to the roles in ROLE_PERMISSIONS. */
export const PERMISSIONS = [
  // Orders and what hangs off them.
  'create:order:own',
  'read:order:own',
  'read:order:assigned',
  'read:order:any',
  'import:order:own',
  'import:order:any',
  'assign:order:any',
  'confirm:order-address:any',
  'update:order-status:own',
  'update:order-status:assigned',
  'update:order-status:any',
  'read:custody:own',
  'read:custody:any',
  'read:public-link:own',
  'read:public-link:any',
  'create:payment:own',
  'read:payment:own',
  'read:payment:any',
  'create:rating:own',
  'create:rating:assigned',
  'read:client-stats:own',
  'read:client-stats:any',
  // A client's address book and standing orders: dispatch reads them, only the client changes them.
  'create:saved-place:own',
  'read:saved-place:own',
  'read:saved-place:any',
  'update:saved-place:own',
  'delete:saved-place:own',
  'create:order-template:own',
  'read:order-template:own',
  'read:order-template:any',
  'update:order-template:own',
  'delete:order-template:own',
  'create:standing-order:own',
  'read:standing-order:own',
  'read:standing-order:any',
  'update:standing-order:own',
  'update:standing-order:any',
  'delete:standing-order:own',
  'delete:standing-order:any',
  // The driver's work: the board of open jobs, its own jobs, its position, shift and figures.
  'read:open-job:any',
  'accept:job:assigned',
  'decline:job:assigned',
  'create:job-location:assigned',
  'update:driver-location:own',
  'update:driver-status:own',
  'read:driver-route:own',
  'read:driver-jobs:own',
  'read:driver-jobs:any',
  'read:driver-stats:own',
  'read:driver-stats:any',
  'read:leaderboard:any',
  // Dispatch's console.
  'read:admin-stats:any',
  'read:analytics:any',
  'read:driver:any',
  'vet:driver:any',
  'update:driver-cold-chain:any',
  'read:dispatch-map:any',
  'manage:auto-dispatch:any',
  'manage:notifications:any',
  'manage:webhooks:any',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

type ActionOf<P> = P extends `${infer A}:${string}:${string}` ? A : never;
type EntityOf<P> = P extends `${string}:${infer E}:${string}` ? E : never;
export type Action = ActionOf<Permission>;
export type Entity = EntityOf<Permission>;

type AccessList = Access | `${Access},${Access}` | `${Access},${Access},${Access}`;
/** What a route or a check asks for: one action on one entity, with the accesses that satisfy it. */
export type PermissionString = `${Action}:${Entity}:${AccessList}`;

/** THE table: each role's permissions. Nothing else in the server says what a role may do. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  client: [
    'create:order:own',
    'read:order:own',
    'import:order:own',
    'update:order-status:own',
    'read:custody:own',
    'read:public-link:own',
    'create:payment:own',
    'read:payment:own',
    'create:rating:own',
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
  ],
  driver: [
    'read:order:assigned',
    'update:order-status:assigned',
    'create:rating:assigned',
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
  ],
  admin: [
    'read:order:any',
    'import:order:any',
    'assign:order:any',
    'confirm:order-address:any',
    'update:order-status:any',
    'read:custody:any',
    'read:public-link:any',
    'read:payment:any',
    'read:client-stats:any',
    'read:saved-place:any',
    'read:order-template:any',
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
    'vet:driver:any',
    'update:driver-cold-chain:any',
    'read:dispatch-map:any',
    'manage:auto-dispatch:any',
    'manage:notifications:any',
    'manage:webhooks:any',
  ],
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
  const wanted = parsePermission(permission);
  return ROLE_PERMISSIONS[role].some((held) => {
    const p = parsePermission(held);
    return (
      p.action === wanted.action && p.entity === wanted.entity && wanted.accesses.includes(p.accesses[0]!)
    );
  });
}

/** epic-stack's `userHasPermission`: the actor's role holds the permission. */
export function hasPermission(actor: { role: Role }, permission: PermissionString): boolean {
  return roleHasPermission(actor.role, permission);
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
  actor: { role: Role },
  permission: PermissionString,
  message?: string,
): void {
  if (!hasPermission(actor, permission)) throw forbidden(message ?? refusalMessage(actor.role, permission));
}
