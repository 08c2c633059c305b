/** Calls of the sign-in, sign-up and sign-out flows; schemas and types come from @domain/auth. */
import {
  loginResponse,
  messageResponse,
  sessionUser,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@domain/auth';
import { signUpAnswer, type VerifyEmailRequest } from '@domain/sign-up';
import type { z } from 'zod';
import { apiParse, errorCode } from '@web/lib/api';

export { ME_KEY } from '@web/lib/session';

/** The 200 answer may in theory lack the user (shown as 'Login Error'): parsed as such. */
const loginAnswer = loginResponse.partial().extend({ user: sessionUser.nullish() });
export type LoginAnswer = z.output<typeof loginAnswer>;

export function login(body: LoginRequest): Promise<LoginAnswer> {
  return apiParse(loginAnswer, 'POST', '/api/auth/login', body);
}

/** POST /api/register: the same answer whatever is taken; the email finishes the sign-up. */
export function register(body: RegisterRequest) {
  return apiParse(signUpAnswer, 'POST', '/api/register', body);
}

/** POST /api/auth/verify-email with the emailed link's token: the account is made and signed in. */
export function verifyEmail(body: VerifyEmailRequest): Promise<LoginAnswer> {
  return apiParse(loginAnswer, 'POST', '/api/auth/verify-email', body);
}

export function logout() {
  return apiParse(messageResponse, 'POST', '/api/auth/logout');
}

/** GET /api/auth/me, parsed: the signed-in user as the server sees it now. */
export function fetchMe() {
  return apiParse(sessionUser, 'GET', '/api/auth/me');
}

/** True when the server refused a sign-in only because the account's second factor is missing. */
export function isTwoFactorRequired(error: unknown): boolean {
  return errorCode(error) === 'TWO_FACTOR_REQUIRED';
}

/** POST /api/auth/forgot-password: the same answer whether or not an account matched. */
export function requestPasswordReset(body: ForgotPasswordRequest) {
  return apiParse(messageResponse, 'POST', '/api/auth/forgot-password', body);
}

/** POST /api/auth/reset-password with the emailed link's token. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiParse(messageResponse, 'POST', '/api/auth/reset-password', body);
}
