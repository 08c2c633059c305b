/**
 * Matrix rows: an organisation's contract rate card. Dispatch and billing set one for any organisation; the
 * owner (the demo clients are owners) reads its own, and another organisation's id answers 404,
 * its existence hidden. Drivers have none. The card set here starts in 2099, so the orders other
 * rows book today are still priced with the standard card.
 */
import { STANDARD_RATE_CARD } from '@domain/pricing';
import { adminOnly, body, organization } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  {
    route: 'GET /api/organizations/:id/rate-card',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    billing: 200,
    object: organization,
  },
  {
    route: 'PUT /api/organizations/:id/rate-card',
    ...adminOnly,
    billing: 200,
    object: organization,
    mutates: true,
    build: body({ effectiveFrom: '2099-01-01', card: { ...STANDARD_RATE_CARD, baseRate: '30.00' } }),
  },
];
