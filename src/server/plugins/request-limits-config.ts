/** Which routes the request limits cover, with their numbers from config (docs/security.md). */
import type { Config } from '../config';
import type { RequestLimits } from './request-limits';

export function requestLimits(config: Config): RequestLimits {
  return {
    'POST /api/pricing/calculate': {
      perSession: config.RATE_PRICING_PER_SESSION,
      perIp: config.RATE_PRICING_PER_IP,
    },
    'POST /api/orders/:id/messages': {
      perSession: config.RATE_MESSAGES_PER_SESSION,
      perIp: config.RATE_MESSAGES_PER_IP,
    },
    'GET /api/places/autocomplete': {
      perSession: config.RATE_PLACES_PER_SESSION,
      perIp: config.RATE_PLACES_PER_IP,
    },
    // One call resolves and prices up to 1,000 orders. Counted before the body is read.
    'POST /api/orders/import': {
      perSession: config.RATE_IMPORT_PER_SESSION,
      perIp: config.RATE_IMPORT_PER_IP,
    },
  };
}
