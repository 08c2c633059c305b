/** The only file of the organisations module that touches organisations, members and invitations. */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OrganizationRole } from '@domain/enums';
import type { Language } from '@domain/languages';
import type { DbOrTx } from '../../db/client';
import { organizationInvitations, organizations, users } from '../../db/schema/index';

export async function findOrganization(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      costCentres: organizations.costCentres,
      receivingSite: organizations.receivingSite,
      language: organizations.language,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

export async function listMembers(db: DbOrTx, organizationId: number) {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.organizationRole,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'client')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  // A member always has a role; the filter keeps the answer's type honest.
  return rows.filter((r): r is typeof r & { role: OrganizationRole } => r.role !== null);
}

/** Invitations not yet accepted and not expired at `now`, newest first. */
export async function listOpenInvitations(db: DbOrTx, organizationId: number, now: Date) {
  return db
    .select({
      id: organizationInvitations.id,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
    })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .orderBy(sql`${organizationInvitations.createdAt} desc`, sql`${organizationInvitations.id} desc`);
}

export async function setReceivingSite(db: DbOrTx, organizationId: number, receivingSite: boolean) {
  await db.update(organizations).set({ receivingSite }).where(eq(organizations.id, organizationId));
}

export async function setLanguage(db: DbOrTx, organizationId: number, language: Language | null) {
  await db.update(organizations).set({ language }).where(eq(organizations.id, organizationId));
}

export async function setCostCentres(db: DbOrTx, organizationId: number, costCentres: string[]) {
  await db.update(organizations).set({ costCentres }).where(eq(organizations.id, organizationId));
}

/** Whether any account already uses this email address (case-insensitively). */
export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/**
 * A new invitation replaces the open ones to the same address in the same organisation: the
 * newest link is the one that works, whatever role the owner chose last.
 */
export async function replaceInvitation(
  db: DbOrTx,
  values: typeof organizationInvitations.$inferInsert & { email: string },
) {
  await db
    .delete(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, values.organizationId),
        sql`lower(${organizationInvitations.email}) = ${values.email.toLowerCase()}`,
        isNull(organizationInvitations.acceptedAt),
      ),
    );
  const [row] = await db.insert(organizationInvitations).values(values).returning({
    id: organizationInvitations.id,
    email: organizationInvitations.email,
    role: organizationInvitations.role,
    expiresAt: organizationInvitations.expiresAt,
  });
  return row!;
}

/** The invitation with this token hash, whatever its state (to say why one cannot be used). */
export async function findInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: organizationInvitations.id,
      organizationId: organizationInvitations.organizationId,
      organizationName: organizations.name,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
      expiresAt: organizationInvitations.expiresAt,
      acceptedAt: organizationInvitations.acceptedAt,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .where(eq(organizationInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the invitation if it is still open at `now`: one conditional UPDATE, so two requests
 * racing with one link cannot both join. Answers the invitation, or undefined.
 */
export async function spendInvitation(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(organizationInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(organizationInvitations.tokenHash, tokenHash),
        isNull(organizationInvitations.acceptedAt),
        gt(organizationInvitations.expiresAt, now),
      ),
    )
    .returning({
      id: organizationInvitations.id,
      organizationId: organizationInvitations.organizationId,
      email: organizationInvitations.email,
      role: organizationInvitations.role,
    });
  return row;
}

export async function recordAcceptedBy(db: DbOrTx, invitationId: number, userId: number) {
  await db
    .update(organizationInvitations)
    .set({ acceptedUserId: userId })
    .where(eq(organizationInvitations.id, invitationId));
}

/** The member's row in this organisation, or undefined when the user is not one of its members. */
export async function findMember(db: DbOrTx, organizationId: number, userId: number) {
  const [row] = await db
    .select({ userId: users.id, role: users.organizationRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.role, 'client')))
    .limit(1);
  return row;
}

/** Owners of the organisation, counted inside the caller's transaction (rows locked). */
export async function lockOwners(db: DbOrTx, organizationId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.organizationRole, 'owner')))
    .for('update');
  return rows.length;
}

/** Takes the user out of its organisation: it keeps its login, and holds nothing. */
export async function removeMember(db: DbOrTx, organizationId: number, userId: number) {
  await db
    .update(users)
    .set({ organizationId: null, organizationRole: null })
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
}
