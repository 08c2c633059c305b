/**
 * Ids the server hands out and later takes back (a place id from the address suggestions) carry an
 * HMAC of their content, so the server can tell its own ids from ones a caller wrote or altered.
 * Form: `<payload>.<mac>`, both base64url; the mac is HMAC-SHA256 over the purpose and the payload
 * (the purpose keeps an id of one kind from passing as another), cut to 128 bits.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface IdSigner {
  /** The payload with its mac appended. */
  sign(payload: string): string;
  /** The payload of an id this server signed with this key and purpose, or null. */
  verify(id: string): string | null;
}

const MAC_BYTES = 16;
const MAC_CHARS = Math.ceil((MAC_BYTES * 4) / 3);
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function createIdSigner(key: Buffer, purpose: string): IdSigner {
  const mac = (payload: string) =>
    createHmac('sha256', key).update(`${purpose}\0${payload}`).digest().subarray(0, MAC_BYTES);
  return {
    sign: (payload) => `${payload}.${mac(payload).toString('base64url')}`,
    verify(id) {
      const dot = id.lastIndexOf('.');
      if (dot <= 0 || id.length - dot - 1 !== MAC_CHARS) return null;
      const payload = id.slice(0, dot);
      const given = id.slice(dot + 1);
      if (!BASE64URL.test(payload) || !BASE64URL.test(given)) return null;
      const expected = mac(payload);
      const sent = Buffer.from(given, 'base64url');
      return sent.length === expected.length && timingSafeEqual(sent, expected) ? payload : null;
    },
  };
}
