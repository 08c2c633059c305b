/** Makes the formatters the app's screens use once, then ends (warm-intl.ts says why). */
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { LOCALE_OF } from '@domain/languages';

for (const locale of Object.values(LOCALE_OF)) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.DateTimeFormat(locale, {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(0);
  new Intl.PluralRules(locale).select(1);
}
close();
