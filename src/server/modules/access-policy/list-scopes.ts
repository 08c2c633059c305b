/**
 * The list-wide forms of the object checks for lists that are not order lists (or not only):
 * which conversations, which stretch of a driver's trail, which invoices a viewer's list holds.
 * Each is a condition its repository adds to its own filters, so a list can never hold what the
 * object check (objects.ts, @domain/job-privacy) would refuse, and no repository decides it.
 * `undefined` is no condition (every row); a viewer with no share gets `false`.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isClient, isDispatch, isDriver } from '@domain/capabilities';
import { POSITION_SHARED_STATUSES } from '@domain/job-privacy';
import { invoices, locationUpdates, orders } from '../../db/schema/index';
import type { Actor } from './objects';
import { canReadInvoices } from './objects';

const NONE = sql`false`;

/** The order columns a conversation list filters on (the orders table, or an alias of it). */
export interface ConversationColumns {
  clientId: AnyPgColumn;
  driverId: AnyPgColumn;
}

/**
 * Whose order threads a viewer's conversations and unread count cover: dispatch every order's,
 * a client the orders it booked itself (a thread is between its booker and the driver, not the
 * whole organisation's), a driver the jobs it holds.
 */
export function conversationScope(actor: Actor, on: ConversationColumns = orders): SQL | undefined {
  if (isDispatch(actor)) return undefined;
  if (isClient(actor)) return eq(on.clientId, actor.id);
  if (isDriver(actor)) return eq(on.driverId, actor.driverId ?? -1);
  return NONE;
}

/**
 * Which of a job's recorded positions a viewer who may follow the job sees: a client only those
 * recorded while the position was shared with it, a driver only the stretch it drove itself (not
 * the path of a driver who held the job before), dispatch all, anyone else none.
 */
export function trailScope(actor: Actor): SQL | undefined {
  if (isDispatch(actor)) return undefined;
  if (isClient(actor)) return inArray(locationUpdates.status, [...POSITION_SHARED_STATUSES]);
  if (isDriver(actor)) return eq(locationUpdates.driverId, actor.driverId ?? -1);
  return NONE;
}

/**
 * The invoices a list shows: every organisation's to billing and dispatch, its own organisation's
 * to an owner (canReadInvoices), none to anyone else.
 */
export function invoiceScope(actor: Actor): SQL | undefined {
  if (!isClient(actor)) return canReadInvoices(actor, -1) ? undefined : NONE;
  if (actor.organizationId == null || !canReadInvoices(actor, actor.organizationId)) return NONE;
  return eq(invoices.organizationId, actor.organizationId);
}
