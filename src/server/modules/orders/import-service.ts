/**
 * POST /api/orders/import (decision 016): every row of a CSV file validated by the
 * booking schema, resolved and priced by the booking's own path (prepareOrder), then all written in
 * one transaction by the booking's own insert (insertOrder). One bad row and nothing is written;
 * every bad row is listed with its column and why.
 */
import type { SessionUser } from '@domain/auth';
import {
  CLIENT_COLUMN,
  type ImportColumn,
  type ImportProblem,
  type ImportProblemCode,
  type ImportQuery,
  type ImportResponse,
  rowToBooking,
} from '@domain/order-import';
import type { z } from 'zod';
import { createOrderRequest, type CreateOrderInput } from '@domain/orders';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { readImportCsv, importRefused, type CsvRow } from './import-csv';
import { clientIdsAmong, findOrdersByIds } from './import-repository';
import { findUserOrganization } from './repository';
import { toOrderResponse } from './mapping';
import { resolveEnd } from './resolve-addresses';
import { announceNewOrder, prepareOrder, writeOrder, type PreparedOrder } from './service';
import { hasPermission } from '../access-policy/index';

interface Services {
  distance: DistanceService;
  geocoder: Geocoder;
}

/**
 * The same text is often on hundreds of rows (the clinic every run starts from): it is looked up
 * once per import. Only successes are kept; a failure is asked again, which costs nothing more.
 */
function rememberingGeocoder(geocoder: Geocoder): Geocoder {
  const seen = new Map<string, Awaited<ReturnType<Geocoder['resolve']>>>();
  return {
    ...geocoder,
    resolve: async (text) => {
      const known = seen.get(text);
      if (known) return known;
      const found = await geocoder.resolve(text);
      if (found.ok) seen.set(text, found);
      return found;
    },
  };
}

/**
 * The client of a row: the importing client itself, the one an admin chose for the whole file, or
 * the one an admin names in the row's clientId cell.
 */
function clientOfRow(
  actor: SessionUser,
  row: CsvRow,
  clients: Set<number>,
  chosen: number | undefined,
): number | ImportProblem {
  if (!hasPermission(actor, 'import:order:any')) return actor.id;
  if (chosen !== undefined) return chosen;
  const text = (row.cells[CLIENT_COLUMN] ?? '').trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!text) {
    const message = 'clientId is required: whose order is it?';
    return { row: row.row, column: CLIENT_COLUMN, message, code: 'CLIENT_REQUIRED' };
  }
  if (!clients.has(id)) {
    const message = `clientId ${text} is not the id of a client`;
    return {
      row: row.row,
      column: CLIENT_COLUMN,
      message,
      code: 'NOT_A_CLIENT_ID',
      values: { client: text },
    };
  }
  return id;
}

/** A refusal of one row's booking (no such place, outside the area) as that row's problems. */
function rowProblemsOf(row: number, error: unknown): ImportProblem[] {
  if (!(error instanceof AppError) || error.statusCode !== 400) throw error;
  const fields = (error.extra.errors as { path: string; message: string }[] | undefined) ?? [];
  const code = 'ADDRESS_REFUSED';
  if (fields.length === 0) return [{ row, column: null, message: error.message, code }];
  return fields.map((f) => ({ row, column: f.path, message: f.message, code }));
}

/** The whole file refused over its client, in the import's error shape. */
const clientRefused = (message: string, code: ImportProblemCode, values?: ImportProblem['values']) =>
  importRefused(message, [{ row: 0, column: CLIENT_COLUMN, message, code, ...(values ? { values } : {}) }]);

/** The booking schema's refusal of a cell: the issue, and what a sentence about it may name. */
function schemaProblem(row: number, issue: z.core.$ZodIssue): ImportProblem {
  const column = String(issue.path[0] ?? '') || null;
  const values: Record<string, string | number> = { issue: issue.code };
  if ('origin' in issue && typeof issue.origin === 'string') values.origin = issue.origin;
  if ('minimum' in issue) values.limit = Number(issue.minimum);
  if ('maximum' in issue) values.limit = Number(issue.maximum);
  if ('format' in issue && typeof issue.format === 'string') values.format = issue.format;
  return { row, column, message: issue.message, code: 'INVALID_VALUE', values };
}

/**
 * Every address of the row the geocoder cannot place, whether or not the rest of the row is right:
 * one upload names every problem of the file. Cells already refused are not looked up.
 */
async function addressProblems(
  geocoder: Geocoder,
  row: number,
  body: Record<string, unknown>,
  known: ImportProblem[],
): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  for (const end of ['pickup', 'delivery'] as const) {
    const text = body[`${end}Address`];
    const placeId = body[`${end}PlaceId`];
    if (typeof text !== 'string' || !text.trim()) continue;
    if (known.some((p) => p.column === `${end}Address` || p.column === `${end}PlaceId`)) continue;
    try {
      await resolveEnd(geocoder, end, {
        text: text.trim(),
        placeId: typeof placeId === 'string' && placeId.trim() ? placeId.trim() : null,
        latitude: null,
        longitude: null,
      });
    } catch (error) {
      problems.push(...rowProblemsOf(row, error));
    }
  }
  return problems;
}

export async function importOrders(
  db: Db,
  services: Services,
  actor: SessionUser,
  csv: string,
  ipAddress: string | null,
  options: ImportQuery = { dateFormat: 'YYYY-MM-DD' },
): Promise<ImportResponse> {
  const { columns, rows, problems } = readImportCsv(csv);
  // Identity is the session's: a client never names a client; an admin names one for the whole
  // file (chosen by name on the import screen) or one per row in a clientId column.
  const forAnyClient = hasPermission(actor, 'import:order:any');
  if (!forAnyClient && (columns.includes(CLIENT_COLUMN) || options.clientId !== undefined)) {
    throw clientRefused(
      'Remove the clientId column: your import creates your own orders',
      'CLIENT_COLUMN_NOT_YOURS',
    );
  }
  if (forAnyClient && options.clientId !== undefined && columns.includes(CLIENT_COLUMN)) {
    throw clientRefused(
      'Choose the client on the import screen or in a clientId column, not both',
      'CLIENT_TWICE',
    );
  }
  if (forAnyClient && options.clientId === undefined && !columns.includes(CLIENT_COLUMN)) {
    const message = 'Choose the client of these orders (or add a clientId column naming each order’s client)';
    throw clientRefused(message, 'CLIENT_NOT_CHOSEN');
  }
  if (forAnyClient && options.clientId !== undefined) {
    if (!(await clientIdsAmong(db, [options.clientId])).has(options.clientId)) {
      const message = `Client ${options.clientId} is not a client account`;
      throw clientRefused(message, 'NOT_A_CLIENT_ACCOUNT', { client: options.clientId });
    }
  }
  // Only what could be an id reaches the query: a larger number would fail there as a 500.
  const named = rows
    .map((r) => Number((r.cells[CLIENT_COLUMN] ?? '').trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  const clients = forAnyClient ? await clientIdsAmong(db, [...new Set(named)]) : new Set<number>();

  const now = new Date();
  const geocoder = rememberingGeocoder(services.geocoder);
  const checked: { row: number; clientId: number; input: CreateOrderInput }[] = [];
  for (const row of rows) {
    const rowProblems: ImportProblem[] = [];
    const clientId = clientOfRow(actor, row, clients, options.clientId);
    if (typeof clientId !== 'number') rowProblems.push(clientId);
    const { body, problems: cellProblems } = rowToBooking(
      row.cells as Partial<Record<ImportColumn, string>>,
      now,
      options.dateFormat,
    );
    rowProblems.push(...cellProblems.map((p) => ({ row: row.row, ...p })));
    const parsed = createOrderRequest.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const problem = schemaProblem(row.row, issue);
        // A cell already reported by the conversion is not reported twice.
        if (!rowProblems.some((p) => p.column === problem.column)) rowProblems.push(problem);
      }
    }
    // A row wrong elsewhere still has its addresses checked: the next upload should be the last.
    if (rowProblems.length > 0)
      rowProblems.push(...(await addressProblems(geocoder, row.row, body, rowProblems)));
    if (rowProblems.length === 0 && typeof clientId === 'number' && parsed.success)
      checked.push({ row: row.row, clientId, input: parsed.data });
    problems.push(...rowProblems);
  }

  // Resolved and priced outside the transaction, like a booking (network calls hold no locks).
  const prepared: { clientId: number; order: PreparedOrder }[] = [];
  // Each order is priced with its client's organisation's card, like the same order booked by hand.
  const organizationOf = new Map<number, number | null>();
  for (const { row, clientId, input } of checked) {
    try {
      if (!organizationOf.has(clientId))
        organizationOf.set(clientId, await findUserOrganization(db, clientId));
      const pricing = { db, organizationId: organizationOf.get(clientId) ?? null };
      prepared.push({ clientId, order: await prepareOrder({ ...services, geocoder }, input, pricing) });
    } catch (error) {
      // The booking path stops at the first bad address; the other end is checked as well.
      const first = rowProblemsOf(row, error);
      problems.push(...first, ...(await addressProblems(geocoder, row, input, first)));
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    const bad = new Set(problems.map((p) => p.row)).size;
    throw importRefused(
      `${bad} row${bad === 1 ? '' : 's'} of the file cannot be imported; nothing was created. Fix them and upload again.`,
      problems,
    );
  }

  return db.transaction(async (tx) => {
    const ids: number[] = [];
    const lastOfClient = new Map<number, number>();
    for (const { clientId, order } of prepared) {
      const id = await writeOrder(tx, { clientId, actor }, order, ipAddress, { announce: false });
      ids.push(id);
      lastOfClient.set(clientId, id);
    }
    // One live frame per client rather than one per order: a frame means "refetch", and a
    // thousand of them would make every open console refetch a thousand times.
    for (const [clientId, id] of lastOfClient) await announceNewOrder(tx, { id, clientId });
    const created = await findOrdersByIds(tx, ids);
    return { created: created.length, orders: created.map((row) => toOrderResponse(row, actor)) };
  });
}
