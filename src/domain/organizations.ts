/**
 * A client account is an organisation with members. Each member has one role in it:
 *   owner     books, sees the organisation's orders, and manages members and cost centres;
 *   booker    books and sees the organisation's orders;
 *   viewer    sees the organisation's orders, and changes nothing (no booking, paying or cancelling);
 *   receiving sees nothing of booking (the receiving desk is its own screen).
 * Which permissions each role keeps is the access policy's table (MEMBER_PERMISSIONS).
 */
import { z } from 'zod';
import { languageField } from './language-field';
import { ORGANIZATION_ROLES } from './enums';

export { ORGANIZATION_ROLES, type OrganizationRole } from './enums';

/** An invitation link works once, for this many days. */
export const INVITATION_DAYS = 7;

export const organizationRoleSchema = z.enum(ORGANIZATION_ROLES, {
  message: 'role must be owner, booker, viewer or receiving',
});

export const inviteMemberRequest = z.object({
  email: z
    .string({ message: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254, 'email is too long')
    .pipe(z.email('Enter a valid email address')),
  role: organizationRoleSchema,
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;

export const invitationToken = z
  .string({ message: 'token is required' })
  .trim()
  .min(20, 'This invitation link is not valid')
  .max(100, 'This invitation link is not valid');

export const invitationTokenRequest = z.object({ token: invitationToken });

/** What the join page shows before the invitee chooses a login. */
export const invitationPreviewResponse = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewResponse>;

const costCentreName = z
  .string({ message: 'Each cost centre must be text' })
  .trim()
  .min(1, 'A cost centre cannot be empty')
  .max(60, 'A cost centre must be at most 60 characters');

export const costCentresRequest = z.object({
  costCentres: z
    .array(costCentreName, { message: 'costCentres must be a list' })
    // An empty list is an organisation with no cost centres: bookings then name none.
    .min(0)
    .max(200, 'At most 200 cost centres')
    .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, {
      message: 'Each cost centre must be named once',
    }),
});
export type CostCentresRequest = z.infer<typeof costCentresRequest>;

/** The cost centres a booking may name: what the booking form offers, without the member list. */
export const costCentresResponse = z.object({ costCentres: z.array(z.string()) });
export type CostCentresResponse = z.infer<typeof costCentresResponse>;

/**
 * The organisation's default language: for members who have not chosen their own, for its
 * recipients' texts and page when nobody chose, and for its emails. null: no default (each
 * member's browser decides).
 */
export const organizationLanguageRequest = z.object({ language: languageField.nullable() });
export type OrganizationLanguageRequest = z.infer<typeof organizationLanguageRequest>;

/** The cost centre a booking names: one of its organisation's, checked by the server. */
export const costCentreField = z
  .string({ message: 'costCentre must be text' })
  .trim()
  .max(60, 'costCentre must be at most 60 characters')
  .nullish()
  .transform((v) => (v ? v : null));

export const organizationMember = z.object({
  userId: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
});
export type OrganizationMember = z.infer<typeof organizationMember>;

export const pendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: organizationRoleSchema,
  expiresAt: z.string(),
});

export const organizationResponse = z.object({
  organization: z.object({
    id: z.number().int(),
    name: z.string(),
    costCentres: z.array(z.string()),
    /** Listed in the directory of receiving sites (bookers may name it as a delivery end). */
    receivingSite: z.boolean(),
    /** Its default language (organizationLanguageRequest); null: none set. */
    language: languageField.nullable(),
  }),
  myRole: organizationRoleSchema,
  /** The members and open invitations: listed for the owner, who manages them; others see members. */
  members: z.array(organizationMember),
  invitations: z.array(pendingInvitation),
});
export type OrganizationResponse = z.infer<typeof organizationResponse>;

export const invitationResponse = z.object({
  invitation: pendingInvitation,
  message: z.string(),
});

export const memberParams = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
  userId: z.coerce
    .number({ message: 'userId must be a number' })
    .int('userId must be a whole number')
    .positive('userId must be positive')
    .max(2_147_483_647, 'userId is too large'),
});
