import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, luhnValid } from './card-details';

const good = { name: 'Robin Tester', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const now = new Date(2025, 5, 14);

describe('simulated card form checks', () => {
  it('accepts a well-formed test card', () => {
    expect(cardErrors(good, now)).toEqual({});
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardErrors({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(
      'checkout.card.invalidNumber',
    );
  });

  it('refuses expired and malformed expiry dates, and short codes', () => {
    expect(cardErrors({ ...good, expiry: '05/25' }, now).expiry).toBe('checkout.card.expired');
    expect(cardErrors({ ...good, expiry: '06/25' }, now).expiry).toBeUndefined();
    expect(cardErrors({ ...good, expiry: '13/30' }, now).expiry).toBe('checkout.card.expiryFormat');
    expect(cardErrors({ ...good, cvc: '12', name: ' ' }, now)).toEqual({
      cvc: 'checkout.card.cvc',
      name: 'checkout.card.nameRequired',
    });
  });

  it('groups the digits in fours', () => {
    expect(formatCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
  });
});
