/**
 * What stands between a valid form and POST /api/orders (the form's rules), and the payload it sends
 * pure, so the rules are tested without a browser.
 */
import type { AddressEnd } from '@domain/addresses';
import { PRICING_REQUIRED } from '@domain/booking-messages';
import type { orderFormSchema } from '@domain/orders';
import type { z } from 'zod';
import type { NewOrderPayload } from './api/create-order';
import type { PriceEstimate } from './use-price-estimate';

export type OrderFormOutput = z.output<typeof orderFormSchema>;
export type ToastText = { title: string; description: string };

/** The spec's messages are 'Title: description'; a toast shows the two parts apart. */
export function toToast(message: string): ToastText {
  const at = message.indexOf(': ');
  return at < 0
    ? { title: message, description: '' }
    : { title: message.slice(0, at), description: message.slice(at + 2) };
}

type Points = Pick<
  OrderFormOutput,
  'pickupLatitude' | 'pickupLongitude' | 'deliveryLatitude' | 'deliveryLongitude'
>;

/** The ends whose address was typed but not picked from the suggestions (no point yet). */
export function unpickedEnds(values: Points): AddressEnd[] {
  return (['pickup', 'delivery'] as const).filter(
    (end) => values[`${end}Latitude`] === null || values[`${end}Longitude`] === null,
  );
}

/** Past the addresses (unpickedEnds, said on each field): the price must match the choices. */
export function submitProblem(
  values: Points,
  estimate: Pick<PriceEstimate, 'price' | 'current'>,
): ToastText | null {
  if (unpickedEnds(values).length > 0) return null;
  if (!estimate.current || estimate.price.totalCost === '0.00') return toToast(PRICING_REQUIRED);
  return null;
}

/**
 * Call only after submitProblem said null: the coordinates are then known to be numbers. They are
 * the picked suggestion's (a hint: the server resolves the place id or the text), and
 * `shownTotal` is the price on screen, so the answer can say when the charged one differs.
 */
export function toOrderPayload(values: OrderFormOutput, shownTotal?: string): NewOrderPayload {
  return {
    ...values,
    pickupPlaceId: values.pickupPlaceId ?? null,
    deliveryPlaceId: values.deliveryPlaceId ?? null,
    shownTotalCost: shownTotal ?? null,
    pickupLatitude: values.pickupLatitude as number,
    pickupLongitude: values.pickupLongitude as number,
    deliveryLatitude: values.deliveryLatitude as number,
    deliveryLongitude: values.deliveryLongitude as number,
    scheduledDate: values.scheduledDate ? values.scheduledDate.toISOString() : null,
    status: 'pending',
  };
}
