/**
 * A fresh driver through the public sign-up, written once: the `driver` fixture and every spec that
 * needs a driver of another context (a phone, a rival) make theirs here.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { registerAccount } from './sign-up';
import { approveDriver } from './vetting';

export type DriverAccount = {
  username: string;
  password: string;
  userId: number;
  driverId: number;
  /** First and last name, as dispatch's lists show the driver. */
  name: string;
};

export type DriverOptions = {
  /** On shift ("available") once approved; drivers start off shift. */
  onShift?: boolean;
  /** Approved by dispatch (the default); false leaves the driver waiting in the queue. */
  approved?: boolean;
  firstName?: string;
  lastName?: string;
  /** The app that approves, when a spec runs one of its own (own-server.ts). */
  server?: string;
};

/** Signs a new driver up on `request` (which keeps its session cookie) and answers its account. */
export async function signUpDriver(
  request: APIRequestContext,
  { onShift = false, approved = true, firstName = 'Dana', lastName = 'Runner', server }: DriverOptions = {},
): Promise<DriverAccount> {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const account = { username: `e2e_drv_${tag}`, password: 'Driver-pass-123' };
  const response = await registerAccount(request, {
    data: {
      ...account,
      email: `e2e_drv_${tag}@example.test`,
      firstName,
      lastName,
      organizationName: '',
      role: 'driver',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number; driverId: number } };
  if (approved) await approveDriver(user.driverId, server);
  if (onShift) {
    const shift = await request.patch('/api/driver/status', { data: { status: 'available' } });
    expect(shift.status(), await shift.text()).toBe(200);
  }
  return { ...account, userId: user.id, driverId: user.driverId, name: `${firstName} ${lastName}` };
}
