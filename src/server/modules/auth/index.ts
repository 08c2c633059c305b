/** What other modules may use of auth. */
export { hashPassword } from './password';
export { type ResetMail } from './password-reset';
export { type AuthSettings, type ClientInfo } from './service';
export { loadSessionUser, updateUser, usernameOrEmailTaken } from './repository';
export { forgetStaleSignUps } from './sign-up';
