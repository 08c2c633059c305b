/**
 * The signed-in user as every answer shows it, apart from the other account schemas (auth.ts
 * re-exports it): a signed-in screen checks GET /api/auth/me with this one schema, so its first
 * load builds no more zod schemas than the user's own.
 */
import { z } from 'zod';
import { DRIVER_APPROVALS } from './driver-approval';
import { ORGANIZATION_ROLES, ROLES } from './enums';
import { languageField } from './language-field';

/** The signed-in user as every answer shows it: never a hash, a secret or a token. */
export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** Clients: the organisation they act for, and their role in it (domain/organizations.ts). */
  organizationId: z.number().int().nullable(),
  organizationRole: z.enum(ORGANIZATION_ROLES).nullable(),
  /** The driver record's id, for drivers only (contract: driverId in paths is that record's id). */
  driverId: z.number().int().optional(),
  /** Drivers only: vetting. A pending or rejected driver cannot take jobs. */
  driverApproval: z.enum(DRIVER_APPROVALS).optional(),
  /** Drivers only, once rejected: the reason dispatch gave. */
  driverRejectionReason: z.string().nullable().optional(),
  /**
   * The language the person chose for the app; null (or absent, in a copy stored before it
   * existed) follows the browser's.
   */
  language: languageField.nullable().optional(),
  /** Clients: their organisation's default language, for when they chose none (null: no default). */
  organizationLanguage: languageField.nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;
