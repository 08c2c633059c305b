/**
 * A standing order names a cost centre, a receiving site and the recipient's language like a
 * one-off booking: its answer shows them, every booked day carries them, and one the organisation
 * does not have is refused when the standing order is set up, naming the template's field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKey } from '@domain/central-time';
import { createTestApp, type TestApp } from '../../test/helper';
import { HOUSTON_BOOKING } from '../../test/orders';
import { listAsSite, newOwner } from '../receiving/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

async function ownerWithCostCentres(costCentres: string[]) {
  const owner = await newOwner(t, 'Clinic');
  const set = await t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/cost-centres`,
    token: owner.token,
    payload: { costCentres },
  });
  expect(set.statusCode, set.body).toBe(200);
  return owner;
}

const standing = (token: string, template: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/recurring-orders',
    token,
    payload: {
      rrule: 'FREQ=DAILY;COUNT=2',
      startDate: addDays(dayKey(new Date()), 1),
      timeOfDay: '07:30',
      template: { ...HOUSTON_BOOKING, ...template },
    },
  });

/** The language of the recipient's page of an order, whatever the recipient's browser asks. */
async function pageLanguage(token: string, id: number) {
  const link = await t.request({ method: 'GET', url: `/api/orders/${id}/public-link`, token });
  const path = (link.json().path as string).replace(/^\/t\//, '');
  const page = await t.request({
    method: 'GET',
    url: `/api/public/track/${path}`,
    headers: { 'accept-language': 'en-US' },
  });
  return page.json().language as string;
}

describe('a standing order’s cost centre, receiving site and recipient language', () => {
  it('are shown on the standing order and booked on every day it books', async () => {
    const owner = await ownerWithCostCentres(['Oncology', 'Cardiology']);
    const site = await newOwner(t, 'Hospital');
    expect((await listAsSite(t, site)).statusCode).toBe(200);
    const tags = {
      costCentre: 'Cardiology',
      deliveryOrganizationId: site.organizationId,
      recipientLanguage: 'es',
    };
    const created = await standing(owner.token, tags);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().template).toMatchObject(tags);

    const upcoming = created.json().upcomingOrders as { id: number }[];
    expect(upcoming).toHaveLength(2);
    for (const { id } of upcoming) {
      const order = await t.request({ method: 'GET', url: `/api/orders/${id}`, token: owner.token });
      expect(order.json()).toMatchObject({
        costCentre: 'Cardiology',
        deliveryOrganizationId: site.organizationId,
      });
      expect(await pageLanguage(owner.token, id)).toBe('es');
    }
  });

  it('are refused at set-up, naming the template field, when the organisation has no such one', async () => {
    const owner = await ownerWithCostCentres(['Oncology']);
    const before = (
      await t.request({ method: 'GET', url: '/api/recurring-orders', token: owner.token })
    ).json();

    const costCentre = await standing(owner.token, { costCentre: 'Radiology' });
    expect(costCentre.statusCode).toBe(400);
    expect(costCentre.json().errors).toEqual([expect.objectContaining({ path: 'template.costCentre' })]);

    const notASite = await newOwner(t, 'Shop');
    const site = await standing(owner.token, { deliveryOrganizationId: notASite.organizationId });
    expect(site.statusCode).toBe(400);
    expect(site.json().errors).toEqual([
      expect.objectContaining({ path: 'template.deliveryOrganizationId' }),
    ]);

    const language = await standing(owner.token, { recipientLanguage: 'fr' });
    expect(language.statusCode).toBe(400);
    expect(language.json().errors).toEqual([expect.objectContaining({ path: 'template.recipientLanguage' })]);

    const after = (
      await t.request({ method: 'GET', url: '/api/recurring-orders', token: owner.token })
    ).json();
    expect(after).toEqual(before);
  });
});
