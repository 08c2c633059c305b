/** Saved places and order templates: every query of the address book. Rows are always a client's. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderTemplates, savedPlaces } from '../../db/schema/index';

export type PlaceRow = typeof savedPlaces.$inferSelect;
export type PlaceValues = Omit<typeof savedPlaces.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type TemplateRow = typeof orderTemplates.$inferSelect;
export type TemplateValues = Omit<typeof orderTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// ---- saved places ----

export async function listPlaces(db: DbOrTx, clientId: number): Promise<PlaceRow[]> {
  return db
    .select()
    .from(savedPlaces)
    .where(eq(savedPlaces.clientId, clientId))
    .orderBy(asc(sql`lower(${savedPlaces.label})`), asc(savedPlaces.id));
}

export async function findPlace(db: DbOrTx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(savedPlaces).where(eq(savedPlaces.id, id));
  return row;
}

export async function findPlaces(db: DbOrTx, ids: number[]): Promise<PlaceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(savedPlaces).where(inArray(savedPlaces.id, ids));
}

export async function insertPlace(db: DbOrTx, values: PlaceValues): Promise<PlaceRow> {
  const [row] = await db.insert(savedPlaces).values(values).returning();
  return row!;
}

export async function updatePlace(db: DbOrTx, id: number, values: PlaceValues) {
  const [row] = await db
    .update(savedPlaces)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.clientId, values.clientId)))
    .returning();
  return row;
}

export async function deletePlace(db: DbOrTx, id: number, clientId: number): Promise<boolean> {
  const rows = await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.clientId, clientId)))
    .returning({ id: savedPlaces.id });
  return rows.length > 0;
}

// ---- order templates ----

export async function listTemplates(db: DbOrTx, clientId: number): Promise<TemplateRow[]> {
  return db
    .select()
    .from(orderTemplates)
    .where(eq(orderTemplates.clientId, clientId))
    .orderBy(asc(sql`lower(${orderTemplates.name})`), asc(orderTemplates.id));
}

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(orderTemplates).where(eq(orderTemplates.id, id));
  return row;
}

export async function insertTemplate(db: DbOrTx, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db.insert(orderTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(db: DbOrTx, id: number, values: TemplateValues) {
  const [row] = await db
    .update(orderTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orderTemplates.id, id), eq(orderTemplates.clientId, values.clientId)))
    .returning();
  return row;
}

export async function deleteTemplate(db: DbOrTx, id: number, clientId: number): Promise<boolean> {
  const rows = await db
    .delete(orderTemplates)
    .where(and(eq(orderTemplates.id, id), eq(orderTemplates.clientId, clientId)))
    .returning({ id: orderTemplates.id });
  return rows.length > 0;
}

/** Apostrophes and punctuation dropped, so "Texas Childrens" finds "Texas Children's". */
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A client's saved places whose name contains the typed words (three letters or more). */
export async function findPlacesNamed(
  db: DbOrTx,
  clientId: number,
  typed: string,
  limit: number,
): Promise<PlaceRow[]> {
  const words = bare(typed);
  if (words.length < 3) return [];
  // `words` holds only letters, digits and spaces: no LIKE wildcard can be in it.
  return db
    .select()
    .from(savedPlaces)
    .where(
      and(
        eq(savedPlaces.clientId, clientId),
        sql`regexp_replace(lower(${savedPlaces.label}), '[^a-z0-9 ]+', '', 'g') like ${`%${words}%`}`,
      ),
    )
    .orderBy(asc(sql`lower(${savedPlaces.label})`))
    .limit(limit);
}
