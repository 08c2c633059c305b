/**
 * The parts of a hand-over proof kept encrypted at rest: the signature and photo images and the ID
 * digits. Each is sealed with the order and the field as its context. The name and ID type stay
 * readable: the custody ledger commits to them and dispatch searches by them.
 */
import { dataKeyring, type DataKeyring } from './data-keys';
import { isSealed, open, seal } from './field-cipher';

export const SEALED_PROOF_FIELDS = ['signature', 'photo', 'idLast4'] as const;

const contextOf = (orderId: number, field: string) => `order:${orderId}:proof.${field}`;

type Proof = Record<string, unknown>;

/** The proof as stored: each sealed field encrypted; other fields as given. */
export function sealProof<T extends object>(proof: T, orderId: number, keyring = dataKeyring()): T {
  const stored: Proof = { ...(proof as Proof) };
  for (const field of SEALED_PROOF_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string' && !isSealed(value))
      stored[field] = seal(keyring, value, contextOf(orderId, field));
  }
  // The photos of a hand-over's piece exceptions, by label: each sealed like the step's photo.
  const photos = stored.exceptionPhotos;
  if (photos && typeof photos === 'object' && !Array.isArray(photos)) {
    stored.exceptionPhotos = Object.fromEntries(
      Object.entries(photos as Proof).map(([label, photo]) => [
        label,
        typeof photo === 'string' && !isSealed(photo)
          ? seal(keyring, photo, contextOf(orderId, `exceptionPhotos.${label}`))
          : photo,
      ]),
    );
  }
  return stored as T;
}

/** The proof as read: each sealed field opened (a field written before encryption passes as it is). */
export function openProof(proof: unknown, orderId: number, keyring = dataKeyring()): unknown {
  if (!proof || typeof proof !== 'object' || Array.isArray(proof)) return proof;
  const read: Proof = { ...(proof as Proof) };
  for (const field of SEALED_PROOF_FIELDS) {
    const value = read[field];
    if (isSealed(value)) read[field] = open(keyring, value, contextOf(orderId, field));
  }
  const photos = read.exceptionPhotos;
  if (photos && typeof photos === 'object' && !Array.isArray(photos)) {
    read.exceptionPhotos = Object.fromEntries(
      Object.entries(photos as Proof).map(([label, photo]) => [
        label,
        isSealed(photo) ? open(keyring, photo, contextOf(orderId, `exceptionPhotos.${label}`)) : photo,
      ]),
    );
  }
  return read;
}

/** The proof sealed again with the current key: what a key rotation writes back. */
export function resealProof(proof: unknown, orderId: number, keyring: DataKeyring): unknown {
  const plain = openProof(proof, orderId, keyring);
  if (!plain || typeof plain !== 'object' || Array.isArray(plain)) return plain;
  return sealProof(plain, orderId, keyring);
}
