/** The auth feature as other features see it: the signed-in user, its query key, the password hints. */
export { fetchMe, ME_KEY } from './api';
export { PasswordHints } from './PasswordHints';
export { authStore, useAuthUser } from './auth-store';
