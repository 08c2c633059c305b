/**
 * A client's address book. What a client (or someone probing it) would notice:
 * places are resolved on saving, only their owner sees or changes them, a template holds only what
 * a booking accepts, and a booking sent from a saved place lands on the saved point.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';

let t: TestApp;
let client: string;
let other: string;
let admin: string;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
  other = await t.login('lab.dallas', 'client123');
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  clientId = (await t.request({ method: 'GET', url: '/api/auth/me', token: client })).json().id;
});
afterAll(async () => t.close());

const LAB = {
  label: 'Texas Medical Center lab',
  address: '6565 Fannin St, Houston, TX 77030',
  contactName: 'Front desk',
  contactPhone: '713-555-0101',
  accessNotes: 'Dock B, ring the bell',
};
const save = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/saved-places', token, payload });
const savePlace = async (payload: Record<string, unknown> = LAB, token = client) => {
  const response = await save(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

describe('saved places', () => {
  it('saves a place as the server resolves it, and lists, changes and deletes it', async () => {
    const place = await savePlace({ ...LAB, label: 'Lab one' });
    expect(place).toMatchObject({
      label: 'Lab one',
      address: '6565 Fannin St, Houston, TX 77030',
      state: 'TX',
      precision: 'zip',
      contactName: 'Front desk',
      accessNotes: 'Dock B, ring the bell',
    });
    expect(place.placeId).toEqual(expect.any(String));
    expect(Number(place.latitude)).toBeCloseTo(29.7, 0);

    const list = await t.request({ method: 'GET', url: '/api/saved-places', token: client });
    expect(list.json().map((p: { id: number }) => p.id)).toContain(place.id);

    const changed = await t.request({
      method: 'PATCH',
      url: `/api/saved-places/${place.id}`,
      token: client,
      payload: { ...LAB, label: 'Lab one', address: '1200 Main St, Dallas, TX 75202', accessNotes: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ address: '1200 Main St, Dallas, TX 75202', accessNotes: null });
    expect(Number(changed.json().latitude)).toBeCloseTo(32.8, 0);

    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/saved-places/${place.id}`,
      token: client,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: `/api/saved-places/${place.id}`, token: client });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses an address that names no place, or one outside the service area, naming the field', async () => {
    for (const address of ['999 Nowhere Blvd', '1 Main St, Denver, CO 80202']) {
      const response = await save(client, { ...LAB, label: `Bad ${address}`, address });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('address');
    }
    const forged = await save(client, { ...LAB, label: 'Forged', placeId: 'not-a-place-id' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].path).toBe('placeId');
    const noLabel = await save(client, { ...LAB, label: '  ' });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().errors[0].path).toBe('label');
  });

  it('refuses a second place with the same label, whatever its case', async () => {
    await savePlace({ ...LAB, label: 'Pharmacy' });
    const again = await save(client, { ...LAB, label: 'PHARMACY' });
    expect(again.statusCode).toBe(409);
  });

  it("keeps each client's places to itself; an admin reads a client's and changes none", async () => {
    const mine = await savePlace({ ...LAB, label: 'Private clinic' });
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', LAB],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.request({
        method,
        url: `/api/saved-places/${mine.id}`,
        token: other,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const theirs = await t.request({ method: 'GET', url: '/api/saved-places', token: other });
    expect(theirs.json().map((p: { id: number }) => p.id)).not.toContain(mine.id);
    const probing = await t.request({
      method: 'GET',
      url: `/api/saved-places?clientId=${clientId}`,
      token: other,
    });
    expect(probing.statusCode).toBe(403);

    const adminList = await t.request({
      method: 'GET',
      url: `/api/saved-places?clientId=${clientId}`,
      token: admin,
    });
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json().map((p: { id: number }) => p.id)).toContain(mine.id);
  });

  it('a booking that sends the saved place back lands on the saved point', async () => {
    const place = await savePlace({ ...LAB, label: 'Booking source' });
    const booked = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: client,
      payload: {
        serviceType: 'medical_equipment',
        pickupAddress: place.address,
        pickupPlaceId: place.placeId,
        deliveryAddress: '1200 Main St, Houston, TX 77002',
        itemDescription: 'Infusion pump',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      pickupAddress: place.address,
      pickupLatitude: place.latitude,
      pickupLongitude: place.longitude,
      pickupPrecision: place.precision,
    });
  });
});

describe('order templates', () => {
  const TEMPLATE = {
    name: 'Morning specimens',
    serviceType: 'laboratory_sample',
    priority: 'express',
    itemDescription: 'Specimen cooler',
    temperatureClass: 'refrigerated',
    deliveryAddress: '1200 Main St, Houston, TX 77002',
    deliveryContactName: 'Lab intake',
  };
  const create = (payload: Record<string, unknown>, token = client) =>
    t.request({ method: 'POST', url: '/api/order-templates', token, payload });

  it('saves a template whose pickup is a saved place, and answers that place with it', async () => {
    const place = await savePlace({ ...LAB, label: 'Template pickup' });
    const response = await create({ ...TEMPLATE, pickupSavedPlaceId: place.id });
    expect(response.statusCode, response.body).toBe(201);
    const template = response.json();
    expect(template).toMatchObject({
      name: 'Morning specimens',
      priority: 'express',
      temperatureClass: 'refrigerated',
      pickupSavedPlaceId: place.id,
      pickupPlace: { id: place.id, address: place.address },
      deliveryAddress: '1200 Main St, Houston, TX 77002',
      deliveryPlace: null,
    });
    const changed = await t.request({
      method: 'PATCH',
      url: `/api/order-templates/${template.id}`,
      token: client,
      payload: { ...TEMPLATE, priority: 'standard' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ priority: 'standard', pickupSavedPlaceId: null });

    const list = await t.request({ method: 'GET', url: '/api/order-templates', token: client });
    expect(list.json().map((x: { id: number }) => x.id)).toContain(template.id);
    const gone = await t.request({
      method: 'DELETE',
      url: `/api/order-templates/${template.id}`,
      token: client,
    });
    expect(gone.statusCode).toBe(204);
  });

  it('refuses what a booking would refuse, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ serviceType: 'pizza' }, 'serviceType'],
      [{ temperatureClass: 'warm' }, 'temperatureClass'],
      [{ priority: 'scheduled' }, 'priority'],
      [{ pickupContactPhone: 'call me' }, 'pickupContactPhone'],
      [{ deliveryAddress: '999 Nowhere Blvd' }, 'deliveryAddress'],
      [{ name: '' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const response = await create({ ...TEMPLATE, name: `Bad ${field}`, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field);
    }
  });

  it("refuses another client's saved place, and hides templates from other clients", async () => {
    const theirs = await savePlace({ ...LAB, label: 'Dallas lab' }, other);
    const response = await create({ ...TEMPLATE, name: 'Borrowed', pickupSavedPlaceId: theirs.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('pickupSavedPlaceId');

    const mine = await create({ ...TEMPLATE, name: 'Mine only' });
    const peek = await t.request({
      method: 'GET',
      url: `/api/order-templates/${mine.json().id}`,
      token: other,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('keeps a template when its saved place is deleted, with that end emptied', async () => {
    const place = await savePlace({ ...LAB, label: 'Short-lived' });
    const template = (await create({ ...TEMPLATE, name: 'Outlives', pickupSavedPlaceId: place.id })).json();
    await t.request({ method: 'DELETE', url: `/api/saved-places/${place.id}`, token: client });
    const read = await t.request({
      method: 'GET',
      url: `/api/order-templates/${template.id}`,
      token: client,
    });
    expect(read.json()).toMatchObject({ pickupSavedPlaceId: null, pickupPlace: null, name: 'Outlives' });
  });
});
