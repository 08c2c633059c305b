/** The English catalogue: every key the app may ask for, and the type the Spanish one must fill. */
import audit from './en/audit.json';
import addresses from './en/addresses.json';
import common from './en/common.json';
import driver from './en/driver.json';
import errors from './en/errors.json';
import pieces from './en/pieces.json';
import performance from './en/performance.json';
import rates from './en/rates.json';
import tracking from './en/tracking.json';
import shell from './en/shell.json';
import client from './en/client.json';
import standing from './en/standing.json';
import screens from './en/screens.json';
import organization from './en/organization.json';
import earnings from './en/earnings.json';
import addressBook from './en/address-book.json';
import receiving from './en/receiving.json';
import custody from './en/custody.json';
import invoices from './en/invoices.json';
import signIn from './en/sign-in.json';
import account from './en/account.json';
import orderImport from './en/order-import.json';
import billingConsole from './en/billing-console.json';
import medical from './en/medical.json';
import map from './en/map.json';
import { CUSTODY_WORDS_EN } from '@domain/custody-words';
import { DOMAIN_EN } from './domain-en';

export const EN = {
  ...common,
  ...audit,
  ...addresses,
  ...errors,
  ...driver,
  ...pieces,
  ...performance,
  ...tracking,
  ...rates,
  ...shell,
  ...client,
  ...standing,
  ...screens,
  ...organization,
  ...earnings,
  ...addressBook,
  ...receiving,
  ...custody,
  ...invoices,
  ...signIn,
  ...account,
  ...orderImport,
  ...billingConsole,
  ...medical,
  ...map,
  ...DOMAIN_EN,
  // The custody certificate's sentences, shared with the PDF the server draws.
  ...CUSTODY_WORDS_EN,
};

export type MessageKey = keyof typeof EN;
/** A catalogue has a message for every key: a missing Spanish one fails the typecheck. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
