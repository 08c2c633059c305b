/**
 * Receiving sites for API tests, made the way a customer makes them: a new client signs up (the
 * owner of a new organisation), lists it as a receiving site, and invites its receiving staff,
 * who join from the emailed link.
 */
import { expect } from 'vitest';
import type { TestApp } from '../../test/helper';
import {
  invitedMember as inviteAndJoin,
  newOwner as createOwner,
  smtpInvitationLink,
  type Member,
} from '../../test/organization-members';
import type { startTestSmtp } from '../notifications/test-smtp';

type Smtp = Awaited<ReturnType<typeof startTestSmtp>>;

export type { Member };

/** A new client who signs up: the owner of a new one-member organisation named `name` and more. */
export const newOwner = (t: TestApp, name = 'Lab') => createOwner(t, { organization: name });

export const listAsSite = (t: TestApp, owner: Member, receivingSite = true) =>
  t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/receiving-site`,
    token: owner.token,
    payload: { receivingSite },
  });

/** The owner invites a member with `role`; the member joins from the link emailed through SMTP. */
export const invitedMember = (t: TestApp, smtp: Smtp, owner: Member, role: string): Promise<Member> =>
  inviteAndJoin(t, owner, role, { link: smtpInvitationLink(smtp) });

/** A listed receiving site with its owner and one member of its receiving staff. */
export async function receivingSite(t: TestApp, smtp: Smtp) {
  const owner = await newOwner(t);
  expect((await listAsSite(t, owner)).statusCode).toBe(200);
  const desk = await invitedMember(t, smtp, owner, 'receiving');
  return { owner, desk, organizationId: owner.organizationId };
}
