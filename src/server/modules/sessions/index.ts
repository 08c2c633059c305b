/** What other modules may use of sessions. */
export { sessionUserColumns, toSessionUser } from './session-user';
export {
  type SessionPolicy,
  createSession,
  listLiveSessions,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
} from './sessions';
