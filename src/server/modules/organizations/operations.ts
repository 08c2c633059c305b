/** The API contract's rows for organisations and joining one (joined in openapi/operations.ts). */
import { NO_CONTENT, type Operation } from '../../openapi/operation-types';

export const ORGANIZATION_OPERATIONS: Record<string, Operation> = {
  'GET /api/organizations/me': {
    operationId: 'getMyOrganization',
    summary:
      "The organisation the caller acts for, its members, the caller's role (and open invitations, for an owner)",
    tag: 'organizations',
  },
  'GET /api/organizations/me/cost-centres': {
    operationId: 'getMyCostCentres',
    summary: "The cost centres the caller's bookings may name (owners and bookers), without the member list",
    tag: 'organizations',
  },
  'POST /api/organizations/:id/members': {
    operationId: 'inviteMember',
    summary:
      'Owner only: email a single-use link, valid 7 days, to join with a role (owner, booker, viewer, receiving)',
    tag: 'organizations',
    errors: [409],
  },
  'DELETE /api/organizations/:id/members/:userId': {
    operationId: 'removeMember',
    summary:
      'Owner only: take a member out of the organisation and end their sessions (never the last owner)',
    tag: 'organizations',
    errors: [409],
    success: NO_CONTENT,
  },
  'PUT /api/organizations/:id/cost-centres': {
    operationId: 'setCostCentres',
    summary: 'Owner only: the cost centres bookings may name (an empty list: none)',
    tag: 'organizations',
  },
  'PUT /api/organizations/:id/language': {
    operationId: 'setOrganizationLanguage',
    summary:
      "Owner only: the organisation's default language (en or es; null for none), used for members who chose none, its recipients' texts and page when nobody chose, and its emails",
    tag: 'organizations',
  },
  'PUT /api/organizations/:id/receiving-site': {
    operationId: 'setReceivingSite',
    summary:
      'Owner only: list the organisation in the directory of receiving sites (bookers may then deliver to its desk), or take it out',
    tag: 'organizations',
  },
  'POST /api/invitations/preview': {
    operationId: 'previewInvitation',
    summary: 'Which organisation and role an invitation link is for, before joining (no session)',
    tag: 'organizations',
  },
  'POST /api/invitations/accept': {
    operationId: 'acceptInvitation',
    summary: 'Join with an invitation link: choose a username and password, become a member, signed in',
    tag: 'organizations',
    errors: [409, 503],
  },
};
