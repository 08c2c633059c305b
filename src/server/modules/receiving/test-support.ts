/**
 * Receiving sites for API tests, made the way a customer makes them: a new client signs up (the
 * owner of a new organisation), lists it as a receiving site, and invites its receiving staff,
 * who join from the emailed link.
 */
import { expect } from 'vitest';
import { uniqueName, type TestApp } from '../../test/helper';
import { eventually } from '../../test/eventually';
import type { startTestSmtp } from '../notifications/test-smtp';

type Smtp = Awaited<ReturnType<typeof startTestSmtp>>;

export interface Member {
  token: string;
  userId: number;
  organizationId: number;
}

/** A new client who signs up: the owner of a new one-member organisation. */
export async function newOwner(t: TestApp, name = 'Lab'): Promise<Member> {
  const username = uniqueName('owner');
  const r = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Owner-pass1',
    firstName: 'Olga',
    lastName: 'Owner',
    organizationName: `${name} ${username}`,
  });
  expect(r.statusCode, r.body).toBe(201);
  const { user, sessionToken } = r.json();
  return { token: sessionToken, userId: user.id, organizationId: user.organizationId };
}

export const listAsSite = (t: TestApp, owner: Member, receivingSite = true) =>
  t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/receiving-site`,
    token: owner.token,
    payload: { receivingSite },
  });

const linkFor = (smtp: Smtp, email: string): Promise<string> =>
  eventually(
    () => {
      const mail = smtp.received.find((m) => m.to.includes(email));
      return (mail && /join#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]) || undefined;
    },
    { what: `an invitation to ${email}` },
  );

/** The owner invites a member with `role`; the member joins from the emailed link, signed in. */
export async function invitedMember(t: TestApp, smtp: Smtp, owner: Member, role: string): Promise<Member> {
  const email = `${uniqueName('staff')}@example.com`;
  const invited = await t.request({
    method: 'POST',
    url: `/api/organizations/${owner.organizationId}/members`,
    token: owner.token,
    payload: { email, role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const joined = await t.request({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: {
      token: await linkFor(smtp, email),
      username: uniqueName('desk'),
      password: 'Member-pass1',
      firstName: 'Rita',
      lastName: 'Receiving',
    },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  const { user, sessionToken } = joined.json();
  return { token: sessionToken, userId: user.id, organizationId: owner.organizationId };
}

/** A listed receiving site with its owner and one member of its receiving staff. */
export async function receivingSite(t: TestApp, smtp: Smtp) {
  const owner = await newOwner(t);
  expect((await listAsSite(t, owner)).statusCode).toBe(200);
  const desk = await invitedMember(t, smtp, owner, 'receiving');
  return { owner, desk, organizationId: owner.organizationId };
}
