/**
 * Whose address book a request reads or changes. A client's own, always; an admin reads any
 * client's (named by `?clientId=` on lists) and changes none: the book is the client's to keep.
 * Someone else's entry answers 404, so its existence does not leak.
 */
import type { Role } from '@domain/enums';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { hasPermission, ownsClientRecord } from '../access-policy/index';

export interface Actor {
  userId: number;
  role: Role;
  ipAddress: string;
}

export function listOwner(
  actor: Actor,
  entity: 'saved-place' | 'order-template',
  clientId: number | undefined,
): number {
  if (hasPermission(actor, `read:${entity}:any`)) {
    if (clientId === undefined) {
      throw badRequest('clientId is required', [{ path: 'clientId', message: 'Name the client' }]);
    }
    return clientId;
  }
  if (clientId !== undefined && clientId !== actor.userId) throw forbidden();
  return actor.userId;
}

/** The row when the actor may read it; 404 otherwise. */
export function readable<T extends { clientId: number }>(actor: Actor, row: T | undefined, what: string): T {
  if (!row || !ownsClientRecord({ id: actor.userId, role: actor.role }, row))
    throw notFound(`${what} not found`);
  return row;
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

/** A name the client already uses: 409 naming the field. */
export function duplicate(field: string, value: string) {
  const error = new AppError('NAME_TAKEN', `You already have one named "${value}"`);
  error.extra.errors = [{ path: field, message: 'Already used' }];
  return error;
}
