/**
 * An organisation and its people: what a member sees of it, an owner's invitations (emailed
 * links, decision on the organisation model), removals and cost centres. Routes check the role's
 * permission; these functions check that the organisation in the path is the caller's own.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@domain/auth';
import {
  INVITATION_DAYS,
  type CostCentresRequest,
  type CostCentresResponse,
  type InviteMemberRequest,
  type OrganizationLanguageRequest,
  type OrganizationResponse,
} from '@domain/organizations';
import { DEFAULT_LANGUAGE, memberLanguage } from '@domain/languages';
import type { ReceivingSiteRequest } from '@domain/receiving-sites';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { publishSessionsEnded } from '../../realtime/event-bus';
import { recordAudit } from '../audit/index';
import { renderInvitationMail } from '../notifications/index';
import type { ResetMail } from '../auth/index';
import { revokeAllSessions } from '../sessions/index';
import * as repo from './repository';
import { isOwner } from '@domain/capabilities';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
const days = (n: number) => n * 86_400_000;
const LAST_OWNER = 'An organisation keeps at least one owner: make someone else owner first';

/**
 * The caller's organisation when the path names it; any other id answers 404 like a missing one,
 * so ids of other organisations tell nothing.
 */
function ownOrganizationId(actor: SessionUser, organizationId: number): number {
  if (actor.organizationId == null || actor.organizationId !== organizationId)
    throw notFound('Organisation not found');
  return organizationId;
}

export async function myOrganization(db: Db, actor: SessionUser): Promise<OrganizationResponse> {
  if (actor.organizationId == null || !actor.organizationRole) throw notFound('You are in no organisation');
  const organization = await repo.findOrganization(db, actor.organizationId);
  if (!organization) throw notFound('You are in no organisation');
  const members = await repo.listMembers(db, organization.id);
  // Who was invited, and to what, is the owner's business: the one who manages members.
  const invitations =
    actor.organizationRole === 'owner' ? await repo.listOpenInvitations(db, organization.id, new Date()) : [];
  return {
    organization,
    myRole: actor.organizationRole,
    members,
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** The caller's organisation's cost centres, for the booking form: none of its members or invitations. */
export async function myCostCentres(db: Db, actor: SessionUser): Promise<CostCentresResponse> {
  const organization =
    actor.organizationId == null ? undefined : await repo.findOrganization(db, actor.organizationId);
  if (!organization) throw notFound('You are in no organisation');
  return { costCentres: organization.costCentres };
}

export async function inviteMember(
  db: Db,
  actor: SessionUser,
  organizationId: number,
  input: InviteMemberRequest,
  out: ResetMail,
  ip: string | null,
) {
  ownOrganizationId(actor, organizationId);
  const organization = await repo.findOrganization(db, organizationId);
  if (!organization) throw notFound('Organisation not found');
  // An account is one login with one email: an address already signed up cannot take a second.
  if (await repo.emailTaken(db, input.email))
    throw new AppError('EMAIL_TAKEN', 'An account with that email already exists');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const invitation = await db.transaction(async (tx) => {
    const row = await repo.replaceInvitation(tx, {
      organizationId,
      email: input.email,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + days(INVITATION_DAYS)),
    });
    await recordAudit(tx, {
      action: 'member_invited',
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: ip,
      details: { invitationId: row.id, role: input.role },
    });
    return row;
  });
  // The invitee has no account yet and will be a member: the organisation's language, else English.
  const message = renderInvitationMail(memberLanguage(null, organization.language) ?? DEFAULT_LANGUAGE, {
    organization: organization.name,
    inviter: `${actor.firstName} ${actor.lastName}`,
    role: input.role,
    link: `${out.origin}/join#token=${token}`,
    days: INVITATION_DAYS,
  });
  // The email holds the link, a secret: it goes out directly, never through the outbox, which
  // keeps bodies. A failed send is logged; the owner invites again.
  void out.mail.send({ to: input.email, ...message }).catch((error: unknown) => {
    out.log.error({ err: error, invitationId: invitation.id }, 'invitation email could not be sent');
  });
  return {
    invitation: { ...invitation, expiresAt: invitation.expiresAt.toISOString() },
    message: `We have emailed ${input.email} a link to join, valid for ${INVITATION_DAYS} days.`,
  };
}

export async function removeMember(
  db: Db,
  actor: SessionUser,
  organizationId: number,
  userId: number,
  ip: string | null,
) {
  ownOrganizationId(actor, organizationId);
  await db.transaction(async (tx) => {
    // Someone in another organisation answers exactly like no one: ids tell nothing.
    const member = await repo.findMember(tx, organizationId, userId);
    if (!member) throw notFound('Member not found');
    if (isOwner(member.role) && (await repo.lockOwners(tx, organizationId)) <= 1)
      throw new AppError('LAST_OWNER', LAST_OWNER);
    await repo.removeMember(tx, organizationId, userId);
    // Their sessions end at once: a removed member acts for the organisation no longer.
    const ended = await revokeAllSessions(tx, userId);
    await publishSessionsEnded(tx, ended);
    await recordAudit(tx, {
      action: 'member_removed',
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: ip,
      details: { userId, role: member.role, sessionsEnded: ended.length },
    });
  });
}

export async function setCostCentres(
  db: Db,
  actor: SessionUser,
  organizationId: number,
  input: CostCentresRequest,
  ip: string | null,
): Promise<OrganizationResponse> {
  ownOrganizationId(actor, organizationId);
  await db.transaction(async (tx) => {
    await repo.setCostCentres(tx, organizationId, input.costCentres);
    await recordAudit(tx, {
      action: 'cost_centres_set',
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: ip,
      details: { count: input.costCentres.length },
    });
  });
  return myOrganization(db, actor);
}

/** The owner sets the organisation's default language, or clears it (null). */
export async function setOrganizationLanguage(
  db: Db,
  actor: SessionUser,
  organizationId: number,
  input: OrganizationLanguageRequest,
  ip: string | null,
): Promise<OrganizationResponse> {
  ownOrganizationId(actor, organizationId);
  await db.transaction(async (tx) => {
    await repo.setLanguage(tx, organizationId, input.language);
    await recordAudit(tx, {
      action: 'organization_language_set',
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: ip,
      details: { language: input.language },
    });
  });
  return myOrganization(db, actor);
}

/** The owner lists its organisation in the directory of receiving sites, or takes it out. */
export async function setReceivingSite(
  db: Db,
  actor: SessionUser,
  organizationId: number,
  input: ReceivingSiteRequest,
  ip: string | null,
): Promise<OrganizationResponse> {
  ownOrganizationId(actor, organizationId);
  await db.transaction(async (tx) => {
    await repo.setReceivingSite(tx, organizationId, input.receivingSite);
    await recordAudit(tx, {
      action: 'receiving_site_set',
      actorUserId: actor.id,
      entityType: 'organization',
      entityId: organizationId,
      ipAddress: ip,
      details: { receivingSite: input.receivingSite },
    });
  });
  return myOrganization(db, actor);
}
