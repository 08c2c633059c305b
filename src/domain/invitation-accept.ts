/**
 * The invitee's own sign-up, kept apart from the organisation's other schemas because it is built
 * from the account's sign-up request: the order schemas use the organisation's cost centre field,
 * and would otherwise build every account schema too on a client screen's first read.
 */
import type { z } from 'zod';
import { registerRequest } from './auth';
import { invitationToken } from './organizations';

/** The invitee chooses the login; the email is the invitation's, not theirs to change. */
export const acceptInvitationRequest = registerRequest
  .pick({ username: true, password: true, firstName: true, lastName: true, phone: true })
  .extend({ token: invitationToken });
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationRequest>;
