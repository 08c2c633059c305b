/** The English catalogue: every key the app may ask for, and the type the Spanish one must fill. */
import type common from './en/common.json';
import type audit from './en/audit.json';
import type addresses from './en/addresses.json';
import type errors from './en/errors.json';
import type driver from './en/driver.json';
import type pieces from './en/pieces.json';
import type performance from './en/performance.json';
import type tracking from './en/tracking.json';
import type rates from './en/rates.json';
import type shell from './en/shell.json';
import type client from './en/client.json';
import type standing from './en/standing.json';
import type screens from './en/screens.json';
import type organization from './en/organization.json';
import type earnings from './en/earnings.json';
import type addressBook from './en/address-book.json';
import type receiving from './en/receiving.json';
import type custody from './en/custody.json';
import type invoices from './en/invoices.json';
import type signIn from './en/sign-in.json';
import type account from './en/account.json';
import type orderImport from './en/order-import.json';
import type billingConsole from './en/billing-console.json';
import type medical from './en/medical.json';
import type map from './en/map.json';
import { CUSTODY_WORDS_EN } from '@domain/custody-words';
import { parseCatalogueTexts } from './catalogue-text';
import { DOMAIN_EN } from './domain-en';

/**
 * Every file's text (`?raw`), parsed together once by `parseCatalogueTexts`. The whole folder,
 * so no file's messages can be typed below and left out at run time.
 */
const TEXTS = import.meta.glob<string>('./en/*.json', { query: '?raw', import: 'default', eager: true });

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
  typeof map;

export const EN = Object.assign(
  parseCatalogueTexts(Object.values(TEXTS)) as FileMessages,
  DOMAIN_EN,
  // The custody certificate's sentences, shared with the PDF the server draws.
  CUSTODY_WORDS_EN,
);

export type MessageKey = keyof typeof EN;
/** A catalogue has a message for every key: a missing Spanish one fails the typecheck. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
