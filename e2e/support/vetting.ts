/**
 * Drivers who sign up wait for dispatch. Specs that need a working driver approve it as the demo
 * admin, in a request context of its own so the driver's cookie stays put.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO } from './accounts';
import { E2E_PORT } from './ports';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * One signed-in admin context per server and worker: signing in (an argon2 check and a session
 * row) for every approval cost as much as the rest of a driver's sign-up on a loaded machine. The
 * approval itself is still checked each time; a session ended meanwhile is opened again.
 */
const sessions = new Map<string, Promise<APIRequestContext>>();

async function signedInAdmin(server: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL: server });
  const login = await admin.post('/api/auth/login', {
    data: { username: DEMO.admin.username, password: DEMO.admin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return admin;
}

function adminOf(server: string, fresh = false): Promise<APIRequestContext> {
  let session = sessions.get(server);
  if (!session || fresh) {
    session = signedInAdmin(server);
    // A failed sign-in is not kept: the next approval tries again.
    session.catch(() => sessions.delete(server));
    sessions.set(server, session);
  }
  return session;
}

/** `server`: the app to ask, when a spec runs one of its own (own-server.ts). */
export async function approveDriver(driverId: number, server = baseURL): Promise<void> {
  let approved = await (await adminOf(server)).post(`/api/drivers/${driverId}/approve`);
  if (approved.status() === 401) {
    approved = await (await adminOf(server, true)).post(`/api/drivers/${driverId}/approve`);
  }
  expect(approved.status(), await approved.text()).toBe(200);
}
