/** The auth feature as other features see it: re-reading the session, the sign-in frame, the password hints. */
export { fetchMe } from './deferred';
export { PasswordHints } from './PasswordHints';
export { LoginFrame } from './LoginFrame';
export { useFinishSignIn } from './use-finish-sign-in';
