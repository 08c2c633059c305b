/** The auth feature as other features see it: the signed-in user, its query key, the password hints. */
export { fetchMe } from './deferred';
export { ME_KEY } from './session-key';
export { PasswordHints } from './PasswordHints';
export { authStore, useAuthUser } from './auth-store';
export { LoginFrame } from './LoginFrame';
export { useFinishSignIn } from './use-finish-sign-in';
