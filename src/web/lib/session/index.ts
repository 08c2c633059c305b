/** The signed-in person as every screen reads it: the user held for this tab, and its query key. */
export { authStore, isPlausibleUser, USER_STORAGE_KEY, useAuthUser } from './auth-store';
export { ME_KEY } from './session-key';
