/**
 * Receiving sites: organisations (a lab, a hospital's receiving, a bank branch) that opted in to
 * be named as the delivery end of other organisations' orders. The booker picks one from the
 * directory; the server checks the id against the directory and records it on the order, and the
 * site's receiving desk (its members with a desk role) then sees the order inbound and checks its
 * pieces in.
 */
import { z } from 'zod';
import type { OrganizationRole } from './enums';

/** The organisation roles that work the receiving desk: its receiving staff, and its owners. */
export const RECEIVING_DESK_ROLES: readonly OrganizationRole[] = ['owner', 'receiving'];

export const isReceivingDeskRole = (role: OrganizationRole | null | undefined): boolean =>
  !!role && RECEIVING_DESK_ROLES.includes(role);

export const RECEIVING_SITE_UNKNOWN =
  'deliveryOrganizationId must be a receiving site from the directory (GET /api/receiving-sites)';

/** The booking's receiving site: an organisation id from the directory, or none. */
export const deliveryOrganizationField = z
  .number({ message: 'deliveryOrganizationId must be the id of a receiving site' })
  .int('deliveryOrganizationId must be the id of a receiving site')
  .positive('deliveryOrganizationId must be the id of a receiving site')
  .nullish()
  .transform((v) => v ?? null);

export const receivingSite = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The organisation's own address, to help the booker tell two sites apart. */
  address: z.string().nullable(),
});
export type ReceivingSite = z.infer<typeof receivingSite>;
export const receivingSitesResponse = z.array(receivingSite);

/** PUT /api/organizations/{id}/receiving-site: the owner lists (or unlists) its organisation. */
export const receivingSiteRequest = z.object({
  receivingSite: z.boolean({ message: 'receivingSite must be true or false' }),
});
export type ReceivingSiteRequest = z.infer<typeof receivingSiteRequest>;
