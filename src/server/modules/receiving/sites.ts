/**
 * The directory of receiving sites, and the booking's check of the one it names: the server
 * records an organisation as an order's delivery end only when it is listed in the directory,
 * whatever id a browser sends.
 */
import { RECEIVING_SITE_UNKNOWN, type ReceivingSite } from '@domain/receiving-sites';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../errors';
import { findReceivingSite, listReceivingSites } from './repository';

export function receivingSites(db: DbOrTx): Promise<ReceivingSite[]> {
  return listReceivingSites(db);
}

/** The booking's delivery organisation: a listed receiving site, or a 400 naming the field. */
export async function assertReceivingSite(db: DbOrTx, organizationId: number): Promise<number> {
  if (await findReceivingSite(db, organizationId)) return organizationId;
  throw badRequest(RECEIVING_SITE_UNKNOWN, [
    { path: 'deliveryOrganizationId', message: RECEIVING_SITE_UNKNOWN },
  ]);
}
