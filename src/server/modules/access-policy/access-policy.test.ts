/**
 * The access policy on its own, without HTTP. The role table (permissions.ts) and the
 * per-object functions (objects.ts); authz-policy.test.ts checks the table against the matrix.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_REVIEWER_ROLES, auditScreenFor } from '@domain/audit-reviewers';
import { ORGANIZATION_ROLES, ROLES } from '@domain/enums';
import { AppError } from '../../errors';
import {
  MEMBER_PERMISSIONS,
  PERMISSIONS,
  actsForOrderClient,
  ROLE_PERMISSIONS,
  assertPermission,
  canMessage,
  canRateOrder,
  canReadClient,
  canReadDriver,
  canReadOrder,
  canRunJob,
  hasPermission,
  isOrderParty,
  ownsClientRecord,
  parsePermission,
  refusalMessage,
  roleHasPermission,
  type Actor,
} from './index';

/** Client 10 owns organisation 100; client 11 is in organisation 101. */
const client: Actor = { id: 10, role: 'client', organizationId: 100, organizationRole: 'owner' };
const otherClient: Actor = { id: 11, role: 'client', organizationId: 101, organizationRole: 'owner' };
/** Client 10's colleagues in organisation 100. */
const booker: Actor = { id: 12, role: 'client', organizationId: 100, organizationRole: 'booker' };
const viewer: Actor = { id: 13, role: 'client', organizationId: 100, organizationRole: 'viewer' };
const receiving: Actor = { id: 14, role: 'client', organizationId: 100, organizationRole: 'receiving' };
/** A client removed from its organisation. */
const removed: Actor = { id: 15, role: 'client', organizationId: null, organizationRole: null };
const driver: Actor = { id: 20, role: 'driver', driverId: 2, driverApproval: 'approved' };
const otherDriver: Actor = { id: 21, role: 'driver', driverId: 3, driverApproval: 'approved' };
const pendingDriver: Actor = { id: 22, role: 'driver', driverId: 4, driverApproval: 'pending' };
const admin: Actor = { id: 1, role: 'admin' };

/** Client 10's order, run by driver 2. */
const assigned = { clientId: 10, organizationId: 100, driverId: 2, status: 'in_transit' };
/** Client 10's order, confirmed and waiting for a driver. */
const open = { clientId: 10, organizationId: 100, driverId: null, status: 'confirmed' };
/** Client 10's order, not yet paid for. */
const pending = { clientId: 10, organizationId: 100, driverId: null, status: 'pending' };

describe('the permission table', () => {
  it('names every permission action:entity:access, each held by some role, none twice', () => {
    for (const p of PERMISSIONS) expect(p).toMatch(/^[a-z]+:[a-z-]+:(own|assigned|any)$/);
    const held = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect(PERMISSIONS.filter((p) => !held.has(p))).toEqual([]);
    for (const role of ROLES) {
      const list = ROLE_PERMISSIONS[role];
      expect(
        list.filter((p, i) => list.indexOf(p) !== i),
        role,
      ).toEqual([]);
    }
  });

  it('parses the accesses a check asks for, as epic-stack does', () => {
    expect(parsePermission('read:saved-place:own,any')).toEqual({
      action: 'read',
      entity: 'saved-place',
      accesses: ['own', 'any'],
    });
  });

  it('answers one access or several: own for a client, any for dispatch, neither for a driver', () => {
    expect(hasPermission(client, 'read:saved-place:own')).toBe(true);
    expect(hasPermission(client, 'read:saved-place:any')).toBe(false);
    expect(hasPermission(admin, 'read:saved-place:own')).toBe(false);
    expect(hasPermission(admin, 'read:saved-place:own,any')).toBe(true);
    expect(hasPermission(client, 'read:saved-place:own,any')).toBe(true);
    expect(hasPermission(driver, 'read:saved-place:own,any')).toBe(false);
    // Dispatch reads a client's address book but never changes it.
    expect(hasPermission(admin, 'update:saved-place:own,any')).toBe(false);
  });

  it('keeps each console for its role', () => {
    expect(ROLES.filter((r) => roleHasPermission(r, 'assign:order:any'))).toEqual(['admin']);
    expect(ROLES.filter((r) => roleHasPermission(r, 'manage:webhooks:any'))).toEqual(['admin']);
    expect(ROLES.filter((r) => roleHasPermission(r, 'read:admin-stats:any'))).toEqual(['admin']);
    expect(ROLES.filter((r) => roleHasPermission(r, 'create:order:own'))).toEqual(['client']);
    expect(ROLES.filter((r) => roleHasPermission(r, 'update:order-status:assigned'))).toEqual(['driver']);
    expect(ROLES.filter((r) => roleHasPermission(r, 'read:open-job:any'))).toEqual(['driver', 'admin']);
    // The recipient's public link: the client's to share and dispatch's, never the driver's.
    expect(ROLES.filter((r) => roleHasPermission(r, 'read:public-link:own,any'))).toEqual([
      'client',
      'admin',
    ]);
  });

  it('gives billing staff the money side and nothing of dispatch, and an organisation its owner', () => {
    for (const permission of [
      'issue:invoice:any',
      'create:invoice-payment:any',
      'create:credit-note:any',
    ] as const)
      expect(ROLES.filter((r) => roleHasPermission(r, permission))).toEqual(['admin', 'billing']);
    for (const permission of [
      'read:order:own,assigned,any',
      'assign:order:any',
      'read:driver:any',
      'read:custody:own,any',
    ] as const)
      expect(roleHasPermission('billing', permission), permission).toBe(false);
    // Of an organisation's members only the owner reads its invoices and pays them online.
    for (const permission of ['read:invoice:own', 'pay:invoice:own'] as const) {
      expect(hasPermission(client, permission)).toBe(true);
      for (const member of [booker, viewer, receiving])
        expect(hasPermission(member, permission), member.organizationRole!).toBe(false);
    }
    expect(ROLES.filter((r) => roleHasPermission(r, 'pay:invoice:any'))).toEqual(['admin', 'billing']);
  });

  it('words a refusal where the table says, the general message otherwise', () => {
    expect(refusalMessage('admin', 'update:order-status:assigned')).toBe(
      'Dispatch changes a status with PATCH /api/orders/{id}',
    );
    expect(refusalMessage('client', 'update:order-status:assigned')).toBeUndefined();
    expect(refusalMessage('driver', 'update:order-status:own,any')).toBe(
      'Drivers move a job with PATCH /api/orders/{id}/status',
    );
    const refusal = (() => {
      try {
        assertPermission(client, 'manage:webhooks:any');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You do not have access to this',
    });
    expect(() => assertPermission(admin, 'manage:webhooks:any')).not.toThrow();
  });

  it("leaves one's own account to every member, whatever its organisation role, or none", () => {
    for (const member of [client, booker, viewer, receiving, removed]) {
      for (const permission of [
        'read:account:own',
        'update:account:own',
        'subscribe:live-updates:own',
      ] as const)
        expect(hasPermission(member, permission), `${member.organizationRole} ${permission}`).toBe(true);
    }
    // The organisation still narrows everything else.
    expect(hasPermission(receiving, 'read:order:own')).toBe(false);
    expect(hasPermission(removed, 'create:order:own')).toBe(false);
    expect(hasPermission(viewer, 'create:message:own')).toBe(false);
  });
});

describe('reading an order', () => {
  it('a client reads its own order and no one else’s', () => {
    expect(canReadOrder(client, assigned)).toBe(true);
    expect(canReadOrder(otherClient, assigned)).toBe(false);
  });

  it('a driver reads its jobs and the open ones; a pending driver its jobs only', () => {
    expect(canReadOrder(driver, assigned)).toBe(true);
    expect(canReadOrder(otherDriver, assigned)).toBe(false);
    expect(canReadOrder(otherDriver, open)).toBe(true);
    expect(canReadOrder(pendingDriver, open)).toBe(false);
    expect(canReadOrder(pendingDriver, { ...assigned, driverId: 4 })).toBe(true);
    expect(canReadOrder(otherDriver, pending)).toBe(false);
    // A driver account without its driver record sees nothing.
    expect(canReadOrder({ id: 23, role: 'driver', driverApproval: 'approved' }, open)).toBe(false);
  });

  it('dispatch reads every order', () => {
    for (const order of [assigned, open, pending]) expect(canReadOrder(admin, order)).toBe(true);
  });
});

describe('taking part in an order', () => {
  it('its parties are its client, its assigned driver and dispatch', () => {
    expect(isOrderParty(client, assigned)).toBe(true);
    expect(isOrderParty(otherClient, assigned)).toBe(false);
    expect(isOrderParty(driver, assigned)).toBe(true);
    expect(isOrderParty(otherDriver, assigned)).toBe(false);
    // A driver looking at an open job is not yet in it.
    expect(isOrderParty(otherDriver, open)).toBe(false);
    expect(isOrderParty(admin, open)).toBe(true);
  });

  it('only the assigned driver runs the job', () => {
    expect(canRunJob(driver, assigned)).toBe(true);
    expect(canRunJob(otherDriver, assigned)).toBe(false);
    expect(canRunJob(driver, open)).toBe(false);
    expect(canRunJob(admin, assigned)).toBe(false);
    expect(canRunJob(client, assigned)).toBe(false);
    // A client whose user id happens to equal the driver id is still no driver.
    expect(canRunJob({ id: 2, role: 'client', driverId: 2 }, assigned)).toBe(false);
  });

  it('the chat is for the parties; rating for the client and the driver', () => {
    expect(canMessage(client, assigned)).toBe(true);
    expect(canMessage(driver, assigned)).toBe(true);
    expect(canMessage(admin, assigned)).toBe(true);
    expect(canMessage(otherClient, assigned)).toBe(false);
    expect(canMessage(otherDriver, open)).toBe(false);
    expect(canRateOrder(client, assigned)).toBe(true);
    expect(canRateOrder(driver, assigned)).toBe(true);
    expect(canRateOrder(admin, assigned)).toBe(false);
    expect(canRateOrder(otherClient, assigned)).toBe(false);
    expect(canRateOrder(otherDriver, assigned)).toBe(false);
  });
});

describe('records and figures of one client or driver', () => {
  it('a client-owned record is its client’s and dispatch’s', () => {
    expect(ownsClientRecord(client, { clientId: 10 })).toBe(true);
    expect(ownsClientRecord(otherClient, { clientId: 10 })).toBe(false);
    expect(ownsClientRecord(admin, { clientId: 10 })).toBe(true);
  });

  it('a client reads its own figures, a driver its own, dispatch anyone’s', () => {
    expect(canReadClient(client, 10)).toBe(true);
    expect(canReadClient(client, 11)).toBe(false);
    expect(canReadClient(driver, 20)).toBe(false);
    expect(canReadClient(admin, 11)).toBe(true);
    expect(canReadDriver(driver, 2)).toBe(true);
    expect(canReadDriver(driver, 3)).toBe(false);
    expect(canReadDriver(client, 2)).toBe(false);
    expect(canReadDriver(admin, 3)).toBe(true);
  });
});

describe('members of an organisation', () => {
  it('owners, bookers and viewers read its orders; the receiving desk and a removed member do not', () => {
    for (const member of [client, booker, viewer]) expect(canReadOrder(member, assigned)).toBe(true);
    expect(canReadOrder(receiving, assigned)).toBe(false);
    expect(canReadOrder(removed, assigned)).toBe(false);
    expect(canReadOrder(otherClient, assigned)).toBe(false);
  });

  it('owners and bookers act on its orders (pay, cancel, message, rate); a viewer only looks', () => {
    expect(actsForOrderClient(booker, pending)).toBe(true);
    expect(actsForOrderClient(viewer, pending)).toBe(false);
    expect(canMessage(viewer, assigned)).toBe(false);
    expect(canRateOrder(viewer, assigned)).toBe(false);
    expect(canMessage(booker, assigned)).toBe(true);
    expect(ownsClientRecord(booker, { clientId: 10, organizationId: 100 })).toBe(true);
    expect(ownsClientRecord(otherClient, { clientId: 11, organizationId: 100 })).toBe(false);
  });

  it('an order with no organisation recorded is its client’s alone', () => {
    const legacy = { clientId: 10, organizationId: null, driverId: null, status: 'pending' };
    expect(canReadOrder(client, legacy)).toBe(true);
    expect(canReadOrder(booker, legacy)).toBe(false);
  });

  it('the organisation role narrows the client role: a viewer books nothing, only an owner manages', () => {
    expect(hasPermission(booker, 'create:order:own')).toBe(true);
    expect(hasPermission(viewer, 'create:order:own')).toBe(false);
    expect(hasPermission(viewer, 'read:order:own')).toBe(true);
    expect(hasPermission(viewer, 'update:order-status:own,any')).toBe(false);
    expect(hasPermission(viewer, 'create:payment:own')).toBe(false);
    expect(hasPermission(receiving, 'read:order:own')).toBe(false);
    expect(hasPermission(receiving, 'read:organization:own')).toBe(true);
    expect(hasPermission(client, 'manage:organization-member:own')).toBe(true);
    expect(hasPermission(booker, 'manage:organization-member:own')).toBe(false);
    expect(hasPermission(removed, 'read:order:own')).toBe(false);
    // The receiving desk is its staff's and its owners': a booker or a viewer neither checks in nor
    // sees what is inbound, and only an owner lists the organisation as a receiving site.
    for (const desk of [receiving, client]) {
      expect(hasPermission(desk, 'create:check-in:own,any')).toBe(true);
      expect(hasPermission(desk, 'read:inbound:own,any')).toBe(true);
    }
    for (const other of [booker, viewer]) {
      expect(hasPermission(other, 'create:check-in:own,any')).toBe(false);
      expect(hasPermission(other, 'read:inbound:own,any')).toBe(false);
      expect(hasPermission(other, 'manage:receiving-site:own')).toBe(false);
    }
    expect(hasPermission(receiving, 'read:receiving-site:any')).toBe(false);
    // The audit trail of its orders is its reviewers' (the owner) alone, and the screen the app
    // links to follows the same table.
    for (const organizationRole of ORGANIZATION_ROLES) {
      const actor: Actor = { id: 12, role: 'client', organizationId: 100, organizationRole };
      const reviews = AUDIT_REVIEWER_ROLES.includes(organizationRole);
      expect(hasPermission(actor, 'read:audit:own'), organizationRole).toBe(reviews);
      expect(auditScreenFor('client', organizationRole) !== null, organizationRole).toBe(reviews);
    }
    expect(hasPermission(client, 'read:audit:own')).toBe(true);
    expect(hasPermission(client, 'read:audit:any')).toBe(false);
    expect(hasPermission(removed, 'read:audit:own')).toBe(false);
    // A member role never widens the client role.
    for (const list of Object.values(MEMBER_PERMISSIONS))
      expect(list.filter((p) => !ROLE_PERMISSIONS.client.includes(p))).toEqual([]);
  });
});
