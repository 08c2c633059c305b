/**
 * Order templates. Each end is checked when the template is saved, as a booking would check it: a
 * saved place must be the client's own (else 400 naming the field, so another client's ids are not
 * probed), and typed text must resolve (resolve-addresses.ts). A booking resolves it again anyway.
 */
import type { OrderTemplate, OrderTemplateInput } from '@domain/address-book';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { Db, DbOrTx } from '../../db/client';
import type { PlaceIds } from '../places/index';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { resolveEnd } from '../orders/index';
import { duplicate, isUniqueViolation, listOwner, readable, type Actor } from './owner';
import { toSavedPlace } from './places-service';
import * as repo from './repository';

const ENDS = ['pickup', 'delivery'] as const;

async function withPlaces(db: DbOrTx, ids: PlaceIds, rows: repo.TemplateRow[]): Promise<OrderTemplate[]> {
  const placeRows = rows.flatMap((r) => [r.pickupSavedPlaceId, r.deliverySavedPlaceId]);
  const places = await repo.findPlaces(db, [...new Set(placeRows.filter((id): id is number => id !== null))]);
  const byId = new Map(places.map((p) => [p.id, toSavedPlace(p, ids)]));
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    serviceType: row.serviceType as OrderTemplate['serviceType'],
    priority: row.priority as OrderTemplate['priority'],
    itemDescription: row.itemDescription,
    specialInstructions: row.specialInstructions,
    preferredTimeSlot: row.preferredTimeSlot as OrderTemplate['preferredTimeSlot'],
    requiresSignature: row.requiresSignature,
    requiresId: row.requiresId,
    temperatureClass: row.temperatureClass as OrderTemplate['temperatureClass'],
    requiresPhoto: row.requiresPhoto,
    pickupSavedPlaceId: row.pickupSavedPlaceId,
    pickupAddress: row.pickupAddress,
    pickupContactName: row.pickupContactName,
    pickupContactPhone: row.pickupContactPhone,
    deliverySavedPlaceId: row.deliverySavedPlaceId,
    deliveryAddress: row.deliveryAddress,
    deliveryContactName: row.deliveryContactName,
    deliveryContactPhone: row.deliveryContactPhone,
    pickupPlace: (row.pickupSavedPlaceId && byId.get(row.pickupSavedPlaceId)) || null,
    deliveryPlace: (row.deliverySavedPlaceId && byId.get(row.deliverySavedPlaceId)) || null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function checkEnds(db: Db, geocoder: Geocoder, clientId: number, input: OrderTemplateInput) {
  for (const end of ENDS) {
    const placeId = input[`${end}SavedPlaceId`];
    if (placeId !== null) {
      const place = await repo.findPlace(db, placeId);
      if (!place || place.clientId !== clientId) {
        const message = `${end}SavedPlaceId is not one of your saved places`;
        throw badRequest(message, [{ path: `${end}SavedPlaceId`, message }]);
      }
    }
    const text = input[`${end}Address`];
    if (text !== null) {
      await resolveEnd(geocoder, end, { text, placeId: null, latitude: null, longitude: null });
    }
  }
}

const valuesOf = (clientId: number, input: OrderTemplateInput): repo.TemplateValues => ({
  clientId,
  ...input,
});

async function keeping<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', name);
    // A saved place deleted between the check and the write.
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') {
      throw badRequest('A saved place of this template no longer exists', [
        { path: 'pickupSavedPlaceId', message: 'Choose the place again' },
      ]);
    }
    throw error;
  }
}

export async function listTemplates(db: Db, ids: PlaceIds, actor: Actor, clientId: number | undefined) {
  return withPlaces(db, ids, await repo.listTemplates(db, listOwner(actor, 'order-template', clientId)));
}

export async function getTemplate(db: Db, ids: PlaceIds, actor: Actor, id: number) {
  const row = readable(actor, await repo.findTemplate(db, id), 'Order template');
  return (await withPlaces(db, ids, [row]))[0]!;
}

export async function createTemplate(db: Db, geocoder: Geocoder, actor: Actor, input: OrderTemplateInput) {
  await checkEnds(db, geocoder, actor.userId, input);
  return keeping(input.name, () =>
    db.transaction(async (tx) => {
      const row = await repo.insertTemplate(tx, valuesOf(actor.userId, input));
      await audit(tx, actor, 'order_template_created', row.id, row.name);
      return (await withPlaces(tx, geocoder.ids, [row]))[0]!;
    }),
  );
}

export async function updateTemplate(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  id: number,
  input: OrderTemplateInput,
) {
  readable(actor, await repo.findTemplate(db, id), 'Order template');
  await checkEnds(db, geocoder, actor.userId, input);
  return keeping(input.name, () =>
    db.transaction(async (tx) => {
      const row = await repo.updateTemplate(tx, id, valuesOf(actor.userId, input));
      if (!row) throw notFound('Order template not found');
      await audit(tx, actor, 'order_template_updated', row.id, row.name);
      return (await withPlaces(tx, geocoder.ids, [row]))[0]!;
    }),
  );
}

export async function deleteTemplate(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteTemplate(tx, id, actor.userId))) throw notFound('Order template not found');
    await audit(tx, actor, 'order_template_deleted', id, null);
  });
}

function audit(tx: DbOrTx, actor: Actor, action: string, id: number, name: string | null) {
  return recordAudit(tx, {
    action,
    actorUserId: actor.userId,
    entityType: 'order_template',
    entityId: id,
    ipAddress: actor.ipAddress,
    ...(name ? { details: { name } } : {}),
  });
}
