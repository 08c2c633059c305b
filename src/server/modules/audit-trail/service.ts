/** The audit screen's use cases: one page of the timeline, the CSV of every match (decision 045). */
import { stringify } from 'csv-stringify/sync';
import { instantRange, type FieldGroup } from '@domain/access-log';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_MAX,
  OUTSIDER_DETAIL_KEYS,
  auditCursorOf,
  type AuditEvent,
  type AuditExportQuery,
  type AuditKind,
  type AuditQuery,
} from '@domain/audit-trail';
import { displayNumber } from '@domain/display';
import type { Db } from '../../db/client';
import * as repo from './repository';

/**
 * Which orders a viewer's audit may show: all (dispatch), or an organisation's (its reviewer's,
 * established from the session, never from the request).
 */
export interface AuditScope {
  organization?: repo.OrganizationScope;
}

/** A write's details as an outsider's line shows them to an organisation: the status it moved. */
function outsiderDetails(details: Record<string, unknown> | null) {
  if (!details) return null;
  const kept = Object.fromEntries(
    OUTSIDER_DETAIL_KEYS.filter((k) => k in details).map((k) => [k, details[k]]),
  );
  return Object.keys(kept).length ? kept : null;
}

function toEvent(row: repo.AuditRow, scope: AuditScope = {}): AuditEvent {
  const event = fullEvent(row);
  const viewer = scope.organization?.organizationId;
  // A person outside the viewing organisation (staff, a driver, a system line) is shown by first
  // name and role only: its members are the organisation's own people, shown in full.
  if (viewer === undefined || (row.userOrganizationId === viewer && row.userId !== null)) return event;
  return { ...event, userName: row.firstName, ipAddress: null, details: outsiderDetails(row.details) };
}

function fullEvent(row: repo.AuditRow): AuditEvent {
  return {
    kind: row.kind,
    id: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    userName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    role: row.role,
    action: row.action,
    orderIds: row.orderIds,
    fields: row.fields as FieldGroup[],
    route: row.route,
    ipAddress: row.ipAddress,
    details: row.details,
  };
}

function filterOf(query: AuditExportQuery, scope: AuditScope): repo.AuditFilter {
  return {
    orderId: query.orderId,
    userId: query.userId,
    action: query.action,
    kind: query.kind,
    ...instantRange(query),
    organization: scope.organization,
  };
}

function parseCursor(cursor: string | undefined): repo.AuditFilter['after'] {
  if (!cursor) return undefined;
  const [at, kind, id] = cursor.split('~') as [string, AuditKind, string];
  return { at: new Date(at), kind, id: Number(id) };
}

export async function auditPage(
  db: Db,
  query: AuditQuery,
  scope: AuditScope = {},
): Promise<{ events: AuditEvent[]; nextCursor: string | null }> {
  const rows = await repo.listEvents(
    db,
    { ...filterOf(query, scope), after: parseCursor(query.cursor) },
    query.limit + 1,
  );
  const events = rows.slice(0, query.limit).map((row) => toEvent(row, scope));
  const last = events[events.length - 1];
  return { events, nextCursor: rows.length > query.limit && last ? auditCursorOf(last) : null };
}

export const listAuditActions = (db: Db, scope: AuditScope = {}) => repo.listActions(db, scope.organization);

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is written with a
 * leading apostrophe: an audit export is opened in Excel, and its cells hold text people typed.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvRow(event: AuditEvent): string[] {
  const cells: Record<(typeof AUDIT_CSV_COLUMNS)[number][0], string> = {
    at: event.at,
    kind: event.kind,
    action: event.action,
    userId: event.userId === null ? '' : String(event.userId),
    userName: event.userName ?? '',
    role: event.role ?? '',
    orders: event.orderIds.map(displayNumber).join(' '),
    fields: event.fields.join('; '),
    route: event.route ?? '',
    ipAddress: event.ipAddress ?? '',
    details: event.details ? JSON.stringify(event.details) : '',
  };
  return AUDIT_CSV_COLUMNS.map(([key]) => safeCell(cells[key]));
}

/** Every match, newest first, up to AUDIT_EXPORT_MAX rows; `truncated` when there were more. */
export async function auditCsv(
  db: Db,
  query: AuditExportQuery,
  scope: AuditScope = {},
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const rows = await repo.listEvents(db, filterOf(query, scope), AUDIT_EXPORT_MAX + 1);
  const events = rows.slice(0, AUDIT_EXPORT_MAX).map((row) => toEvent(row, scope));
  const csv = stringify([AUDIT_CSV_COLUMNS.map(([, header]) => header), ...events.map(csvRow)], {
    record_delimiter: 'windows',
  });
  return { csv, rows: events.length, truncated: rows.length > AUDIT_EXPORT_MAX };
}
