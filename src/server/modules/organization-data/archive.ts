/**
 * The export as a ZIP (fflate): each table as JSON (every column, as stored) and the two a person
 * opens in a spreadsheet, members and orders, as CSV too. Cells that a spreadsheet would run as a
 * formula are quoted with a leading apostrophe, as the order CSV export does.
 */
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { displayNumber } from '@domain/display';
import type { EXPORT_FILES } from '@domain/organization-data';
import type { OrganizationData } from './collect';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** =, +, -, @, tab and CR open a formula in Excel and Sheets; the apostrophe makes it text. */
const cell = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

function csv(rows: Record<string, unknown>[], columns: string[]) {
  return strToU8(stringify([columns, ...rows.map((row) => columns.map((c) => cell(row[c])))]));
}

const ORDER_COLUMNS = [
  'id',
  'displayNumber',
  'status',
  'paymentStatus',
  'serviceType',
  'priority',
  'costCentre',
  'clientId',
  'driverId',
  'pickupAddress',
  'pickupContactName',
  'pickupContactPhone',
  'deliveryAddress',
  'deliveryContactName',
  'deliveryContactPhone',
  'itemDescription',
  'specialInstructions',
  'totalCost',
  'distance',
  'createdAt',
  'deliveredAt',
];
const MEMBER_COLUMNS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'phone',
  'organizationRole',
  'createdAt',
];

export function exportArchive(data: OrganizationData, exportedAt: Date): Uint8Array {
  const readme = [
    `MedLink export of organisation ${data.organization.id} (${data.organization.name})`,
    `Exported ${exportedAt.toISOString()}: ${data.orders.length} orders, ${data.members.length} members.`,
    '',
    'Each file is one table as JSON; members and orders are also CSV. custody.json holds each',
    "order's hash chain as stored: recompute each entry's SHA-256 over the fields named in the",
    'custody certificate to check it. Proof images are not included (their hashes are).',
    '',
  ].join('\n');
  const files: Record<(typeof EXPORT_FILES)[number], Uint8Array> = {
    'README.txt': strToU8(readme),
    'organization.json': json(data.organization),
    'members.json': json(data.members),
    'members.csv': csv(data.members, MEMBER_COLUMNS),
    'orders.json': json(data.orders),
    'orders.csv': csv(
      data.orders.map((o) => ({ ...o, displayNumber: displayNumber(o.id) })),
      ORDER_COLUMNS,
    ),
    'pieces.json': json(data.pieces),
    'tracking.json': json(data.tracking),
    'messages.json': json(data.messages),
    'custody.json': json(data.custody),
    'audit.json': json(data.audit),
    'access-log.json': json(data.reads),
  };
  const mtime = exportedAt;
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, [bytes, { mtime }]])),
  );
}
