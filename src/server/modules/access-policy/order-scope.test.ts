import { describe, expect, it } from 'vitest';
import { clientOrdersScope, orderScopeKey } from './order-scope';

describe('orderScopeKey', () => {
  it('gives dispatch every order', () => {
    expect(orderScopeKey({ id: 1, role: 'admin' })).toEqual({ kind: 'all' });
  });

  it("gives a member who sees orders its organisation's, and the receiving desk none", () => {
    const member = { id: 7, role: 'client', organizationId: 3 } as const;
    expect(orderScopeKey({ ...member, organizationRole: 'viewer' })).toEqual({ kind: 'organization', id: 3 });
    expect(orderScopeKey({ ...member, organizationRole: 'receiving' })).toEqual({ kind: 'none' });
  });

  it('gives a client in no organisation its own orders', () => {
    expect(orderScopeKey({ id: 7, role: 'client', organizationId: null })).toEqual({ kind: 'client', id: 7 });
  });

  it('gives a driver its jobs, and the open ones only once approved', () => {
    const driver = { id: 9, role: 'driver', driverId: 4 } as const;
    expect(orderScopeKey({ ...driver, driverApproval: 'approved' })).toEqual({
      kind: 'driver',
      id: 4,
      open: true,
    });
    expect(orderScopeKey({ ...driver, driverApproval: 'pending' })).toEqual({
      kind: 'driver',
      id: 4,
      open: false,
    });
    expect(orderScopeKey({ id: 9, role: 'driver' })).toEqual({ kind: 'none' });
  });

  it('gives billing staff, who hold no order permission, none', () => {
    expect(orderScopeKey({ id: 5, role: 'billing' })).toEqual({ kind: 'none' });
  });
});

describe('clientOrdersScope', () => {
  it("gives a member its organisation's orders, whichever client it asks for", () => {
    const member = { id: 7, role: 'client', organizationId: 3, organizationRole: 'booker' } as const;
    expect(clientOrdersScope(member, 7)).toEqual({ kind: 'organization', id: 3 });
    expect(clientOrdersScope({ ...member, organizationRole: 'receiving' }, 7)).toEqual({ kind: 'none' });
  });

  it("gives dispatch the one client's orders it asks for", () => {
    expect(clientOrdersScope({ id: 1, role: 'admin' }, 7)).toEqual({ kind: 'client', id: 7 });
  });

  it('gives a driver none: it has no client list', () => {
    expect(clientOrdersScope({ id: 9, role: 'driver', driverId: 4 }, 9)).toEqual({ kind: 'none' });
  });
});
