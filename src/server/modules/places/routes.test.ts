import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { encodePlaceRef } from './place-id';

let t: TestApp;
let client: string;
let driver: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
  driver = await t.login(DEMO.driver.username, DEMO.driver.password);
});
afterAll(async () => t.close());

const autocomplete = (query: string, token?: string) =>
  t.request({ method: 'GET', url: `/api/places/autocomplete?${query}`, token });

describe('GET /api/places/autocomplete', () => {
  it('answers suggestions to any signed-in role', async () => {
    const response = await autocomplete(`q=${encodeURIComponent('1200 Main St, Hou')}&limit=3`, client);
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json();
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatchObject({
      formatted_address: '1200 Main St, Houston, TX',
      precision: 'city',
    });
    expect(typeof suggestions[0].latitude).toBe('number');
    expect((await autocomplete('q=77030', driver)).json().suggestions[0].formatted_address).toBe(
      'Houston, TX 77030',
    );
  });

  it("completes a street without a number, pinned at the city's downtown ZIP, approximate", async () => {
    const response = await autocomplete(`q=${encodeURIComponent('Fannin St, Hou')}&limit=1`, client);
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions).toEqual([
      {
        formatted_address: 'Fannin St, Houston, TX',
        latitude: 29.7594,
        longitude: -95.3594,
        place_id: expect.any(String),
        precision: 'city',
      },
    ]);
  });

  it('validates q and limit, naming the field', async () => {
    for (const query of ['', 'q=', 'q=%20%20']) {
      const response = await autocomplete(query, client);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/\bq\b/);
    }
    const long = await autocomplete(`q=${'a'.repeat(201)}`, client);
    expect(long.statusCode).toBe(400);
    const limit = await autocomplete('q=Katy&limit=0', client);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/limit/);
  });

  it('answers an empty list outside the service area', async () => {
    expect((await autocomplete('q=Denver%2C%20CO', client)).json()).toEqual({ suggestions: [] });
  });
});

describe('GET /api/places/:placeId', () => {
  it('resolves a suggestion back to the same address', async () => {
    const [first] = (await autocomplete('q=Katy', client)).json().suggestions;
    const response = await t.request({ method: 'GET', url: `/api/places/${first.place_id}`, token: client });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it('answers 400 for an id it did not make, even a well-formed one', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/places/garbage!', token: client });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/place id/);
    // A well-formed reference the server did not sign is not a place id either.
    const unsigned = encodePlaceRef({ k: 'z', z: '77030' });
    const forged = await t.request({ method: 'GET', url: `/api/places/${unsigned}`, token: client });
    expect(forged.statusCode).toBe(400);
  });
});
