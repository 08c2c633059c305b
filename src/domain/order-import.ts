/**
 * Bulk import of orders from a CSV file (decision 016): the columns a file may carry, the
 * limits, the answers, and how one row's text cells become the body of POST /api/orders. Pure, so
 * the upload page and the server agree on the columns and the limits.
 *
 * A cell is text; the booking schema (createOrderRequest) is what judges it, after three
 * spreadsheet conveniences: an empty cell is a field left out (the schema's default), true/false
 * also read as yes/no/1/0, and a date means that day in Central time, at the start of the row's
 * time slot (08:00 without one), or now when that moment is already past today.
 *
 * Dates are read in one format only: YYYY-MM-DD (the contract's, and the default), or the one the
 * importer explicitly chose for the file (MM/DD/YYYY or DD/MM/YYYY). Anything else is refused
 * naming its row and column, never guessed: 11/30/2026 read by a server's own rules became the day
 * before in Central time, and 03/04/2026 is March or April depending on who wrote it.
 */
import { z } from 'zod';
import { dayKey } from './central-time';
import { centralInstant, SLOT_HOURS } from './deadlines';
import { orderResponse } from './orders';
import { MAX_PIECES } from './pieces';

/** Most orders one file may hold: a lab's month of runs, and one transaction of bounded size. */
export const MAX_IMPORT_ROWS = 2000;
/** Largest file accepted: 2 MiB, ample for MAX_IMPORT_ROWS rows of addresses and notes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** The column naming each row's client: required from an admin, refused from a client. */
export const CLIENT_COLUMN = 'clientId';

/**
 * The booking fields a file may carry, in the template's order. `shownTotalCost` is left out: a
 * file shows nobody a price. Coordinates are allowed but, as in a booking, only a hint.
 */
export const IMPORT_COLUMNS = [
  'serviceType',
  'priority',
  'pickupAddress',
  'pickupContactName',
  'pickupContactPhone',
  'deliveryAddress',
  'deliveryContactName',
  'deliveryContactPhone',
  'scheduledDate',
  'preferredTimeSlot',
  'itemDescription',
  'specialInstructions',
  'requiresSignature',
  'requiresId',
  'temperatureClass',
  'requiresPhoto',
  'pieces',
  'pickupPlaceId',
  'deliveryPlaceId',
  'pickupLatitude',
  'pickupLongitude',
  'deliveryLatitude',
  'deliveryLongitude',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Without these a row cannot be an order: a file missing one is refused at its header. */
export const REQUIRED_COLUMNS = ['pickupAddress', 'deliveryAddress', 'itemDescription'] as const;

const BOOLEAN_COLUMNS = new Set<string>(['requiresSignature', 'requiresId', 'requiresPhoto']);
const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 instant with its zone: as unambiguous as a day, and what an export from a system writes. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** The date formats an import may be read in; the first is the contract's and the default. */
export const IMPORT_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

/** POST /api/orders/import's query: the file's date format, and for an admin the client of every row. */
export const importQuery = z.object({
  dateFormat: z
    .enum(IMPORT_DATE_FORMATS, { message: `dateFormat must be one of ${IMPORT_DATE_FORMATS.join(', ')}` })
    .default('YYYY-MM-DD'),
  clientId: z.coerce
    .number({ message: 'clientId must be the id of a client' })
    .int('clientId must be the id of a client')
    .positive('clientId must be the id of a client')
    .max(2_147_483_647, 'clientId must be the id of a client')
    .optional(),
});
export type ImportQuery = z.output<typeof importQuery>;

/**
 * A cell of the file as the day it names (YYYY-MM-DD), read in the chosen format only; or why not.
 * An ISO instant with its zone is taken in any format (it cannot be misread).
 */
export function readImportDate(
  text: string,
  format: ImportDateFormat,
): { day: string } | { instant: string } | { problem: string; code: ImportProblemCode } {
  if (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)))
    return { instant: new Date(text).toISOString() };
  let day: string | null = null;
  if (format === 'YYYY-MM-DD') day = DAY.test(text) ? text : null;
  else {
    const m = SLASHED.exec(text);
    if (m) {
      const [first, second, year] = [m[1]!.padStart(2, '0'), m[2]!.padStart(2, '0'), m[3]!];
      day = format === 'MM/DD/YYYY' ? `${year}-${first}-${second}` : `${year}-${second}-${first}`;
    }
  }
  if (day === null) {
    const other = format === 'YYYY-MM-DD' && SLASHED.test(text);
    return other
      ? {
          problem: `${text} is not a date as YYYY-MM-DD. If the file writes dates as MM/DD/YYYY or DD/MM/YYYY, choose that format for the import`,
          code: 'NOT_A_DATE_SLASHED',
        }
      : { problem: `${text} is not a date as ${format}`, code: 'NOT_A_DATE' };
  }
  if (!isCalendarDay(day))
    return { problem: `${text} is not a date on the calendar (read as ${format})`, code: 'NOT_ON_CALENDAR' };
  return { day };
}

/**
 * What is wrong with a file, row or cell, as a stable code a screen words in its reader's language
 * (`values` fills its sentence); `message` keeps the server's English sentence. INVALID_VALUE is
 * the booking schema's refusal of a cell (`values.issue` names the validator's issue), and
 * ADDRESS_REFUSED an address the map cannot place in the service area: their English is the
 * booking form's own, which names the rule.
 */
export const IMPORT_PROBLEM_CODES = [
  'NOT_CSV',
  'NO_ORDERS',
  'TOO_MANY_ROWS',
  'TOO_LARGE',
  'UNKNOWN_COLUMN',
  'DUPLICATE_COLUMN',
  'MISSING_COLUMN',
  'TOO_MANY_CELLS',
  'CLIENT_COLUMN_NOT_YOURS',
  'CLIENT_TWICE',
  'CLIENT_NOT_CHOSEN',
  'NOT_A_CLIENT_ACCOUNT',
  'CLIENT_REQUIRED',
  'NOT_A_CLIENT_ID',
  'NOT_YES_NO',
  'NOT_A_DATE',
  'NOT_A_DATE_SLASHED',
  'NOT_ON_CALENDAR',
  'INVALID_VALUE',
  'ADDRESS_REFUSED',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

/** One problem of a file: its data row (1 is the first under the header; 0 the header itself). */
export const importProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  code: z.enum(IMPORT_PROBLEM_CODES),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ImportProblem = z.infer<typeof importProblem>;
/** A problem of a row not yet numbered: what the cell conversion finds. */
export type CellProblem = Omit<ImportProblem, 'row'> & { column: ImportColumn };

export const importResponse = z.object({
  created: z.number().int(),
  orders: z.array(orderResponse),
});
export type ImportResponse = z.infer<typeof importResponse>;

export const importErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(importProblem),
});
export type ImportErrorResponse = z.infer<typeof importErrorResponse>;

/** Whether the date is a real calendar day (2026-02-30 is not). */
function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A YYYY-MM-DD day as the instant the booking schema takes (see the comment at the top). */
export function scheduledInstant(day: string, slot: string | undefined, now: Date = new Date()): Date {
  const hour = slot && slot in SLOT_HOURS ? SLOT_HOURS[slot as keyof typeof SLOT_HOURS][0] : 8;
  const at = centralInstant(day, hour);
  return day === dayKey(now) && at.getTime() < now.getTime() ? now : at;
}

/**
 * One row's cells (column -> text) as a POST /api/orders body, or the cells that cannot become
 * one. The schema itself is applied by the caller, so its messages are the booking form's.
 */
export function rowToBooking(
  cells: Partial<Record<ImportColumn, string>>,
  now: Date = new Date(),
  dateFormat: ImportDateFormat = 'YYYY-MM-DD',
): { body: Record<string, unknown>; problems: CellProblem[] } {
  const body: Record<string, unknown> = {};
  const problems: CellProblem[] = [];
  for (const column of IMPORT_COLUMNS) {
    const text = cells[column]?.trim();
    if (text === undefined || text === '') continue;
    if (BOOLEAN_COLUMNS.has(column)) {
      const word = text.toLowerCase();
      if (TRUE.has(word)) body[column] = true;
      else if (FALSE.has(word)) body[column] = false;
      else
        problems.push({
          column,
          message: `${column} must be true or false (or yes/no)`,
          code: 'NOT_YES_NO',
          values: { column },
        });
    } else if (column === 'scheduledDate') {
      const read = readImportDate(text, dateFormat);
      if ('problem' in read)
        problems.push({
          column,
          message: read.problem,
          code: read.code,
          values: { text, format: dateFormat },
        });
      else if ('instant' in read) body[column] = read.instant;
      else body[column] = scheduledInstant(read.day, cells.preferredTimeSlot?.trim(), now);
    } else if (column === 'pieces') {
      body[column] = readPiecesCell(text);
    } else {
      // Text as typed; the booking schema trims, checks and converts (coordinates, enums).
      body[column] = cells[column];
    }
  }
  return { body, problems };
}

/**
 * A pieces cell: a count of bags ("3"), or the kinds separated by ';' with an optional temperature
 * after ':' ("bag;bag;cooler:refrigerated"). The booking schema judges the kinds and the count,
 * so a wrong one is named in the pieces column with the booking form's words.
 */
export function readPiecesCell(text: string): unknown {
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    // A count past the limit is left for the schema to refuse, without building a huge list.
    return Array.from({ length: Math.min(count, MAX_PIECES + 1) }, () => ({ kind: 'bag' }));
  }
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [kind, temperatureClass] = part.split(':').map((v) => v.trim().toLowerCase());
      return temperatureClass ? { kind, temperatureClass } : { kind };
    });
}

/** The downloadable template: the header and one example row a client can overwrite. */
export function importTemplate(withClientColumn: boolean): string {
  const example: Partial<Record<ImportColumn, string>> = {
    serviceType: 'laboratory_sample',
    priority: 'standard',
    pickupAddress: '6565 Fannin St, Houston, TX 77030',
    pickupContactName: 'Front desk',
    pickupContactPhone: '713-555-0100',
    deliveryAddress: '1200 Main St, Houston, TX 77002',
    deliveryContactName: 'Lab reception',
    deliveryContactPhone: '713-555-0199',
    scheduledDate: '',
    preferredTimeSlot: 'afternoon',
    itemDescription: 'Blood samples, 4 tubes',
    specialInstructions: 'Ring the bell, then wait',
    requiresSignature: 'yes',
    requiresId: 'no',
    temperatureClass: 'refrigerated',
    requiresPhoto: 'no',
    pieces: 'bag;bag;cooler:refrigerated',
  };
  const columns: string[] = [...IMPORT_COLUMNS.filter((c) => !c.endsWith('PlaceId') && !/itude$/.test(c))];
  if (withClientColumn) columns.unshift(CLIENT_COLUMN);
  const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const values = columns.map((c) => (c === CLIENT_COLUMN ? '' : quote(example[c as ImportColumn] ?? '')));
  return `${columns.join(',')}\r\n${values.join(',')}\r\n`;
}
