/**
 * Order History's Export: the filtered rows as CSV (RFC 4180: quoted where needed, CRLF lines).
 * Cells a spreadsheet would run as a formula (= + - @, tab, carriage return first) get a leading
 * apostrophe: an address or item typed as "=HYPERLINK(...)" must stay text when opened (OWASP).
 */
import type { OrderResponse } from '@domain/orders';
import { clientStatus } from '@domain/client-status';
import { PRIORITY_LABELS, SERVICE_LABELS } from '@web/lib/order-labels';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** '2026-03-05 14:07' in the browser's time zone: sorts as text and spreadsheets read it as a date. */
export function csvDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const CSV_HEADER = [
  'Order',
  'Created',
  'Status',
  'Service',
  'Priority',
  'Pickup address',
  'Pickup contact',
  'Delivery address',
  'Delivery contact',
  'Item',
  'Scheduled',
  'Driver',
  'Distance (mi)',
  'Total (USD)',
] as const;

export function ordersToCsv(orders: readonly OrderResponse[]): string {
  return toCsv([
    CSV_HEADER,
    ...orders.map((o) => [
      o.displayNumber,
      csvDate(o.createdAt),
      clientStatus(o).label,
      SERVICE_LABELS[o.serviceType],
      PRIORITY_LABELS[o.priority],
      o.pickupAddress,
      o.pickupContactName,
      o.deliveryAddress,
      o.deliveryContactName,
      o.itemDescription,
      csvDate(o.scheduledDate),
      o.driver ? `${o.driver.user.firstName} ${o.driver.user.lastName}` : '',
      // Numbers stay numbers: no guard needed, and a spreadsheet can sum them.
      Number(o.distance),
      o.totalCost,
    ]),
  ]);
}

/** 'medlink-orders-2026-03-05.csv' */
export function csvFileName(now: Date = new Date()): string {
  return `medlink-orders-${csvDate(now.toISOString()).slice(0, 10)}.csv`;
}

/** Saves text as a file through a temporary link; the BOM makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
