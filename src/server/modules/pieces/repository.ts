/** The only file that reads and writes an order's pieces and its discrepancies. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PieceInput } from '@domain/pieces';
import type { DbOrTx } from '../../db/client';
import { orderDiscrepancies, orderPieces } from '../../db/schema/index';
import { issueLabel } from './labels';

export type PieceRow = typeof orderPieces.$inferSelect;
export type DiscrepancyRow = typeof orderDiscrepancies.$inferSelect;

/** Numbers the pieces 1..N and issues each its label, in one INSERT. */
export async function insertPieces(db: DbOrTx, orderId: number, pieces: readonly PieceInput[]) {
  return db
    .insert(orderPieces)
    .values(
      pieces.map((piece, i) => ({
        orderId,
        seq: i + 1,
        kind: piece.kind,
        temperatureClass: piece.temperatureClass ?? null,
        label: issueLabel(orderId, i + 1),
      })),
    )
    .returning();
}

export function listPieces(db: DbOrTx, orderId: number): Promise<PieceRow[]> {
  return db.select().from(orderPieces).where(eq(orderPieces.orderId, orderId)).orderBy(asc(orderPieces.seq));
}

export function listPiecesOf(db: DbOrTx, orderIds: number[]): Promise<PieceRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderPieces)
    .where(inArray(orderPieces.orderId, orderIds))
    .orderBy(asc(orderPieces.orderId), asc(orderPieces.seq));
}

/** Marks pieces checked in (only those not yet checked in); answers the ones it marked. */
export function markCheckedIn(
  db: DbOrTx,
  orderId: number,
  labels: string[],
  by: number,
  at: Date,
  temperatures: ReadonlyMap<string, number>,
) {
  if (labels.length === 0) return Promise.resolve([] as PieceRow[]);
  return Promise.all(
    labels.map(async (label) => {
      const reading = temperatures.get(label);
      const [row] = await db
        .update(orderPieces)
        .set({
          checkedInAt: at,
          checkedInBy: by,
          checkInTemperatureC: reading === undefined ? null : reading.toFixed(1),
        })
        .where(
          and(
            eq(orderPieces.orderId, orderId),
            eq(orderPieces.label, label),
            isNull(orderPieces.checkedInAt),
          ),
        )
        .returning();
      return row;
    }),
  ).then((rows) => rows.filter((r): r is PieceRow => r !== undefined));
}

export async function insertDiscrepancy(db: DbOrTx, values: typeof orderDiscrepancies.$inferInsert) {
  const [row] = await db.insert(orderDiscrepancies).values(values).returning();
  return row!;
}

export function listDiscrepancies(db: DbOrTx, options: { orderId?: number; open?: boolean } = {}) {
  const where = [
    ...(options.orderId !== undefined ? [eq(orderDiscrepancies.orderId, options.orderId)] : []),
    ...(options.open ? [isNull(orderDiscrepancies.resolvedAt)] : []),
  ];
  return db
    .select()
    .from(orderDiscrepancies)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(orderDiscrepancies.openedAt), asc(orderDiscrepancies.id))
    .limit(200);
}

export async function findDiscrepancy(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orderDiscrepancies).where(eq(orderDiscrepancies.id, id)).limit(1);
  return row;
}

/** Resolves an open discrepancy; undefined when it was already resolved (a race or a repeat). */
export async function resolveDiscrepancy(db: DbOrTx, id: number, by: number, at: Date, resolution: string) {
  const [row] = await db
    .update(orderDiscrepancies)
    .set({ resolvedAt: at, resolvedBy: by, resolution })
    .where(and(eq(orderDiscrepancies.id, id), isNull(orderDiscrepancies.resolvedAt)))
    .returning();
  return row;
}
