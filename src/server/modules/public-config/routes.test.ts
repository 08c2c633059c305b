import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((a) => a.close())));

describe('GET /api/public-config', () => {
  it('answers no tile server by default, and the configured one with its origin allowed by the CSP', async () => {
    const plain = await createTestApp();
    apps.push(plain);
    expect((await plain.request({ method: 'GET', url: '/api/public-config' })).json()).toEqual({
      mapTileUrl: null,
      mapTileAttribution: null,
    });
    const tiles = await createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    apps.push(tiles);
    const response = await tiles.request({ method: 'GET', url: '/api/public-config' });
    expect(response.json().mapTileUrl).toBe('https://{s}.tiles.example.org/{z}/{x}/{y}.png');
    expect(String(response.headers['content-security-policy'])).toContain('https://*.tiles.example.org');
  });
});
