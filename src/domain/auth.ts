/**
 * Schemas of every account and session request and response. The server validates with them,
 * the web forms resolve with them, the tests build payloads from them: one source of truth.
 */
import { z } from 'zod';
import { ROLES } from './enums';
import { languageField } from './language-field';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './password';
import { sessionUser } from './session-user';

export { PASSWORD_HINTS, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './password';
export { sessionUser, type SessionUser } from './session-user';

/** A six-digit TOTP code. */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Code must be 6 digits');

/** A six-digit TOTP code, or a one-time recovery code (xxxxx-xxxxx) in its place. */
export const secondFactorCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[- ]?[A-Za-z0-9]{5})$/, 'Code must be 6 digits or a recovery code');

export const currentPasswordField = z
  .string({ message: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(200, 'Password is too long');

export const loginRequest = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  /** Required only when the account has two-factor authentication on; a recovery code also works. */
  code: secondFactorCode.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);

export const registerRequest = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200, 'Password is too long'),
  firstName: name('First name'),
  lastName: name('Last name'),
  organizationName: z
    .string()
    .trim()
    .max(120, 'Organization name must be at most 120 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
  phone: z
    .string()
    .trim()
    .max(30, 'Phone is too long')
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Public registration may create client or driver accounts; staff roles are refused by the server. */
  role: z.enum(ROLES, { message: 'Role must be client or driver' }).default('client'),
  /** The language the sign-up page was in: the verification email is written in it. */
  language: languageField.optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

// `params.rule` names a rule for the screens that word it in the reader's language.
// The match check skips an empty confirmation: that field then shows 'Please confirm your
// password' alone, not a mismatch as well (zod 4 runs object refinements despite field issues).

/** The sign-up form adds confirmPassword, compared in the form (the request schema has no such field). */
export const signUpForm = registerRequest
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    params: { rule: 'passwordsMatch' },
  });
export type SignUpForm = z.input<typeof signUpForm>;

export const changePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(200, 'Password is too long'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200, 'Password is too long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    params: { rule: 'passwordsMatch' },
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/**
 * Two-factor toggle. Every call carries the account password (contract). Enabling is two calls:
 * `{enable: true, currentPassword}` answers a secret and QR code, then `{enable: true,
 * currentPassword, code}` confirms it and answers the recovery codes, once. Disabling needs a
 * current code or a recovery code: `{enable: false, currentPassword, code}`.
 */
export const toggleTwoFactorRequest = z.object({
  enable: z.boolean({ message: 'enable must be true or false' }),
  currentPassword: currentPasswordField,
  code: secondFactorCode.optional(),
});
export type ToggleTwoFactorRequest = z.infer<typeof toggleTwoFactorRequest>;

export const toggleTwoFactorResponse = z.object({
  twoFactorEnabled: z.boolean(),
  /** Present while enabling is awaiting confirmation. */
  pending: z.boolean(),
  secret: z.string().optional(),
  otpauthUrl: z.string().optional(),
  qrCode: z.string().optional(),
  /** The one-time recovery codes, in clear only in the answer that enables two-factor. */
  recoveryCodes: z.array(z.string()).optional(),
  message: z.string(),
});
export type ToggleTwoFactorResponse = z.infer<typeof toggleTwoFactorResponse>;

/** New recovery codes replace the old ones; the password is asked again. */
export const recoveryCodesRequest = z.object({ currentPassword: currentPasswordField });
export type RecoveryCodesRequest = z.infer<typeof recoveryCodesRequest>;
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const loginResponse = z.object({ user: sessionUser, sessionToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = sessionUser;

/** The app's language for this person; null goes back to following the browser. */
export const languageRequest = z.object({ language: languageField.nullable() });
export type LanguageRequest = z.infer<typeof languageRequest>;

export const sessionInfo = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const sessionsResponse = z.object({ sessions: z.array(sessionInfo) });

export const securityResponse = z.object({
  security: z.object({
    lastLogin: z.string().nullable(),
    activeSessions: z.number().int(),
    twoFactorEnabled: z.boolean(),
    passwordChangedAt: z.string().nullable(),
    /** Unused recovery codes (0 while two-factor is off): the page suggests new ones when low. */
    recoveryCodesLeft: z.number().int(),
  }),
});
export type SecurityResponse = z.infer<typeof securityResponse>;

export const messageResponse = z.object({ message: z.string() });

export const idParam = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647, 'id is too large'),
});

/** How long an emailed password-reset link works. */
export const RESET_LINK_MINUTES = 30;

/** "Forgot password": one field, the account's username or its email address. */
export const forgotPasswordRequest = z.object({
  login: z
    .string({ message: 'Enter your username or email address' })
    .trim()
    .min(1, 'Enter your username or email address')
    .max(254, 'That is too long for a username or email address'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** A new password chosen through an emailed link; the token is the link's secret part. */
export const resetPasswordRequest = z
  .object({
    token: z
      .string({ message: 'The reset link is incomplete' })
      .trim()
      .min(1, 'The reset link is incomplete')
      .max(200, 'This reset link is not valid')
      .regex(/^[A-Za-z0-9_-]+$/, 'This reset link is not valid'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(200, 'Password is too long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    params: { rule: 'passwordsMatch' },
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
