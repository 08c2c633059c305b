/** Saved places: resolved on the server before they are kept (resolve-place.ts), one audit line each. */
import type { z } from 'zod';
import type { SavedPlace, savedPlaceRequest } from '@domain/address-book';
import type { ServiceState } from '@domain/enums';
import type { Geocoder } from '../../adapters/geocoder/index';
import type { Db } from '../../db/client';
import type { PlaceIds } from '../places/index';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { duplicate, isUniqueViolation, listOwner, readable, type Actor } from './owner';
import * as repo from './repository';
import { resolveSavedPlace } from './resolve-place';

type PlaceInput = z.output<typeof savedPlaceRequest>;

/** The database keeps the place's reference; the browser gets it signed (place-id.ts). */
export const toSavedPlace = (row: repo.PlaceRow, ids: PlaceIds): SavedPlace => ({
  id: row.id,
  clientId: row.clientId,
  label: row.label,
  address: row.address,
  placeId: ids.sign(row.placeId),
  latitude: row.latitude,
  longitude: row.longitude,
  state: row.state as ServiceState,
  precision: row.precision as SavedPlace['precision'],
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  accessNotes: row.accessNotes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function valuesFor(geocoder: Geocoder, clientId: number, input: PlaceInput): Promise<repo.PlaceValues> {
  const place = await resolveSavedPlace(geocoder, { address: input.address, placeId: input.placeId });
  return {
    clientId,
    label: input.label,
    address: place.address,
    placeId: place.placeId,
    latitude: place.point.latitude.toFixed(6),
    longitude: place.point.longitude.toFixed(6),
    state: place.state,
    precision: place.precision,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    accessNotes: input.accessNotes,
  };
}

async function keeping<T>(label: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('label', label);
    throw error;
  }
}

export async function listPlaces(db: Db, ids: PlaceIds, actor: Actor, clientId: number | undefined) {
  return (await repo.listPlaces(db, listOwner(actor, 'saved-place', clientId))).map((row) =>
    toSavedPlace(row, ids),
  );
}

export async function getPlace(db: Db, ids: PlaceIds, actor: Actor, id: number) {
  return toSavedPlace(readable(actor, await repo.findPlace(db, id), 'Saved place'), ids);
}

export async function createPlace(db: Db, geocoder: Geocoder, actor: Actor, input: PlaceInput) {
  const values = await valuesFor(geocoder, actor.userId, input);
  return keeping(input.label, () =>
    db.transaction(async (tx) => {
      const row = await repo.insertPlace(tx, values);
      await audit(tx, actor, 'saved_place_created', row);
      return toSavedPlace(row, geocoder.ids);
    }),
  );
}

export async function updatePlace(db: Db, geocoder: Geocoder, actor: Actor, id: number, input: PlaceInput) {
  readable(actor, await repo.findPlace(db, id), 'Saved place');
  const values = await valuesFor(geocoder, actor.userId, input);
  return keeping(input.label, () =>
    db.transaction(async (tx) => {
      const row = await repo.updatePlace(tx, id, values);
      if (!row) throw notFound('Saved place not found');
      await audit(tx, actor, 'saved_place_updated', row);
      return toSavedPlace(row, geocoder.ids);
    }),
  );
}

export async function deletePlace(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.deletePlace(tx, id, actor.userId))) throw notFound('Saved place not found');
    await recordAudit(tx, {
      action: 'saved_place_deleted',
      actorUserId: actor.userId,
      entityType: 'saved_place',
      entityId: id,
      ipAddress: actor.ipAddress,
    });
  });
}

function audit(tx: Parameters<typeof recordAudit>[0], actor: Actor, action: string, row: repo.PlaceRow) {
  return recordAudit(tx, {
    action,
    actorUserId: actor.userId,
    entityType: 'saved_place',
    entityId: row.id,
    ipAddress: actor.ipAddress,
    details: { label: row.label, placeId: row.placeId, state: row.state, precision: row.precision },
  });
}
