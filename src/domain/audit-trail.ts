/**
 * The audit screen: reads (the access log) and writes (the audit log) in one timeline, its filters
 * and its CSV, and the alert raised when one account reads unusually many orders.
 */
import { z } from 'zod';
import { FIELD_GROUPS } from './access-log';
import { dayOrInstant, rangeInOrder } from './admin';

/**
 * What an organisation's reviewer sees of a person outside it (MedLink staff, a driver, another
 * organisation's receiving desk): the first name and role, as the tracking page shows a driver;
 * never the last name, the network address or a write's details beyond the status it moved.
 */
export const OUTSIDER_DETAIL_KEYS = ['from', 'to'] as const;

export const AUDIT_KINDS = ['read', 'write'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The action of every read in the timeline (a write's action is the audit log's own). */
export const READ_ACTION = 'read';

const id = (field: string) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a whole number`)
    .max(2_147_483_647, `${field} is too large`);

/** `<ISO instant>~<read|write>~<id>`: where the previous page stopped. */
export const AUDIT_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~(read|write)~\d{1,19}$/;

export const AUDIT_PAGE_MAX = 500;
/** The most rows one CSV export holds; a wider one is narrowed by time. */
export const AUDIT_EXPORT_MAX = 20_000;

const filters = {
  orderId: id('orderId').optional(),
  userId: id('userId').optional(),
  /** `read`, or an audit action such as `order_created`. */
  action: z
    .string({ message: 'action must be text' })
    .trim()
    .max(60, 'action is too long')
    .regex(/^[a-z0-9_.:-]+$/, 'action must be an action name such as read or order_created')
    .optional(),
  kind: z.enum(AUDIT_KINDS, { message: 'kind must be read or write' }).optional(),
  /** A Central calendar day (the whole day) or an exact instant, as dispatch's order filter. */
  from: dayOrInstant('from').optional(),
  to: dayOrInstant('to').optional(),
};

/** GET /api/admin/audit: every filter optional; newest first, one page at a time. */
export const auditQuery = z
  .object({
    ...filters,
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, `limit must be between 1 and ${AUDIT_PAGE_MAX}`)
      .max(AUDIT_PAGE_MAX, `limit must be between 1 and ${AUDIT_PAGE_MAX}`)
      .default(100),
    cursor: z
      .string({ message: 'cursor must be the x-next-cursor of the previous page' })
      .regex(AUDIT_CURSOR, 'cursor must be the x-next-cursor of the previous page')
      .optional(),
  })
  .superRefine(rangeInOrder);
export type AuditQuery = z.output<typeof auditQuery>;

/** GET /api/admin/audit/export: the same filters, every match (up to AUDIT_EXPORT_MAX) as CSV. */
export const auditExportQuery = z.object(filters).superRefine(rangeInOrder);
export type AuditExportQuery = z.output<typeof auditExportQuery>;

export const auditEvent = z.object({
  kind: z.enum(AUDIT_KINDS),
  /** The access log's seq for a read, the audit log's id for a write. */
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  orderIds: z.array(z.number().int()),
  /** A read's field groups (empty for a write). */
  fields: z.array(z.enum(FIELD_GROUPS)),
  /** A read's route; null for a write. */
  route: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** A write's details as the audit log keeps them; null for a read. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditCursorOf = (event: Pick<AuditEvent, 'at' | 'kind' | 'id'>) =>
  `${event.at}~${event.kind}~${event.id}`;

/** The CSV's columns, in order, with the header each gets. */
export const AUDIT_CSV_COLUMNS = [
  ['at', 'When (UTC)'],
  ['kind', 'Read or write'],
  ['action', 'Action'],
  ['userId', 'User id'],
  ['userName', 'User'],
  ['role', 'Role'],
  ['orders', 'Orders'],
  ['fields', 'Fields read'],
  ['route', 'Route'],
  ['ipAddress', 'Address'],
  ['details', 'Details'],
] as const;

/** An account that read more distinct orders in the window than the threshold allows. */
export const accessAlert = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  role: z.string().nullable(),
  orderCount: z.number().int(),
  threshold: z.number().int(),
  windowMinutes: z.number().int(),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.number().int().nullable(),
});
export type AccessAlert = z.infer<typeof accessAlert>;
