/** What other modules may use of organizations: the signed-in member's organisation and its invitations. */
export { hashInvitationToken, myOrganization } from './service';
