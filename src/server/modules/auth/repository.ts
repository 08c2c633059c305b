/** The only file of the auth module that touches users, drivers and organisations. */
import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import type { DbOrTx } from '../../db/client';
import { drivers, organizations, users } from '../../db/schema/index';
import { sessionUserColumns, toSessionUser } from '../sessions/index';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameOrEmailTaken(db: DbOrTx, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | undefined> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(drivers, eq(drivers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toSessionUser(row) : undefined;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}
