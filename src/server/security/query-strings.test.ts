/**
 * Every query string is validated with a 400 that names the parameter;
 * `GET /api/orders?from=abc&to=abc` answered 500 (the range check read the raw text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/helper';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

describe('query strings', () => {
  it.each([
    ['/api/orders?from=abc&to=abc', 'from'],
    ['/api/orders?from=abc', 'from'],
    ['/api/orders?from=2025-01-01&to=abc', 'to'],
    ['/api/orders?from=2025-02-30&to=2025-13-01', 'from'],
    ["/api/orders?from=1'%20OR%20'1'='1&to=<script>", 'from'],
    ['/api/orders?from=2025-03-02&to=2025-03-01', 'to'],
    ['/api/orders?from=2025-03-01T12:00:00Z&to=2025-03-01T11:00:00Z', 'to'],
    ['/api/orders?limit=abc', 'limit'],
    ['/api/orders?limit=0&cursor=-5', 'limit'],
    ['/api/orders?cursor=1e400', 'cursor'],
    ['/api/orders?status=everything', 'status'],
    ['/api/orders?count=maybe', 'count'],
    ['/api/admin/analytics?from=abc&to=abc', 'from'],
    ['/api/admin/analytics?from=2025-01-10&to=2025-01-01', 'to'],
    ['/api/drivers?near=abc&status=zzz', 'status'],
    ['/api/places/autocomplete?q=Houston&limit=abc', 'limit'],
  ])('%s answers 400 naming %s', async (url, name) => {
    const response = await t.as(admin).get(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(name);
  });

  it('answers the same 400 to a client on its own list', async () => {
    const response = await t.as(client).get('/api/orders/client/2?limit=abc&cursor=xyz');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/limit|cursor/);
  });

  it('still answers a well-formed range', async () => {
    const response = await t.as(admin).get('/api/orders?from=2025-01-01&to=2025-12-31&limit=5');
    expect(response.statusCode).toBe(200);
  });
});
