/**
 * The catalogue's words for a schema issue or a refused field, in Spanish, for the signed-out
 * forms: /login ships neither react-intl nor the catalogues (sign-in-words.ts), so this module is
 * its own chunk, requested only when a Spanish reader's form is checked or refused. The words
 * are the same the signed-in forms use (issue-words.ts, error-words.ts).
 */
import { createIntl } from 'react-intl';
import { BUSINESS_TIME_ZONE } from '@domain/central-time';
import { LOCALE_OF } from '@domain/languages';
import type { Translate } from '@web/i18n';
import { ES } from '@web/i18n/catalogue/es';
import { errorWords } from '@web/i18n/error-words';
import { issueWords } from '@web/i18n/issue-words';

const intl = createIntl({ locale: LOCALE_OF.es, timeZone: BUSINESS_TIME_ZONE, messages: ES });
const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);

/** A schema issue in Spanish. */
export const issueText = issueWords(t, 'es');
/** The first refused field of each name, in Spanish. */
export const { fieldErrors } = errorWords(t, 'es');
