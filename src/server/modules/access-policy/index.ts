/**
 * The access policy (issue 20, decision 023): what each role may do (permissions.ts, the single
 * table) and who may act on one object (objects.ts). Routes declare the permission they need in
 * `config.permission`, read by the hook in plugins/authenticate.ts; services call the named
 * functions on the object they loaded.
 */
export {
  ACCESSES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  REFUSALS,
  assertPermission,
  hasPermission,
  parsePermission,
  refusalMessage,
  roleHasPermission,
  type Access,
  type Action,
  type Entity,
  type Permission,
  type PermissionString,
} from './permissions';
export {
  canMessage,
  canRateOrder,
  canReadClient,
  canReadDriver,
  canReadOrder,
  canRunJob,
  isAssignedDriver,
  isOrderParty,
  ownsClientRecord,
  type Actor,
  type OrderParties,
} from './objects';
