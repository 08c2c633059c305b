import { describe, expect, it } from 'vitest';
import { ROLES } from '@domain/enums';
import { doesWork } from '@domain/staff-work';
import { navItemsFor } from './nav-items';

describe('the money screens in the menu', () => {
  it.each(ROLES)('are listed for %s exactly when the domain says it does that work', (role) => {
    const hrefs = navItemsFor(role).map((item) => item.href);
    expect(hrefs.includes('/rate-cards')).toBe(doesWork(role, 'rates'));
    expect(hrefs.includes('/pay-rules')).toBe(doesWork(role, 'pay'));
  });

  it('carry the catalogue keys their labels are translated by', () => {
    const rates = navItemsFor('billing').find((item) => item.href === '/rate-cards');
    expect(rates).toMatchObject({ label: 'nav.rateCards', shortLabel: 'nav.rateCardsShort' });
  });
});
