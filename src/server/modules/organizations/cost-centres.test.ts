/**
 * Cost centres: the owner sets its organisation's list; a booking names one of them or none, and
 * a name from another organisation's list is refused naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { newOwner } from '../../test/organization-members';
import { bookOrder, HOUSTON_BOOKING } from '../../test/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

describe('cost centres', () => {
  it('a booking names one of its organisation’s, or none; anything else is refused naming the field', async () => {
    const owner = await newOwner(t);
    const set = await t.request({
      method: 'PUT',
      url: `/api/organizations/${owner.organizationId}/cost-centres`,
      token: owner.token,
      payload: { costCentres: ['Oncology', 'Cardiology'] },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().organization.costCentres).toEqual(['Oncology', 'Cardiology']);

    const named = await bookOrder(t, owner.token, { costCentre: 'Oncology' });
    const read = await t.request({ method: 'GET', url: `/api/orders/${named}`, token: owner.token });
    expect(read.json()).toMatchObject({ costCentre: 'Oncology', organizationId: owner.organizationId });
    await bookOrder(t, owner.token);

    const other = await newOwner(t);
    await t.request({
      method: 'PUT',
      url: `/api/organizations/${other.organizationId}/cost-centres`,
      token: other.token,
      payload: { costCentres: ['Radiology'] },
    });
    const foreign = await t.request({
      method: 'POST',
      url: '/api/orders',
      token: owner.token,
      payload: { ...HOUSTON_BOOKING, costCentre: 'Radiology' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([expect.objectContaining({ path: 'costCentre' })]);
  });

  it("the booking form reads its organisation's cost centres alone, not another's", async () => {
    const [owner, other] = [await newOwner(t), await newOwner(t)];
    await t.request({
      method: 'PUT',
      url: `/api/organizations/${owner.organizationId}/cost-centres`,
      token: owner.token,
      payload: { costCentres: ['Radiology'] },
    });
    const read = (token: string) =>
      t.request({ method: 'GET', url: '/api/organizations/me/cost-centres', token });
    const own = await read(owner.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ costCentres: ['Radiology'] });
    expect((await read(other.token)).json()).toEqual({ costCentres: [] });
  });
});
