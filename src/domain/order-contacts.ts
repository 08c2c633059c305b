/**
 * Who hands the item over at each end: the pickup and delivery contacts' names and phones, alike in
 * the booking form, the server and order templates (orders.ts spreads them into
 * its fields and re-exports them). Optional: an order may name no one.
 */
import { z } from 'zod';

/** Text the person may leave empty: trimmed, and an empty answer is null. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

// `params.rule` names the rule for a screen that words it in the reader's language (the
// message is the server's English sentence).
const phone = (label: string) =>
  optionalText(30, label).refine((v) => v === null || /^[0-9+()\-.\s]{7,30}$/.test(v), {
    message: `${label} must be a phone number`,
    params: { rule: 'phone' },
  });

/** Who gives the item to the driver. */
export const pickupContactFields = {
  pickupContactName: optionalText(120, 'Pickup contact name'),
  pickupContactPhone: phone('Pickup contact phone'),
};

/** Who receives it. */
export const deliveryContactFields = {
  deliveryContactName: optionalText(120, 'Delivery contact name'),
  deliveryContactPhone: phone('Delivery contact phone'),
};
