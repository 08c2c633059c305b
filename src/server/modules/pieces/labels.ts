/**
 * Piece labels are issued by the server, never taken from a request: the order's display number,
 * the piece's number and six random characters (ML-0042-2-K7QM4Z). The random part keeps anyone
 * from writing a label for an order they do not hold (labels are unique across orders); the
 * alphabet leaves out 0, 1, I and O, which a person typing a label from the paper confuses.
 */
import { randomBytes } from 'node:crypto';
import { displayNumber } from '@domain/display';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const RANDOM_CHARS = 6;

export function issueLabel(orderId: number, seq: number): string {
  // 32 divides 256, so each byte modulo 32 is uniform.
  const random = [...randomBytes(RANDOM_CHARS)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${displayNumber(orderId)}-${seq}-${random}`;
}
