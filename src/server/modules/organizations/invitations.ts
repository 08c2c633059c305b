/**
 * Joining by an emailed invitation: the invitee chooses a username and password, becomes a member
 * with the role the owner chose, and is signed in. The link's token is spent by one conditional
 * update, so it works once; it expires INVITATION_DAYS after it was sent.
 */
import type { AcceptInvitationInput } from '@domain/invitation-accept';
import { INVITATION_DAYS } from '@domain/organizations';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, badRequest } from '../../errors';
import { recordAudit } from '../audit/index';
import { hashPassword } from '../auth/index';
import { loadSessionUser, updateUser, usernameOrEmailTaken } from '../auth/index';
import type { AuthSettings, ClientInfo } from '../auth/index';
import { createSession } from '../sessions/index';
import * as repo from './repository';
import { hashInvitationToken } from './service';

const refuse = (message: string) => badRequest(message, [{ path: 'token', message }]);

/** Why an invitation cannot be used, in words the invitee can act on. */
function refusalOf(invitation: Awaited<ReturnType<typeof repo.findInvitation>>, now: Date) {
  if (!invitation) return refuse('This invitation link is not valid. Ask for a new one.');
  if (invitation.acceptedAt) return refuse('This invitation has already been used. Ask for a new one.');
  if (invitation.expiresAt <= now)
    return refuse(`This invitation has expired (links work for ${INVITATION_DAYS} days). Ask for a new one.`);
  return undefined;
}

/** What the join page shows before the invitee chooses a login: whose organisation, which role. */
export async function previewInvitation(db: Db, token: string) {
  const invitation = await repo.findInvitation(db, hashInvitationToken(token));
  const refusal = refusalOf(invitation, new Date());
  if (refusal || !invitation) throw refusal;
  return {
    organizationName: invitation.organizationName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

export async function acceptInvitation(
  db: Db,
  input: AcceptInvitationInput,
  client: ClientInfo,
  settings: Pick<AuthSettings, 'sessions'>,
) {
  const tokenHash = hashInvitationToken(input.token);
  const checked = await repo.findInvitation(db, tokenHash);
  // A link that cannot work costs no password hash.
  const early = refusalOf(checked, new Date());
  if (early) throw early;
  const taken = await usernameOrEmailTaken(db, input.username, checked!.email);
  if (taken.username) throw new AppError('USERNAME_TAKEN', 'That username is already taken');
  if (taken.email) throw new AppError('EMAIL_TAKEN', 'An account with that email already exists');
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const invitation = await repo.spendInvitation(tx, tokenHash, now);
      // Spent by a parallel request between the check and now, or expired meanwhile.
      if (!invitation) throw refusalOf(await repo.findInvitation(tx, tokenHash), now) ?? refuse('');
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          // The address the owner invited: the link proved the invitee reads it.
          email: invitation.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          role: 'client',
          organizationId: invitation.organizationId,
          organizationRole: invitation.role,
          passwordChangedAt: now,
        })
        .returning({ id: users.id });
      await repo.recordAcceptedBy(tx, invitation.id, user!.id);
      await recordAudit(tx, {
        action: 'member_joined',
        actorUserId: user!.id,
        entityType: 'organization',
        entityId: invitation.organizationId,
        ipAddress: client.ip,
        details: { invitationId: invitation.id, role: invitation.role },
      });
      const { token, session } = await createSession(tx, user!.id, client, settings.sessions);
      await updateUser(tx, user!.id, { lastLoginAt: session.createdAt });
      const sessionUser = (await loadSessionUser(tx, user!.id))!;
      return { user: sessionUser, sessionToken: token, session };
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error))
      throw new AppError('USERNAME_TAKEN', 'That username or email is already taken');
    throw error;
  }
}
