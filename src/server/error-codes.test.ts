/**
 * Every error answer carries a stable, catalogued `code` beside its message: the ones
 * services throw, validation, plugins' own refusals, unknown paths, and the specific conflicts a
 * program must tell apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@domain/error-codes';
import { accept, newDriver, openJob } from './modules/driver-jobs/test-support';
import { createTestApp, DEMO, type TestApp } from './test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

describe('error codes', () => {
  it('name each kind of refusal, and every code is in the catalogue with its status', async () => {
    const client = await t.login(DEMO.client.username, DEMO.client.password);
    const driver = await t.login(DEMO.driver.username, DEMO.driver.password);
    const cases: Array<[string, Promise<{ statusCode: number; json(): unknown }>, string]> = [
      ['signed out', t.request({ method: 'GET', url: '/api/auth/me' }), 'UNAUTHENTICATED'],
      ['unknown path', t.request({ method: 'GET', url: '/api/nothing-here', token: client }), 'NOT_FOUND'],
      ['wrong role', t.request({ method: 'GET', url: '/api/orders/available', token: client }), 'FORBIDDEN'],
      ['unknown order', t.request({ method: 'GET', url: '/api/orders/99999', token: client }), 'NOT_FOUND'],
      [
        'bad body',
        t.request({ method: 'POST', url: '/api/orders', token: client, payload: { serviceType: 'pizza' } }),
        'VALIDATION_FAILED',
      ],
      [
        'not JSON',
        t.request({
          method: 'POST',
          url: '/api/orders',
          token: client,
          headers: { 'content-type': 'application/json' },
          payload: '{nope',
        }),
        'BAD_REQUEST',
      ],
      [
        'path parameter too long',
        t.request({ method: 'GET', url: `/api/places/${'y'.repeat(700)}`, token: client }),
        'URI_TOO_LONG',
      ],
      [
        'step not allowed',
        t.request({
          method: 'PATCH',
          url: '/api/orders/1/status',
          token: driver,
          payload: { status: 'delivered' },
        }),
        '',
      ],
    ];
    for (const [what, pending, expected] of cases) {
      const response = await pending;
      const body = response.json() as { message?: string; code?: keyof typeof ERROR_CODES };
      expect(body.message, what).toEqual(expect.any(String));
      expect(Object.keys(ERROR_CODES), what).toContain(body.code);
      expect(ERROR_CODES[body.code!].status, what).toBe(response.statusCode);
      if (expected) expect(body.code, what).toBe(expected);
    }
  });

  it('tells a driver off shift apart from a job already taken, whatever the message says', async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const client = await t.login(DEMO.client.username, DEMO.client.password);
    const job = await openJob(t, client, admin);
    const offShift = await newDriver(t, false);
    const first = await newDriver(t);
    const second = await newDriver(t);
    expect((await accept(t, offShift.token, job)).json()).toMatchObject({ code: 'SHIFT_REQUIRED' });
    expect((await accept(t, first.token, job)).statusCode).toBe(200);
    const late = await accept(t, second.token, job);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'JOB_TAKEN' });
  });

  it('are listed in the OpenAPI document with their status and meaning', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      components: { schemas: { Error: { properties: { code: { enum: string[]; description: string } } } } };
    };
    const code = document.components.schemas.Error.properties.code;
    expect(code.enum.sort()).toEqual(Object.keys(ERROR_CODES).sort());
    expect(code.description).toContain('`JOB_TAKEN` (409): Another driver already has this job.');
  });
});
