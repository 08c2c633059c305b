/**
 * Checks of the simulated card form (test provider). Real card data never reaches our server: with
 * Stripe the card goes to Stripe Elements; here nothing is sent, so these checks only teach the
 * shape a real form will ask for.
 */
export type CardDetails = { name: string; number: string; expiry: string; cvc: string };
/** What is wrong with each field, as the catalogue's key (the form words it in the reader's language). */
export type CardErrors = Partial<Record<keyof CardDetails, CardErrorKey>>;
export type CardErrorKey =
  | 'checkout.card.nameRequired'
  | 'checkout.card.invalidNumber'
  | 'checkout.card.expiryFormat'
  | 'checkout.card.expired'
  | 'checkout.card.cvc';

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** '4242424242424242' -> '4242 4242 4242 4242', as people read it off the card. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function cardErrors(card: CardDetails, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!card.name.trim()) errors.name = 'checkout.card.nameRequired';
  const digits = card.number.replace(/\s/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'checkout.card.invalidNumber';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'checkout.card.expiryFormat';
  } else {
    // A card is good through the last day of its expiry month.
    const end = new Date(2000 + Number(expiry[2]), month, 1);
    if (end.getTime() <= now.getTime()) errors.expiry = 'checkout.card.expired';
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'checkout.card.cvc';
  return errors;
}
