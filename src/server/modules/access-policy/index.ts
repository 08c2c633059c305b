/**
 * The access policy (decision 023): what each role may do (permissions.ts, the single
 * table) and who may act on one object (objects.ts). Routes declare the permission they need in
 * `config.permission`, read by the hook in plugins/authenticate.ts; services call the named
 * functions on the object they loaded.
 */
export {
  ACCESSES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  REFUSALS,
  MEMBER_PERMISSIONS,
  assertPermission,
  hasPermission,
  memberHasPermission,
  parsePermission,
  refusalMessage,
  roleHasPermission,
  type Access,
  type Action,
  type Entity,
  type Permission,
  type PermissionActor,
  type PermissionString,
} from './permissions';
export {
  actsForOrderClient,
  canMessage,
  canRateOrder,
  canReadClient,
  canReadDriver,
  canReadInvoices,
  canReadOrder,
  canReadSettlement,
  canRunJob,
  isAssignedDriver,
  isOrderParty,
  isOrganizationOrder,
  ownsClientRecord,
  type Actor,
  type OrderParties,
} from './objects';
export {
  clientOrdersScope,
  orderScope,
  orderScopeCondition,
  orderScopeKey,
  type ClientOrdersScope,
  type OrderOwnerScope,
  type OrderScopeKey,
} from './order-scope';
export { conversationScope, invoiceScope, trailScope, type ConversationColumns } from './list-scopes';
export { canCheckIn, deskOrganizationOf, inboundScope } from './receiving-desk';
