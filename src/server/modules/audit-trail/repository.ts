/**
 * The audit timeline's queries: reads (access_log) and writes (audit_log) as one list, newest
 * first. Each side is filtered, ordered and cut to the page in its own branch (each uses its own
 * index), then the two are merged and cut again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditKind } from '@domain/audit-trail';
import { READ_ACTION } from '@domain/audit-trail';
import type { DbOrTx } from '../../db/client';

export interface AuditFilter {
  orderId?: number | undefined;
  userId?: number | undefined;
  action?: string | undefined;
  kind?: AuditKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /**
   * Only events about this organisation's orders, and of a read only those orders (an
   * organisation reviewer's scope, decision 066); undefined: all.
   */
  organization?: OrganizationScope | undefined;
  /** The page after this event (newest first). */
  after?: { at: Date; kind: AuditKind; id: number } | undefined;
}

/**
 * An organisation's orders as the access policy counts them (isOrganizationOrder): those it owns,
 * and an order with no organisation recorded is its booking client's alone.
 */
export interface OrganizationScope {
  organizationId: number;
  clientId: number;
}

/** The scope's order ids, once per statement (the branches below read it by name). */
const scopeOrders = (scope: OrganizationScope) => sql`scope_orders(id) as (
    select o.id from orders o where o.organization_id = ${scope.organizationId}
      or (o.organization_id is null and o.client_id = ${scope.clientId}))`;

export interface AuditRow {
  kind: AuditKind;
  id: number;
  at: Date;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  /** The person's organisation today (null for staff and drivers). */
  userOrganizationId: number | null;
  role: string | null;
  action: string;
  orderIds: number[];
  fields: string[];
  route: string | null;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** Rows strictly after the cursor in the order (at desc, kind asc, id desc). */
function afterCursor(at: SQL, kind: AuditKind, id: SQL, after: AuditFilter['after']): SQL | null {
  if (!after) return null;
  const sameKindLater =
    kind === after.kind ? sql`${id} < ${after.id}` : kind > after.kind ? sql`true` : sql`false`;
  return sql`(${at} < ${after.at} or (${at} = ${after.at} and ${sameKindLater}))`;
}

function readBranch(filter: AuditFilter, limit: number): SQL | null {
  if (filter.kind === 'write' || (filter.action && filter.action !== READ_ACTION)) return null;
  const where: SQL[] = [];
  if (filter.orderId !== undefined) where.push(sql`a.order_ids @> array[${filter.orderId}]::integer[]`);
  if (filter.organization) where.push(sql`a.order_ids && array(select id from scope_orders)`);
  // Another organisation's order asked for by a scoped viewer matches nothing, even a list read
  // that named it beside one of the viewer's own.
  if (filter.organization && filter.orderId !== undefined)
    where.push(sql`${filter.orderId} in (select id from scope_orders)`);
  if (filter.userId !== undefined) where.push(sql`a.user_id = ${filter.userId}`);
  if (filter.from) where.push(sql`a.at >= ${filter.from}`);
  if (filter.to) where.push(sql`a.at <= ${filter.to}`);
  const cursor = afterCursor(sql`a.at`, 'read', sql`a.seq`, filter.after);
  if (cursor) where.push(cursor);
  // A list read names other organisations' orders too: a scoped view shows only its own.
  const orderIds = filter.organization
    ? sql`array(select x from unnest(a.order_ids) x where x in (select id from scope_orders))`
    : sql`a.order_ids`;
  return sql`(select 'read'::text as kind, a.seq::bigint as id, a.at, a.user_id, a.role::text as role,
      ${READ_ACTION}::text as action, ${orderIds} as order_ids, a.fields::text[] as fields, a.route::text as route,
      a.ip_address::text as ip_address, null::jsonb as details
    from access_log a where ${and(where)} order by a.at desc, a.seq desc limit ${limit})`;
}

function writeBranch(filter: AuditFilter, limit: number): SQL | null {
  if (filter.kind === 'read' || filter.action === READ_ACTION) return null;
  const where: SQL[] = [];
  if (filter.orderId !== undefined)
    where.push(sql`l.entity_type = 'order' and l.entity_id = ${filter.orderId}`);
  if (filter.organization)
    where.push(sql`l.entity_type = 'order' and l.entity_id in (select id from scope_orders)`);
  if (filter.userId !== undefined) where.push(sql`l.actor_user_id = ${filter.userId}`);
  if (filter.action) where.push(sql`l.action = ${filter.action}`);
  if (filter.from) where.push(sql`l.created_at >= ${filter.from}`);
  if (filter.to) where.push(sql`l.created_at <= ${filter.to}`);
  // Milliseconds, as the cursor carries them (and the access log stamps them).
  const cursor = afterCursor(sql`date_trunc('milliseconds', l.created_at)`, 'write', sql`l.id`, filter.after);
  if (cursor) where.push(cursor);
  return sql`(select 'write'::text as kind, l.id::bigint as id, date_trunc('milliseconds', l.created_at) as at, l.actor_user_id as user_id,
      null::text as role, l.action::text as action,
      case when l.entity_type = 'order' and l.entity_id is not null then array[l.entity_id] else '{}'::integer[] end as order_ids,
      '{}'::text[] as fields, null::text as route, l.ip_address::text as ip_address,
      case when l.subject is null then l.details
           else coalesce(l.details, '{}'::jsonb) || jsonb_build_object('subject', l.subject) end as details
    from audit_log l where ${and(where)} order by l.created_at desc, l.id desc limit ${limit})`;
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asIntArray = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number);
const asTextArray = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .replace(/[{}"]/g, '')
        .split(',')
        .filter(Boolean);

export async function listEvents(db: DbOrTx, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const branches = [readBranch(filter, limit), writeBranch(filter, limit)].filter(
    (b): b is SQL => b !== null,
  );
  if (branches.length === 0) return [];
  const scope = filter.organization ? sql`with ${scopeOrders(filter.organization)}` : sql``;
  const result = await db.execute(sql`${scope}
    select e.*, u.first_name, u.last_name, u.role::text as user_role, u.organization_id as user_organization_id
    from (${sql.join(branches, sql` union all `)}) e
    left join users u on u.id = e.user_id
    order by e.at desc, e.kind asc, e.id desc
    limit ${limit}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    kind: r.kind as AuditKind,
    id: Number(r.id),
    at: asDate(r.at),
    userId: r.user_id === null ? null : Number(r.user_id),
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    userOrganizationId: r.user_organization_id == null ? null : Number(r.user_organization_id),
    role: (r.role as string | null) ?? (r.user_role as string | null) ?? null,
    action: String(r.action),
    orderIds: asIntArray(r.order_ids),
    fields: asTextArray(r.fields),
    route: (r.route as string | null) ?? null,
    ipAddress: (r.ip_address as string | null) ?? null,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<
      string,
      unknown
    > | null,
  }));
}

/** The write actions the audit log holds (of the scope's orders), for the screen's action filter. */
export async function listActions(db: DbOrTx, organization?: OrganizationScope): Promise<string[]> {
  const result = await db.execute(
    organization
      ? sql`with ${scopeOrders(organization)} select distinct action from audit_log
          where entity_type = 'order' and entity_id in (select id from scope_orders) order by action limit 200`
      : sql`select distinct action from audit_log order by action limit 200`,
  );
  return (result as unknown as { rows: { action: string }[] }).rows.map((r) => r.action);
}
