/**
 * One value sealed with AES-256-GCM (node:crypto): `enc1:<key id>:<iv>:<tag>:<ciphertext>`, each
 * part base64url. The context (the order and the field) is authenticated too, so a sealed value
 * copied into another order or another field does not open. A value without the prefix is one
 * written before encryption existed and is returned as it is; `npm run data-key:rotate` seals it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DataKeyring } from './data-keys';

const PREFIX = 'enc1:';
const IV_BYTES = 12;

export const isSealed = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

export function seal(keyring: DataKeyring, plain: string, context: string): string {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return `${PREFIX}${id}:${parts.join(':')}`;
}

export class SealedValueError extends Error {}

/** The plain text of a sealed value; throws one line when its key is unknown or it was altered. */
export function open(keyring: DataKeyring, value: string, context: string): string {
  if (!isSealed(value)) return value;
  const [id, iv, tag, data] = value.slice(PREFIX.length).split(':');
  const entry = id === undefined ? undefined : keyring.byId.get(id);
  if (!entry || iv === undefined || tag === undefined || data === undefined) {
    throw new SealedValueError(
      `A value sealed with data key ${id ?? '?'} cannot be opened: that key is not in DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_PREVIOUS_KEYS`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', entry.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedValueError(`A value sealed with data key ${id} failed its integrity check (${context})`);
  }
}

/** The id of the key that sealed a value, or null for a plain one. */
export const sealedKeyId = (value: string): string | null =>
  isSealed(value) ? (value.slice(PREFIX.length).split(':')[0] ?? null) : null;
