/**
 * Standing orders (decision 017): create (addresses resolved once, like a booking),
 * list, read, change (pause, resume, skip dates, end date) and end. A client sees and changes only
 * its own (someone else's answers 404, like an order); admin sees and changes all.
 */
import type { SessionUser } from '@domain/auth';
import { languageField } from '@domain/language-field';
import { piecesInput } from '@domain/pieces';
import { addDays, dayKey } from '@domain/central-time';
import { displayNumber } from '@domain/display';
import {
  centralTimeOfDay,
  ruleDays,
  RECURRING_TIME_ZONE,
  END_BEFORE_START,
  type createRecurringOrderRequest,
  type RecurringOrderResponse,
  type updateRecurringOrderRequest,
} from '@domain/recurring-orders';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { changeOrderStatus } from '../order-status/index';
import { checkBookingTags, resolveOrderEnds } from '../orders/index';
import { generateOccurrences, type GeneratorServices } from './generator';
import * as repo from './repository';
import { nextDays } from './schedule';
import { hasPermission, ownsClientRecord } from '../access-policy/index';

type CreateInput = z.output<typeof createRecurringOrderRequest>;
type UpdateInput = z.output<typeof updateRecurringOrderRequest>;

export interface RecurringContext {
  db: Db;
  services: GeneratorServices;
  horizonDays: number;
}

/** A stored template's optional words and proof flags (a template stored before them has none). */
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const flag = (value: unknown) => value === true;

async function toResponses(
  db: Db,
  rows: repo.RecurringRow[],
  now = new Date(),
): Promise<RecurringOrderResponse[]> {
  const upcoming = await repo.upcomingOrders(
    db,
    rows.map((r) => r.id),
    dayKey(now),
  );
  const names = await repo.clientNames(
    db,
    rows.map((r) => r.clientId),
  );
  return rows.map((row) => {
    const t = row.template as Record<string, string>;
    const stored = row.template as Record<string, unknown>;
    return {
      id: row.id,
      clientId: row.clientId,
      clientName: names.get(row.clientId) ?? '',
      rrule: row.rrule,
      status: row.status,
      timeZone: RECURRING_TIME_ZONE,
      startDate: row.startDate,
      endDate: row.endDate,
      timeOfDay: row.timeOfDay,
      skipDates: [...row.skipDates].sort(),
      template: {
        serviceType: t.serviceType as RecurringOrderResponse['template']['serviceType'],
        priority: t.priority as RecurringOrderResponse['template']['priority'],
        pickupAddress: String(t.pickupAddress),
        deliveryAddress: String(t.deliveryAddress),
        itemDescription: String(t.itemDescription),
        temperatureClass: String(t.temperatureClass ?? 'ambient'),
        pickupContactName: text(t.pickupContactName),
        pickupContactPhone: text(t.pickupContactPhone),
        deliveryContactName: text(t.deliveryContactName),
        deliveryContactPhone: text(t.deliveryContactPhone),
        specialInstructions: text(t.specialInstructions),
        requiresSignature: flag(t.requiresSignature),
        requiresId: flag(t.requiresId),
        requiresPhoto: flag(t.requiresPhoto),
        costCentre: text(t.costCentre),
        deliveryOrganizationId:
          typeof stored.deliveryOrganizationId === 'number' ? stored.deliveryOrganizationId : null,
        recipientLanguage: languageField.safeParse(stored.recipientLanguage).data ?? null,
        // A template stored before orders carried pieces books the default, one bag.
        pieces: piecesInput.catch([{ kind: 'bag' }]).parse((row.template as Record<string, unknown>).pieces),
      },
      nextDates: nextDays(row, now),
      upcomingOrders: upcoming
        .filter((o) => o.recurringId === row.id)
        .map((o) => ({
          id: o.id,
          displayNumber: displayNumber(o.id),
          occurrenceDate: o.occurrenceDate!,
          status: o.status,
          scheduledDate: o.scheduledDate ? o.scheduledDate.toISOString() : null,
        })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

async function one(db: Db, row: repo.RecurringRow) {
  return (await toResponses(db, [row]))[0]!;
}

/** Someone else's standing order answers like a missing one: existence does not leak. */
async function visible(db: Db, viewer: SessionUser, id: number) {
  const row = await repo.findRecurring(db, id);
  if (!row || !ownsClientRecord(viewer, row)) throw notFound('Standing order not found');
  return row;
}

/**
 * Whose standing order this is: a client's own (it never names another), or, for dispatch, the
 * client account it names, refused with a 400 naming clientId when missing or not a client.
 */
async function bookingClient(db: Db, actor: SessionUser, named: number | undefined): Promise<number> {
  if (!hasPermission(actor, 'create:standing-order:any')) {
    if (named !== undefined && named !== actor.id) {
      throw forbidden('A client books standing orders for itself only');
    }
    return actor.id;
  }
  if (named === undefined || !(await repo.isClientAccount(db, named))) {
    const message =
      named === undefined
        ? 'Choose the client of this standing order'
        : `Client ${named} is not a client account`;
    throw badRequest(message, [{ path: 'clientId', message }]);
  }
  return named;
}

export async function createRecurringOrder(
  ctx: RecurringContext,
  actor: SessionUser,
  input: CreateInput,
  ipAddress: string | null,
): Promise<RecurringOrderResponse> {
  const now = new Date();
  const clientId = await bookingClient(ctx.db, actor, input.clientId);
  // Refused exactly like a booking (400 naming pickupAddress or deliveryAddress), and only once:
  // every occurrence books the place resolved here.
  const { pickup, delivery } = await resolveOrderEnds(ctx.services.geocoder, input.template);
  await checkBookingTags(ctx.db, clientId, input.template, 'template.');
  const scheduled = input.template.scheduledDate;
  const startDate = input.startDate ?? (scheduled ? dayKey(scheduled) : dayKey(now));
  const timeOfDay = input.timeOfDay ?? (scheduled ? centralTimeOfDay(scheduled) : '09:00');
  if (input.endDate && input.endDate < startDate) {
    throw badRequest(END_BEFORE_START, [{ path: 'endDate', message: END_BEFORE_START }]);
  }
  if (!ruleDays(input.rrule, startDate, startDate, addDays(startDate, 3 * 366)).length) {
    const message = 'rrule gives no dates from startDate on';
    throw badRequest(message, [{ path: 'rrule', message }]);
  }
  const template = {
    ...input.template,
    // References, not signed ids (place-id.ts): the generator signs them again for each booking.
    pickupPlaceId: pickup.placeRef,
    deliveryPlaceId: delivery.placeRef,
    pickupAddress: pickup.address,
    pickupLatitude: pickup.point.latitude,
    pickupLongitude: pickup.point.longitude,
    deliveryAddress: delivery.address,
    deliveryLatitude: delivery.point.latitude,
    deliveryLongitude: delivery.point.longitude,
    // Each occurrence gets its own date and its own server price.
    scheduledDate: null,
    shownTotalCost: null,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertRecurring(tx, {
      clientId,
      rrule: input.rrule,
      template,
      startDate,
      endDate: input.endDate ?? null,
      timeOfDay,
      skipDates: [...new Set(input.skipDates)],
    });
    await recordAudit(tx, {
      action: 'recurring_order_created',
      actorUserId: actor.id,
      entityType: 'recurring_order',
      entityId: created.id,
      ipAddress,
      details: { clientId, rrule: input.rrule, startDate, timeOfDay, endDate: input.endDate ?? null },
    });
    return created;
  });
  // The first days within the horizon are booked now, so the client sees them at once.
  await generateOccurrences(ctx.db, ctx.services, { horizonDays: ctx.horizonDays, onlyId: row.id });
  return one(ctx.db, row);
}

export async function listRecurringOrders(db: Db, viewer: SessionUser) {
  const rows = await repo.listRecurring(
    db,
    hasPermission(viewer, 'read:standing-order:any') ? null : viewer.id,
  );
  return toResponses(db, rows);
}

export async function getRecurringOrder(db: Db, viewer: SessionUser, id: number) {
  return one(db, await visible(db, viewer, id));
}

export async function updateRecurringOrder(
  ctx: RecurringContext,
  viewer: SessionUser,
  id: number,
  input: UpdateInput,
  ipAddress: string | null,
) {
  const row = await visible(ctx.db, viewer, id);
  if (row.status === 'ended')
    throw new AppError('STANDING_ORDER_ENDED', 'This standing order has ended and cannot change');
  if (input.endDate && input.endDate < row.startDate) {
    const message = 'endDate cannot be before the start date';
    throw badRequest(message, [{ path: 'endDate', message }]);
  }
  const stopping = input.status === 'paused' || input.status === 'ended' ? input.status : null;
  const now = new Date();
  const { updated, stopped } = await ctx.db.transaction(async (tx) => {
    const next = await repo.updateRecurring(tx, id, {
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.skipDates !== undefined ? { skipDates: [...new Set(input.skipDates)] } : {}),
      ...(input.endDate !== undefined ? { endDate: input.endDate ?? null } : {}),
    });
    // Pausing or ending also cancels the runs already booked ahead that nobody has paid for yet,
    // in the same transaction: the client never sees a paused standing order still booking them.
    const cancelled = stopping
      ? await cancelPendingOccurrences(tx, viewer, id, stopping, now, ipAddress)
      : [];
    const result = stopping
      ? { cancelled: cancelled.length, remaining: await repo.countLiveOccurrences(tx, id, dayKey(now)) }
      : undefined;
    await recordAudit(tx, {
      action: 'recurring_order_updated',
      actorUserId: viewer.id,
      entityType: 'recurring_order',
      entityId: id,
      ipAddress,
      details: { from: row.status, ...input, ...(result ? { cancelledOrderIds: cancelled, ...result } : {}) },
    });
    return { updated: next, stopped: result };
  });
  // Resumed: the days within the horizon still ahead are booked now.
  if (updated.status === 'active')
    await generateOccurrences(ctx.db, ctx.services, { horizonDays: ctx.horizonDays, onlyId: id });
  const answer = await one(ctx.db, updated);
  return stopped ? { ...answer, stoppedOrders: stopped } : answer;
}

/**
 * Cancels the standing order's booked orders that are still pending and unpaid with their pickup
 * ahead, each through the one status change (tracking event, custody entry, live events, webhooks)
 * and with its own audit line, as if the client had cancelled it from Orders. Unpaid, so no money
 * moves. Each runs in a savepoint: one that was paid or changed in the meantime is refused by the
 * status change's guard and simply stays (it is then counted among those that remain).
 */
async function cancelPendingOccurrences(
  tx: Tx,
  viewer: SessionUser,
  recurringId: number,
  status: 'paused' | 'ended',
  now: Date,
  ipAddress: string | null,
): Promise<number[]> {
  const cancelled: number[] = [];
  for (const orderId of await repo.cancellableOccurrences(tx, recurringId, now)) {
    try {
      await tx.transaction(async (sp) => {
        const { before } = await changeOrderStatus(sp, {
          orderId,
          action: 'cancel',
          actor: { userId: viewer.id, role: viewer.role },
          note: `Standing order ${recurringId} ${status}`,
        });
        await recordAudit(sp, {
          action: 'order_cancel',
          actorUserId: viewer.id,
          entityType: 'order',
          entityId: orderId,
          ipAddress,
          details: { from: before.status, to: 'cancelled', reason: `recurring_order_${status}`, recurringId },
        });
      });
      cancelled.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  return cancelled;
}

/** DELETE: ends the standing order (kept for its history; its orders stay ordinary orders). */
export async function endRecurringOrder(
  ctx: RecurringContext,
  viewer: SessionUser,
  id: number,
  ip: string | null,
) {
  const row = await visible(ctx.db, viewer, id);
  if (row.status === 'ended') return one(ctx.db, row);
  return updateRecurringOrder(ctx, viewer, id, { status: 'ended' }, ip);
}
