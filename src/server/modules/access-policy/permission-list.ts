/**
 * The permission vocabulary (decision 023): every `action:entity:access` a role can hold. Adding
 * one: here, then to the roles that hold it in permissions.ts (ROLE_PERMISSIONS).
 */
export const PERMISSIONS = [
  // One's own account: profile, password, second factor, sessions, notification preferences, and
  // the live-updates socket. Every role holds these.
  'read:account:own',
  'update:account:own',
  'subscribe:live-updates:own',
  // Address search and the payment provider's public settings: any signed-in role.
  'read:place:any',
  'read:payment-config:any',
  // Orders and what hangs off them.
  'create:order:own',
  'read:order:own',
  'read:order:assigned',
  'read:order:any',
  'import:order:own',
  'import:order:any',
  'assign:order:any',
  'confirm:order-address:any',
  // The client moves its own order's pin on a map before pickup; dispatch's move is a confirmation.
  'move:order-pin:own',
  'update:order-status:own',
  'update:order-status:assigned',
  'update:order-status:any',
  'read:custody:own',
  'read:custody:any',
  'read:public-link:own',
  'read:public-link:any',
  'create:payment:own',
  'read:payment:own',
  'read:payment:any',
  'create:rating:own',
  'create:rating:assigned',
  'read:rating:own',
  'read:rating:assigned',
  'read:rating:any',
  // An order's conversation: its client, the driver holding the job, dispatch.
  'read:message:own',
  'read:message:assigned',
  'read:message:any',
  'create:message:own',
  'create:message:assigned',
  'create:message:any',
  'read:client-stats:own',
  'read:client-stats:any',
  // A client's address book and standing orders: dispatch reads them, only the client changes them.
  'create:saved-place:own',
  'read:saved-place:own',
  'read:saved-place:any',
  'update:saved-place:own',
  'delete:saved-place:own',
  'create:order-template:own',
  'read:order-template:own',
  'read:order-template:any',
  'update:order-template:own',
  'delete:order-template:own',
  'create:standing-order:own',
  'create:standing-order:any',
  'read:standing-order:own',
  'read:standing-order:any',
  'update:standing-order:own',
  'update:standing-order:any',
  'delete:standing-order:own',
  'delete:standing-order:any',
  // The client's organisation: its members and invitations, its cost centres.
  'read:organization:own',
  'manage:organization-member:own',
  'manage:cost-centre:own',
  'manage:organization-language:own',
  // An organisation's own data: its owner exports it; dispatch exports or erases it on request.
  'export:organization-data:own',
  'export:organization-data:any',
  'erase:organization-data:any',
  // An organisation's contract rate card: its owner reads it; billing (dispatch) reads and sets any.
  'read:rate-card:own',
  'read:rate-card:any',
  'update:rate-card:any',
  // The driver's work: the board of open jobs, its own jobs, its position, shift and figures.
  'read:open-job:any',
  'accept:job:assigned',
  'decline:job:assigned',
  'create:job-location:assigned',
  'update:driver-location:own',
  'update:driver-status:own',
  'read:driver-route:own',
  'read:driver-jobs:own',
  'read:driver-jobs:any',
  'read:driver-stats:own',
  'read:driver-stats:any',
  'read:leaderboard:any',
  // Dispatch's console.
  'read:admin-stats:any',
  'read:analytics:any',
  'read:driver:any',
  'read:client:any',
  'vet:driver:any',
  'update:driver-cold-chain:any',
  'update:driver-capabilities:any',
  'read:dispatch-map:any',
  'manage:auto-dispatch:any',
  'plan:dispatch:any',
  'manage:notifications:any',
  'manage:webhooks:any',
  // Compliance: the access log and the audit trail.
  'read:access-log:any',
  'read:audit:any',
  // An organisation's reviewer: the audit trail of its own orders (decision 066).
  'read:audit:own',
  'manage:access-alert:any',
  'manage:legal-hold:any',
  'manage:retention:any',
  // Invoices of on-account orders, their payments and credit notes, statements and aging: billing
  // staff and dispatch issue and record; an organisation's owner reads its own.
  'read:invoice:own',
  'read:invoice:any',
  'issue:invoice:any',
  'update:invoice:any',
  // How often an organisation is invoiced (monthly or weekly): billing's setting.
  'update:billing-cycle:any',
  'create:invoice-payment:any',
  // Paying an invoice's balance on the provider's hosted page: its owner, or staff for it.
  'pay:invoice:own',
  'pay:invoice:any',
  'create:credit-note:any',
  'read:aging:any',
  // The receiving desk: checking pieces in, and what is on its way. `own`: the desk of the
  // order's delivery organisation (receiving staff and owners, through receiving-desk.ts).
  'create:check-in:own',
  'create:check-in:any',
  'read:inbound:own',
  'read:inbound:any',
  // The directory of receiving sites a booker picks the delivery end from, and an owner's listing.
  'read:receiving-site:any',
  'manage:receiving-site:own',
  // Dispatch's list of discrepancies and their resolution.
  'read:discrepancy:any',
  'resolve:discrepancy:any',
  // Driver pay: dispatch sets the rules and settles each week; a driver reads its own pay only.
  // The accounting export carries settlements to the books.
  'read:pay-rule:any',
  'manage:pay-rule:any',
  'read:settlement:own',
  'read:settlement:any',
  'manage:settlement:any',
  'export:accounting:any',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
