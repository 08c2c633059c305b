/** The import tests' app and accounts, and the upload they all make. */
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

const userIdOf = async (t: TestApp, token: string) =>
  ((r) => (r.user ?? r).id as number)((await t.request({ url: '/api/auth/me', token })).json());

export async function openImportApp() {
  // These tests upload far more files per minute than one person would: the import's request
  // limit (security/request-limits.test.ts) is raised here.
  const t = await createTestApp({ RATE_IMPORT_PER_SESSION: '1000', RATE_IMPORT_PER_IP: '1000' });
  const client = await t.login(DEMO.client.username, DEMO.client.password);
  const otherClient = await t.login('lab.dallas', 'client123');
  const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  const driver = await t.login(DEMO.driver.username, DEMO.driver.password);
  return {
    t,
    client,
    otherClient,
    admin,
    driver,
    clientId: await userIdOf(t, client),
    otherClientId: await userIdOf(t, otherClient),
    userIdOf: (token: string) => userIdOf(t, token),
  };
}

export const uploadCsv = (
  t: TestApp,
  csv: string,
  token: string | undefined,
  headers: Record<string, string> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/orders/import',
    token,
    headers: { 'content-type': 'text/csv', ...headers },
    payload: csv,
  });

export const HEADER = 'pickupAddress,deliveryAddress,itemDescription,priority,serviceType';
export const FANNIN = '6565 Fannin St, Houston, TX 77030';
export const MAIN = '1200 Main St, Houston, TX 77002';
export const row = (item: string, priority = 'standard') =>
  `"${FANNIN}","${MAIN}",${item},${priority},laboratory_sample`;
