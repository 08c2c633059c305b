/**
 * A select prepared with a name once per database handle, whose rows are decoded by a plan worked
 * out at prepare time. Drizzle's own row mapper asks every column of every row what kind of field
 * it is (`is()`, a walk up the prototype chain) and walks the column's path with an iterator; for a
 * page of 50 orders of some 80 columns that cost more than building the answer. The plan knows
 * each column's place and decoder in advance, skips the decoders that hand the value through
 * unchanged, and builds the row in Drizzle's shape (the selection's keys, a table's columns nested
 * under its key), so the code that reads the row is the same as for any other select.
 */
import { Column, SQL, getTableColumns, is, noopDecoder, Table, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

interface Step {
  key: string;
  /** The key of the table the column is nested under (the selection's key for it), if any. */
  under: string | undefined;
  decode: ((value: unknown) => unknown) | undefined;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** Drizzle's own decoders that hand the driver's value through unchanged (text, varchar, boolean, raw SQL). */
const handsThrough = (decoder: Decoder) =>
  decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

function stepOf(key: string, under: string | undefined, field: unknown): Step {
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  // The decoder `sql<T>`...`.mapWith()` gives (Drizzle keeps it off its public types).
  else if (is(field, SQL)) decoder = (field as unknown as { decoder: Decoder }).decoder;
  else if (is(field, SQL.Aliased)) decoder = (field.sql as unknown as { decoder: Decoder }).decoder;
  else throw new Error(`mapped select: ${key} is neither a column nor SQL`);
  return {
    key,
    under,
    decode: handsThrough(decoder) ? undefined : (value) => decoder.mapFromDriverValue(value),
  };
}

/** The selection's columns in the order Drizzle writes them into the SQL (its own order). */
function planOf(selection: Record<string, unknown>): Step[] {
  return Object.entries(selection).flatMap(([key, field]) =>
    is(field, Table)
      ? Object.entries(getTableColumns(field)).map(([column, inner]) => stepOf(column, key, inner))
      : [stepOf(key, undefined, field)],
  );
}

function mapRows(plan: Step[]) {
  return (rows: unknown[][]) =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < plan.length; i++) {
        const step = plan[i]!;
        const raw = values[i];
        const value = raw === null || raw === undefined || !step.decode ? raw : step.decode(raw);
        if (step.under === undefined) row[step.key] = value;
        else ((row[step.under] ??= {}) as Record<string, unknown>)[step.key] = value;
      }
      return row;
    });
}

export interface MappedSelect<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * `select` must select `selection` (a flat record of columns and SQL, tables nested one level), so
 * that its columns come in the plan's order; `Row` is the row type Drizzle gives that select.
 */
export function mappedSelect<Row>(
  db: DbOrTx,
  name: string,
  selection: Record<string, unknown>,
  select: SQLWrapper,
): MappedSelect<Row> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const plan = planOf(selection);
  const query = session.prepareQuery(
    dialect.sqlToQuery(select.getSQL()),
    undefined,
    name,
    true,
    mapRows(plan),
  );
  return query as unknown as MappedSelect<Row>;
}
