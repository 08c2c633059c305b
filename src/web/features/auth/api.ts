/** Calls of the sign-in, sign-up and sign-out flows; schemas and types come from @domain/auth. */
import type { LoginRequest, LoginResponse, RegisterRequest, SessionUser } from '@domain/auth';
import { apiJson, errorCode } from '@web/lib/api';

export const ME_KEY = ['/api/auth/me'] as const;

/** The 200 answer may in theory lack the user (shown as 'Login Error'); the type says so. */
export type LoginAnswer = Partial<LoginResponse> & { user?: SessionUser | null };

export function login(body: LoginRequest): Promise<LoginAnswer> {
  return apiJson<LoginAnswer>('POST', '/api/auth/login', body);
}

export function register(body: RegisterRequest): Promise<LoginAnswer> {
  return apiJson<LoginAnswer>('POST', '/api/register', body);
}

export function logout(): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/auth/logout');
}

/** True when the server refused a sign-in only because the account's second factor is missing. */
export function isTwoFactorRequired(error: unknown): boolean {
  return errorCode(error) === 'TWO_FACTOR_REQUIRED';
}
