/**
 * The password rules people see while typing. Kept apart from the zod schemas in ./auth so the
 * sign-up form can tick its hints before the schemas (and zod) have loaded in the browser.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

/** The character classes the change-password help lists: shown as live hints, not enforced. */
export const PASSWORD_HINTS = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'An upper case letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lower case letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;
