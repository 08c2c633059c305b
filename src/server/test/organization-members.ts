/**
 * Members of an organisation, made through the API as customers make them: a client signs up (the
 * owner of a new one-member organisation), and the owner invites members, who join from the link
 * in the invitation email. Where that email is read is the caller's: the app's own record of what
 * it sent (`t.sent`, the default) or a real SMTP server (`smtpInvitationLink`).
 */
import { expect } from 'vitest';
import type { ReceivedMail } from '../modules/notifications/test-smtp';
import { eventually } from './eventually';
import { uniqueName, type TestApp } from './helper';

export interface Member {
  token: string;
  userId: number;
  organizationId: number;
}

/** Finds the invitation token of the newest email to `email` (the part after `join#token=`). */
export type InvitationLink = (email: string) => string | Promise<string>;

const JOIN_TOKEN = /join#token=([A-Za-z0-9_-]+)/;

/**
 * A new client who signs up: the owner of a new one-member organisation, named `organization`
 * (default `Clinic`) followed by the owner's unique username.
 */
export async function newOwner(
  t: TestApp,
  { organization = 'Clinic', password = 'Owner-pass1' }: { organization?: string; password?: string } = {},
): Promise<Member> {
  const username = uniqueName('owner');
  const r = await t.signUp({
    username,
    email: `${username}@example.com`,
    password,
    firstName: 'Olga',
    lastName: 'Owner',
    organizationName: `${organization} ${username}`,
  });
  expect(r.statusCode, r.body).toBe(201);
  const { user, sessionToken } = r.json();
  return {
    token: sessionToken as string,
    userId: user.id as number,
    organizationId: user.organizationId as number,
  };
}

/** `token`'s holder invites `email` into organisation `organizationId` with `role`. */
export const inviteMember = (
  t: TestApp,
  token: string,
  organizationId: number,
  email: string,
  role: string,
) =>
  t.request({
    method: 'POST',
    url: `/api/organizations/${organizationId}/members`,
    token,
    payload: { email, role },
  });

/** Joins with an invitation token as a new account named `username`, signed in on success. */
export const acceptInvitation = (t: TestApp, token: string, username = uniqueName('joiner')) =>
  t.request({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token, username, password: 'Member-pass1', firstName: 'Mo', lastName: 'Member' },
  });

/** The invitation link of the newest email the app sent to `email` (`t.sent`). */
export const sentInvitationLink =
  (t: Pick<TestApp, 'sent'>): InvitationLink =>
  (email) => {
    const mail = t.sent.filter((m) => m.to.toLowerCase() === email.toLowerCase()).at(-1);
    const token = mail && JOIN_TOKEN.exec(mail.text)?.[1];
    expect(token, `the invitation link emailed to ${email}`).toBeTruthy();
    return token!;
  };

/** The invitation link of the first email to `email` that reached this SMTP server. */
export const smtpInvitationLink =
  (smtp: { received: ReceivedMail[] }): InvitationLink =>
  (email) =>
    eventually(
      () => {
        const mail = smtp.received.find((m) => m.to.includes(email));
        return (mail && JOIN_TOKEN.exec(mail.text)?.[1]) || undefined;
      },
      { what: `an invitation to ${email}` },
    );

/**
 * The owner invites a new address with `role`; the invitee joins from the emailed link (found by
 * `link`, default the app's sent mail) and is signed in. Answers the member and the address.
 */
export async function invitedMember(
  t: TestApp,
  owner: Member,
  role: string,
  { link = sentInvitationLink(t) }: { link?: InvitationLink } = {},
): Promise<Member & { email: string }> {
  const email = `${uniqueName('invitee')}@example.com`;
  const invited = await inviteMember(t, owner.token, owner.organizationId, email, role);
  expect(invited.statusCode, invited.body).toBe(201);
  const joined = await acceptInvitation(t, await link(email), uniqueName(role));
  expect(joined.statusCode, joined.body).toBe(201);
  const { user, sessionToken } = joined.json();
  return {
    token: sessionToken as string,
    userId: user.id as number,
    organizationId: owner.organizationId,
    email,
  };
}
