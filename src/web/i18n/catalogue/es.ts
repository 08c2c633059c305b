/** The Spanish catalogue (US Spanish: many Texas drivers and recipients read it first). */
import type common from './es/common.json';
import type audit from './es/audit.json';
import type addresses from './es/addresses.json';
import type errors from './es/errors.json';
import type driver from './es/driver.json';
import type pieces from './es/pieces.json';
import type performance from './es/performance.json';
import type tracking from './es/tracking.json';
import type rates from './es/rates.json';
import type shell from './es/shell.json';
import type client from './es/client.json';
import type standing from './es/standing.json';
import type screens from './es/screens.json';
import type organization from './es/organization.json';
import type earnings from './es/earnings.json';
import type addressBook from './es/address-book.json';
import type receiving from './es/receiving.json';
import type custody from './es/custody.json';
import type invoices from './es/invoices.json';
import type signIn from './es/sign-in.json';
import type account from './es/account.json';
import type orderImport from './es/order-import.json';
import type billingConsole from './es/billing-console.json';
import type medical from './es/medical.json';
import type map from './es/map.json';
import type domain from './es/domain.json';
import { CUSTODY_WORDS_ES } from '@domain/custody-words';
import { parseCatalogueTexts } from './catalogue-text';
import type { Catalogue } from './en';

/**
 * Every file's text (`?raw`), parsed together once by `parseCatalogueTexts`. The whole folder,
 * so no file's messages can be typed below and left out at run time.
 */
const TEXTS = import.meta.glob<string>('./es/*.json', { query: '?raw', import: 'default', eager: true });

/** The files' messages, each file's keys typed from the file itself. */
type FileMessages = typeof common &
  typeof audit &
  typeof addresses &
  typeof errors &
  typeof driver &
  typeof pieces &
  typeof performance &
  typeof tracking &
  typeof rates &
  typeof shell &
  typeof client &
  typeof standing &
  typeof screens &
  typeof organization &
  typeof earnings &
  typeof addressBook &
  typeof receiving &
  typeof custody &
  typeof invoices &
  typeof signIn &
  typeof account &
  typeof orderImport &
  typeof billingConsole &
  typeof medical &
  typeof map &
  typeof domain;

export const ES: Catalogue = Object.assign(
  parseCatalogueTexts(Object.values(TEXTS)) as FileMessages,
  CUSTODY_WORDS_ES,
);
