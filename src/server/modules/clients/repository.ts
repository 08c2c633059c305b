/** Client accounts by name, for dispatch's pickers (import, standing orders). */
import { and, asc, eq, sql } from 'drizzle-orm';
import { clientLabel, type ClientListItem, type ClientsQuery } from '@domain/clients';
import type { DbOrTx } from '../../db/client';
import { organizations, users } from '../../db/schema/index';

/** `%`, `_` and `\` typed by a person are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

export async function listClients(db: DbOrTx, query: ClientsQuery): Promise<ClientListItem[]> {
  const q = query.q?.trim();
  const match = q
    ? sql`(lower(coalesce(${organizations.name}, '')) like ${likeText(q)}
        or lower(${users.firstName} || ' ' || ${users.lastName}) like ${likeText(q)}
        or lower(${users.username}) like ${likeText(q)}
        or lower(${users.email}) like ${likeText(q)})`
    : undefined;
  const rows = await db
    .select({
      id: users.id,
      organizationName: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.role, 'client'), match))
    .orderBy(asc(sql`coalesce(${organizations.name}, ${users.lastName})`), asc(users.id))
    .limit(query.limit);
  return rows.map((r) => ({ ...r, label: clientLabel(r) }));
}
