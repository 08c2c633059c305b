import { pricingResponse, type PricingRequest } from '@domain/orders';
import { apiParse } from '@web/lib/api';

/** POST /api/pricing/calculate: the server's price for the form's route. */
export const calculatePrice = (body: PricingRequest) =>
  apiParse(pricingResponse, 'POST', '/api/pricing/calculate', body);
