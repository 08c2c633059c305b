/** Matrix rows: each person's language for the app, a setting about itself only. */
import { body, ownAccount } from './objects';
import type { Row } from './types';

export const ROWS_LANGUAGES: readonly Row[] = [
  // null is every new account's value: the row checks who may call, and changes nothing.
  { route: 'PUT /api/auth/language', ...ownAccount(200), build: body({ language: null }) },
];
