/**
 * Bulk import of orders from a CSV file (issue 19, decision 016): the columns a file may carry, the
 * limits, the answers, and how one row's text cells become the body of POST /api/orders. Pure, so
 * the upload page and the server agree on the columns and the limits.
 *
 * A cell is text; the booking schema (createOrderRequest) is what judges it, after three
 * spreadsheet conveniences: an empty cell is a field left out (the schema's default), true/false
 * also read as yes/no/1/0, and a date as YYYY-MM-DD means that day in Central time, at the start
 * of the row's time slot (08:00 without one), or now when that moment is already past today.
 */
import { z } from 'zod';
import { dayKey } from './central-time';
import { centralInstant, SLOT_HOURS } from './deadlines';
import { orderResponse } from './orders';

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

/** One problem of a file: its data row (1 is the first under the header; 0 the header itself). */
export const importProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;

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
): { body: Record<string, unknown>; problems: { column: ImportColumn; message: string }[] } {
  const body: Record<string, unknown> = {};
  const problems: { column: ImportColumn; message: string }[] = [];
  for (const column of IMPORT_COLUMNS) {
    const text = cells[column]?.trim();
    if (text === undefined || text === '') continue;
    if (BOOLEAN_COLUMNS.has(column)) {
      const word = text.toLowerCase();
      if (TRUE.has(word)) body[column] = true;
      else if (FALSE.has(word)) body[column] = false;
      else problems.push({ column, message: `${column} must be true or false (or yes/no)` });
    } else if (column === 'scheduledDate' && DAY.test(text)) {
      if (isCalendarDay(text)) body[column] = scheduledInstant(text, cells.preferredTimeSlot?.trim(), now);
      else problems.push({ column, message: `${text} is not a date on the calendar` });
    } else if (column === 'scheduledDate' && Number.isNaN(Date.parse(text))) {
      problems.push({ column, message: 'Scheduled date must be a date as YYYY-MM-DD' });
    } else {
      // Text as typed; the booking schema trims, checks and converts (coordinates, enums, ISO dates).
      body[column] = column === 'scheduledDate' ? new Date(text).toISOString() : cells[column];
    }
  }
  return { body, problems };
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
  };
  const columns: string[] = [...IMPORT_COLUMNS.filter((c) => !c.endsWith('PlaceId') && !/itude$/.test(c))];
  if (withClientColumn) columns.unshift(CLIENT_COLUMN);
  const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const values = columns.map((c) => (c === CLIENT_COLUMN ? '' : quote(example[c as ImportColumn] ?? '')));
  return `${columns.join(',')}\r\n${values.join(',')}\r\n`;
}
