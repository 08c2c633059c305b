/**
 * Drivers who sign up wait for dispatch. Specs that need a working driver
 * approve it as the demo admin, in a request context of its own so the driver's cookie stays put.
 */
import { expect, request as playwrightRequest } from '@playwright/test';
import { DEMO } from './accounts';

const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5199)}`;

/** `server`: the app to ask, when a spec runs one of its own (own-server.ts). */
export async function approveDriver(driverId: number, server = baseURL): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL: server });
  try {
    const login = await admin.post('/api/auth/login', {
      data: { username: DEMO.admin.username, password: DEMO.admin.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const approved = await admin.post(`/api/drivers/${driverId}/approve`);
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
