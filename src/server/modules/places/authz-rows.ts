/**
 * The authorisation matrix's rows for the places module's routes (security/authz-table.ts): any signed-in
 * user.
 */
import { place, query, signedIn } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/places/autocomplete', ...signedIn(200), build: query('q=Houston') },
  { route: 'GET /api/places/:placeId', ...signedIn(200), object: place },
];
