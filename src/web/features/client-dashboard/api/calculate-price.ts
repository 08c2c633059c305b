import type { PricingRequest } from '@domain/orders';
import { apiParseLater } from '@web/lib/api';
import { orderSchemas } from '@web/lib/domain-schemas';

/** POST /api/pricing/calculate: the server's price for the form's route. */
export const calculatePrice = (body: PricingRequest) =>
  apiParseLater(() => orderSchemas().then((m) => m.pricingResponse), 'POST', '/api/pricing/calculate', body);
