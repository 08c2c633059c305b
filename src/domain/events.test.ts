import { describe, expect, it } from 'vitest';
import { liveEvent, mayReceive } from './events';

const admin = { userId: 1, role: 'admin' as const };
const client = { userId: 2, role: 'client' as const };
const otherClient = { userId: 9, role: 'client' as const };
const driver = { userId: 3, role: 'driver' as const, driverId: 1, driverApproval: 'approved' as const };
const otherDriver = { userId: 7, role: 'driver' as const, driverId: 4, driverApproval: 'approved' as const };

describe('mayReceive', () => {
  const assigned = { clientId: 2, driverId: 1, openJob: false };
  const open = { clientId: 2, driverId: null, openJob: true };

  it('sends everything to admins', () => {
    expect(mayReceive(admin, assigned, 'driver_location_update')).toBe(true);
  });

  it("sends a client only its own orders' events", () => {
    expect(mayReceive(client, assigned, 'order_status_update')).toBe(true);
    expect(mayReceive(otherClient, assigned, 'order_status_update')).toBe(false);
  });

  it("sends a client its driver's position only when the publisher says the job is under way", () => {
    expect(mayReceive(client, assigned, 'driver_location_update')).toBe(false);
    expect(mayReceive(client, { ...assigned, positionShared: false }, 'driver_location_update')).toBe(false);
    expect(mayReceive(client, { ...assigned, positionShared: true }, 'driver_location_update')).toBe(true);
    expect(mayReceive(otherClient, { ...assigned, positionShared: true }, 'driver_location_update')).toBe(
      false,
    );
  });

  it('sends a driver its own jobs, and open jobs without their chat or positions', () => {
    expect(mayReceive(driver, assigned, 'new_message')).toBe(true);
    expect(mayReceive(otherDriver, assigned, 'order_status_update')).toBe(false);
    expect(mayReceive(otherDriver, open, 'order_status_update')).toBe(true);
    expect(mayReceive(otherDriver, open, 'new_message')).toBe(false);
  });
});

describe('liveEvent', () => {
  it('accepts the spec frames and refuses unknown types', () => {
    const order = { id: 5, status: 'confirmed', clientId: 2, driverId: null };
    expect(liveEvent.safeParse({ type: 'order_status_update', order }).success).toBe(true);
    expect(liveEvent.safeParse({ type: 'hack', order }).success).toBe(false);
  });
});
